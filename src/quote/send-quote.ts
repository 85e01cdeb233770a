/**
 * The one module that talks to the e-mail provider (EmailJS, `@emailjs/browser` 4.4.1, spec §7).
 * It sends `POST {origin}/api/v1.0/email/send` with `lib_version`, `user_id`, `service_id`, `template_id`
 * and `template_params` (the five quote fields, as typed).
 */
import { init, send } from "@emailjs/browser"
import { emailSettings, type EmailSettings } from "../config"
import { SEND_TIMEOUT_MS } from "../constants"
import type { QuoteEnquiry } from "./quote-fields"

/** Why a send failed; the page shows one message for all of them (spec §8), the kind is for logs and tests. */
export type SendFailureKind = "http" | "network" | "timeout" | "config" | "unknown"

/** Thrown by {@link sendQuote} for every failure, whatever the provider library threw. */
export class SendQuoteError extends Error {
  constructor(
    readonly kind: SendFailureKind,
    /** HTTP status from the provider (0 when none), e.g. 400, 429, 451. */
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

/** Options of {@link sendQuote}; every one has a default. */
export interface SendQuoteOptions {
  /** Provider settings; the build's `GATSBY_EMAILJS_*` values by default. */
  settings?: EmailSettings
  /** Give up after this many ms (default 15 000). */
  timeoutMs?: number
  /** E-mail addresses whose enquiries the library refuses locally (data/email-blocklist.json). */
  blockedEmails?: readonly string[]
}

/**
 * Sends one quote enquiry.
 *
 * @param enquiry the five fields as typed; sent as `template_params`.
 * @param options settings, timeout and block list; see {@link SendQuoteOptions}.
 * @returns when the provider answered 200 OK.
 * @throws {SendQuoteError} on any failure: non-OK status, network error, timeout, missing settings.
 */
export async function sendQuote(
  enquiry: QuoteEnquiry,
  { settings = emailSettings, timeoutMs = SEND_TIMEOUT_MS, blockedEmails = [] }: SendQuoteOptions = {},
): Promise<void> {
  init(
    {
      publicKey: settings.publicKey,
      blockHeadless: settings.blockHeadless,
      blockList: blockedEmails.length > 0 ? { list: [...blockedEmails], watchVariable: "from_email" } : undefined,
      // Off unless configured: a stamped throttle would refuse the visitor's retry after a failure.
      limitRate: settings.throttleMs > 0 ? { throttle: settings.throttleMs } : undefined,
    },
    settings.origin || window.location.origin,
  )
  const { from_name, from_email, phone, postcode, message } = enquiry
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendQuoteError("timeout", 0, `no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([
      send(settings.serviceId, settings.templateId, { from_name, from_email, phone, postcode, message }),
      timeout,
    ])
  } catch (reason) {
    throw toSendQuoteError(reason)
  } finally {
    clearTimeout(timer)
  }
}
