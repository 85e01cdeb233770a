/**
 * Writes `public/_headers` (the format Netlify and Cloudflare Pages read) from the build itself: a
 * Content-Security-Policy whose `script-src` lists the sha256 hashes of the inline scripts Gatsby emitted
 * (no 'unsafe-inline', no 'unsafe-eval'), the usual hardening headers, and long cache lifetimes for the
 * content-hashed assets.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import { builtPages } from "../built-pages"

/** Hosts the embedded maps load from (spec §7: the keyless embed and the Maps Embed API). */
export const MAP_FRAME_HOSTS = ["https://maps.google.com", "https://www.google.com"]

/** Script types the browser executes, so CSP applies to them (JSON-LD data blocks are not executed). */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i

/** sha256 CSP sources (`'sha256-…'`) of every executable inline `<script>` in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? ""
    if (!EXECUTABLE.test(type) || body.length === 0) continue
    hashes.push(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return hashes
}

/**
 * The Content-Security-Policy for the site.
 * @param scriptHashes CSP hash sources of the inline scripts of every page.
 * @param providerOrigin origin the quote forms send to (GATSBY_EMAILJS_ORIGIN); `""` means this site.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], providerOrigin: string): string {
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
    "frame-ancestors 'none'",
  ].join("; ")
}

/** The `_headers` text for a built site in `publicDir`. */
export function headersFileFor(publicDir: string, providerOrigin: string): string {
  const hashes = builtPages(publicDir).flatMap((file) => inlineScriptHashes(fs.readFileSync(file, "utf8")))
  const immutable = "public, max-age=31536000, immutable"
  const revalidate = "public, max-age=0, must-revalidate"
  return [
    "# Written by the build (scripts/post-build/security-headers.ts); do not edit by hand.",
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
