/** The quote enquiry of spec §3: every field is required; the names are the provider's template params (spec §7). */
export interface QuoteEnquiry {
  from_name: string
  from_email: string
  phone: string
  postcode: string
  message: string
}

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

/** Turns what the visitor typed into text for an e-mail or chat, so a failed send can go by another way. */
export function enquiryAsText(enquiry: QuoteEnquiry): string {
  return [
    "Hello, I would like a quote for an EICR.",
    "",
    enquiry.message,
    "",
    `Name: ${enquiry.from_name}`,
    `E-mail: ${enquiry.from_email}`,
    `Phone: ${enquiry.phone}`,
    `Postcode: ${enquiry.postcode}`,
  ].join("\n")
}
