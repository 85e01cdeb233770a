import { useEffect, type RefObject } from "react"

/** The events that mean the visitor is using a part of the page: they bubble up to its element. */
const USE_EVENTS = ["pointerdown", "focusin", "keydown", "input"] as const

/**
 * Calls `onNeeded` once, as soon as the element of `ref` comes within `marginPx` CSS px of the viewport
 * (IntersectionObserver) or the visitor uses something inside it (a pointer press, focus, a key or input, even
 * reached by keyboard or by a screen reader's virtual cursor without scrolling), whichever is first. Where the
 * browser has no IntersectionObserver it is called at once (unless `inView` is false). Nothing happens while `enabled`
 * is false.
 *
 * The element needs a box of its own: an element with `display: contents` never intersects.
 *
 * @param ref the element to watch.
 * @param onNeeded called at most once per arming (an `enabled` period, or until `onNeeded` or an option changes); keep
 *   it stable (`useCallback`) unless a change should re-arm.
 * @param options `enabled` (default true); `inView` (default true): whether coming near the viewport counts, or only
 *   the visitor's use; `marginPx`: how far outside the viewport counts as reached, in CSS px (default 200).
 */
export function useWhenNeeded(
  ref: RefObject<HTMLElement>,
  onNeeded: () => void,
  { enabled = true, inView = true, marginPx = 200 }: { enabled?: boolean; inView?: boolean; marginPx?: number } = {},
) {
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    let done = false
    const observer = !inView
      ? null
      : "IntersectionObserver" in window
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && needed(), {
            rootMargin: `${marginPx}px 0px`,
          })
        : null
    const stop = () => {
      observer?.disconnect()
      for (const type of USE_EVENTS) element.removeEventListener(type, needed, true)
    }
    function needed() {
      if (done) return
      done = true
      stop()
      onNeeded()
    }
    for (const type of USE_EVENTS) element.addEventListener(type, needed, true)
    if (observer) observer.observe(element)
    else if (inView) needed()
    return stop
  }, [ref, onNeeded, enabled, inView, marginPx])
}
