/**
 * Name, address and phone the same everywhere (what local search calls NAP consistency): data/business.json holds
 * them once, and the texts of every data file should repeat them as written there. A text that names the business
 * differently ("ashford eicr services"), gives a phone number that is not one of the business's (its phones and its
 * WhatsApp number), or writes one of them another way ("01632960123") gets a **warning**: the CMS saves one file at a
 * time, so a new phone number or name in business.json must not be refused while an answer still has the old one (nor
 * the answer first), and a text may rightly give another body's number. For a business that does not receive
 * customers at its address (`noCustomersAtAddress`), a text that shows its street or postcode is **refused**: the page
 * keeps them to itself (the text can be changed first, then the switch turned on).
 *
 * data/attractions.json is left out (its addresses and names are other places'), and so is data/reviews.json (its
 * texts are customers' words, quoted as written). Web addresses are left out too (a Place ID is not a phone number).
 */
import { findNumbers, type CountryCode } from "libphonenumber-js/max"

/** A problem in one data file: where (keys and 0-based indexes) and what is wrong. */
interface NapProblem {
  path: string[]
  message: string
  /** Printed, but does not stop the build or the CMS's save. */
  warning?: true
}

/** The facts of data/business.json the rule compares the texts with. */
export interface NapFacts {
  name: string
  phone: { display: string; e164: string }
  emergencyPhone: { display: string; e164: string }
  whatsapp: string
  address: { street: string; postcode: string; country: string }
  noCustomersAtAddress: boolean
}

/** Fields of data/business.json that hold the facts themselves (the e-mail address too: its digits are no phone). */
const FACT_FIELDS = new Set(["name", "phone", "emergencyPhone", "whatsapp", "address", "email"])

/** Files whose texts are not the business's own words: other places (attractions), customers' quotes (reviews). */
const NOT_OURS = new Set(["attractions.json", "reviews.json"])

/** Every string in `value` with its path, leaving out web addresses and the `$schema` key. */
function textsOf(value: unknown, path: string[] = []): { path: string[]; text: string }[] {
  if (typeof value === "string") return /^(https?:|\.\/)/.test(value) ? [] : [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((entry, index) => textsOf(entry, [...path, String(index)]))
  if (value && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== "$schema")
      .flatMap(([key, entry]) => textsOf(entry, [...path, key]))
  }
  return []
}

/** A number found in a text: where it is written and its national number (digits, e.g. 1632960123). */
interface FoundNumber {
  startsAt: number
  endsAt: number
  phone: string
}

/** What {@link numbersIn} found in each text lately: the CMS checks the whole data again on every save. */
const found = new Map<string, FoundNumber[]>()

/**
 * The phone numbers in `text`, found by libphonenumber-js at its "possible" leniency: its default ("valid") skips
 * Ofcom's drama ranges, which the placeholders use (phone-rules.ts). Its types leave that option out, hence the cast.
 * Remembered per text (the search is most of what checking the data costs); at most 5,000 texts.
 */
function numbersIn(text: string, country: CountryCode): FoundNumber[] {
  const key = `${country}:${text}`
  let numbers = found.get(key)
  if (!numbers) {
    numbers = (findNumbers as unknown as (text: string, options: object) => FoundNumber[])(text, {
      defaultCountry: country,
      leniency: "POSSIBLE",
    })
    if (found.size >= 5000) found.clear()
    found.set(key, numbers)
  }
  return numbers
}

/** "TN23 1AA", "tn231aa" → "TN231AA": a postcode as compared. */
const squeeze = (text: string) => text.replace(/\s+/g, "").toUpperCase()

/** The problems of one text: a different spelling of the name, a phone number not the business's or not as written. */
function textProblems(text: string, business: NapFacts): Omit<NapProblem, "path">[] {
  const problems: Omit<NapProblem, "path">[] = []
  const warn = (message: string) => problems.push({ message, warning: true })
  const name = business.name.toLocaleLowerCase("en-GB")
  const lower = text.toLocaleLowerCase("en-GB")
  for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
    const written = text.slice(at, at + name.length)
    if (written !== business.name) {
      warn(`writes the business's name as "${written}"; write it as data/business.json does: "${business.name}"`)
    }
  }
  const numbers = [business.phone, business.emergencyPhone]
  const whatsapp = business.whatsapp.replace(/\D/g, "")
  for (const { startsAt, endsAt, phone } of numbersIn(text, business.address.country as CountryCode)) {
    // A UK number has 9 or 10 digits after the 0; fewer is a reference such as "2020/312", not a phone number.
    if (phone.length < 9) continue
    const written = text.slice(startsAt, endsAt)
    const known = numbers.find(({ e164 }) => e164.endsWith(phone))
    if (!known && whatsapp.endsWith(phone)) continue // the WhatsApp number, however written
    if (!known) {
      warn(
        `gives the phone number ${written}, which is not the business's (${numbers.map(({ display }) => display).join(" or ")}, data/business.json)`,
      )
    } else if (written !== known.display && written !== known.e164) {
      warn(`writes the phone number as "${written}"; write it as data/business.json does: "${known.display}"`)
    }
  }
  if (business.noCustomersAtAddress) {
    if (lower.includes(business.address.street.toLocaleLowerCase("en-GB")))
      problems.push({
        message: `shows the street address (${business.address.street}), which the page keeps to itself: data/business.json noCustomersAtAddress is on`,
      })
    if (squeeze(text).includes(squeeze(business.address.postcode)))
      problems.push({
        message: `shows the postcode (${business.address.postcode}), which the page keeps to itself: data/business.json noCustomersAtAddress is on`,
      })
  }
  return problems
}

/**
 * Every text of `data` (the parsed data file `file`) that names the business, its phone or (for a business customers do
 * not visit) its address differently from data/business.json.
 * @param file the data file's name, e.g. `faq.json`.
 * @param business the parsed data/business.json (after its schema passed).
 * @returns the problems, each with the path of its field; empty when every text agrees.
 */
export function napProblems(file: string, data: unknown, business: NapFacts): NapProblem[] {
  if (NOT_OURS.has(file)) return []
  return textsOf(data)
    .filter(({ path }) => file !== "business.json" || !FACT_FIELDS.has(path[0]))
    .flatMap(({ path, text }) => textProblems(text, business).map((problem) => ({ path, ...problem })))
}
