/**
 * The question a visitor opens stays where they tapped it. Opening an answer of an exclusive accordion (the FAQ's
 * `<details name>`, src/sections/faq.tsx) closes the open one; when that one is above, everything below it moves up
 * by its height, and on a phone the question just tapped can end up under the sticky header or off the screen. Chrome's
 * scroll anchoring (CSS Scroll Anchoring) keeps it in place; Firefox's picked its anchor inside the closing answer and
 * did not (ESR 140, 2026-11-25), and Safari has none. So the accordion opts out of the browser's anchoring
 * (`overflow-anchor: none`, faq.module.css) and this listener does it the same way everywhere: it notes where the
 * question was when it was clicked (or pressed with Enter or Space, which click it), and before the next frame is
 * painted scrolls by however far it moved in the page.
 *
 * @param doc the document to watch (the FAQ is never hydrated, so this works on its server HTML).
 * @returns a function that stops it.
 */
export function keepOpenedQuestionInPlace(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const summary = event.target instanceof Element ? event.target.closest("summary") : null
    const details = summary?.parentElement
    if (!summary || !(details instanceof HTMLDetailsElement) || details.open || !details.hasAttribute("name")) return
    // Where the question is in the document, not in the window: a scroll before the next frame (the visitor's, or a
    // test tool's) is not a move to undo.
    const inDocument = () => summary.getBoundingClientRect().top + window.scrollY
    const before = inDocument()
    // The click's default action opens the answer (and closes the other) after this listener: measure after it.
    requestAnimationFrame(() => {
      const moved = inDocument() - before
      if (details.open && Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: "instant" })
    })
  }
  doc.addEventListener("click", onClick, true)
  return () => doc.removeEventListener("click", onClick, true)
}
