/**
 * The reply page (issue 58): where it is, below the site's path prefix, and what the build gives its script. The link
 * in the owner's e-mail leads there (src/quote-form/owner-email.ts); the build writes it from src/reply/reply-page.html,
 * and allows it no connection (node/build-steps/after-build/owner-pages.ts); its script is src/reply/reply-page.ts.
 */
import type { PreferredTimesSettings } from "./preferred-times-days"

export const REPLY_PATH = "/reply/"

/** The id of the page's JSON block of {@link ReplyFacts}. */
export const REPLY_FACTS_ID = "reply-facts"

/** data/reply.json's words (data/schemas/reply.schema.json says what each is and which placeholders it may use). */
export interface ReplyWords {
  title: string
  intro: string
  noscript: string
  problems: { missing: string; broken: string; altered: string; unsupported: string }
  enquiry: { heading: string; sentAt: string; booked: string; notBooked: string }
  choose: { legend: string; noTimes: string; other: string; day: string; window: string }
  send: {
    heading: string
    whatsapp: string
    text: string
    email: string
    call: string
    noMobile: string
    ownerCalendar: string
    visitorCalendar: string
    visitorCalendarHint: string
  }
  confirmation: { message: string; aboutBooked: string; aboutNotBooked: string; emailSubject: string }
  calendar: { ownerTitle: string; ownerNotes: string; visitorTitle: string; visitorNotes: string }
}

/** What the page's script reads from its JSON block: the words, and the facts of data/ it needs. */
export interface ReplyFacts {
  words: ReplyWords
  /** The quote form's labels (data/quote-form.json `labels`), by field name. */
  labels: Record<string, string>
  /** The business as the confirmation names it (data/business.json `name`, `phone.display`). */
  business: { name: string; phone: string }
  /** data/business.json `hours.days`. */
  openDays: readonly string[]
  /** data/business.json `preferredTimes` (optional there: without it, no other day is offered). */
  preferredTimes: PreferredTimesSettings | null
}
