/**
 * The one module that talks to the e-mail provider (EmailJS, `@emailjs/browser` 4.4.1, requirements §7).
 * It sends `POST {origin}/api/v1.0/email/send` with `lib_version`, `user_id`, `service_id`, `template_id`
 * and `template_params` (the quote fields of quote-fields.ts, as typed). The page loads it on demand (use-quote-form.ts).
 */
import { init, send } from "@emailjs/browser"
import { emailSettings, type EmailSettings } from "../shared/settings"
import { enquiryFactsOf, ownerEmailParams, type PageWideFacts } from "./owner-email"
import { QUOTE_FIELDS, type QuoteEnquiry } from "./fields/quote-fields"

/** Why a send failed; the page shows one message for all of them (requirements §8), the kind is for logs and tests. */
export type SendFailureKind = "http" | "network" | "config" | "unknown"

/** Thrown by {@link sendQuote} for every failure, whatever the provider library threw. */
export class SendQuoteError extends Error {
  constructor(
    readonly kind: SendFailureKind,
    /** HTTP status from the provider (0 when none), e.g. 400, 403 (blocked in the dashboard), 429, 451. */
    readonly status: number,
    detail: string,
  ) {
    super(`Quote not sent (${kind}${status ? ` ${status}` : ""}): ${detail}`)
    this.name = "SendQuoteError"
  }
}

/**
 * Maps anything the provider library rejects with to a {@link SendQuoteError}: an `{ status, text }`
 * response status, a `TypeError` from `fetch` (network down, connection dropped), or a plain string
 * (missing public key, service or template id).
 */
export function toSendQuoteError(reason: unknown): SendQuoteError {
  if (reason instanceof SendQuoteError) return reason
  if (reason instanceof TypeError) return new SendQuoteError("network", 0, reason.message)
  if (typeof reason === "string") return new SendQuoteError("config", 0, reason)
  if (reason && typeof reason === "object" && "status" in reason) {
    const { status, text } = reason as { status: unknown; text?: unknown }
    return new SendQuoteError("http", Number(status) || 0, String(text ?? ""))
  }
  return new SendQuoteError("unknown", 0, String(reason))
}

/** Key under which the library keeps the time of this browser's last send, for the throttle. */
export const THROTTLE_KEY = "eicr-quote-last-send"

/** What the library's throttle reads and writes: promises of strings, like its own web storage. */
export interface ThrottleStorage {
  get: (key: string) => Promise<string | null>
  set: (key: string, value: string) => Promise<void>
  remove: (key: string) => Promise<void>
}

/**
 * The throttle's storage: localStorage, or nothing where storage is blocked (then there is no throttle, and a
 * visitor is never refused because of it). `init()` replaces the library's storage with whatever it is given,
 * `undefined` included, and without one the throttle never refuses anything, so it is always passed.
 */
export const throttleStorage: ThrottleStorage = {
  get: async (key) => attempt(() => window.localStorage.getItem(key), null),
  set: async (key, value) => attempt(() => window.localStorage.setItem(key, value), undefined),
  remove: async (key) => attempt(() => window.localStorage.removeItem(key), undefined),
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action()
  } catch {
    return fallback // storage blocked (private mode, strict settings)
  }
}

/** Template parameter that marks an enquiry as an update of one delivered earlier (absent otherwise). */
export const UPDATE_OF_PARAM = "update_of"

/** Options of {@link sendQuote}; every one has a default. */
export interface SendQuoteOptions {
  /** Provider settings; the build's `GATSBY_EMAILJS_*` values by default. */
  settings?: EmailSettings
  /**
   * Set when this enquiry corrects one that was delivered earlier in the same page view: the words the e-mail shows
   * for it (e.g. "Update of the enquiry sent at 14:02"), sent as the template parameter {@link UPDATE_OF_PARAM}
   * for the template's subject. Absent, the request carries the fields only (requirements §7).
   */
  updateOf?: string
  /**
   * The page-wide facts the owner's e-mail is made from (src/quote-form/owner-email.ts): given, the request also carries
   * its extra template parameters (the booked row, the times a line each, the one-tap links, the reply page's link)
   * beside the five fields. Should they fail to be made, the enquiry goes without them: the fields are what must arrive.
   */
  pageWide?: PageWideFacts
}

/**
 * Sends one quote enquiry and waits for the provider's answer, however long it takes: the form decides what
 * the visitor sees meanwhile (requirements §8 after 15 s), and a late answer still counts (use-quote-form.ts).
 *
 * With a throttle configured (`GATSBY_EMAILJS_THROTTLE_MS`), the library refuses a second send within that many
 * ms (a 429 of its own, without a request). It stamps the time before sending, so after a failed send the
 * earlier stamp is put back: a failed enquiry never reached the business and must not hold up the retry.
 *
 * @param enquiry every field as typed; sent as `template_params` (with {@link UPDATE_OF_PARAM} for an update, and the
 *   owner's e-mail's parameters when `pageWide` is given).
 * @returns when the provider answered 200 OK.
 * @throws {SendQuoteError} on any failure: non-OK status, network error, missing settings.
 */
export async function sendQuote(
  enquiry: QuoteEnquiry,
  { settings = emailSettings, updateOf, pageWide }: SendQuoteOptions = {},
) {
  init(
    {
      publicKey: settings.publicKey,
      blockHeadless: settings.blockHeadless,
      limitRate: settings.throttleMs > 0 ? { id: THROTTLE_KEY, throttle: settings.throttleMs } : undefined,
      storageProvider: throttleStorage,
    },
    settings.origin || window.location.origin,
  )
  const stampBefore = await throttleStorage.get(THROTTLE_KEY)
  try {
    // The table's fields only, in its order, whatever else the object carries.
    const fields = Object.fromEntries(QUOTE_FIELDS.map((field) => [field, enquiry[field]]))
    const extra = pageWide
      ? await Promise.resolve()
          .then(() => ownerEmailParams(enquiry, enquiryFactsOf(pageWide), Date.now()))
          .catch(() => ({}))
      : {}
    const update = updateOf ? { [UPDATE_OF_PARAM]: updateOf } : {}
    await send(settings.serviceId, settings.templateId, { ...fields, ...extra, ...update })
  } catch (reason) {
    await (stampBefore === null ? throttleStorage.remove(THROTTLE_KEY) : throttleStorage.set(THROTTLE_KEY, stampBefore))
    throw toSendQuoteError(reason)
  }
}
