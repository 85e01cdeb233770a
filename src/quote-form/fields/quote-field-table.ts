/**
 * One field of the quote enquiry (requirements §3, §7): the one table that the form, the payload sent to the
 * provider, the draft, the early submit, the fallback e-mail and WhatsApp text, and the tests all read. A new field is
 * a row here, its label in data/quote-form.json `labels`, then `npm run format:data` (the schema's labels and the
 * tests' copy follow this table: node/scripts/schema-lists.ts), and its line in the EmailJS template; the page queries
 * the labels whole and the tests' enquiry is made from the table: docs/how-to.md, "Add a field to the quote form".
 * Plain code with no imports, which that command reads too.
 */
export interface QuoteFieldSpec {
  /** The provider's template parameter and the control's `name`; its label is data/quote-form.json `labels[name]`. */
  name: string
  /** A one-line input, or a textarea (several lines). */
  control: "input" | "textarea"
  /** The input's type (ignored for a textarea): the phone's keyboard and the browser's checks follow it. */
  type: "text" | "email" | "tel"
  /** The HTML autofill token the browser fills it from (HTML Living Standard, "autofill"). */
  autoComplete: string
  /** In the fallback text (enquiryAsText): the body of it, or one `label: value` line under it. */
  inText: "body" | "line"
}

/** The fields in form order. Every field is required (requirements §3). */
export const QUOTE_FIELD_TABLE = [
  { name: "from_name", control: "input", type: "text", autoComplete: "name", inText: "line" },
  { name: "from_email", control: "input", type: "email", autoComplete: "email", inText: "line" },
  { name: "phone", control: "input", type: "tel", autoComplete: "tel", inText: "line" },
  { name: "postcode", control: "input", type: "text", autoComplete: "postal-code", inText: "line" },
  { name: "message", control: "textarea", type: "text", autoComplete: "off", inText: "body" },
] as const satisfies readonly QuoteFieldSpec[]
