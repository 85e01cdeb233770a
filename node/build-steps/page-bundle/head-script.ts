/**
 * Compiles the head script (src/enhancement/head-script-entry.ts) into the text gatsby-ssr.tsx inlines in every page
 * (and, the same way, the reply page's own script and styles, src/reply/, inlined in that page only): bundled and
 * minified by esbuild (the compiler the CMS's bundle already uses, node/build-steps/cms/admin-files.ts) into one IIFE, so its
 * names stay out of the page's global scope. Node only (build time, the after-build check, the tests).
 *
 * The same inputs give the same text byte for byte, so the hash the Content-Security-Policy allows (computed after
 * the build, node/build-steps/after-build) is the hash of what the server rendered, and the after-build check knows the script
 * by comparing with {@link headScript}.
 */
import fs from "node:fs"
import path from "node:path"
import { buildSync, transformSync } from "esbuild"
import { countingSettings } from "../../../src/shared/settings"
import { ROOT } from "../../paths"

/** The language the script is compiled to: ES2017 (Safari 11, Chrome 58, Firefox 52 and later run it). */
const TARGET = "es2017"

/**
 * The entry's source file, found from the project's folder (node/paths.ts): Gatsby runs the build's steps from a
 * compiled copy under .cache/, which holds no TypeScript source.
 */
const ENTRY = path.join(ROOT, "src", "enhancement", "head-script-entry.ts")

/** The reply page's script (src/reply/reply-page.ts), compiled the same way: the page's only script, inlined. */
const REPLY_ENTRY = path.join(ROOT, "src", "reply", "reply-page-entry.ts")

/** The reply page's own styles, inlined in that page only. */
const REPLY_STYLE = path.join(ROOT, "src", "reply", "reply.css")

const compiled = new Map<boolean, string>()
let compiledReply: string | undefined
let compiledReplyStyle: string | undefined

/**
 * The head script's source text, without a trailing newline.
 * @param counting whether counting is on (default: this build's GATSBY_COUNTING_DOMAIN, src/shared/settings.ts); off leaves
 *   every counting listener out.
 * @throws when the script does not compile (a type error is the typecheck's; this is a syntax or import error).
 */
export function headScript(counting = countingSettings() !== null): string {
  const cached = compiled.get(counting)
  if (cached !== undefined) return cached
  const text = compile(ENTRY, { "process.env.GATSBY_COUNTING_DOMAIN": JSON.stringify(counting ? "on" : "") })
  compiled.set(counting, text)
  return text
}

/**
 * The reply page's inline script (src/reply/reply-page-entry.ts), compiled as {@link headScript} is.
 * @throws when the script does not compile.
 */
export function replyScript(): string {
  compiledReply ??= compile(REPLY_ENTRY, {})
  return compiledReply
}

/**
 * The reply page's stylesheet (src/reply/reply.css), minified by esbuild, for a `<style>` in that page only
 * (node/build-steps/after-build/owner-pages.ts); the after-build check knows it by this text.
 * @throws when the CSS does not parse.
 */
export function replyStyle(): string {
  compiledReplyStyle ??= transformSync(fs.readFileSync(REPLY_STYLE, "utf8"), {
    loader: "css",
    minify: true,
    legalComments: "none",
  }).code.trimEnd()
  return compiledReplyStyle
}

/** `entry` bundled and minified into one IIFE for an inline `<script>`, with `define`'s values; no trailing newline. */
function compile(entry: string, define: Record<string, string>): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target: TARGET,
    platform: "browser",
    write: false,
    legalComments: "none",
    charset: "utf8",
    define,
    // No "use strict" prologue (tsconfig's strict would add one): 13 bytes on every page, and the script is the same
    // in either mode (it declares everything it assigns and never reads `this`).
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
  })
  return result.outputFiles[0].text.trimEnd()
}
