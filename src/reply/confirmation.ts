/**
 * The confirmation of a visit, for the time the owner chose on the reply page (issue 58): its words (data/reply.json
 * `confirmation`, filled in) and the links that open WhatsApp, Messages and the e-mail app with them typed in, plus
 * Call. The number is read as src/reply/uk-phone.ts reads it: WhatsApp and text for a mobile only.
 */
import { dayWords } from "../shared/preferred-times-days"
import { fillIn } from "../shared/fill-in"
import type { ReplyEnquiry } from "./reply-link"
import { callHref, smsTo, whatsappTo } from "./uk-phone"
import { hoursOf, inSentence, type VisitTime } from "./visit-time"

/** data/reply.json `confirmation`. */
export interface ConfirmationWords {
  /** May use {firstName}, {day}, {window}, {hours}, {about}, {business}, {phone}. */
  message: string
  /** {about} when a price row was booked; may use {service}, {price}. */
  aboutBooked: string
  /** {about} when none was. */
  aboutNotBooked: string
  /** May use {day}, {business}. */
  emailSubject: string
}

/** The business as the confirmation names it (data/business.json). */
export interface ConfirmingBusiness {
  name: string
  /** The phone as people dial it, e.g. "01632 960123". */
  phone: string
}

/** `mailto:` an address and nothing else, percent-encoded so that no `?`, `&` or `#` it holds can add a header (RFC 6068 §2). */
export const mailtoAddress = (address: string) => `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, "@")}`

/** The first word of a name as typed, e.g. "Jane" of "Jane Example"; the whole name when it has one word. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? ""

/**
 * The confirmation's text, e.g. "Hi Jane, we can come on Wednesday 9 December, morning (7 am to 12 noon), for the EICR
 * of your 2-bedroom property at £150. …".
 * @throws when a text of `words` uses a placeholder it may not (check:data stops that first).
 */
export function confirmationText(
  enquiry: ReplyEnquiry,
  time: VisitTime,
  words: ConfirmationWords,
  business: ConfirmingBusiness,
): string {
  const about = enquiry.service
    ? fillIn(words.aboutBooked, { service: inSentence(enquiry.service), price: enquiry.price })
    : words.aboutNotBooked
  return fillIn(words.message, {
    firstName: firstNameOf(enquiry.name),
    day: dayWords(time.date).long,
    window: inSentence(time.label),
    hours: hoursOf(time),
    about,
    business: business.name,
    phone: business.phone,
  })
}

/** The links that send the confirmation: each `""` when it cannot (no WhatsApp or text to a landline, no Call without a digit). */
export interface ConfirmationLinks {
  whatsapp: string
  sms: string
  email: string
  call: string
}

/** The links for `text`, the confirmation of `enquiry` at `time`; the e-mail's subject from `words.emailSubject`. */
export function confirmationLinks(
  enquiry: ReplyEnquiry,
  time: VisitTime,
  text: string,
  words: ConfirmationWords,
  business: ConfirmingBusiness,
): ConfirmationLinks {
  const subject = fillIn(words.emailSubject, { day: dayWords(time.date).long, business: business.name })
  return {
    whatsapp: whatsappTo(enquiry.phone, text),
    sms: smsTo(enquiry.phone, text),
    email: `${mailtoAddress(enquiry.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
    call: callHref(enquiry.phone),
  }
}
