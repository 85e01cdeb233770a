import { useEffect, useState } from "react"
import { afterNextPaint } from "../enhancement/after-next-paint"

/**
 * `on`, one painted frame late ({@link afterNextPaint}, src/enhancement/after-next-paint.ts): `false` while `on` is false;
 * once it turns true, `true` after the browser has painted the frame that answered it. For state whose rendering is
 * heavy (a map's frame).
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
