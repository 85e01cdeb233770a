/**
 * The CMS's collections: every data file once, in the order an editor meets it on the page. The sections are those of
 * src/shared/sections.ts, in its order; the files used across the whole page come first. Each file's label in the
 * CMS's list is its schema's `title` (data/schemas/<name>.schema.json, plain English for an editor; the developer's
 * notes are in its `description`), read where the schema is (cms-config.ts); the fields and their rules come from
 * the same schema (schema-to-fields.ts).
 */
import { HERO_FILE, SECTION_IDS, PAGE_WIDE_FILES, sectionFile } from "../../../src/shared/sections"

/** The files used across the whole page, not by one section: their names in `data/`. */
export const SITE_WIDE_FILES: readonly string[] = Object.values(PAGE_WIDE_FILES)

/** The top of the page, then the data file of every section, in page order. */
export const SECTION_FILES: readonly string[] = [HERO_FILE, ...SECTION_IDS.map(sectionFile)]

/**
 * The files of the owner's own pages, which visitors never see: the reply page's words (data/reply.json, src/reply/reply-page.html).
 * The page preview shows the one page, so they have none.
 */
export const OWNER_FILES: readonly string[] = ["reply.json"]
