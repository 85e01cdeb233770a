/** Builders of the contact links the page offers (phone, e-mail, WhatsApp chat). */

/** `tel:` link for a number in E.164 form, e.g. `+441632960123`. */
export function telHref(e164: string): string {
  return `tel:${e164}`
}

/**
 * WhatsApp click-to-chat link that opens a chat with `number` and `text` typed in (requirements §2 item 15, §7).
 * @param number international number without `+` or spaces, e.g. `447700900123`.
 */
export function whatsappHref(number: string, text: string): string {
  return `${WHATSAPP_LINK_START}${number}?text=${encodeURIComponent(text)}`
}

/** How every WhatsApp click-to-chat link starts (the head script counts taps on them by it). */
export const WHATSAPP_LINK_START = "https://wa.me/"

/**
 * `mailto:` link with a subject and, when given, a body filled in (RFC 6068 percent-encoding). Without a body it
 * can be a form's `action`: the browser then adds the form's fields as the body.
 */
export function mailtoHref(address: string, subject: string, body?: string): string {
  const query = `subject=${encodeURIComponent(subject)}${body === undefined ? "" : `&body=${encodeURIComponent(body)}`}`
  return `mailto:${address}?${query}`
}
