/** The quote enquiry of requirements §3: every field is required; the names are the provider's template params (requirements §7). */
export interface QuoteEnquiry {
  from_name: string
  from_email: string
  phone: string
  postcode: string
  message: string
}

/**
 * The page's two quote forms (requirements §2 items 2 and 14): the hero's and the contact section's. Each id
 * prefixes its form's element ids and keys its saved draft.
 */
export const QUOTE_FORMS = { hero: "hero", contact: "footer" } as const

/** The element id of a form's field, e.g. `fieldId("footer", "message")` → `"footer-message"`. */
export const fieldId = (formId: string, field: string) => `${formId}-${field}`

/** Field names in form order. */
export const QUOTE_FIELDS = ["from_name", "from_email", "phone", "postcode", "message"] as const

/**
 * The five fields as the visitor typed them into `form` (its named controls, read with `FormData`).
 * A field the form lacks reads as `""`.
 */
export function enquiryFrom(form: HTMLFormElement): QuoteEnquiry {
  const data = new FormData(form)
  const value = (field: keyof QuoteEnquiry) => {
    const entry = data.get(field)
    return typeof entry === "string" ? entry : ""
  }
  return Object.fromEntries(QUOTE_FIELDS.map((field) => [field, value(field)])) as Record<keyof QuoteEnquiry, string>
}

/**
 * Turns what the visitor typed into text for an e-mail or chat, so a failed send can go by another way: the
 * greeting, the message, then each field with its label (the words of data/quote-form.json).
 */
export function enquiryAsText(
  enquiry: QuoteEnquiry,
  words: { failure: { enquiryIntro: string }; labels: Record<keyof QuoteEnquiry, string> },
): string {
  const { labels: fields } = words
  return [
    words.failure.enquiryIntro,
    "",
    enquiry.message,
    "",
    `${fields.from_name}: ${enquiry.from_name}`,
    `${fields.from_email}: ${enquiry.from_email}`,
    `${fields.phone}: ${enquiry.phone}`,
    `${fields.postcode}: ${enquiry.postcode}`,
  ].join("\n")
}

/**
 * Puts `values` into the fields of `form` that are still empty; a field the visitor has typed into keeps its value.
 * Used to restore a draft or the early hold's snapshot into a form, e.g. one React has just rendered afresh.
 */
export function fillEmptyFields(form: HTMLFormElement, values: Partial<Record<keyof QuoteEnquiry, string>>): void {
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
