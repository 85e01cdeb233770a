import { useEffect, useState } from "react"

/**
 * Runs `work` once, after the browser has painted the frame that answers what is happening now (an animation frame,
 * then a task). For work a visitor's tap sets going that need not be in the tap's own next paint: the tap is answered
 * at once, the rest follows (Interaction to Next Paint, issues 25 and 37; web.dev, "Optimize Interaction to Next
 * Paint": yield after the visual update). A page out of sight paints no frames (another tab or app, a reload, a close:
 * HTML, "page visibility"), so there the work runs in the next task, and work still waiting when the page goes out of
 * sight runs then: what a visitor set going (a quote's request) never waits for them to come back.
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

/**
 * `on`, one painted frame late ({@link afterNextPaint}): `false` while `on` is false; once it turns true, `true` after
 * the browser has painted the frame that answered it. For state whose rendering is heavy (a map's frame).
 * @param on whether the work is wanted now.
 */
export function useAfterPaint(on: boolean): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!on) return
    const cancel = afterNextPaint(() => setReady(true))
    return () => {
      cancel()
      setReady(false) // `on` went off: the next time it is on, wait for a paint again
    }
  }, [on])
  return on && ready
}
