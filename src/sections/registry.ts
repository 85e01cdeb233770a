/**
 * The page's sections, in the order of requirements §2 (docs/requirements.md §2): the manifest the page renders from
 * (src/pages/index.tsx), the CMS lists (plugins/cms/collections.ts), the menus link to (`data/site.json` `menus`,
 * checked against it by `npm run check:data`) and the tests follow. One name per section: its `id` (the in-page link
 * target), its data `file` in `data/`, and its `cmsLabel` in the CMS's list.
 * Plain TypeScript with no React in it, so the data checks, the CMS and the browser tests can read it too.
 *
 * Adding a section: its component file(s) in `src/sections/`, its data file and schema in `data/`, one line
 * here, and its entry in the page's `SECTION_CONTENT` (src/pages/index.tsx), which TypeScript then asks for.
 */
export const SECTIONS = [
  { id: "pricing", file: "pricing.json", cmsLabel: "Prices", ctaAfter: false },
  { id: "about", file: "about.json", cmsLabel: "Who we are", ctaAfter: true },
  { id: "services", file: "services.json", cmsLabel: "What is an EICR (and the due-date tool)", ctaAfter: false },
  { id: "why-choose-us", file: "why-choose-us.json", cmsLabel: "Why choose us", ctaAfter: true },
  { id: "process", file: "process.json", cmsLabel: "How it works (the process)", ctaAfter: false },
  { id: "reviews", file: "reviews.json", cmsLabel: "Reviews", ctaAfter: true },
  { id: "faq", file: "faq.json", cmsLabel: "Questions and answers (FAQ, with its law sources)", ctaAfter: false },
  { id: "map", file: "location.json", cmsLabel: "Our location (map)", ctaAfter: false },
  { id: "attractions", file: "attractions.json", cmsLabel: "Nearby attractions (with pictures)", ctaAfter: true },
  // The footer: the page's last section, outside <main>.
  { id: "contact", file: "contact.json", cmsLabel: "Footer (contact details)", ctaAfter: false },
] as const satisfies readonly { id: string; file: `${string}.json`; cmsLabel: string; ctaAfter: boolean }[]

/** The `id` of a section: the target of in-page links, e.g. `"pricing"` for `#pricing`. */
export type SectionId = (typeof SECTIONS)[number]["id"]

/** The ids in page order. */
export const SECTION_IDS: readonly SectionId[] = SECTIONS.map((section) => section.id)

/** A section's data file in `data/`, e.g. `"location.json"` for `"map"`. */
export function sectionFile(id: SectionId): string {
  return SECTIONS.find((section) => section.id === id)!.file
}
