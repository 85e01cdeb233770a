/**
 * A panel at the foot of the CMS's page that lists what `npm run check:data` found in an edit, in its own words, and
 * stays until the editor closes it or saves again (the CMS's own notices vanish after a few seconds). Plain DOM outside the
 * CMS's own tree; the text is set as text, never as HTML.
 */

const ID = "eicr-check-notice"

/**
 * Shows `lines` under `title`, replacing an earlier panel, and moves focus to it unless `focus` is false (a panel
 * shown as the CMS starts leaves focus where the CMS puts it).
 * @param tone `"problem"` (default): something was not done, an `alert` in red; `"news"`: how a change stands (saved,
 *   published), a `status` in green that leaves focus where it is.
 * @returns the panel.
 */
export function showNotice(
  doc: Document,
  title: string,
  lines: readonly string[],
  { focus = true, tone = "problem" }: { focus?: boolean; tone?: "problem" | "news" } = {},
): HTMLElement {
  clearNotice(doc)
  const news = tone === "news"
  const panel = doc.createElement("section")
  panel.id = ID
  panel.setAttribute("role", news ? "status" : "alert")
  panel.tabIndex = -1
  Object.assign(panel.style, {
    position: "fixed",
    insetInline: "1rem",
    bottom: "1rem",
    zIndex: "100000",
    maxHeight: "45vh",
    overflow: "auto",
    padding: "1rem 1.25rem",
    background: news ? "#f0faf3" : "#fff4f2",
    color: "#1f2933",
    border: `2px solid ${news ? "#1a7f37" : "#b42318"}`,
    borderRadius: "8px",
    font: "16px/1.5 system-ui, sans-serif",
    boxShadow: "0 4px 16px rgb(0 0 0 / 0.2)",
  })
  const heading = doc.createElement("h2")
  heading.textContent = title
  Object.assign(heading.style, { margin: "0 0 0.5rem", fontSize: "1.1rem" })
  const list = doc.createElement("ul")
  for (const line of lines) {
    const item = doc.createElement("li")
    item.textContent = line
    list.append(item)
  }
  const close = doc.createElement("button")
  close.type = "button"
  close.textContent = "Close"
  close.addEventListener("click", () => clearNotice(doc))
  panel.append(heading, list, close)
  doc.body.append(panel)
  if (focus && !news) panel.focus()
  return panel
}

/** Removes the panel, if shown. */
export function clearNotice(doc: Document): void {
  doc.getElementById(ID)?.remove()
}

/**
 * Hides the CMS's own toast that says `words`, if one shows within `withinMs` (ms), when the site's panel says the same
 * thing better. Only that toast, only then: the CMS removes it itself after its few seconds.
 */
export function hideToast(doc: Document, words: string, withinMs = 3000): void {
  const hide = () => {
    for (const toast of doc.querySelectorAll<HTMLElement>(".toast"))
      if (toast.textContent?.includes(words)) toast.style.display = "none"
  }
  const observer = new MutationObserver(hide)
  observer.observe(doc.body, { childList: true, subtree: true })
  hide()
  setTimeout(() => observer.disconnect(), withinMs)
}
