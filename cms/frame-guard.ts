/**
 * The CMS never runs inside another page's frame. Where the host sends headers, `_headers` says
 * `frame-ancestors 'none'` (node/build-steps/cms/admin-policy.ts); GitHub Pages sends none and a `<meta>` policy cannot carry
 * `frame-ancestors`, so the CMS's own script checks before anything is shown: a framed CMS could be made to take an
 * editor's clicks (clickjacking) while they are signed in.
 */

/** Whether `win` is inside a frame. Comparing the window objects never throws, even across origins. */
export const isFramed = (win: Window) => win.top !== win.self

/**
 * Replaces the page with a sentence and a link that opens the CMS in a tab of its own; the CMS is not started.
 * @param href the CMS's own address.
 */
export function refuseFrame(doc: Document, href: string): void {
  const message = doc.createElement("p")
  message.textContent = "The editor cannot be used inside another page. "
  const link = doc.createElement("a")
  link.href = href
  link.target = "_blank"
  link.rel = "noopener"
  link.textContent = "Open it in a tab of its own"
  message.append(link)
  doc.body.replaceChildren(message)
}
