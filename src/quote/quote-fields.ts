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

/** A form with nothing typed. */
export const EMPTY_ENQUIRY: QuoteEnquiry = { from_name: "", from_email: "", phone: "", postcode: "", message: "" }

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
