/**
 * The phone numbers of data/business.json, checked by libphonenumber-js (the JavaScript port of Google's
 * libphonenumber, with its full "max" metadata) instead of hand-written patterns: each number is a valid number of the
 * business's country (`address.country`, e.g. GB), `e164` is its E.164 form, `display` is the same number written
 * as people dial it, and `whatsapp` is a valid mobile number in international form (what https://wa.me/ needs).
 */
import { parsePhoneNumberFromString, type CountryCode, type NumberType, type PhoneNumber } from "libphonenumber-js/max"

/** A problem in data/business.json: the field (e.g. `["phone", "display"]`) and what is wrong. */
interface PhoneProblem {
  path: string[]
  message: string
}

/** A range Ofcom keeps for fiction, which libphonenumber-js calls possible but not valid, since no one is ever given it. */
interface DramaRange {
  /** How the range is written in the UK, e.g. 01632 960xxx. */
  name: string
  /** The E.164 form of its first number without the last three digits, e.g. +441632960. */
  prefix: string
  /** What kind of number it stands in for. */
  type: NumberType
}

/**
 * The Ofcom drama ranges the shipped placeholders use ("Telephone numbers for drama programmes", Ofcom:
 * https://www.ofcom.org.uk/phones-and-broadband/phone-numbers/numbers-for-drama): 01632 960000–960999 (a geographic
 * number) and 07700 900000–900999 (a mobile). A number in them passes as valid, so the placeholders pass while a
 * real owner's mistyped number does not; other drama ranges (e.g. 020 7946 0xxx) libphonenumber-js already accepts.
 */
export const DRAMA_RANGES: readonly DramaRange[] = [
  { name: "01632 960xxx", prefix: "+441632960", type: "FIXED_LINE" },
  { name: "07700 900xxx", prefix: "+447700900", type: "MOBILE" },
]

/** The drama range `number` is in (all three last digits given), if any. */
function dramaRange(number: PhoneNumber): DramaRange | undefined {
  return DRAMA_RANGES.find(
    ({ prefix }) => number.number.startsWith(prefix) && number.number.length === prefix.length + 3,
  )
}

/** Whether `number` is a valid number of `country`, or in one of the drama ranges of a UK business. */
function validIn(number: PhoneNumber, country: CountryCode): boolean {
  if (country === "GB" && dramaRange(number)) return true
  return number.isValid() && number.country === country
}

/** The kind of number (mobile, fixed line, ...), from the drama range or libphonenumber-js's metadata. */
function typeOf(number: PhoneNumber): NumberType {
  return dramaRange(number)?.type ?? number.getType()
}

const MOBILE_TYPES: readonly NumberType[] = ["MOBILE", "FIXED_LINE_OR_MOBILE"]

/** The digits of a number written for people, with the "+44 (0)1632" habit's "(0)" dropped first. */
function digitsOf(text: string): string {
  return text.replace(/\(0\)/g, "").replace(/\D/g, "")
}

/** The checks of one `{ display, e164 }` pair, e.g. `phone`. */
function phoneProblems(key: string, { display, e164 }: { display: string; e164: string }, country: CountryCode) {
  const problems: PhoneProblem[] = []
  const parsed = parsePhoneNumberFromString(e164)
  if (!parsed || !validIn(parsed, country)) {
    problems.push({
      path: [key, "e164"],
      message: `is not a valid ${country} phone number in E.164 form (+, country code, number, digits only)`,
    })
    return problems
  }
  if (parsed.number !== e164) {
    problems.push({ path: [key, "e164"], message: `is not in E.164 form: write it ${parsed.number}` })
    return problems
  }
  const shown = parsePhoneNumberFromString(display, country)
  if (!shown || shown.number !== e164) {
    const reads = shown ? ` (it reads as ${shown.number}, not ${e164})` : ""
    problems.push({ path: [key, "display"], message: `is not the same number as "${key}.e164"${reads}` })
  } else if (![parsed.formatNational(), parsed.formatInternational()].map(digitsOf).includes(digitsOf(display))) {
    problems.push({
      path: [key, "display"],
      message: `cannot be dialled as written: write it ${parsed.formatNational()} (${country}) or ${parsed.formatInternational()} (international)`,
    })
  }
  return problems
}

/** The checks of `whatsapp`: country code and number, digits only, of a valid mobile. */
function whatsappProblems(whatsapp: string, country: CountryCode): PhoneProblem[] {
  const fail = (message: string) => [{ path: ["whatsapp"], message }]
  const parsed = parsePhoneNumberFromString(`+${whatsapp}`)
  if (!parsed || !validIn(parsed, country)) {
    const national = parsePhoneNumberFromString(whatsapp, country)
    const hint =
      national && validIn(national, country) ? `: with its country code it is ${national.number.slice(1)}` : ""
    return fail(`is not a valid ${country} number in international form (country code first, digits only)${hint}`)
  }
  if (parsed.number !== `+${whatsapp}`)
    return fail(`is not in the form https://wa.me/ needs: write it ${parsed.number.slice(1)}`)
  const type = typeOf(parsed)
  if (!MOBILE_TYPES.includes(type)) {
    return fail(`is not a mobile number (libphonenumber-js: ${type ?? "unknown type"}); WhatsApp needs a mobile`)
  }
  return []
}

/**
 * Every problem with the phone numbers of data/business.json (after its schema passed): `phone` and `emergencyPhone`
 * (`display` and `e164`) and `whatsapp`, as valid numbers of `address.country`.
 *
 * @param business the parsed data/business.json.
 * @returns the problems, each with the path of its field; empty when every number is right.
 */
export function businessPhoneProblems(business: {
  phone: { display: string; e164: string }
  emergencyPhone: { display: string; e164: string }
  whatsapp: string
  address: { country: string }
}): PhoneProblem[] {
  const country = business.address.country as CountryCode
  return [
    ...phoneProblems("phone", business.phone, country),
    ...phoneProblems("emergencyPhone", business.emergencyPhone, country),
    ...whatsappProblems(business.whatsapp, country),
  ]
}
