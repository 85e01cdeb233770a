/**
 * The text rules of an iCalendar file (RFC 5545) that every calendar file of the site follows: the due-date reminder
 * (src/due-date-tool/calendar-reminder.ts) and the reply page's visit (src/reply/visit-calendar.ts). Plain code: it runs
 * in the browser that makes the file and in the tests.
 */

/** RFC 5545 §3.1: every content line ends in CRLF. */
export const CRLF = "\r\n"
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75

/**
 * A fresh event UID: a random (version 4) UUID and a domain-like suffix, the `id@domain` form RFC 5545 §3.8.4.7
 * suggests (RFC 7986 §5.3 would accept the bare UUID too; the suffix is harmless). The UUID comes from
 * `crypto.randomUUID()` where the browser offers it (secure contexts: https and localhost), otherwise from
 * `crypto.getRandomValues()`, which every browser has, also on a plain-http address.
 *
 * @param host the domain after the `@`, e.g. the site's `location.hostname`; `.invalid` (RFC 2606) by default, so it
 *   can never be mistaken for a real domain.
 */
export function newUid(host = "eicr-reminder.invalid"): string {
  return `${typeof crypto.randomUUID === "function" ? crypto.randomUUID() : uuidFromRandomValues()}@${host}`
}

/** A version 4 UUID (RFC 9562 §5.4) from 16 random bytes: the version and variant bits set, in hex, 8-4-4-4-12. */
function uuidFromRandomValues(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Escapes a TEXT property value per RFC 5545 §3.3.11: backslash, semicolon and comma get a backslash, and every line
 * break (CRLF, CR or LF) becomes the two characters `\n`. Other control characters, which TEXT may not contain, are
 * dropped. No folding is done here.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .split("")
    .filter((character) => !isControl(character))
    .join("")
}

/** RFC 5545 §3.3.11: TEXT may hold no control characters other than the horizontal tab. */
function isControl(character: string): boolean {
  const code = character.charCodeAt(0)
  return (code < 0x20 && code !== 0x09) || code === 0x7f
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  return codePoint < 0x10000 ? 3 : 4
}

/**
 * Folds one content line per RFC 5545 §3.1: no physical line longer than 75 octets of UTF-8, continuation lines
 * start with a single space (which counts towards their 75), and a multi-octet character is never split.
 *
 * @param line an unfolded content line without its line break.
 * @returns the folded line, the pieces joined by CRLF + space; no trailing line break.
 */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let piece = ""
  let octets = 0
  // for...of walks code points, so a surrogate pair (an emoji, say) stays in one piece.
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0)
    if (octets + size > MAX_LINE_OCTETS) {
      pieces.push(piece)
      piece = " "
      octets = 1
    }
    piece += char
    octets += size
  }
  pieces.push(piece)
  return pieces.join(CRLF)
}

/** RFC 5545 §3.3.5 form 2, UTC time: `YYYYMMDDTHHMMSSZ`, without fractions of a second. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "")
}
