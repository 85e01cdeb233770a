import { useEffect, useState } from "react"

/**
 * Longest wait, in ms, for a painted frame in {@link afterNextPaint}: a page in the background paints none (no
 * animation frames), and work a visitor set going (a quote's request) must not wait until they come back.
 */
export const PAINT_WAIT_MS = 100

/**
 * Runs `work` once, after the browser has painted the frame that answers what is happening now (an animation frame,
 * then a task), or after {@link PAINT_WAIT_MS} if no frame comes first. For work a visitor's tap sets going that need
 * not be in the tap's own next paint: the tap is answered at once, the rest follows (Interaction to Next Paint,
 * issues 25 and 37; web.dev, "Optimize Interaction to Next Paint": yield after the visual update).
 * @param view the window whose frames count (the document's own, for code that may run in a frame).
 * @returns a function that cancels `work` if it has not run yet.
 */
export function afterNextPaint(work: () => void, view: Window = window): () => void {
  let done = false
  let task: number | undefined
  const once = () => {
    if (done) return
    done = true
    cancel()
    work()
  }
  const frame = view.requestAnimationFrame(() => {
    task = view.setTimeout(once)
  })
  const fallback = view.setTimeout(once, PAINT_WAIT_MS)
  function cancel() {
    view.cancelAnimationFrame(frame)
    view.clearTimeout(task)
    view.clearTimeout(fallback)
  }
  return () => {
    done = true
    cancel()
  }
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
