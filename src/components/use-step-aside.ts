import { useEffect, useState } from "react"
import { ASIDE_ATTRIBUTE, KEEP_CLEAR_ATTRIBUTE, QUOTE_FORM_ATTRIBUTE } from "../shared/markers"

/**
 * What a floating control must never cover: what is marked so (a quote form's Send button, the hero's actions) and a
 * quote form's failure message with its links.
 */
const PROTECTED = `[${KEEP_CLEAR_ATTRIBUTE}], [${QUOTE_FORM_ATTRIBUTE}] [role=alert]`

/** Whether two boxes (viewport px) share any area. */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** The focused field (input, select, textarea), which the visitor is using, if any. */
function focusedField(doc: Document): Element | null {
  const active = doc.activeElement
  return active && active.matches("input, select, textarea") ? active : null
}

/**
 * Keeps a floating control (the contents menu, the chat button) from covering what the visitor is using: while its
 * box overlaps a quote form's Send button, the hero's actions, a failure message or the focused field, it carries
 * {@link ASIDE_ATTRIBUTE}
 * and its CSS hides it; it comes back as soon as the way is clear. Checked after each scroll, resize, focus change and
 * change of the page's size (a failure message appearing), at most once a frame. (Before the scripts run, the
 * control's CSS hides it while a quote form has focus: html:has(…:focus-within).)
 * @returns the ref to put on the control's outermost element.
 */
export function useStepAside(): (element: HTMLElement | null) => void {
  const [control, setControl] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!control) return
    const doc = control.ownerDocument
    let frame = 0
    const check = () => {
      frame = 0
      const box = control.getBoundingClientRect()
      const used = [...doc.querySelectorAll(PROTECTED), focusedField(doc)]
      control.toggleAttribute(
        ASIDE_ATTRIBUTE,
        used.some((element) => element && overlap(box, element.getBoundingClientRect())),
      )
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    const events = ["scroll", "resize", "focusin", "focusout"] as const
    for (const name of events) window.addEventListener(name, schedule, { passive: true })
    // The page grows when a failure message appears (or a thank-you panel replaces a form).
    const page = new ResizeObserver(schedule)
    page.observe(doc.body)
    check()
    return () => {
      for (const name of events) window.removeEventListener(name, schedule)
      page.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [control])
  return setControl
}
