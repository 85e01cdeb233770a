/**
 * Exclusive accordions for browsers without them: opening a `<details name="…">` closes the other open `<details>`
 * of the same document with the same `name`, as the HTML Living Standard's details element does in Chrome 120+,
 * Safari 17.2+ and Firefox 130+ (MDN browser-compat-data, `html.elements.details.name`). Older engines keep the
 * attribute but ignore it, so the FAQ (data/faq.json, spec §2 item 11: one answer at a time) would let several
 * answers stay open. `gatsby-browser.ts` fetches this module only there; the FAQ itself is never hydrated, so this
 * works on its server HTML.
 *
 * @param doc the document to watch; `toggle` does not bubble, so the listener captures it.
 * @returns a function that stops it.
 */
export function keepOneOpenPerName(doc: Document): () => void {
  const onToggle = (event: Event) => {
    const opened = event.target
    if (!(opened instanceof HTMLDetailsElement) || !opened.open) return
    // Read as an attribute: these engines do not reflect `name` as a property of <details>.
    const name = opened.getAttribute("name")
    if (!name) return
    for (const other of doc.querySelectorAll<HTMLDetailsElement>("details[open]")) {
      if (other !== opened && other.getAttribute("name") === name) other.open = false
    }
  }
  doc.addEventListener("toggle", onToggle, true)
  return () => doc.removeEventListener("toggle", onToggle, true)
}
