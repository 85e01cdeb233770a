/**
 * Typed settings from `GATSBY_*` environment variables, read once at build time: Gatsby inlines each
 * literal `process.env.GATSBY_*` into the bundle. Every one is documented in `.env.example` and the README.
 */

/** Google Maps Embed API key; when set, attraction maps use the Maps Embed API (requirements §7). Optional. */
export const googleMapsApiKey: string = process.env.GATSBY_GOOGLE_MAPS_API_KEY ?? ""

/** Settings of the e-mail provider (EmailJS) that delivers quote enquiries (requirements §7). */
export interface EmailSettings {
  /** The provider's public key, sent as `user_id`. */
  publicKey: string
  serviceId: string
  templateId: string
  /** Origin of the provider's API, without trailing slash; `""` means this page's own origin (local outbox). */
  origin: string
  /** Refuse to send from headless browsers (the provider answers 451 to those anyway). Default on. */
  blockHeadless: boolean
  /** Minimum ms between two sends from one page, or 0 for no throttle (requirements §9: no default). */
  throttleMs: number
}

/** Parses a whole, non-negative number of ms; anything else counts as 0 (off). */
export function parseThrottle(value: string | undefined): number {
  const ms = Number(value)
  return Number.isInteger(ms) && ms > 0 ? ms : 0
}

/** The provider's own API origin, used when GATSBY_EMAILJS_ORIGIN is unset or empty. */
export const DEFAULT_PROVIDER_ORIGIN = "https://api.emailjs.com"

/**
 * Reads GATSBY_EMAILJS_ORIGIN: unset or empty means the provider's own origin (an unset CI variable arrives
 * as ""); `self` means this page's origin (the local outbox of `npm start`), returned as `""`.
 */
export function providerOrigin(value: string | undefined): string {
  if (value === "self") return ""
  return (value || DEFAULT_PROVIDER_ORIGIN).replace(/\/+$/, "")
}

/** The e-mail settings of this build. */
export const emailSettings: EmailSettings = {
  publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY ?? "",
  serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID ?? "",
  templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID ?? "",
  origin: providerOrigin(process.env.GATSBY_EMAILJS_ORIGIN),
  blockHeadless: process.env.GATSBY_EMAILJS_BLOCK_HEADLESS !== "false",
  throttleMs: parseThrottle(process.env.GATSBY_EMAILJS_THROTTLE_MS),
}
