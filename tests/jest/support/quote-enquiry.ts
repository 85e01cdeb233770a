/**
 * The enquiry every test types, for each field of the quote field table (src/quote-form/fields/quote-field-table.ts). Free of any
 * test runner, so the unit tests, the Playwright specs (tests/e2e/support/provider-client.ts) and the engines suite
 * share it. A new field needs nothing here: {@link ENQUIRY} has a value for each row of the table.
 */
import { QUOTE_FIELD_TABLE, QUOTE_FIELDS, type QuoteEnquiry } from "../../../src/quote-form/fields/quote-fields"
import type { ReplyEnquiry } from "../../../src/reply/reply-link"

/**
 * What a visitor types into a field, by the field's autofill token (HTML Living Standard, "autofill"): a field of a
 * kind not listed gets `Example <name>`, so a row added to the table needs nothing here.
 */
const EXAMPLES: Readonly<Record<string, string>> = {
  name: "Jane Landlord",
  email: "jane@example.com",
  tel: "07700 900456",
  "postal-code": "CT1 2AB",
}

/**
 * A complete, valid enquiry, as a visitor would type it into a quote form: a value for each field of the table, by
 * name (the message: a property's type and size, as its placeholder asks).
 */
export const ENQUIRY = Object.fromEntries(
  QUOTE_FIELD_TABLE.map(({ name, autoComplete }) => [
    name,
    name === "message" ? "Flat, 2 bedrooms" : (EXAMPLES[autoComplete] ?? `Example ${name}`),
  ]),
) as QuoteEnquiry

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
