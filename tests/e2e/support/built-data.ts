/**
 * The data the browser tests expect: what the last test build was made from (tests/built-data/, written by
 * `npm run build:test`, tests/e2e/support/build-for-tests.ts), or the folder `TEST_DATA_DIR` names (the CMS's test points it
 * at its sandbox's data/). The tests find things by the words an editor wrote and count what the data holds, so a
 * changed label or a sixteenth FAQ does not break them; no browser test names a word, number or count of its own. That
 * the starting data says what the spec requires is checked once, by tests/repository/starting-data.test.ts.
 */
import fs from "node:fs"
import path from "node:path"
import { env } from "node:process"
import { BUILT_DATA_DIR } from "./settings"
import { sectionFile, type SectionId } from "../../../src/shared/sections"
import type About from "../../../data/about.json"
import type Attractions from "../../../data/attractions.json"
import type Business from "../../../data/business.json"
import type Contact from "../../../data/contact.json"
import type Coverage from "../../../data/coverage.json"
import type Faq from "../../../data/faq.json"
import type Hero from "../../../data/hero.json"
import type MapData from "../../../data/map.json"
import type Pricing from "../../../data/pricing.json"
import type Process from "../../../data/process.json"
import type QuoteForm from "../../../data/quote-form.json"
import type Reply from "../../../data/reply.json"
import type Reviews from "../../../data/reviews.json"
import type Services from "../../../data/services.json"
import type SiteWords from "../../../data/site.json"
import type WhyChooseUs from "../../../data/why-choose-us.json"

/** The folder the tests read their data from. */
export const TESTED_DATA_DIR = env.TEST_DATA_DIR || BUILT_DATA_DIR

/** One data file of {@link TESTED_DATA_DIR}. @throws when it is missing: the test build has not been made. */
function read<T>(file: string): T {
  const full = path.join(TESTED_DATA_DIR, file)
  if (!fs.existsSync(full))
    throw new Error(`${full} is missing: run \`npm run build:test\` first (it writes the data the tests expect)`)
  return JSON.parse(fs.readFileSync(full, "utf8")) as T
}

export const about = read<typeof About>("about.json")
export const attractions = read<typeof Attractions>("attractions.json")
export const business = read<typeof Business>("business.json")
export const contact = read<typeof Contact>("contact.json")
export const coverage = read<typeof Coverage>("coverage.json")
export const faq = read<typeof Faq>("faq.json")
export const hero = read<typeof Hero>("hero.json")
export const map = read<typeof MapData>("map.json")
export const pricing = read<typeof Pricing>("pricing.json")
export const process = read<typeof Process>("process.json")
export const quoteForm = read<typeof QuoteForm>("quote-form.json")
export const reply = read<typeof Reply>("reply.json")
export const reviews = read<typeof Reviews>("reviews.json")
export const services = read<typeof Services>("services.json")
export const siteWords = read<typeof SiteWords>("site.json")
export const whyChooseUs = read<typeof WhyChooseUs>("why-choose-us.json")

/**
 * The data file of section `id` (src/shared/sections.ts), for what every section has: a test of any section, a new one
 * included, reads it here instead of a line of its own above.
 */
export const sectionData = (id: SectionId) => read<{ heading?: string } & Record<string, unknown>>(sectionFile(id))

/** The labels of the quote form's fields. */
export const labels = quoteForm.labels

/** `text` with the characters a RegExp reads as syntax escaped, to match it as written. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Finds "Call {phone}"-style texts: the text before the first placeholder, escaped for a RegExp. */
export function startOf(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text.split("{")[0])}`)
}
