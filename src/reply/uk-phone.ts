/**
 * A phone number as a UK visitor types it into a quote form, read by hand-written rules (no numbering database, so
 * it stays small enough for the reply page), and the one-tap links an owner can answer it with: call, WhatsApp, text.
 * The kinds follow Ofcom's National Telephone Numbering Plan
 * (https://www.ofcom.org.uk/phones-and-broadband/phone-numbers/numbering); numbers are written in ITU-T E.164 form.
 */
import { telHref, whatsappHref, WHATSAPP_LINK_START } from "../components/contact-links"

/**
 * What kind of number it is, by Ofcom's National Telephone Numbering Plan: `mobile` (07 mobile ranges: WhatsApp and
 * texts may reach it), `landline` (01 and 02 geographic, and 03 non-geographic numbers, which are charged as
 * landlines), `other` (a UK number of a valid length in any other range, e.g. 0800, 070 personal or 076 pager
 * numbers, or a number abroad: Call only), `unreadable` (not a phone number these rules can read).
 */
export type PhoneKind = "mobile" | "landline" | "other" | "unreadable"

/** A typed number as read: its kind and, unless unreadable, its E.164 form. */
export interface ReadPhone {
  kind: PhoneKind
  /** E.164 (ITU-T E.164: `+`, country code, national significant number), e.g. `+447700900123`; null when unreadable. */
  e164: string | null
}

/**
 * UK national significant numbers (the digits after the trunk 0) by kind, per Ofcom's National Telephone Numbering
 * Plan; the first that matches wins, and one that none matches is no UK number.
 */
const NSN_KINDS: readonly (readonly [RegExp, PhoneKind])[] = [
  // 071–075 and 077–079 mobiles, and 07624 (Isle of Man mobiles, inside the 076 pager range): 10 digits.
  [/^7(?:[1-57-9]\d{8}|624\d{6})$/, "mobile"],
  // 01 geographic numbers (9 or 10 digits), 02 geographic and 03 non-geographic numbers (10 digits).
  [/^(?:1\d{8,9}|[23]\d{9})$/, "landline"],
  // 05 corporate and VoIP, 070 personal, 076 pager, 09 premium rate (10 digits); 08 freephone and special (9 or 10).
  [/^(?:[579]\d{9}|8\d{8,9})$/, "other"],
]

/** What people write between digits: spaces, hyphens and dashes, dots, parentheses. */
const SEPARATORS = /[\s().\-\u2010-\u2015]/g

/**
 * Reads `typed` as a UK visitor types a phone number: spaces, hyphens, dots and parentheses anywhere; a national
 * number with its 0 (`07700 900123`, `(01632) 960123`); or `+44`, `0044` or `44` and the national significant number,
 * also with the habitual `(0)` or a stray 0 after the 44 (`+44 (0)7700 900123`). A number after `+` or `00` and
 * another country code, 8–15 digits in all, is `other` (we cannot tell its mobiles without a numbering database).
 * Anything else (letters, too few or too many digits, a UK range Ofcom does not allocate) is `unreadable`.
 * @returns `{ kind, e164 }`, e.g. `{ kind: "mobile", e164: "+447700900123" }`; e164 is null when unreadable.
 */
export function readUkPhone(typed: string): ReadPhone {
  // "(0)" is a trunk prefix: dropped after a country code ("+44 (0)7700 …"), a plain 0 otherwise ("(0)1632 …").
  const trimmed = typed.trim()
  const trunk = /^\(?(?:\+|00|44)/.test(trimmed) ? "" : "0"
  const compact = trimmed.replace(/\(\s*0\s*\)/, trunk).replace(SEPARATORS, "")
  if (!/^\+?\d+$/.test(compact)) return { kind: "unreadable", e164: null }
  const international = compact.replace(/^(?:\+|00)/, "+")
  const uk = /^(?:\+?44|0)(\d*)$/.exec(international)?.[1]
  if (uk !== undefined) {
    const nsn = uk.replace(/^0/, "")
    const kind = NSN_KINDS.find(([pattern]) => pattern.test(nsn))?.[1]
    return kind ? { kind, e164: `+44${nsn}` } : { kind: "unreadable", e164: null }
  }
  // E.164: a country code never starts with 0, and the whole number is at most 15 digits.
  if (/^\+[1-9]\d{7,14}$/.test(international)) return { kind: "other", e164: international }
  return { kind: "unreadable", e164: null }
}

/** The E.164 form of `typed` when it reads as a mobile, else null. */
function mobileE164(typed: string): string | null {
  const { kind, e164 } = readUkPhone(typed)
  return kind === "mobile" ? e164 : null
}

/**
 * `tel:` link (RFC 3966) to call `typed`: `tel:+447700900123` when it reads; otherwise the digits as typed, with a
 * leading `+` kept and everything else (spaces, letters, an "ext 2") dropped, e.g. `tel:077009001232`, so the owner
 * can still try it; `""` when there are no digits at all.
 */
export function callHref(typed: string): string {
  const { e164 } = readUkPhone(typed)
  if (e164 !== null) return telHref(e164)
  const digits = typed.replace(/\D/g, "")
  if (digits === "") return ""
  return `tel:${/^[\s(]*\+/.test(typed) ? "+" : ""}${digits}`
}

/**
 * WhatsApp click-to-chat link to a mobile `typed`: `https://wa.me/447700900123`, and `?text=` with `text`
 * percent-encoded (encodeURIComponent) when a non-empty text is given. Click-to-chat takes the full international
 * number without `+`, spaces or leading zeros (WhatsApp Help Center, "How to use click to chat"). `""` unless a mobile.
 */
export function whatsappTo(typed: string, text?: string): string {
  const e164 = mobileE164(typed)
  if (e164 === null) return ""
  const number = e164.slice(1)
  return text ? whatsappHref(number, text) : `${WHATSAPP_LINK_START}${number}`
}

/**
 * `sms:` link (RFC 5724) to a mobile `typed`: `sms:+447700900123`, and `?&body=` with `text` percent-encoded when a
 * non-empty text is given. RFC 5724 writes `?body=`, which Android reads but iOS does not; iOS reads `&body=`, and
 * `?&body=` works on both. `""` unless a mobile.
 */
export function smsTo(typed: string, text?: string): string {
  const e164 = mobileE164(typed)
  if (e164 === null) return ""
  return `sms:${e164}${text ? `?&body=${encodeURIComponent(text)}` : ""}`
}
