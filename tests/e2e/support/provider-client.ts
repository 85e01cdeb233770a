/**
 * The browser suites' side of the provider stand-in (tests/e2e/support/provider-stand-in.ts): what to answer, what
 * arrived, and the enquiry a test types. Free of any test runner, so the Playwright specs (through helpers.ts)
 * and the engines suite (tests/engines/) share it.
 */
import { randomUUID } from "node:crypto"
import type { SendBody } from "../../../node/dev-server/outbox/provider-protocol"
import { QUOTE_FIELDS, type QuoteEnquiry } from "../../../src/quote-form/fields/quote-fields"
import { ENQUIRY } from "../../jest/support/quote-enquiry"
import { STAND_IN_ORIGIN } from "./settings"

/**
 * An e-mail address no other test uses, `{prefix}-{random}@{domain}`: the stand-in keeps each address's scenario,
 * held sends and received requests apart, and tests run in parallel (also the same test at phone and desktop size).
 */
export const uniqueEmail = (prefix: string, domain = "example.com"): string => `${prefix}-${randomUUID()}@${domain}`

/** Tells the provider stand-in how to answer the next sends from `email`. */
export async function scenario(email: string, replies: unknown[]): Promise<void> {
  await fetch(`${STAND_IN_ORIGIN}/__scenario`, { method: "POST", body: JSON.stringify({ email, replies }) })
}

/**
 * Lets the stand-in answer the sends from `email` that a `{ hold: true }` reply keeps waiting, and any that arrive
 * later (a send may still be on its way when the page already shows "Sending...").
 */
export async function release(email: string): Promise<void> {
  await fetch(`${STAND_IN_ORIGIN}/__release`, { method: "POST", body: JSON.stringify({ email }) })
}

/** The request bodies the stand-in received from `email`. */
export async function received(email: string): Promise<SendBody[]> {
  const response = await fetch(`${STAND_IN_ORIGIN}/__requests?email=${encodeURIComponent(email)}`)
  return (await response.json()) as SendBody[]
}

/**
 * The tests' enquiry (tests/jest/support/quote-enquiry.ts: a value for each field of the quote form, by name) from
 * `email`, with `changes` applied. Give each test its own e-mail address: the provider stand-in keeps each address's
 * sends apart, so tests running side by side never mix.
 */
export function enquiry(email: string, changes: Partial<QuoteEnquiry> = {}): QuoteEnquiry {
  return { ...ENQUIRY, from_email: email, ...changes }
}

/**
 * The quote's fields of a send (requirements §3), by name, as sent: the owner's e-mail's other parameters
 * (src/quote-form/owner-email.ts) and an update's words left out. A field missing from the send reads as `undefined`.
 */
export function fieldsOf(send: SendBody): Record<string, unknown> {
  return Object.fromEntries(QUOTE_FIELDS.map((name) => [name, send.template_params[name]]))
}
