import { QUOTE_FIELD_TABLE, type QuoteFieldSpec } from "./quote-field-table"

export { QUOTE_FIELD_TABLE, type QuoteFieldSpec }

/** A field's name, e.g. `"from_email"`. */
export type QuoteFieldName = (typeof QUOTE_FIELD_TABLE)[number]["name"]

/** The quote enquiry: each field's value as typed, by name (the provider's template params, requirements §7). */
export type QuoteEnquiry = Record<QuoteFieldName, string>

/** Field names in form order. */
export const QUOTE_FIELDS: readonly QuoteFieldName[] = QUOTE_FIELD_TABLE.map(({ name }) => name)

/**
 * The page's two quote forms (requirements §2 items 2 and 14): the hero's and the contact section's. Each id
 * prefixes its form's element ids and keys its saved draft.
 */
export const QUOTE_FORMS = { hero: "hero", contact: "contact" } as const

/** The element id of a form's field, e.g. `fieldId("contact", "message")` → `"contact-message"`. */
export const fieldId = (formId: string, field: string) => `${formId}-${field}`

/**
 * The element id of a quote form itself, e.g. `formElementId("contact")` → `"contact-quote"`: where Book Now and the
 * hero's quote button lead (`#contact-quote`), so the form's heading and first field come into view.
 */
export const formElementId = (formId: string) => `${formId}-quote`

/** Where every Book Now leads (spec §2: to the contact section): its quote form. */
export const BOOK_HREF = `#${formElementId(QUOTE_FORMS.contact)}`

/** Whether a control's `name` is one of the five fields'; the time picker's boxes and the honeypot have none. */
export const isQuoteField = (name: unknown): name is QuoteFieldName => QUOTE_FIELDS.includes(name as QuoteFieldName)

/**
 * Dispatched on a quote form just before {@link enquiryFrom} reads it, so that what still waits to be written into its
 * fields is written first (a tick of the preferred times: use-ticks-shown-first.ts).
 */
export const BEFORE_READ_EVENT = "quote-before-read"

/**
 * The fields as the visitor typed them into `form` (its named controls, read with `FormData`), once what waits to be
 * written into them is ({@link BEFORE_READ_EVENT}). A field the form lacks reads as `""`.
 */
export function enquiryFrom(form: HTMLFormElement): QuoteEnquiry {
  form.dispatchEvent(new Event(BEFORE_READ_EVENT))
  const data = new FormData(form)
  const value = (field: QuoteFieldName) => {
    const entry = data.get(field)
    return typeof entry === "string" ? entry : ""
  }
  return Object.fromEntries(QUOTE_FIELDS.map((field) => [field, value(field)])) as QuoteEnquiry
}

/** Two enquiries are the same when every field of the table is equal, as typed. */
export function sameEnquiry(a: QuoteEnquiry, b: QuoteEnquiry): boolean {
  return QUOTE_FIELDS.every((field) => a[field] === b[field])
}

/**
 * Turns what the visitor typed into text for an e-mail or chat, so a failed send can go by another way: the
 * greeting, the body fields (the message), then each other field with its label (the words of data/quote-form.json),
 * in the table's order.
 */
export function enquiryAsText(
  enquiry: QuoteEnquiry,
  words: { failure: { enquiryIntro: string }; labels: Record<QuoteFieldName, string> },
): string {
  const table: readonly QuoteFieldSpec[] = QUOTE_FIELD_TABLE
  const value = (name: string) => (enquiry as Record<string, string>)[name] ?? ""
  const label = (name: string) => (words.labels as Record<string, string>)[name] ?? name
  const body = table.filter(({ inText }) => inText === "body").map(({ name }) => value(name))
  const lines = table.filter(({ inText }) => inText === "line").map(({ name }) => `${label(name)}: ${value(name)}`)
  return [words.failure.enquiryIntro, "", ...body, "", ...lines].join("\n")
}

/**
 * Puts `values` into the fields of `form` that are still empty; a field the visitor has typed into keeps its value.
 * Used to restore a draft or the early submit's snapshot into a form, e.g. one React has just rendered afresh.
 */
export function fillEmptyFields(form: HTMLFormElement, values: Partial<QuoteEnquiry>): void {
  for (const field of QUOTE_FIELDS) {
    const control = form.elements.namedItem(field)
    const value = values[field]
    if (
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      control.value === "" &&
      value
    ) {
      control.value = value
    }
  }
}

/**
 * Rewrites the message of quote form `formId` as if the visitor had typed it (an `input` event, so the form keeps its
 * draft and the time picker reads it again): the one way other parts of the page write into an enquiry, through
 * {@link addToMessage} or, for the contact form's preferred times, a rewrite of their line (preferred-times.ts).
 * @param rewrite the new message from the current one.
 * @returns `false` when the form shows no message field (its thank-you panel is up): nothing was written.
 */
export function rewriteMessage(formId: string, rewrite: (message: string) => string): boolean {
  const message = document.getElementById(fieldId(formId, "message"))
  if (!(message instanceof HTMLTextAreaElement)) return false
  const value = rewrite(message.value)
  if (value !== message.value) message.value = value
  message.dispatchEvent(new Event("input", { bubbles: true }))
  return true
}

/**
 * Adds `line` to the message of quote form `formId` as if the visitor had typed it ({@link rewriteMessage}), after
 * anything already written and only once, and by default moves focus there (the browser scrolls to it). For other
 * parts of the page that fill in an enquiry: the due-date tool's "Book it now" (focus in the message), a price row's
 * Book (`focus: false`: its link then leads to the form's first field, as Book Now does: src/enhancement/in-page-links.ts).
 * @returns `false` when the form shows no message field (its thank-you panel is up): nothing was written.
 */
export function addToMessage(formId: string, line: string, { focus = true }: { focus?: boolean } = {}): boolean {
  const added = rewriteMessage(formId, (message) =>
    message.includes(line) ? message : message.trim() ? `${message}\n${line}` : line,
  )
  if (added && focus) document.getElementById(fieldId(formId, "message"))?.focus()
  return added
}
