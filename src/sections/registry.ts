/**
 * The page's sections, in the order of requirements §2 (docs/requirements.md §2): the manifest the page renders from
 * (src/pages/index.tsx), the CMS lists (plugins/cms/collections.ts), the menus link to (`data/site.json` `menus`,
 * checked against it by `npm run check:data`) and the tests follow. One name per section: its `id` (the in-page link
 * target), its data `file` in `data/`, and (in {@link CMS_LABELS}, beside it) its label in the CMS's list.
 * Plain TypeScript with no React in it, so the data checks, the CMS and the browser tests can read it too.
 *
 * Adding a section: its component file(s) in `src/sections/`, its data file and schema in `data/`, one line
 * here, and its entry in the page's `SECTION_CONTENT` (src/pages/index.tsx), which TypeScript then asks for.
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

/** The ids in page order. */
export const SECTION_IDS: readonly SectionId[] = SECTIONS.map((section) => section.id)

/** A section's data file in `data/`, e.g. `"location.json"` for `"map"`. */
export function sectionFile(id: SectionId): string {
  return SECTIONS.find((section) => section.id === id)!.file
}

/**
 * Each section's label in the CMS's list (plugins/cms/collections.ts). Apart from {@link SECTIONS} only so that the
 * page, which reads the list, does not ship the CMS's words in its JavaScript (webpack drops an export nobody imports).
 */
export const CMS_LABELS = {
  pricing: "Prices",
  about: "Who we are",
  services: "What is an EICR (and the due-date tool)",
  "why-choose-us": "Why choose us",
  process: "How it works (the process)",
  reviews: "Reviews",
  faq: "Questions and answers (FAQ, with its law sources)",
  map: "Our location (map)",
  attractions: "Nearby attractions (with pictures)",
  contact: "Footer (contact details)",
} as const satisfies Record<SectionId, string>
