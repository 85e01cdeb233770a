/**
 * The inline styles of a built page, and which of them the site expects.
 *
 * The Content-Security-Policy's `style-src` has no 'unsafe-inline': a `<style>` element is allowed by its sha256
 * hash, computed from the built pages, and a `style="…"` attribute parsed from HTML is refused (CSP Level 3,
 * `style-src-attr`). So, as for scripts (inline-scripts.ts), every `<style>` must be one the site knows it emits, and
 * no page may keep a style attribute: the two Gatsby writes into every page are taken out and their declarations
 * live in src/styles/global.css; any other stops the build. (React setting `element.style` at run time goes through
 * the CSSOM, which CSP does not block.)
 */
import { replyStyle } from "../page-bundle/head-script"

/** A `<style>` element of a built page. */
export interface StyleElement {
  /** Its attributes as written, e.g. ` data-identity="gatsby-global-css"`. */
  attributes: string
  /** Its CSS, exactly as between the tags: what the browser hashes. */
  body: string
}

/** Every `<style>` element of `html`, in document order (a `<style>` cannot hold `</style>`: it is raw text). */
export function styleElements(html: string): StyleElement[] {
  return [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)].map(([, attributes, body]) => ({
    attributes,
    body,
  }))
}

/**
 * Gatsby's inlined global CSS, marked
 * `data-href="<prefix>/styles.<content hash>.css" data-identity="gatsby-global-css"` (gatsby-ssr of gatsby core).
 */
function isGatsbyGlobalCss({ attributes }: StyleElement): boolean {
  return /^ data-href="[^"<>]*\/styles\.[0-9a-f]+\.css" data-identity="gatsby-global-css"$/.test(attributes)
}

/** The reply page's own styles (src/reply/reply-page.html), known by their exact text as compiled for this build. */
function isReplyStyle({ attributes, body }: StyleElement): boolean {
  return attributes === ' data-identity="reply"' && body === replyStyle()
}

/** Whether `element` is one the site emits: Gatsby's global CSS, or the reply page's styles. */
const isKnown = (element: StyleElement) => isGatsbyGlobalCss(element) || isReplyStyle(element)

/** The `<style>` elements of `html` the site expects: their bodies are hashed into `style-src`. */
export function knownStyleElements(html: string): StyleElement[] {
  return styleElements(html).filter(isKnown)
}

/**
 * The style attributes Gatsby writes into every page, each as the exact text of its element's opening tag, so
 * nothing else matches: the router's focus wrapper (`@gatsbyjs/reach-router`, `outline:none`) and the route
 * announcer (gatsby/cache-dir/route-announcer-props.js, visually hidden). src/styles/global.css gives both
 * elements the same declarations by id. React hydration does not add a missing attribute back.
 */
const GATSBY_STYLE_ATTRIBUTES: readonly string[] = [
  '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">',
  '<div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;' +
    'clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true">',
]

/** `html` without Gatsby's own style attributes ({@link GATSBY_STYLE_ATTRIBUTES}); anything else is left as is. */
export function withoutGatsbyStyleAttributes(html: string): string {
  return GATSBY_STYLE_ATTRIBUTES.reduce((page, tag) => page.split(tag).join(tag.replace(/ style="[^"]*"/, "")), html)
}

/** Opening tags that carry a `style` attribute (a quoted value may hold `>`; the page's text cannot hold `<`). */
const STYLED_TAG = /<[a-z][a-z0-9-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*?\s+style\s*=[^>]*>/gi

/**
 * What in `html` the policy would refuse or should not bless: every opening tag with a style attribute, and every
 * `<style>` element the site does not emit (its first 80 characters). Each is a reason to stop the build.
 */
export function unexpectedInlineStyles(html: string): string[] {
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
  const attributes = [...withoutScripts.matchAll(STYLED_TAG)].map(([tag]) => tag.slice(0, 120))
  const elements = styleElements(html)
    .filter((element) => !isKnown(element))
    .map(({ attributes: rest, body }) => `<style${rest}>${body}`.slice(0, 80))
  return [...attributes, ...elements]
}
