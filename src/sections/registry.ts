/**
 * The page's sections, in the order of requirements §2 (docs/requirements.md §2): the one list the page renders, the
 * menus link to (`data/site.json` `menus`, checked against it by `npm run check:data`) and the tests follow.
 * Plain TypeScript with no React in it, so the data checks and the browser tests can read it too.
 *
 * Adding a section: its component file(s) in `src/sections/`, its data file and schema in `data/`, one line
 * here, and its entry in the page's `SECTION_CONTENT` (src/pages/index.tsx), which TypeScript then asks for.
 */
export const SECTIONS = [
  { id: "pricing", ctaAfter: false },
  { id: "about", ctaAfter: true },
  { id: "services", ctaAfter: false },
  { id: "why-choose-us", ctaAfter: true },
  { id: "process", ctaAfter: false },
  { id: "reviews", ctaAfter: true },
  { id: "faq", ctaAfter: false },
  { id: "map", ctaAfter: false },
  { id: "attractions", ctaAfter: true },
  // The footer: the page's last section, outside <main>.
  { id: "contact", ctaAfter: false },
] as const satisfies readonly { id: string; ctaAfter: boolean }[]

/** The `id` of a section: the target of in-page links, e.g. `"pricing"` for `#pricing`. */
export type SectionId = (typeof SECTIONS)[number]["id"]

/** The ids in page order. */
export const SECTION_IDS: readonly SectionId[] = SECTIONS.map((section) => section.id)
