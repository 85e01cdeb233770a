/**
 * What the CMS's preview shows for a data file: the page's own sections (src/sections/), rendered to HTML by the
 * page's own components, with the page's own CSS (admin-files.ts bundles it), so prices are formatted, `{placeholders}`
 * filled and dates written by the same code the page uses. Runs in the preview's worker (preview-worker.ts), where,
 * as in the build, there is no `window`: the sections render their whole HTML, not the browser's "keep the server
 * HTML" placeholder.
 */
import type { ReactElement } from "react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { CtaBand } from "../../../src/components/cta-band"
import { About } from "../../../src/sections/about"
import { Attractions } from "../../../src/sections/attractions"
import { Faq } from "../../../src/sections/faq"
import { Footer } from "../../../src/sections/footer"
import { Header } from "../../../src/sections/header"
import { Hero } from "../../../src/sections/hero"
import { Location } from "../../../src/sections/location"
import { Pricing } from "../../../src/sections/pricing"
import { Process } from "../../../src/sections/process"
import { Reviews } from "../../../src/sections/reviews"
import { Services } from "../../../src/sections/services"
import { WhyChooseUs } from "../../../src/sections/why-choose-us"
import { SiteProvider, type Site } from "../../../src/site"

/** The data files as the CMS holds them: parsed JSON, by file name (`pricing.json`). */
export type ContentFiles = Readonly<Record<string, unknown>>

/** The files the whole page reads (src/site.tsx), by the name {@link Site} gives each. */
const SITE_FILES = {
  business: "business.json",
  text: "site.json",
  quoteForm: "quote-form.json",
  coverage: "coverage.json",
}

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
 * The page's sections that show `file`, rendered from `files` (the edited file among them), inside the page's site
 * context. A site-wide file (business.json, site.json, quote-form.json, coverage.json) shows the header, the hero, a
 * call-to-action band and the footer, which use most of its words.
 * @param imageUrl the CMS's address of a picture, by the path the data gives it (`images/castle.jpg`).
 * @param year the copyright year (the build's year on the page).
 * @throws when a file the sections need is missing or not in its schema's shape (the preview then says so).
 */
export function previewPage(
  file: string,
  files: ContentFiles,
  imageUrl: (path: string) => string | undefined,
  year: string,
): ReactElement {
  const data = (name: string) => {
    if (files[name] === undefined) throw new Error(`data/${name} is not loaded`)
    return files[name]
  }
  const files_ = Object.fromEntries(Object.entries(SITE_FILES).map(([key, name]) => [key, data(name)]))
  const site = { ...files_, year } as unknown as Site
  const withImages = <T extends { image?: unknown }>(item: T) => ({
    ...item,
    image: picture(imageUrl(String(item.image))),
  })
  const sections: Record<string, () => ReactElement> = {
    "hero.json": () => <Hero content={as(data("hero.json"))} />,
    "pricing.json": () => <Pricing content={as(data("pricing.json"))} />,
    "about.json": () => <About content={as(withImages(data("about.json") as { image: string }))} />,
    "services.json": () => <Services content={as(data("services.json"))} />,
    "why-choose-us.json": () => <WhyChooseUs content={as(data("why-choose-us.json"))} />,
    "process.json": () => <Process content={as(data("process.json"))} />,
    "reviews.json": () => <Reviews content={as(data("reviews.json"))} />,
    "faq.json": () => <Faq content={as(data("faq.json"))} />,
    "location.json": () => <Location content={as(data("location.json"))} />,
    "attractions.json": () => {
      const attractions = data("attractions.json") as { items: { image: string }[] }
      return <Attractions content={as({ ...attractions, items: attractions.items.map(withImages) })} />
    },
    "contact.json": () => <Footer content={as(data("contact.json"))} />,
  }
  const whole = () => (
    <>
      <Header />
      {sections["hero.json"]()}
      <CtaBand />
      {sections["contact.json"]()}
    </>
  )
  return <SiteProvider site={site}>{(sections[file] ?? whole)()}</SiteProvider>
}

/** React's mark of a Suspense boundary whose content suspended (renderToString shows its fallback there). */
const SUSPENDED = "<!--$!-->"

/**
 * The HTML of {@link previewPage}, once every lazily loaded part (the due-date tool) is in: a render starts their
 * loading (their code is in the same bundle, so it arrives within a task), and a later one shows them. Not React's
 * streaming renderer, which needs byte streams (`ReadableByteStreamController`) that WebKitGTK 2.50 lacks.
 * @throws as {@link previewPage} does.
 */
export async function previewHtml(...args: Parameters<typeof previewPage>): Promise<string> {
  const page = previewPage(...args)
  for (let attempt = 0; attempt < 10 && renderToString(page).includes(SUSPENDED); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 0))
  return renderToStaticMarkup(page)
}
