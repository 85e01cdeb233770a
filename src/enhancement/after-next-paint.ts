/**
 * Runs `work` once, after the browser has painted the frame that answers what is happening now (an animation frame,
 * then a task). For work a visitor's tap sets going that need not be in the tap's own next paint: the tap is answered
 * at once, the rest follows (Interaction to Next Paint, issues 25 and 37; web.dev, "Optimize Interaction to Next
 * Paint": yield after the visual update). A page out of sight paints no frames (another tab or app, a reload, a close:
 * HTML, "page visibility"), so there the work runs in the next task, and work still waiting when the page goes out of
 * sight runs then: what a visitor set going (a quote's request) never waits for them to come back.
 * A module of its own, not beside the hook built on it (src/map/use-after-paint.ts): the first load's code (a price
 * row's Book, src/enhancement/in-page-links.ts) needs this function and not the hook (issue 37, docs/performance.md).
 * @param view the window whose frames count (the document's own, for code that may run in a frame).
 * @returns a function that cancels `work` if it has not run yet.
 */
export function afterNextPaint(work: () => void, view: Window = window): () => void {
  const doc = view.document
  let done = false // also where `addEventListener` ignores `signal` (Safari before 15), once only
  let frame = 0
  let task: number | undefined
  const hidden = new AbortController()
  const cancel = () => {
    done = true
    view.cancelAnimationFrame(frame)
    view.clearTimeout(task)
    hidden.abort()
  }
  const run = () => {
    if (done) return
    cancel()
    work()
  }
  if (doc.hidden) {
    task = view.setTimeout(run)
    return cancel
  }
  frame = view.requestAnimationFrame(() => {
    task = view.setTimeout(run)
  })
  doc.addEventListener("visibilitychange", () => doc.hidden && run(), { signal: hidden.signal })
  return cancel
}
