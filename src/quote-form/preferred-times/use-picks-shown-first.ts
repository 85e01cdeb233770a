import { useEffect, useRef, useState } from "react"
import { afterNextPaint } from "../../enhancement/after-next-paint"
import { BEFORE_READ_EVENT, fieldId } from "../fields/quote-fields"

/** What {@link usePicksShownFirst} gives the preferred times. */
export interface PicksShownFirst {
  /** The picks shown but not yet written into the message: a phrase (`"Tue 1 Dec, Morning"`) → picked or not. */
  waiting: ReadonlyMap<string, boolean>
  /** Shows `phrase` picked (`on`) or not at once, and has it written once that is painted. */
  pick: (phrase: string, on: boolean) => void
}

/**
 * What makes the picks still waiting be written at once: anything that reads or sends the form. A key in the form
 * (Enter) comes before the browser checks its required fields (an empty message) and submits; reading its fields
 * (quote-fields.ts `enquiryFrom`: a send, its answer compared with the form, the draft) says so first. A press on
 * Send, too ({@link isSend}).
 */
const WRITE_NOW_ON = ["keydown", BEFORE_READ_EVENT] as const

/**
 * Whether a press is on the form's Send. Only that press writes the picks waiting: a press on a box is no read, and
 * writing then would render the boxes again before the box's own change (a visitor's click runs microtasks between
 * its listeners), which React would take for the press undone.
 */
const isSend = (event: Event) => event.target instanceof Element && Boolean(event.target.closest("[type=submit]"))

/**
 * A pick of the preferred times answered in the tap's own paint (Interaction to Next Paint, issue 37,
 * docs/performance.md): the box shows it at once (`waiting`), and `write` puts it into the message once that is
 * painted (src/enhancement/after-next-paint.ts), with the form's work on the message (the draft kept, the preferred times
 * reading their line again; in Chromium, a layout of the whole page). Anything that reads or sends the form first
 * ({@link WRITE_NOW_ON}, {@link isSend}) has the picks waiting written at once, so it gets what the boxes show, and
 * then `beforeRead` runs. Nothing is undone when the preferred times go away: they go only with their form (a send's
 * thank-you panel, quote-form.tsx; their island's root with it, src/enhancement/on-demand.tsx), whose listeners and
 * message go too. The send's answer reads the form before the panel shows, so a pick waits then only if made in the
 * moment before the panel's render, and its write after the paint finds no message (the panel shows for 5 s; only a
 * Book pressed within that frame would bring the form back sooner).
 * @param formId the quote form whose message holds the picks, e.g. `"contact"`.
 * @param write writes one pick into the message (preferred-times.tsx), from the message as it is then.
 * @param beforeRead runs when the form is about to be read or sent, after the picks waiting are written, with the time
 *   then (ms since the epoch): the times no longer offered are taken out (use-times-taken-out.ts). Kept stable: a new
 *   one would be listened for beside the old, which stays until its form goes.
 */
export function usePicksShownFirst(
  formId: string,
  write: (phrase: string, on: boolean) => void,
  beforeRead: (at: number) => void,
): PicksShownFirst {
  const [waiting, setWaiting] = useState<ReadonlyMap<string, boolean>>(new Map())
  const writes = useRef(new Set<() => void>())

  useEffect(
    () => {
      // Stryker disable next-line OptionalChaining: the message is in its form whenever this runs
      const form = document.getElementById(fieldId(formId, "message"))?.closest("form")
      const writeNow = () => writes.current.forEach((each) => each())
      const readNow = () => {
        writeNow()
        beforeRead(Date.now())
      }
      const onPress = (event: Event) => isSend(event) && readNow()
      // Captured on the form itself: before the form's own handlers and the browser's check of its required fields. (On
      // this page the form has no handlers of its own, React's are at its root, after the form, and the browser checks
      // after the event's way: so capturing or not, and `?.`, are equivalent here.)
      // Stryker disable next-line OptionalChaining,BooleanLiteral: equivalent (above)
      for (const name of WRITE_NOW_ON) form?.addEventListener(name, readNow, true)
      // Stryker disable next-line OptionalChaining,BooleanLiteral: as above
      form?.addEventListener("click", onPress, true)
      // No cleanup: the times go only with their form, and these listeners with it (the hook's comment).
    },
    // Stryker disable next-line ArrayDeclaration: a form's id and its takeOut (a stable callback) never change on a page
    [formId, beforeRead],
  )

  const pick = (phrase: string, on: boolean) => {
    setWaiting((now) => new Map(now).set(phrase, on))
    let cancel = () => {}
    const writeThis = () => {
      // Stryker disable next-line CallExpression: a pick written early and again after the paint is written the same, before any later pick's own write
      cancel()
      writes.current.delete(writeThis)
      write(phrase, on)
      setWaiting((now) => {
        if (now.get(phrase) !== on) return now // picked again since: that pick's own write follows
        const next = new Map(now)
        next.delete(phrase)
        return next
      })
    }
    writes.current.add(writeThis)
    cancel = afterNextPaint(writeThis)
  }

  return { waiting, pick }
}
