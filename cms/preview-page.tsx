/**
 * What the CMS's preview shows for a data file: the page's own sections (src/shared/sections.ts: the section of that
 * file, with the component src/pages/index.tsx gives it), rendered to HTML by the page's own components,
 * with the page's own CSS (admin-files.ts bundles it), so prices are formatted, `{placeholders}` filled and dates
 * written by the same code the page uses. Runs in the preview's worker (preview-worker.tsx), where, as in the build,
 * there is no `window`: the sections render their whole HTML, not the browser's "keep the server HTML" placeholder.
 */
import { Suspense, type ComponentType, type ReactElement } from "react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { CtaBand } from "../src/cta-band/cta-band"
import { lazyComponent } from "../src/enhancement/lazy-component"
import { SECTION_COMPONENTS } from "../src/pages/index"
import { Header } from "../src/sections/header"
import { Hero } from "../src/sections/hero"
import { HERO_FILE, sectionFile, SECTIONS, PAGE_WIDE_FILES, type SectionProps } from "../src/shared/sections"
import { PageWideProvider, type PageWide } from "../src/components/page-wide"

/** The data files as the CMS holds them: parsed JSON, by file name (`pricing.json`). */
export type DataFiles = Readonly<Record<string, unknown>>

/**
 * A picture of data/images/ for the page's `<Picture>`: the CMS's address of the file (a blob, or the file through
 * the CMS's back end). The size is unknown here (sharp measures it in the build), so the `<img>` has none and the
 * page's CSS fits it to its box.
 */
function picture(url: string | undefined): { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } {
  if (!url) return { childImageSharp: null }
  const image = { layout: "constrained", images: { fallback: { src: url } } }
  return { childImageSharp: { gatsbyImageData: image as unknown as IGatsbyImageData } }
}

/** A JSON value in the shape a section's fragment gives it: the data files are what the page queries. */
const as = <T,>(value: unknown) => value as T

/**
 * A section's component as the preview renders it: a static section's loaded lazily, as on the page (its code is in the
 * preview's bundle: esbuild inlines the `import()`), an interactive one's as it is. No static wrapper and no hydration
 * boundary: the preview is HTML only.
 */
const inPreview = ({ id, rendering }: (typeof SECTIONS)[number]): ComponentType<SectionProps> => {
  const component = SECTION_COMPONENTS[id]
  if (rendering === "interactive") return component as ComponentType<SectionProps>
  const load = component as () => Promise<{ default: ComponentType<SectionProps> }>
  return lazyComponent(() => load().then((module) => module.default))
}

/** Each section's component and id, by its data file (`map.json`): made once, not per preview. */
const SECTION_COMPONENTS_BY_FILE: ReadonlyMap<
  string,
  { id: SectionProps["id"]; Component: ComponentType<SectionProps> }
> = new Map(SECTIONS.map((section) => [sectionFile(section.id), { id: section.id, Component: inPreview(section) }]))

/**
 * `content` with its pictures as the page query gives them: an `image` path (`images/castle.jpg`) at the top level
 * (about.json) or in an item of `items` (attractions.json) becomes `{ childImageSharp: { gatsbyImageData } }`.
 * @param url the CMS's address of a picture, by its path.
 */
function withPictures(content: unknown, url: (path: string) => string | undefined): unknown {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    Boolean(value) && typeof value === "object" && !Array.isArray(value)
  // A path, or none yet (an attraction just added, its picture not chosen): the page shows no picture then.
  const mapped = (record: Record<string, unknown>): Record<string, unknown> => ({
    ...record,
    image: picture(typeof record.image === "string" && record.image ? url(record.image) : undefined),
  })
  if (!isRecord(content)) return content
  const top = "image" in content ? mapped(content) : content
  const items = Array.isArray(top.items) ? top.items : null
  // A list whose items have pictures: every item gets one, with or without a path.
  if (!items?.some((item) => isRecord(item) && "image" in item)) return top
  return { ...top, items: items.map((item) => (isRecord(item) ? mapped(item) : item)) }
}

/**
 * The page's sections that show `file`, rendered from `files` (the edited file among them), inside the page's site
 * context. A site-wide file (business.json, site.json, quote-form.json, coverage.json) shows the header, the hero, a
 * call-to-action band and the footer, which use most of its words. A static section's code arrives after a first
 * render: {@link previewHtml} waits for it.
 * @param imageUrl the CMS's address of a picture, by the path the data gives it (`images/castle.jpg`).
 * @param year the copyright year (the build's year on the page).
 * @throws when a file the sections need is missing or not in its schema's shape (the preview then says so).
 */
export function previewPage(
  file: string,
  files: DataFiles,
  imageUrl: (path: string) => string | undefined,
  year: string,
): ReactElement {
  const data = (name: string) => {
    if (files[name] === undefined) throw new Error(`data/${name} is not loaded`)
    return files[name]
  }
  const pageWideFiles = Object.fromEntries(Object.entries(PAGE_WIDE_FILES).map(([key, name]) => [key, data(name)]))
  // The price table's words too (src/components/page-wide.tsx `pricing`): a section's file the quote forms read.
  const pageWide = { ...pageWideFiles, pricing: data(sectionFile("pricing")), year } as unknown as PageWide
  const section = (name: string) => {
    const { id, Component } = SECTION_COMPONENTS_BY_FILE.get(name)!
    return <Component id={id} data={as(withPictures(data(name), imageUrl))} />
  }
  const hero = () => <Hero data={as(data(HERO_FILE))} />
  const whole = () => (
    <>
      <Header />
      {hero()}
      <CtaBand />
      {section(sectionFile("contact"))}
    </>
  )
  const shown = SECTION_COMPONENTS_BY_FILE.has(file) ? section(file) : file === HERO_FILE ? hero() : whole()
  return (
    <PageWideProvider pageWide={pageWide}>
      <Suspense fallback={null}>{shown}</Suspense>
    </PageWideProvider>
  )
}

/** React's mark of a Suspense boundary whose content suspended (renderToString shows its fallback there). */
const SUSPENDED = "<!--$!-->"

/**
 * The HTML of {@link previewPage}, once every lazily loaded part (the static sections, the due-date tool) is in: a
 * render starts their loading (their code is in the same bundle, so it arrives within a task), and a later one shows
 * them. Not React's
 * streaming renderer, which needs byte streams (`ReadableByteStreamController`) that WebKitGTK 2.50 lacks.
 * @throws as {@link previewPage} does.
 */
export async function previewHtml(...args: Parameters<typeof previewPage>): Promise<string> {
  const page = previewPage(...args)
  for (let attempt = 0; attempt < 10 && renderToString(page).includes(SUSPENDED); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 0))
  return renderToStaticMarkup(page)
}
