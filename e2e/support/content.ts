/**
 * The content of data/, for the browser tests: they find things by the words an editor wrote and count what the
 * data holds, so a changed label or a sixteenth FAQ does not break them; no browser test names a word, number or
 * count of its own. That the starting content says what the spec requires is checked once, by
 * tests/starting-content.test.ts.
 */
import about from "../../data/about.json"
import attractions from "../../data/attractions.json"
import business from "../../data/business.json"
import contact from "../../data/contact.json"
import coverage from "../../data/coverage.json"
import faq from "../../data/faq.json"
import hero from "../../data/hero.json"
import location from "../../data/location.json"
import pricing from "../../data/pricing.json"
import process from "../../data/process.json"
import quoteForm from "../../data/quote-form.json"
import reviews from "../../data/reviews.json"
import services from "../../data/services.json"
import site from "../../data/site.json"
import whyChooseUs from "../../data/why-choose-us.json"

export {
  about,
  attractions,
  business,
  contact,
  coverage,
  faq,
  hero,
  location,
  pricing,
  process,
  quoteForm,
  reviews,
  services,
  site,
  whyChooseUs,
}

/** The labels of the quote form's fields. */
export const labels = quoteForm.labels

/** `text` with the characters a RegExp reads as syntax escaped, to match it as written. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Finds "Call {phone}"-style texts: the text before the first placeholder, escaped for a RegExp. */
export function startOf(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text.split("{")[0])}`)
}
