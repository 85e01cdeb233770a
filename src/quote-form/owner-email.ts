/**
 * What the owner's e-mail needs beyond the five fields (issue 58), prepared in the visitor's browser as the enquiry
 * is sent (src/quote-form/send-quote.ts, loaded on demand): the booked price row, each preferred time on a line of its own,
 * the one-tap links (Call, WhatsApp, Text, Reply by e-mail) and the link to the reply page, "Confirm a time". EmailJS
 * fills a template's `{{name}}` with a parameter HTML-escaped and never URL-encoded, so every link is made whole here,
 * percent-encoded. The shipped templates (src/quote-form/email-templates/) name these parameters; docs/publishing.md sets them up.
 */
import { withPrefix } from "gatsby"
import type { PageWide } from "../components/page-wide"
import type { TimeWindow } from "../shared/preferred-times-days"
import { REPLY_PATH } from "../shared/reply-page"
import type { QuoteEnquiry } from "./fields/quote-fields"
import { replyLink, type ReplyEnquiry } from "../reply/reply-link"
import { mailtoAddress } from "../reply/confirmation"
import { callHref, smsTo, whatsappTo } from "../reply/uk-phone"
import { timeLine, timesOf } from "../reply/visit-time"

/** The extra template parameters, beside the five fields (which stay as they are). Each is a string, `""` when it has no value. */
export const OWNER_EMAIL_PARAMS = [
  "service",
  "price",
  "time_1",
  "time_2",
  "time_3",
  "call_link",
  "whatsapp_link",
  "sms_link",
  "email_link",
  "reply_link",
] as const

/** The extra template parameters, by name. */
export type OwnerEmailParams = Record<(typeof OWNER_EMAIL_PARAMS)[number], string>

/** The page-wide facts the parameters are made from (src/components/page-wide.tsx): the quote form's words, the business, the price table's words. */
export type PageWideFacts = Pick<PageWide, "quoteForm" | "business" | "pricing">

/** The facts of the site the parameters are made from: words and windows of data/, the reply page's address. */
export interface EnquiryFacts {
  /** data/quote-form.json `preferredTimes.line`, e.g. "Preferred times: {times}". */
  timesLine: string
  /** data/pricing.json `bookMessage`, e.g. "EICR for: {service} ({price})". */
  bookMessage: string
  /** data/business.json `preferredTimes.windows`. */
  windows: readonly TimeWindow[]
  /** The reply page's absolute address, e.g. `https://example.co.uk/reply/`. */
  replyPage: string
}

/** The facts of `pageWide`, with the reply page's address on this site (below its path prefix). */
export function enquiryFactsOf({ quoteForm, business, pricing }: PageWideFacts): EnquiryFacts {
  return {
    timesLine: quoteForm.preferredTimes.line,
    bookMessage: pricing.bookMessage,
    windows: business.preferredTimes?.windows ?? [],
    replyPage: new URL(withPrefix(REPLY_PATH), window.location.href).href,
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The price row booked in `message`: its last line written as `bookMessage` writes one (a price row's Book,
 * src/sections/pricing.tsx), e.g. "EICR for: 2-bedroom property (£150)" → `{ service: "2-bedroom property", price:
 * "£150" }`; both `""` when there is none.
 */
export function bookedIn(message: string, bookMessage: string): { service: string; price: string } {
  const names: string[] = []
  const pattern = bookMessage
    .split(/(\{service\}|\{price\})/)
    .map((part) => {
      if (part !== "{service}" && part !== "{price}") return escapeRegExp(part)
      names.push(part.slice(1, -1))
      // The service as long as it can be, the price as short: "HMO (up to 6 rooms) (£300)" is the HMO's £300.
      return part === "{service}" ? "(.+)" : "(.+?)"
    })
    .join("")
  const line = new RegExp(`^${pattern}$`)
  for (const each of message.split("\n").reverse()) {
    const found = line.exec(each.trim())
    if (found) {
      const value = (name: string) => found[names.indexOf(name) + 1] ?? ""
      return { service: value("service"), price: value("price") }
    }
  }
  return { service: "", price: "" }
}

/** The enquiry as the reply page reads it (src/reply/reply-link.ts). */
export function replyEnquiryOf(enquiry: QuoteEnquiry, facts: EnquiryFacts, now: number): ReplyEnquiry {
  return {
    name: enquiry.from_name,
    email: enquiry.from_email,
    phone: enquiry.phone,
    postcode: enquiry.postcode,
    message: enquiry.message,
    ...bookedIn(enquiry.message, facts.bookMessage),
    times: timesOf(enquiry.message, facts.timesLine, facts.windows, now),
    sentAt: now,
  }
}

/**
 * The extra template parameters for `enquiry` sent at `now` (ms since the epoch); `reply_link` is `""` when Web Crypto
 * is missing (the reply link's check; a page not served over https or localhost).
 */
export async function ownerEmailParams(
  enquiry: QuoteEnquiry,
  facts: EnquiryFacts,
  now: number,
): Promise<OwnerEmailParams> {
  const reply = replyEnquiryOf(enquiry, facts, now)
  const [time_1 = "", time_2 = "", time_3 = ""] = reply.times.map(timeLine)
  return {
    service: reply.service,
    price: reply.price,
    time_1,
    time_2,
    time_3,
    call_link: callHref(enquiry.phone),
    whatsapp_link: whatsappTo(enquiry.phone),
    sms_link: smsTo(enquiry.phone),
    email_link: mailtoAddress(enquiry.from_email),
    // Without Web Crypto (a page not served over https or localhost) there is no reply link; the rest still goes.
    reply_link: await replyLink(facts.replyPage, reply).catch(() => ""),
  }
}
