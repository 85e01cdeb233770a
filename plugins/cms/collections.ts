/**
 * The CMS's collections: every data file once, in the order an editor meets it on the page. The sections follow
 * the section registry (src/sections/registry.ts); the files used across the whole page come first. Labels are
 * plain English; the fields and their rules come from each file's schema (schema-to-fields.ts).
 */
import { SECTION_IDS, type SectionId } from "../../src/sections/registry"

/** One data file in the CMS: `data/<file>` and its label in the CMS's list. */
export interface CmsFile {
  file: string
  label: string
}

/** Files used across the whole page, not by one section. */
export const SITE_FILES: readonly CmsFile[] = [
  {
    file: "business.json",
    label: "Business facts (name, phones, address, hours, prices from, Google profile, registration)",
  },
  { file: "site.json", label: "Menus and page-wide words (search results, header, chat, maps, 404 page)" },
  { file: "quote-form.json", label: "Quote forms (the words and messages of both forms)" },
  { file: "coverage.json", label: "Postcode districts covered" },
]

/** Each section of the registry: its data file (the map's is location.json) and its label. */
const BY_SECTION: Record<SectionId, CmsFile> = {
  pricing: { file: "pricing.json", label: "Prices" },
  about: { file: "about.json", label: "Who we are" },
  services: { file: "services.json", label: "What is an EICR (and the due-date tool)" },
  "why-choose-us": { file: "why-choose-us.json", label: "Why choose us" },
  process: { file: "process.json", label: "How it works (the process)" },
  reviews: { file: "reviews.json", label: "Reviews" },
  faq: { file: "faq.json", label: "Questions and answers (FAQ, with its law sources)" },
  map: { file: "location.json", label: "Our location (map)" },
  attractions: { file: "attractions.json", label: "Nearby attractions (with pictures)" },
  contact: { file: "contact.json", label: "Footer (contact details)" },
}

/** The top of the page, then every section in page order. */
export const SECTION_FILES: readonly CmsFile[] = [
  { file: "hero.json", label: "Top of the page (offer, headline price)" },
  ...SECTION_IDS.map((id) => BY_SECTION[id]),
]
