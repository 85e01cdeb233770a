/** @jest-environment node */
/**
 * The one page as the build renders it (server HTML, every lazily loaded section in), from the starting data: the
 * sections of src/shared/sections.ts in order, each as its rendering says, the call-to-action band after those the
 * list marks, the contact section (the footer) outside <main>; and a missing data file stops the build, naming it.
 */
import { PassThrough } from "node:stream"
import type { PageProps } from "gatsby"
import { renderToPipeableStream } from "react-dom/server"
import { queryField, sectionFile, SECTIONS } from "../../shared/sections"
import { startingData } from "../../../tests/jest/support/starting-data"
import IndexPage from "../index"

const files: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(startingData().texts).map(([name, text]) => [name, JSON.parse(text)]),
)
/** A picture as the page query gives it (sharp's measures left out). */
const picture = (src: unknown) => ({
  childImageSharp: { gatsbyImageData: { layout: "constrained", width: 4, height: 3, images: { fallback: { src } } } },
})
const attractions = files["attractions.json"] as { items: { image: string }[] }

/** The page query's data, from the starting data: the page-wide files, the hero, and every section in src/shared/sections.ts. */
const data = {
  site: { buildYear: "2026" },
  business: { ...files["business.json"], jsonLd: "{}" },
  siteWords: files["site.json"],
  quoteForm: files["quote-form.json"],
  coverage: files["coverage.json"],
  hero: files["hero.json"],
  ...Object.fromEntries(SECTIONS.map(({ id }) => [queryField(id), files[sectionFile(id)]])),
  about: { ...files["about.json"], image: picture(files["about.json"].image) },
  attractions: { ...attractions, items: attractions.items.map((item) => ({ ...item, image: picture(item.image) })) },
} as unknown as Queries.IndexPageQuery

/** The page's server HTML once everything lazy is in, as the build writes it. */
function pageHtml(pageData: Queries.IndexPageQuery): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new PassThrough()
    sink.on("data", (chunk: Buffer) => (html += chunk.toString()))
    sink.on("end", () => resolve(html))
    const stream = renderToPipeableStream(
      <IndexPage {...({ data: pageData } as PageProps<Queries.IndexPageQuery>)} />,
      {
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: reject,
      },
    )
  })
}

describe("the page", () => {
  it("shows the list's sections in order, a CTA band after those it marks, the footer outside <main>", async () => {
    const html = await pageHtml(data)
    const landmarks = [...html.matchAll(/<main\b|<\/main>|<aside aria-label|<(?:section|footer) id="([\w-]+)"/g)].map(
      ([tag, id]) => id ?? (tag === "<aside aria-label" ? "cta" : tag),
    )
    const inMain = SECTIONS.slice(0, -1).flatMap(({ id, ctaAfter }) => (ctaAfter ? [id, "cta"] : [id]))
    expect(landmarks).toEqual(["<main", "cta", ...inMain, "</main>", SECTIONS.at(-1)!.id, "chat-panel"])
    expect(html).not.toContain("<!--$!-->")
  })

  it("keeps a static section's HTML in its static wrapper, an interactive one in a boundary of its own", async () => {
    const html = await pageHtml(data)
    for (const { id, rendering } of SECTIONS) {
      const opening = new RegExp(`(<div data-static-html="">)?<!--\\$--><(section|footer) id="${id}"`).exec(html)
      expect({ id, found: opening !== null }).toEqual({ id, found: true })
      expect({ id, rendering, wrapped: Boolean(opening?.[1]) }).toEqual({
        id,
        rendering,
        wrapped: rendering === "static",
      })
    }
  })

  it("stops the build naming the data file of a section that has no data", async () => {
    await expect(pageHtml({ ...data, map: null })).rejects.toThrow("data/map.json is missing or empty")
    await expect(pageHtml({ ...data, contact: null })).rejects.toThrow("data/contact.json is missing or empty")
  })
})
