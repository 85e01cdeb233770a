/**
 * The page's sections, in the order of requirements §2 (docs/requirements.md §2): the manifest the page renders from
 * (src/pages/index.tsx, through each section's view in src/sections/views.tsx), the CMS lists
 * (plugins/cms/collections.ts) and previews (plugins/cms/admin/preview-page.tsx), the menus link to (`data/site.json`
 * `menus`, checked against it by `npm run check:data`) and the tests follow. One name per section: its `id` (the
 * in-page link target) and its data `file` in `data/`; its label in the CMS's list is the `title` of that file's
 * schema (`data/schemas/`). Plain TypeScript with no React in it, so the data checks, the CMS and the browser tests
 * can read it too.
 *
 * Adding a section (docs/how-to.md, "Add a section to the page"): its component and CSS module in `src/sections/`, its
 * data file and schema in `data/` (and the data file's copy in `tests/starting-content/`), one line here, then what
 * TypeScript asks for: its view in `SECTION_VIEWS` (src/sections/views.tsx) and its field in the page query
 * (src/pages/index.tsx), spreading its fragment.
 */
export const SECTIONS = [
  { id: "pricing", file: "pricing.json", ctaAfter: false },
  { id: "about", file: "about.json", ctaAfter: true },
  { id: "services", file: "services.json", ctaAfter: false },
  { id: "why-choose-us", file: "why-choose-us.json", ctaAfter: true },
  { id: "process", file: "process.json", ctaAfter: false },
  { id: "reviews", file: "reviews.json", ctaAfter: true },
  { id: "faq", file: "faq.json", ctaAfter: false },
  { id: "map", file: "location.json", ctaAfter: false },
  { id: "attractions", file: "attractions.json", ctaAfter: true },
  // The footer: the page's last section, outside <main>.
  { id: "contact", file: "contact.json", ctaAfter: false },
] as const satisfies readonly { id: string; file: `${string}.json`; ctaAfter: boolean }[]

/** The `id` of a section: the target of in-page links, e.g. `"pricing"` for `#pricing`. */
export type SectionId = (typeof SECTIONS)[number]["id"]

/**
 * The ids in page order. Marked pure, so that the page's JavaScript, which never reads it, does not compute it either
 * (the minifier drops an unused pure call).
 */
export const SECTION_IDS: readonly SectionId[] = /* @__PURE__ */ SECTIONS.map((section) => section.id)

/** A section's data file in `data/`, e.g. `"location.json"` for `"map"`. */
export function sectionFile(id: SectionId): string {
  return SECTIONS.find((section) => section.id === id)!.file
}

/**
 * The files the whole page reads rather than one section (src/site.tsx), by the name the site context and the page
 * query give each: the CMS lists them first, and its preview shows the whole page for them.
 */
export const SITE_FILES = {
  business: "business.json",
  text: "site.json",
  quoteForm: "quote-form.json",
  coverage: "coverage.json",
} as const

/** The top of the page (the hero and the first quote form): not a section of {@link SECTIONS}, always first. */
export const HERO_FILE = "hero.json"
