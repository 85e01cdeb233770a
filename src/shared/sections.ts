/**
 * The page's sections, in the order of requirements §2 (docs/requirements.md §2): the one list of them. Each section
 * has one name, its `id`: the in-page link target (`#pricing`), its data file (`data/pricing.json`, its schema
 * `data/schemas/pricing.schema.json`), its component (`src/sections/pricing.tsx`, the module's default export), its
 * fragment (`PricingSection`) and its field in the page query (`pricing`; `whyChooseUs` for `why-choose-us`). Its label
 * in the CMS's list is the `title` of its schema.
 *
 * Read by the page (src/pages/index.tsx, which gives each id its component), the CMS's list and preview (node/build-steps/cms),
 * the data checks (a menu entry must point at a section) and the tests; plain TypeScript with no React in it, so the
 * build can read it too. Adding a section: docs/how-to.md, "Add a section to the page" (six files).
 */
export const SECTIONS = [
  { id: "pricing", ctaAfter: false, rendering: "static" },
  { id: "about", ctaAfter: true, rendering: "static" },
  { id: "services", ctaAfter: false, rendering: "interactive" },
  { id: "why-choose-us", ctaAfter: true, rendering: "static" },
  { id: "process", ctaAfter: false, rendering: "static" },
  { id: "reviews", ctaAfter: true, rendering: "static" },
  { id: "faq", ctaAfter: false, rendering: "static" },
  { id: "map", ctaAfter: false, rendering: "interactive" },
  { id: "attractions", ctaAfter: true, rendering: "interactive" },
  // The contact section: the page's <footer>, after <main> (src/pages/index.tsx).
  { id: "contact", ctaAfter: false, rendering: "interactive" },
] as const satisfies readonly Section[]

/**
 * One section of the page. `ctaAfter`: a call-to-action band follows it. `rendering` (src/enhancement/README.md):
 * `"static"` for a section with no behaviour, whose server HTML the browser keeps and whose code it never downloads;
 * `"interactive"` for one with a form, a map or a tool, part of the page's JavaScript and hydrated in a boundary of its
 * own (a part inside may still wait until it is needed: src/enhancement/on-demand.tsx).
 */
export interface Section {
  id: string
  ctaAfter: boolean
  rendering: "static" | "interactive"
}

/** The `id` of a section: the target of in-page links, e.g. `"pricing"` for `#pricing`. */
export type SectionId = (typeof SECTIONS)[number]["id"]

/** The ids of the sections a rendering is, e.g. `SectionIdOf<"static">`. */
export type SectionIdOf<R extends Section["rendering"]> = Extract<(typeof SECTIONS)[number], { rendering: R }>["id"]

/**
 * The ids in page order. Marked pure, so that the page's JavaScript, which never reads it, does not compute it either
 * (the minifier drops an unused pure call).
 */
export const SECTION_IDS: readonly SectionId[] = /* @__PURE__ */ SECTIONS.map((section) => section.id)

/** A section's data file in `data/`: its id's, e.g. `"why-choose-us.json"`. */
export const sectionFile = (id: SectionId) => `${id}.json`

/** A section's field in the page query: its id in camelCase, e.g. `"whyChooseUs"` for `"why-choose-us"`. */
export type QueryField<Id extends string> = Id extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<QueryField<Tail>>}`
  : Id

/** {@link QueryField} at run time. */
export const queryField = <Id extends SectionId>(id: Id) =>
  id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as QueryField<Id>

/** What every section's component takes: its id (from {@link SECTIONS}) and its data file's values, as its fragment gives them. */
export interface SectionProps<Data = object> {
  id: SectionId
  data: Data
}

/**
 * The files the whole page reads rather than one section (src/components/page-wide.tsx), by the name the page-wide context and the
 * page query give each: the CMS lists them first, and its preview shows the whole page for them.
 */
export const PAGE_WIDE_FILES = {
  business: "business.json",
  siteWords: "site.json",
  quoteForm: "quote-form.json",
  coverage: "coverage.json",
} as const

/** The top of the page (the hero and the first quote form): not a section of {@link SECTIONS}, always first. */
export const HERO_FILE = "hero.json"
