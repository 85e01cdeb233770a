/**
 * Takes out the NUL bytes (U+0000) that React 18.3's stream renderer, which Gatsby builds every page with
 * (`renderToPipeableStream`), leaves in a page where a character of two or more UTF-8 bytes (`£`, `–`) falls across the
 * end of its 2,048-byte buffer: `writeStringChunk` in react-dom-server sends the whole buffer, its unwritten last bytes
 * included (react/react issues 24985 and 31134). A browser shows each as "�"; the W3C checker fails the page. The bytes
 * around each are the page's own, so dropping it gives the page React meant; only where the text falls decides whether
 * a build has any (issue 50 found one before "£30,000" in an FAQ answer, once a sixth quote field moved the text along).
 * The HTML standard allows no U+0000 in a document, so every one is dropped, before the pages are hashed: a NUL in the
 * data's text, which React writes as it is, too.
 */

/** `html` without any U+0000. */
export const withoutStreamNuls = (html: string): string => html.replaceAll("\u0000", "")
