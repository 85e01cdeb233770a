import { useEffect, useRef, useState } from "react"
import { afterNextPaint } from "../shared/after-next-paint"
import { fieldId } from "./quote-fields"

/** What {@link useTicksShownFirst} gives the time picker. */
export interface TicksShownFirst {
  /** The ticks shown but not yet written into the message: a phrase (`"Tue 1 Dec, Morning"`) → ticked or not. */
  shown: ReadonlyMap<string, boolean>
  /** Shows `phrase` ticked (`on`) or not at once, and has it written once that is painted. */
  tick: (phrase: string, on: boolean) => void
}

/**
 * A tick of the preferred times answered in the tap's own paint (Interaction to Next Paint, issue 37,
 * docs/performance.md): the box shows it at once (`shown`), and `write` puts it into the message once that is painted
 * (src/shared/after-next-paint.ts), with the form's work on the message (the draft kept, the picker reading its line
 * again; in Chromium, a layout of the whole page). A send writes any tick still waiting first, before the form reads
 * its fields, so it always carries what the boxes show; so does the picker going away.
 * @param formId the quote form whose message holds the ticks, e.g. `"contact"`.
 * @param write writes one tick into the message (time-picker.tsx), from the message as it is then.
 */
export function useTicksShownFirst(formId: string, write: (phrase: string, on: boolean) => void): TicksShownFirst {
  const [shown, setShown] = useState<ReadonlyMap<string, boolean>>(new Map())
  const waiting = useRef(new Set<() => void>())

  useEffect(() => {
    const form = document.getElementById(fieldId(formId, "message"))?.closest("form")
    const ticks = waiting.current
    const writeNow = () => ticks.forEach((each) => each())
    // On the form itself, so before React's own submit handler (on the root the page renders into).
    form?.addEventListener("submit", writeNow, true)
    return () => {
      form?.removeEventListener("submit", writeNow, true)
      writeNow()
    }
  }, [formId])

  const tick = (phrase: string, on: boolean) => {
    setShown((now) => new Map(now).set(phrase, on))
    const written = () => {
      cancel()
      waiting.current.delete(written)
      write(phrase, on)
      setShown((now) => {
        if (now.get(phrase) !== on) return now // ticked again since: that tick's own write follows
        const next = new Map(now)
        next.delete(phrase)
        return next
      })
    }
    waiting.current.add(written)
    const cancel = afterNextPaint(written)
  }

  return { shown, tick }
}
