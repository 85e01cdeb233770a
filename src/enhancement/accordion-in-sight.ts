/**
 * The question a visitor opens stays in sight. Opening an answer of an exclusive accordion (the FAQ's
 * `<details name>`, src/sections/faq.tsx) closes the open one; when that one is above, everything below it moves up
 * by its height. Chrome's scroll anchoring (CSS Scroll Anchoring) usually makes up for it; Firefox ESR 153 picked its
 * anchor inside the closing answer and did not (measured 2026-11-25): on a phone the question just tapped ended under
 * the sticky header. So once an answer has opened, its question is scrolled into view if it is not in view already
 * (`block: "nearest"`, which keeps clear of the sticky header by the page's `scroll-padding-top`): where the browser's
 * anchoring has done its work this does nothing, so nothing is scrolled twice. Before the scripts run, the browser's
 * anchoring is all there is.
 *
 * @param doc the document to watch (the FAQ is never hydrated, so this works on its server HTML); `toggle` does not
 *   bubble, so the listener captures it.
 * @returns a function that stops it.
 */
export function keepOpenedQuestionInSight(doc: Document): () => void {
  const onToggle = (event: Event) => {
    const details = event.target
    if (!(details instanceof HTMLDetailsElement) || !details.open || !details.hasAttribute("name")) return
    const summary = details.querySelector("summary")
    // After the frame's layout: by then the other answer has closed (the <details name> fallback closes it in its own
    // `toggle` listener, src/fallbacks/exclusive-details.ts).
    if (summary) requestAnimationFrame(() => summary.scrollIntoView({ block: "nearest", behavior: "instant" }))
  }
  doc.addEventListener("toggle", onToggle, true)
  return () => doc.removeEventListener("toggle", onToggle, true)
}
