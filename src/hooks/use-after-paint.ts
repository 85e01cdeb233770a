import { useEffect, useState } from "react"

/**
 * `on`, one painted frame late: `false` while `on` is false; once it turns true, `true` after the browser has painted
 * the frame that answered it (an animation frame, then a task). For work a visitor's tap sets going that need not be
 * in the tap's own next paint (a map's frame): the tap is answered at once, the heavy part follows
 * (Interaction to Next Paint, issue 25).
 * @param on whether the work is wanted now.
 */
export function useAfterPaint(on: boolean): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!on) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      setReady(false) // `on` went off: the next time it is on, wait for a paint again
    }
  }, [on])
  return on && ready
}
