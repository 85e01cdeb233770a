/**
 * The question a visitor opens stays where they tapped it. Opening an answer of an exclusive accordion (the FAQ's
 * `<details name>`, src/sections/faq.tsx) closes the open one; when that one is above, everything below it moves up
 * by its height, and on a phone the question just tapped can end up under the sticky header or off the screen.
 * Chrome's scroll anchoring (CSS Scroll Anchoring) usually keeps it in place; Firefox ESR 153 picked its anchor inside
 * the closing answer and did not (measured 2026-11-25), and engines without anchoring never do. So, from the click (or
 * Enter or Space, which click) until the answer is open, the browser's anchoring is off for the page, and this script
 * scrolls by however far the question moved in the page: before the next frame is painted, and again after the
 * `toggle` event, by which the `<details name>` fallback (src/fallbacks/exclusive-details.ts) has closed the other.
 * Before the scripts run, the browser's own anchoring is all there is.
 *
 * @param doc the document to watch (the FAQ is never hydrated, so this works on its server HTML).
 * @returns a function that stops it.
 */
export function keepOpenedQuestionInPlace(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const summary = event.target instanceof Element ? event.target.closest("summary") : null
    const details = summary?.parentElement
    if (!summary || !(details instanceof HTMLDetailsElement) || details.open || !details.hasAttribute("name")) return
    const root = doc.documentElement
    // Where the question is in the document, not in the window: a scroll before the next frame (the visitor's, or a
    // test tool's) is not a move to undo.
    const inDocument = () => summary.getBoundingClientRect().top + window.scrollY
    let expected = inDocument()
    const keepInPlace = () => {
      const moved = inDocument() - expected
      if (details.open && Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: "instant" })
      expected = inDocument()
    }
    const onToggle = () => requestAnimationFrame(done)
    const done = () => {
      details.removeEventListener("toggle", onToggle)
      keepInPlace()
      root.style.removeProperty("overflow-anchor")
    }
    // The browser's anchoring would make a correction of its own, which this one would then double.
    root.style.overflowAnchor = "none"
    details.addEventListener("toggle", onToggle, { once: true })
    // The click's default action opens the answer (and closes the other) after this listener: measure after it. A
    // click that opened nothing (its default prevented) ends here.
    requestAnimationFrame(() => (details.open ? keepInPlace() : done()))
  }
  doc.addEventListener("click", onClick, true)
  return () => doc.removeEventListener("click", onClick, true)
}
