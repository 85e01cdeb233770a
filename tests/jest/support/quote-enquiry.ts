/**
 * The enquiry every test types, for each field of the quote field table (src/quote-form/fields/quote-field-table.ts). Free of any
 * test runner, so the unit tests, the Playwright specs (tests/e2e/support/provider-client.ts) and the engines suite
 * share it. A new field needs one thing here, its value in {@link ENQUIRY}: TypeScript asks for it (the object is typed
 * by the table), and so does src/quote-form/fields/__tests__/quote-fields.test.ts.
 */
import { QUOTE_FIELDS, type QuoteEnquiry } from "../../../src/quote-form/fields/quote-fields"
import type { ReplyEnquiry } from "../../../src/reply/reply-link"

/** A complete, valid enquiry, as a visitor would type it into a quote form: a value for each field, by name. */
export const ENQUIRY: QuoteEnquiry = {
  from_name: "Jane Landlord",
  from_email: "jane@example.com",
  phone: "07700 900456",
  postcode: "CT1 2AB",
  message: "Flat, 2 bedrooms",
}

/** An enquiry with every field empty, by name: a form nothing has been typed into. */
export const EMPTY_ENQUIRY = Object.fromEntries(QUOTE_FIELDS.map((name) => [name, ""])) as QuoteEnquiry

/**
 * The fields a visitor types where a price row's Book and the preferred times write the message: every field but
 * `message`, in form order (the first of them is where Book puts focus).
 */
export const FIELDS_BUT_MESSAGE = QUOTE_FIELDS.filter((name) => name !== "message")

/**
 * {@link ENQUIRY} as the reply page reads it from its link (src/reply/reply-link.ts): no row booked and no preferred
 * time unless `changes` say so, sent on Tuesday 8 December 2026 at 09:00 UTC.
 */
export function replyEnquiry(changes: Partial<ReplyEnquiry> = {}): ReplyEnquiry {
  const { from_name: name, from_email: email, phone, postcode, message } = ENQUIRY
  return {
    name,
    email,
    phone,
    postcode,
    message,
    service: "",
    price: "",
    times: [],
    sentAt: Date.UTC(2026, 11, 8, 9),
    ...changes,
  }
}
