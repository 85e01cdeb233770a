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

/**
 * Whether the field at `index` of `table` is a box of several lines that follows an odd number of one-line fields: in
 * the compact (hero) form, where one-line fields stand two by two, it then takes the free half of the last one's row,
 * so a one-line field added to the table (docs/how-to.md) leaves the hero's form no taller.
 */
export function besideOneLine(table: readonly QuoteFieldSpec[], index: number): boolean {
  const oneLineBefore = table.slice(0, index).filter((field) => field.control === "input").length
  return table[index].control === "textarea" && oneLineBefore % 2 === 1
}

/** Whether a control's `name` is one of the quote's fields (quote-field-table.ts); the preferred times' boxes and the honeypot have none. */
export const isQuoteField = (name: unknown): name is QuoteFieldName => QUOTE_FIELDS.includes(name as QuoteFieldName)

/**
 * Dispatched on a quote form just before {@link enquiryFrom} reads it, so that what still waits to be written into its
 * fields is written first (a pick of the preferred times: use-picks-shown-first.ts).
 */
// Stryker disable next-line StringLiteral: the one name its sender and its listeners share; any other does the same
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
  words: { failure: { enquiryIntro: string }; labels: Readonly<Record<string, string>> },
): string {
  const table: readonly QuoteFieldSpec[] = QUOTE_FIELD_TABLE
  const value = (name: string) => (enquiry as Record<string, string>)[name]
  const label = (name: string) => words.labels[name] ?? name
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
 * draft and the preferred times read it again): the one way other parts of the page write into an enquiry, through
 * {@link addToMessage} or, for the contact form's preferred times, a rewrite of their line (preferred-times-line.ts).
 * @param rewrite the new message from the current one.
 * @returns `false` when the form shows no message field (its thank-you panel is up): nothing was written.
 */
export function rewriteMessage(formId: string, rewrite: (message: string) => string): boolean {
  const message = document.getElementById(fieldId(formId, "message"))
  if (!(message instanceof HTMLTextAreaElement)) return false
  const value = rewrite(message.value)
  if (value !== message.value) {
    const typing = message === document.activeElement
    const [start, end] = [message.selectionStart, message.selectionEnd]
    const before = message.value
    message.value = value
    // The visitor typing there (a time taken out as a minute begins) keeps their caret where their words are.
    if (typing) message.setSelectionRange(caretAfter(before, value, start), caretAfter(before, value, end))
  }
  message.dispatchEvent(new Event("input", { bubbles: true }))
  return true
}

/**
 * Where a caret at `at` in `before` stands in `after`, the same text with one stretch changed: unmoved before the
 * change, moved by the change's length after it, at the change's end inside it.
 */
function caretAfter(before: string, after: string, at: number): number {
  let same = 0
  while (same < before.length && same < after.length && before[same] === after[same]) same++
  let sameEnd = 0
  while (
    sameEnd < before.length - same &&
    sameEnd < after.length - same &&
    before[before.length - 1 - sameEnd] === after[after.length - 1 - sameEnd]
  )
    sameEnd++
  if (at <= same) return at
  if (at >= before.length - sameEnd) return at + after.length - before.length
  return after.length - sameEnd
}

/** What {@link addToMessage} is asked to write: a line, the lines it takes the place of, and where focus goes. */
interface LineToAdd {
  line: string
  replacing: readonly string[]
  focus: boolean
}

/** Lines for a form whose thank-you panel shows, by form id: written once the form is back ({@link formIsBack}). */
const waitingLines = new Map<string, LineToAdd[]>()
/** How each form on the page is brought back from its thank-you panel, by form id ({@link bringBackWith}). */
const bringBack = new Map<string, () => void>()

/**
 * `message` with `line` in it once: in the place of the first whole line of `replacing` it holds (the others of them
 * removed), else after everything written. When it holds `line` already (in words of the visitor's too), only the
 * lines of `replacing` go.
 */
function withLine(message: string, { line, replacing }: LineToAdd): string {
  const lines = message.split("\n")
  const isReplaced = (each: string) => replacing.includes(each.trim())
  const first = lines.findIndex(isReplaced)
  const rest = lines.filter((each) => !isReplaced(each))
  if (rest.some((each) => each.includes(line))) return rest.join("\n")
  if (first >= 0)
    return lines.flatMap((each, index) => (index === first ? [line] : isReplaced(each) ? [] : [each])).join("\n")
  return message.trim() ? `${message}\n${line}` : line
}

/**
 * Adds `line` to the message of quote form `formId` as if the visitor had typed it ({@link rewriteMessage}), once, and
 * by default moves focus there (the browser scrolls to it). For other parts of the page that fill in an enquiry: the
 * due-date tool's "Book it now" (focus in the message), a price row's Book (`focus: false`: its link then leads to the
 * form's first field, as Book Now does: src/enhancement/in-page-links.ts; `replacing` the other rows' lines, so the
 * message names one row and one price, issue 48).
 *
 * While the form shows its thank-you panel, the form comes back (its controller's {@link bringBackWith}) and takes the
 * line then, focus going to the message (`focus`) or else its first field: a Book pressed then is not lost.
 * @param replacing whole lines of the message `line` takes the place of (the visitor's own words are never among them).
 * @returns `false` when the page has no such form: nothing was written.
 */
export function addToMessage(
  formId: string,
  line: string,
  // Stryker disable next-line ArrayDeclaration: by default no line is replaced; a list of a line no one writes is the same
  { focus = true, replacing = [] }: { focus?: boolean; replacing?: readonly string[] } = {},
): boolean {
  const add: LineToAdd = { line, replacing, focus }
  if (rewriteMessage(formId, (message) => withLine(message, add))) {
    // Stryker disable next-line OptionalChaining: the message was just written, so it is there
    if (focus) document.getElementById(fieldId(formId, "message"))?.focus()
    return true
  }
  const comeBack = bringBack.get(formId)
  if (!comeBack) return false
  waitingLines.set(formId, [...(waitingLines.get(formId) ?? []), add])
  comeBack()
  return true
}

/**
 * Registers how quote form `formId` leaves its thank-you panel (use-quote-form.ts), for {@link addToMessage}.
 * @returns a function that unregisters it.
 */
export function bringBackWith(formId: string, comeBack: () => void): () => void {
  bringBack.set(formId, comeBack)
  return () => {
    if (bringBack.get(formId) === comeBack) bringBack.delete(formId)
  }
}

/**
 * Called once quote form `formId` shows its fields (again): writes the lines that waited for it, in order, and moves
 * focus to its message if one of them asked, else to its first field, which brings the form into view.
 */
export function formIsBack(formId: string): void {
  const lines = waitingLines.get(formId)
  if (!lines) return
  waitingLines.delete(formId)
  for (const add of lines) rewriteMessage(formId, (message) => withLine(message, add))
  const target = lines.some(({ focus }) => focus)
    ? document.getElementById(fieldId(formId, "message"))
    : // Stryker disable next-line OptionalChaining: the form has just come back with its fields
      document.getElementById(formElementId(formId))?.querySelector("input")
  // Stryker disable next-line OptionalChaining: as above
  target?.focus()
}

/**
 * A price row's Book (src/enhancement/in-page-links.ts, given it by gatsby-browser.ts): adds `line` to the message of
 * the quote form whose element id is `targetId` (the link's target, e.g. `"contact-quote"`), in the place of any of
 * `replacing` (the other rows' lines: one row, one price), without moving focus: the link leads to the form's first
 * field, as Book Now does ({@link addToMessage}).
 */
export function addBookLine(targetId: string, line: string, replacing: readonly string[]): void {
  const formId = Object.values(QUOTE_FORMS).find((each) => formElementId(each) === targetId)
  if (formId) addToMessage(formId, line, { focus: false, replacing })
}
