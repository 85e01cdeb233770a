/**
 * The CMS's collections: every data file once, in the order an editor meets it on the page. The sections are
 * the section registry's (src/sections/registry.ts: file and label); the files used across the whole page come first. Labels are
 * plain English; the fields and their rules come from each file's schema (schema-to-fields.ts).
 */
import { CMS_LABELS, SECTIONS } from "../../src/sections/registry"

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

/** The top of the page, then every section of the registry in page order, with its file and label from there. */
export const SECTION_FILES: readonly CmsFile[] = [
  { file: "hero.json", label: "Top of the page (offer, headline price)" },
  ...SECTIONS.map(({ id, file }) => ({ file, label: CMS_LABELS[id] })),
]
