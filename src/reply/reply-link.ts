/**
 * The link from the owner's e-mail to the reply page (issue 58): `<site>/reply/#<enquiry>.<check>`, the enquiry in the
 * address's fragment only, which a browser never sends to any server (RFC 3986 §3.5), so it goes from the visitor's
 * browser, through the e-mail, to the owner's browser and nowhere else. The enquiry is UTF-8 JSON in base64url
 * (RFC 4648 §5, the alphabet a URL keeps as it is); the check is the first 16 characters of the base64url SHA-256 of
 * that text (Web Crypto), so a link an e-mail app cut short or changed is told apart from a good one. It is a check
 * against damage, not a signature: anyone can make such a link, and the page only prepares messages the owner reads
 * before sending.
 */
import type { VisitTime } from "./visit-time"

/** What the reply needs of an enquiry: the five fields as typed, what the visitor booked and when would suit them. */
export interface ReplyEnquiry {
  /** The quote's fields as typed (requirements §3): from_name, from_email, phone, postcode, message. */
  name: string
  email: string
  phone: string
  postcode: string
  message: string
  /** The price row booked, e.g. "2-bedroom property", and its price as the table shows it, e.g. "£150"; `""` when none. */
  service: string
  price: string
  /** The preferred times, in the visitor's order (at most three, requirements §10 item 7). */
  times: VisitTime[]
  /** When it was sent, ms since the epoch. */
  sentAt: number
}

/** Why a link could not be read: none in the address, not an enquiry (cut short, mangled), or changed since it was made. */
export type LinkProblem = "missing" | "broken" | "altered"

/** How many characters of the check the link carries (96 bits). */
const CHECK_LENGTH = 16

const toBase64Url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0))

async function checkOf(payload: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(payload))
  return toBase64Url(new Uint8Array(digest)).slice(0, CHECK_LENGTH)
}

/**
 * The reply page's address for `enquiry`.
 * @param replyPage the page's absolute address, e.g. `https://example.co.uk/reply/`.
 * @throws when Web Crypto is missing (a page not served over https or from localhost).
 */
export async function replyLink(replyPage: string, enquiry: ReplyEnquiry): Promise<string> {
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify(enquiry)))
  return `${replyPage}#${payload}.${await checkOf(payload)}`
}

const isText = (value: unknown): value is string => typeof value === "string"
const TEXT_KEYS = ["name", "email", "phone", "postcode", "message", "service", "price"] as const
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/
/** The largest ms since the epoch a `Date` holds (ECMA-262 §21.4.1.22, "Time Values"). */
const MAX_TIME = 8.64e15

/** Whether `text` is a real date `"YYYY-MM-DD"` (not 31 February). */
function isRealDate(text: unknown): boolean {
  const parts = typeof text === "string" ? DATE.exec(text) : null
  if (!parts) return false
  const [year, month, day] = parts.slice(1).map(Number)
  const at = new Date(Date.UTC(year, month - 1, day))
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day
}

const isClock = (text: unknown) => typeof text === "string" && CLOCK.test(text)

/** Whether `value` has the shape of a {@link ReplyEnquiry}, every field of its type and every date and time real. */
function isReplyEnquiry(value: unknown): value is ReplyEnquiry {
  if (!value || typeof value !== "object") return false
  const record = value as Record<string, unknown>
  return (
    TEXT_KEYS.every((key) => isText(record[key])) &&
    typeof record.sentAt === "number" &&
    Math.abs(record.sentAt) <= MAX_TIME &&
    Array.isArray(record.times) &&
    record.times.every((time: unknown) => {
      const { date, label, starts, ends } = (time ?? {}) as Record<string, unknown>
      return isRealDate(date) && isText(label) && isClock(starts) && isClock(ends)
    })
  )
}

/**
 * Reads the enquiry of a reply link's fragment.
 * @param fragment `location.hash`, with or without its `#`.
 * @returns the enquiry, or the problem: `missing` (no fragment), `broken` (not a whole enquiry: cut, mangled, not
 *   base64url JSON of its shape), `altered` (whole, but its check does not match).
 */
export async function readReplyLink(fragment: string): Promise<{ enquiry: ReplyEnquiry } | { problem: LinkProblem }> {
  const text = fragment.replace(/^#/, "")
  if (text === "") return { problem: "missing" }
  const [payload, check, ...rest] = text.split(".")
  if (!payload || !check || rest.length > 0 || !/^[\w-]+$/.test(payload)) return { problem: "broken" }
  let enquiry: unknown
  try {
    enquiry = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(payload)))
  } catch {
    return { problem: check.length === CHECK_LENGTH && (await checkOf(payload)) !== check ? "altered" : "broken" }
  }
  if ((await checkOf(payload)) !== check) return { problem: check.length === CHECK_LENGTH ? "altered" : "broken" }
  return isReplyEnquiry(enquiry) ? { enquiry } : { problem: "broken" }
}
