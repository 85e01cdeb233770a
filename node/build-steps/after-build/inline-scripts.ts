/**
 * The inline scripts of a built page, and which of them the site expects.
 *
 * The Content-Security-Policy allows inline scripts by their sha256 hash, computed from the built pages. Hashing
 * whatever is there would also allow a script that should not exist, say one a string in data/ smuggled in. So
 * every executable inline script must be one of the few the site knows it emits; any other fails the build.
 */
import crypto from "node:crypto"
import { headScript, replyScript } from "../page-bundle/head-script"
import { isAfterPaintLoader } from "./start-after-paint"

/** Script types the browser executes, so CSP applies to them (JSON-LD data blocks are not executed). */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i

/** The body of every executable inline `<script>` in `html`, in document order. */
export function executableInlineScripts(html: string): string[] {
  const bodies: string[] = []
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? ""
    if (EXECUTABLE.test(type) && body.length > 0) bodies.push(body)
  }
  return bodies
}

/** The CSP source that allows one inline script or `<style>` element: `'sha256-<base64 of the UTF-8 body's SHA-256>'` (CSP Level 3). */
export function cspHash(body: string): string {
  return `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`
}

/**
 * The inline scripts the site emits, each recognised by its exact shape:
 * Gatsby's page path, chunk map and compilation hash (.cache/static-entry.js), the head script that holds early
 * quote sends and taps (src/enhancement/head-script.ts, compiled as the build did), the reply page's script
 * (src/reply/reply-page.ts) and the loader that starts the scripts after the first paint.
 */
const KNOWN: readonly ((body: string) => boolean)[] = [
  (body) =>
    /^\/\*<!\[CDATA\[\*\/window\.pagePath="[^"<]*";(window\.___webpackCompilationHash="\w+";)?\/\*\]\]>\*\/$/.test(
      body,
    ),
  (body) => /^\s*window\.___chunkMapping="(?:[^"\\<]|\\.)*";\s*$/.test(body),
  (body) => /^window\.___webpackCompilationHash="\w+";$/.test(body),
  (body) => body === headScript(),
  (body) => body === replyScript(),
  isAfterPaintLoader,
]

/** The executable inline scripts of `html` that are none of the site's own: each one a reason to stop the build. */
export function unexpectedInlineScripts(html: string): string[] {
  return executableInlineScripts(html).filter((body) => !KNOWN.some((known) => known(body)))
}
