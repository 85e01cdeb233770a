/**
 * The Content-Security-Policy and the other protective headers, from the build itself: `script-src` lists the
 * sha256 hashes of the inline scripts the site emits (no 'unsafe-inline', no 'unsafe-eval'). Every page carries
 * its policy as a `<meta http-equiv>`, so it reaches visitors on any host, GitHub Pages included, which sends no
 * headers of the site's; `public/_headers` (read by Netlify and Cloudflare Pages) adds the policy as a header,
 * with `frame-ancestors`, HSTS, the other hardening headers and long cache lifetimes for content-hashed assets.
 */
import fs from "node:fs"
import { builtPages } from "./built-pages"
import { cspHash, executableInlineScripts, unexpectedInlineScripts } from "./inline-scripts"
import { startScriptsAfterFirstPaint } from "./start-after-paint"

/** Hosts the embedded maps load from (requirements §7: the keyless embed and the Maps Embed API). */
export const MAP_FRAME_HOSTS = ["https://maps.google.com", "https://www.google.com"]

/**
 * The Content-Security-Policy for the site.
 * @param scriptHashes CSP hash sources of the inline scripts allowed, e.g. `'sha256-…'`.
 * @param providerOrigin origin the quote forms send to (GATSBY_EMAILJS_ORIGIN); `""` means this site.
 * @param where `"meta"` leaves out `frame-ancestors`, which browsers ignore in a `<meta>` (CSP Level 3 §6.1.11).
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  providerOrigin: string,
  where: "header" | "meta" = "header",
): string {
  const connect = ["'self'", ...(providerOrigin ? [new URL(providerOrigin).origin] : [])]
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`.trim(),
    // Gatsby inlines the page CSS, and gatsby-plugin-image sets style attributes for its sizing boxes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
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

/** A page's inline script that the site does not emit: the build stops on it. */
export interface UnexpectedScript {
  /** The page, relative to `public/`, e.g. `index.html`. */
  page: string
  /** The script's first 80 characters. */
  start: string
}

/**
 * Secures every built page in `publicDir` and writes `_headers`: starts the page's scripts after the first paint
 * (start-after-paint.ts), checks that each executable inline script is one the site emits, puts the page's own
 * Content-Security-Policy (its hashes only) at the start of its head, then writes `_headers` with the policy of all pages.
 *
 * @param providerOrigin origin the quote forms send to (GATSBY_EMAILJS_ORIGIN); `""` means this site.
 * @returns the unexpected inline scripts; when there are any, no page is changed and no `_headers` written.
 */
export function securePages(publicDir: string, providerOrigin: string): UnexpectedScript[] {
  const pages = builtPages(publicDir).map((file) => ({
    file,
    html: startScriptsAfterFirstPaint(fs.readFileSync(file, "utf8")),
  }))
  const unexpected = pages.flatMap(({ file, html }) =>
    unexpectedInlineScripts(html).map((body) => ({
      page: file.slice(publicDir.length + 1),
      start: body.trim().slice(0, 80),
    })),
  )
  if (unexpected.length > 0) return unexpected
  const allHashes: string[] = []
  for (const { file, html } of pages) {
    const hashes = executableInlineScripts(html).map(cspHash)
    allHashes.push(...hashes)
    fs.writeFileSync(file, withPolicyMeta(html, contentSecurityPolicy(hashes, providerOrigin, "meta")))
  }
  fs.writeFileSync(`${publicDir}/_headers`, headersFile(allHashes, providerOrigin))
  return []
}

/** The `_headers` text for a site whose pages' inline scripts have `hashes`. */
export function headersFile(hashes: readonly string[], providerOrigin: string): string {
  const immutable = "public, max-age=31536000, immutable"
  const revalidate = "public, max-age=0, must-revalidate"
  return [
    "# Written by the build (plugins/post-build/security-headers.ts); do not edit by hand.",
    "# Each page also carries its Content-Security-Policy in a <meta>, for hosts that ignore this file.",
    "/*",
    `  Content-Security-Policy: ${contentSecurityPolicy(hashes, providerOrigin)}`,
    "  Strict-Transport-Security: max-age=31536000; includeSubDomains",
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "  Cross-Origin-Opener-Policy: same-origin",
    "  X-Frame-Options: DENY",
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
