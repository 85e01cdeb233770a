import { useEffect, type RefObject } from "react"
import { READY_ATTRIBUTE, TAPPED_ATTRIBUTE } from "../shared/markers"

/**
 * Taps on a button before its script is ready, held and honoured once it is (issue 15: no control that ignores a tap).
 *
 * A button in the server HTML whose job needs a script (e.g. "Show map") is on screen, looking ready, seconds before
 * React hydrates it on a busy phone. A tap in that time would do nothing. The head script (src/enhancement/head-script.ts)
 * catches a click on a button marked `HELD_TAP_ATTRIBUTE` that is not yet ready (`READY_ATTRIBUTE`,
 * src/shared/markers.ts), stops it and marks the button `TAPPED_ATTRIBUTE` (CSS shows it as busy); {@link useHeldTap}
 * marks the button ready once React handles it and performs the held tap, exactly once. Buttons the platform runs
 * by itself (`popovertarget`, a form's submit, which early-submit.ts holds) need none of this.
 */

/**
 * Makes a held-tap button live: marks it ready, and performs a tap the head script held before hydration.
 * Render the button with `{...{ [HELD_TAP_ATTRIBUTE]: "" }}` and `suppressHydrationWarning` (the script may have
 * marked it tapped).
 * @param button the button's element.
 * @param tap what a tap does; called once for a held tap, from an effect after hydration.
 */
export function useHeldTap(button: RefObject<HTMLElement>, tap: () => void): void {
  useEffect(() => {
    const element = button.current
    if (!element) return
    element.setAttribute(READY_ATTRIBUTE, "")
    if (!element.hasAttribute(TAPPED_ATTRIBUTE)) return
    element.removeAttribute(TAPPED_ATTRIBUTE)
    tap()
    // After every render: the button may be a new element (e.g. "Show map" again after "Hide maps").
  })
}
