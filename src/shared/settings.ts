/**
 * Typed settings from `GATSBY_*` environment variables, read once at build time: Gatsby inlines each
 * literal `process.env.GATSBY_*` into the bundle. Every one is documented in `.env.example` and the README. The page
 * loads this module with the code that reads it (the sending code, the counting); the one setting its first load
 * needs, the Google Maps key, is read where the maps get it (src/sections/attractions.tsx).
 */

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

/**
 * Opt-in counting with Plausible (docs/architecture.md, "Counting visits"): what the page needs to send its events. `null`, the
 * default, means no counting at all: no code, no request, the Content-Security-Policy unchanged.
 */
export interface CountingSettings {
  /** The site's domain as registered in Plausible, e.g. `eicr-kent.co.uk` (GATSBY_COUNTING_DOMAIN). */
  domain: string
  /** Origin of the Plausible instance, without trailing slash (GATSBY_COUNTING_HOST; default plausible.io). */
  host: string
  /**
   * Where events are posted: `/api/event` on the site's own origin when the host proxies it (GATSBY_COUNTING_PROXY
   * `true`: Netlify, via the `_redirects` rule the build writes, or a Cloudflare Worker), otherwise `{host}/api/event`.
   */
  endpoint: string
}

/** Plausible's own service, used when GATSBY_COUNTING_HOST is unset or empty. */
export const DEFAULT_COUNTING_HOST = "https://plausible.io"
/** Plausible's events API path (plausible.io/docs/events-api), also the path of the site's own proxy. */
export const COUNTING_EVENT_PATH = "/api/event"

/**
 * Reads the counting settings from `GATSBY_COUNTING_*` variables.
 * @returns `null` when GATSBY_COUNTING_DOMAIN is unset or blank (counting off).
 * @throws when GATSBY_COUNTING_HOST is not an http(s) origin, or the domain holds a scheme, path or space, naming
 *   the variable (the build stops on it rather than publish a page that counts nothing).
 */
export function countingSettingsFrom(env: {
  GATSBY_COUNTING_DOMAIN?: string
  GATSBY_COUNTING_HOST?: string
  GATSBY_COUNTING_PROXY?: string
}): CountingSettings | null {
  const domain = (env.GATSBY_COUNTING_DOMAIN ?? "").trim()
  if (!domain) return null
  if (!/^[a-z0-9.-]+$/i.test(domain))
    throw new Error(`GATSBY_COUNTING_DOMAIN must be a bare domain such as example.co.uk, not "${domain}"`)
  const host = (env.GATSBY_COUNTING_HOST || DEFAULT_COUNTING_HOST).replace(/\/+$/, "")
  if (!/^https?:\/\/[^/?#\s]+$/.test(host))
    throw new Error(`GATSBY_COUNTING_HOST must be an origin such as ${DEFAULT_COUNTING_HOST}, not "${host}"`)
  const endpoint = env.GATSBY_COUNTING_PROXY === "true" ? COUNTING_EVENT_PATH : `${host}${COUNTING_EVENT_PATH}`
  return { domain, host, endpoint }
}

/** The counting settings of this build (literal `process.env.GATSBY_*` reads, so Gatsby inlines them). */
export const countingSettings = (): CountingSettings | null =>
  countingSettingsFrom({
    GATSBY_COUNTING_DOMAIN: process.env.GATSBY_COUNTING_DOMAIN,
    GATSBY_COUNTING_HOST: process.env.GATSBY_COUNTING_HOST,
    GATSBY_COUNTING_PROXY: process.env.GATSBY_COUNTING_PROXY,
  })
