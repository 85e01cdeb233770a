/**
 * The Content-Security-Policy and the other protective headers, from the build itself: `script-src` lists the
 * sha256 hashes of the inline scripts the site emits (no 'unsafe-inline', no 'unsafe-eval'), `style-src` those of
 * its `<style>` elements (no 'unsafe-inline': no page keeps a style attribute, inline-styles.ts). Every page carries
 * its policy as a `<meta http-equiv>`, so it reaches visitors on any host, GitHub Pages included, which sends no
 * headers of the site's; `public/_headers` (read by Netlify and Cloudflare Pages) adds the policy as a header,
 * with `frame-ancestors`, HSTS, the other hardening headers and long cache lifetimes for content-hashed assets.
 */
import fs from "node:fs"
import path from "node:path"
import { withoutStreamNuls } from "./stream-nuls"
import { adminHeadersBlock } from "../cms/admin-policy"
import { builtPages } from "./built-pages"
import { cspHash, executableInlineScripts, unexpectedInlineScripts } from "./inline-scripts"
import { knownStyleElements, unexpectedInlineStyles, withoutGatsbyStyleAttributes } from "./inline-styles"
import { isOwnerPage } from "./owner-pages"
import { startScriptsAfterFirstPaint } from "./start-after-paint"

/** Hosts the embedded maps load from (requirements §7: the keyless embed and the Maps Embed API). */
export const MAP_FRAME_HOSTS = ["https://maps.google.com", "https://www.google.com"]

/** CSP hash sources (`'sha256-…'`) of the inline code a policy allows. */
export interface InlineHashes {
  /** Of the inline `<script>` elements. */
  scripts: readonly string[]
  /** Of the `<style>` elements. */
  styles: readonly string[]
}

/**
 * The origins a page sends to besides its own: the e-mail provider's (GATSBY_EMAILJS_ORIGIN) and, when counting is
 * on, the counting endpoint's (src/shared/settings.ts). One string or a list; an entry that is `""` or a path (`/api/event`)
 * means this site. The policy names each distinct origin exactly. `null`: no connection at all (the owner's pages,
 * owner-pages.ts).
 */
export type ConnectTo = string | readonly string[] | null

/** The `connect-src` sources for `connectTo`: `'self'`, then each other origin once, in the order given; `'none'` for `null`. */
function connectSources(connectTo: ConnectTo): string {
  if (connectTo === null) return "'none'"
  const origins = (typeof connectTo === "string" ? [connectTo] : connectTo)
    .filter((address) => /^https?:\/\//.test(address))
    .map((address) => new URL(address).origin)
  return ["'self'", ...new Set(origins)].join(" ")
}

/** `'self'` and the distinct `hashes`, sorted, as a directive's source list. */
const sources = (hashes: readonly string[]) => ["'self'", ...[...new Set(hashes)].sort()].join(" ")

/**
 * The Content-Security-Policy for the site.
 * @param hashes CSP hash sources of the inline scripts and `<style>` elements allowed.
 * @param connectTo the origins the page sends to ({@link ConnectTo}): the quote forms' provider (GATSBY_EMAILJS_ORIGIN),
 *   and the counting endpoint when counting is on.
 * @param where `"meta"` leaves out `frame-ancestors`, which browsers ignore in a `<meta>` (CSP Level 3 §6.1.11).
 */
export function contentSecurityPolicy(
  hashes: InlineHashes,
  connectTo: ConnectTo,
  where: "header" | "meta" = "header",
): string {
  return [
    "default-src 'self'",
    `script-src ${sources(hashes.scripts)}`,
    // Gatsby inlines the page CSS in a <style>; style attributes are refused (none is left in a page), while
    // React's element.style at run time goes through the CSSOM, which CSP does not govern.
    `style-src ${sources(hashes.styles)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSources(connectTo)}`,
    `frame-src ${MAP_FRAME_HOSTS.join(" ")}`,
    "manifest-src 'self'",
    // mailto: is the quote form's action for visitors without JavaScript (their e-mail app gets the enquiry).
    "form-action 'self' mailto:",
    "object-src 'none'",
    "base-uri 'self'",
    ...(where === "header" ? ["frame-ancestors 'none'"] : []),
  ].join("; ")
}

/** A policy `<meta>` as {@link withPolicyMeta} writes it (the page's own text can hold no `<meta`: React escapes it). */
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g
/** The start of the head: the character encoding must stay in the first 1024 bytes (HTML, "charset"). */
const HEAD_START = /<head>(?:<meta charSet="utf-8"\/>)?/i

/**
 * `html` with its policy at the start of its `<head>`, right after the character encoding, so it applies before
 * anything loads. A policy already there is replaced, not added to: Gatsby keeps the HTML of a page that has not
 * changed between builds, and two policies would both apply, the older one with stale hashes.
 *
 * @throws when the page has no `<head>`.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>`
  const page = html.replace(POLICY_META, "")
  const start = HEAD_START.exec(page)
  if (!start) throw new Error("the page has no <head> to put its Content-Security-Policy in")
  return page.slice(0, start.index) + start[0] + meta + page.slice(start.index + start[0].length)
}

/** A page's inline script or style that the site does not emit (or a style attribute): the build stops on it. */
export interface UnexpectedInline {
  /** The page, relative to `public/`, e.g. `index.html`. */
  page: string
  /** What it is, `script` or `style` (a `<style>` element or a tag with a style attribute). */
  kind: "script" | "style"
  /** Its first characters (80 of a script; the opening tag or the `<style>`'s start). */
  start: string
}

/**
 * Secures every built page in `publicDir` and writes `_headers`: drops the NUL bytes React's stream renderer may leave
 * (stream-nuls.ts), starts the page's scripts after the first paint
 * (start-after-paint.ts), takes out Gatsby's own style attributes (inline-styles.ts), checks that each executable
 * inline script and each `<style>` is one the site emits and that no style attribute is left, puts the page's own
 * Content-Security-Policy (its hashes only) at the start of its head, then writes `_headers` with the policy of all pages.
 *
 * @param connectTo the origins the page sends to ({@link ConnectTo}).
 * @returns the unexpected inline scripts and styles; when there are any, no page is changed and no `_headers` written.
 */
export function securePages(publicDir: string, connectTo: ConnectTo): UnexpectedInline[] {
  const pages = builtPages(publicDir).map((file) => ({
    file,
    page: file.slice(publicDir.length + 1),
    html: withoutGatsbyStyleAttributes(startScriptsAfterFirstPaint(withoutStreamNuls(fs.readFileSync(file, "utf8")))),
  }))
  const unexpected = pages.flatMap(({ page, html }) => [
    ...unexpectedInlineScripts(html).map((body) => ({
      page,
      kind: "script" as const,
      start: body.trim().slice(0, 80),
    })),
    ...unexpectedInlineStyles(html).map((start) => ({ page, kind: "style" as const, start })),
  ])
  if (unexpected.length > 0) return unexpected
  const all: InlineHashes = { scripts: [], styles: [] }
  for (const { file, page, html } of pages) {
    const hashes = {
      scripts: executableInlineScripts(html).map(cspHash),
      styles: knownStyleElements(html).map(({ body }) => cspHash(body)),
    }
    all.scripts = [...all.scripts, ...hashes.scripts]
    all.styles = [...all.styles, ...hashes.styles]
    fs.writeFileSync(file, withPolicyMeta(html, contentSecurityPolicy(hashes, connectionsOf(page, connectTo), "meta")))
  }
  fs.writeFileSync(
    `${publicDir}/_headers`,
    headersFile(
      all,
      connectTo,
      pages.map(({ page }) => page.split(path.sep).join("/")),
    ),
  )
  return []
}

/** What `page` may connect to: nothing for an owner's page (owner-pages.ts), else `connectTo`. */
const connectionsOf = (page: string, connectTo: ConnectTo): ConnectTo => (isOwnerPage(page) ? null : connectTo)

/**
 * The URL paths a built page answers at, e.g. `index.html` → `/`, `/index.html`; `404/index.html` → `/404/`,
 * `/404/index.html`; `404.html` → `/404.html`, `/404` (Netlify and Cloudflare Pages serve `x.html` at `/x` too).
 * @param page a page's file relative to `public/`, with `/` separators.
 */
export function pagePaths(page: string): string[] {
  const file = `/${page}`
  if (file.endsWith("/index.html")) return [file.slice(0, -"index.html".length), file]
  return file.endsWith(".html") ? [file, file.slice(0, -".html".length)] : [file]
}

/**
 * The `_headers` text for a site whose pages' inline scripts and `<style>` elements have `hashes`.
 * Netlify and Cloudflare Pages apply every rule whose pattern matches a path, and Cloudflare joins two values of one
 * header with a comma: two policies, both enforced. So the page's policy is attached to the page's own paths only
 * (`pages`), never to a pattern like `/*` that would also reach the CMS at /admin/ (node/build-steps/cms/admin-policy.ts,
 * whose block has its own policy); `/*` carries the headers both keep. `Cross-Origin-Opener-Policy` is one value for
 * every path, `same-origin-allow-popups`: the CMS's GitHub sign-in pop-up must keep its opener, and a policy that
 * changed between paths would make a browser switch browsing-context groups on a plain navigation between them
 * (Firefox lost its way doing so in the engines suite); the page opens no pop-up of its own (its new-tab links are
 * `noopener`), so for the page this is as strict as `same-origin`.
 * @param pages the built pages, relative to `public/` (e.g. `index.html`, `404/index.html`).
 */
export function headersFile(hashes: InlineHashes, connectTo: ConnectTo, pages: readonly string[]): string {
  const immutable = "public, max-age=31536000, immutable"
  const revalidate = "public, max-age=0, must-revalidate"
  const policies = new Map(pages.flatMap((page) => pagePaths(page).map((pathname) => [pathname, page] as const)))
  const pageBlocks = [...policies.keys()]
    .sort()
    .flatMap((pathname) => [
      pathname,
      `  Content-Security-Policy: ${contentSecurityPolicy(hashes, connectionsOf(policies.get(pathname)!, connectTo))}`,
    ])
  return [
    "# Written by the build (node/build-steps/after-build/security-headers.ts); do not edit by hand.",
    "# Each page also carries its Content-Security-Policy in a <meta>, for hosts that ignore this file.",
    "# Every response, the page's and the CMS's:",
    "/*",
    "  Strict-Transport-Security: max-age=31536000; includeSubDomains",
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "  X-Frame-Options: DENY",
    "  Cross-Origin-Opener-Policy: same-origin-allow-popups",
    "",
    "# The page's policy, on the page's own paths only: a pattern reaching /admin/ would add it to the CMS's.",
    ...pageBlocks,
    "",
    "# The CMS (node/build-steps/cms): its own policy, and kept out of search engines.",
    ...adminHeadersBlock(),
    "",
    "# Content-hashed assets never change: cache for a year. Pages and their data revalidate.",
    "/static/*",
    `  Cache-Control: ${immutable}`,
    "/*.js",
    `  Cache-Control: ${immutable}`,
    "/*.css",
    `  Cache-Control: ${immutable}`,
    "/page-data/*",
    `  Cache-Control: ${revalidate}`,
    "/*.html",
    `  Cache-Control: ${revalidate}`,
    "/",
    `  Cache-Control: ${revalidate}`,
    "",
  ].join("\n")
}
