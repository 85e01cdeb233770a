/**
 * The dev server's guard (docs/architecture.md, "Security"): the dev server of `npm start` and `npm run cms` (its pages,
 * `/admin/`, `/___graphql`, the local outbox) answers only the pages it serves itself. A web page open in another tab
 * must get nothing from it and change no file:
 * - the `Host` must be this machine (`localhost`, `127.0.0.1`, `[::1]`, any port): a name of another site that
 *   resolves to 127.0.0.1 (DNS rebinding) is refused;
 * - an `Origin`, when the browser sends one, must be the dev server's own;
 * - a request the browser marks as made by another site's page (`Sec-Fetch-Site: cross-site` or `same-site`: another
 *   port of localhost counts too) is refused unless it is a plain navigation (a link followed, `location = …`) to one
 *   of the site's pages (`/`, `/404/`, `/admin/`): such a page is shown to the visitor and hands nothing back. Gatsby's
 *   internal routes ({@link isInternalRoute}) are not pages: some download and serve another address, one opens the
 *   developer's editor (issue 36);
 * - Gatsby's remote-file routes (`/_gatsby/file`, `/_gatsby/image`) are refused to everyone: they download any `u=`
 *   address and serve it back from this origin, and this site has no remote files.
 * Every answer of a guarded server also carries `X-Content-Type-Options: nosniff` ({@link NO_SNIFF}), so nothing it
 * serves is read as a type it does not declare.
 */
import type { IncomingMessage, ServerResponse } from "node:http"

/** The host names that reach this machine only. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"])

/** The host name of a `Host` header's value: `"localhost:8000"` → `"localhost"`, `"[::1]:8000"` → `"[::1]"`. */
export const hostnameOf = (host: string) => host.toLowerCase().replace(/:\d+$/, "")

/** Whether `host` (a `Host` header's value) names this machine. */
export const isLoopback = (host: string | undefined) => host !== undefined && LOOPBACK.has(hostnameOf(host))

/** The header every answer of a guarded server carries: a browser never guesses a type the answer does not declare. */
export const NO_SNIFF = ["X-Content-Type-Options", "nosniff"] as const

/**
 * The pathname of a request's URL as a router would match it: without query, decoded where it can be, lower case
 * (express matches routes case-insensitively), with repeated slashes collapsed. `"/_GATSBY//file/x?u=1"` →
 * `"/_gatsby/file/x"`.
 */
export function routeOf(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0]
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A malformed escape: judged as written.
  }
  return decoded.toLowerCase().replace(/\/+/g, "/")
}

/** Gatsby's remote-file routes (gatsby-plugin-utils, polyfill-remote-file/http-routes.js): they fetch any `u=` URL. */
export const isRemoteFileRoute = (url: string) => /^\/_gatsby\/(file|image)(\/|$)/.test(routeOf(url))

/**
 * Whether `url` is one of Gatsby's internal routes rather than a page: a first segment that starts with `_`
 * (`/_gatsby/*`, `/__open-stack-frame-in-editor`, `/___graphql`, `/__webpack_hmr`), or `socket.io`, `page-data`,
 * `api` (the local outbox).
 */
export function isInternalRoute(url: string): boolean {
  const first = routeOf(url).split("/")[1] ?? ""
  return first.startsWith("_") || ["socket.io", "page-data", "api"].includes(first)
}

/** What the guard reads of a request: its method, URL and headers. */
export interface LocalRequest {
  method?: string
  /** The request's URL as sent (`/admin/?x=1`); absent, no route-specific rule applies. */
  url?: string
  host?: string
  origin?: string
  /** `Sec-Fetch-Site`: `same-origin`, `same-site`, `cross-site` or `none` (typed by the visitor). */
  fetchSite?: string
  /** `Sec-Fetch-Mode`: `navigate` for a page opened, `cors` or `no-cors` for what a page fetches. */
  fetchMode?: string
}

/** The headers of `request` as the guard reads them. */
export function localRequestOf(request: IncomingMessage): LocalRequest {
  const header = (name: string) => {
    const value = request.headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  return {
    method: request.method,
    url: request.url,
    host: header("host"),
    origin: header("origin"),
    fetchSite: header("sec-fetch-site"),
    fetchMode: header("sec-fetch-mode"),
  }
}

/**
 * Why the dev server must refuse `request`, or `undefined` when it may answer (see the module's comment).
 * @returns a sentence for the 403 answer, naming what was refused.
 */
export function localRefusal(request: LocalRequest): string | undefined {
  if (!isLoopback(request.host))
    return `it answers requests to localhost only, not to "${request.host ?? ""}" (a name that leads here from another site)`
  if (request.url !== undefined && isRemoteFileRoute(request.url))
    return `it serves no remote files (${routeOf(request.url)} would download another address and serve it as its own)`
  const own = `http://${request.host!.toLowerCase()}`
  if (request.origin !== undefined) {
    if (request.origin.toLowerCase() !== own) return `only pages of ${own} may use it, not ${request.origin}`
    return undefined
  }
  const fromElsewhere = request.fetchSite === "cross-site" || request.fetchSite === "same-site"
  const navigation = request.fetchMode === "navigate" && (request.method === "GET" || request.method === "HEAD")
  if (fromElsewhere && !navigation)
    return `a page of another site may not use it (Sec-Fetch-Site: ${request.fetchSite})`
  if (fromElsewhere && request.url !== undefined && isInternalRoute(request.url))
    return `a link from another site may open its pages only, not ${routeOf(request.url)}`
  return undefined
}

/** Answers `response` with 403 and `why` in plain text (no CORS header: another site's page cannot read it). */
export function refuse(response: ServerResponse, why: string): void {
  response.statusCode = 403
  response.setHeader("Content-Type", "text/plain; charset=utf-8")
  response.setHeader(...NO_SNIFF)
  response.end(`Refused: ${why}.\n`)
}
