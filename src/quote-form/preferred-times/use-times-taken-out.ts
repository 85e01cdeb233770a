import { useCallback, useEffect, useRef, useState } from "react"
import { usePageWide } from "../../components/page-wide"
import { fillIn } from "../../shared/text"
import { MINUTE_MS } from "../../shared/preferred-times-days"
import { timesIn, withTimes } from "../../shared/preferred-times-line"
import { notOfferedIn, type NotOfferedReason, type NotOfferedTime } from "./preferred-times-not-offered"
import { fieldId, rewriteMessage } from "../fields/quote-fields"

/** The reasons a time is taken out, in the order the status names them (data/quote-form.json `preferredTimes`). */
const REASONS: readonly NotOfferedReason[] = ["passed", "tooSoon", "notOffered"]

/** What {@link useTimesTakenOut} gives the preferred times. */
export interface TimesTakenOut {
  /** What the status says of the times last taken out ("Taken out of your preferred times, as …"); `""` if none. */
  said: string
  /** Takes out the times not offered at `at` (ms since the epoch) now: before the form is read or sent. Stable. */
  takeOut: (at: number) => void
  /** Forgets what was taken out, once the visitor picks again. */
  forget: () => void
}

/**
 * Keeps the message's line of preferred times to the times the visitor can still get (requirements §10 item 7, issue
 * 48): a time the form wrote that it no longer offers (the page left open past a window's cut-off, a draft restored
 * days later: preferred-times-not-offered.ts) is taken out of the line as if typed (quote-fields.ts
 * `rewriteMessage`, so the draft follows), and the status says which and why in data/quote-form.json `preferredTimes`'s words.
 * Looked at once mounted (a reload, a draft restored), as each minute begins and when the page comes back into sight
 * (`everyMinute`, the clock the days follow), and before the form is read or sent (`takeOut`, called by
 * use-picks-shown-first.ts): a send, and every input in its fields, which the draft reads (use-quote-draft.ts,
 * quote-fields.ts `enquiryFrom`), a pick's write into the message too. The visitor's own words in the line are never
 * touched.
 * @param formId the quote form whose message holds the line, e.g. `"contact"`.
 * @param everyMinute subscribes to the clock the preferred times' days follow (preferred-times.tsx).
 */
export function useTimesTakenOut(formId: string, everyMinute: (changed: () => void) => () => void): TimesTakenOut {
  const { business, quoteForm } = usePageWide()
  const words = quoteForm.preferredTimes
  // Stryker disable next-line ArrayDeclaration: an entry with no reason is never said (`said` filters by reason).
  const [takenOut, setTakenOut] = useState<readonly NotOfferedTime[]>([])
  // The line and the minute last looked at: a key typed or a draft kept asks again (quote-fields.ts `enquiryFrom`),
  // and the answer only changes with them (windows and the lead time are whole minutes).
  // Stryker disable next-line StringLiteral: no key is ever either string
  const looked = useRef("")

  const takeOut = useCallback(
    (at: number) => {
      const message = document.getElementById(fieldId(formId, "message"))
      if (!(message instanceof HTMLTextAreaElement)) return
      const minute = at - (at % MINUTE_MS)
      const key = `${minute}\n${timesIn(message.value, words.line).join("\n")}`
      if (key === looked.current) return
      looked.current = key
      const gone = notOfferedIn(message.value, words.line, minute, business.hours.days, business.preferredTimes!)
      if (gone.length === 0) return
      const names = new Set(gone.map(({ time }) => time))
      rewriteMessage(formId, (text) =>
        withTimes(
          text,
          words.line,
          timesIn(text, words.line).filter((time) => !names.has(time)),
        ),
      )
      setTakenOut(gone)
    },
    // Stryker disable next-line ArrayDeclaration: the form's id and the page-wide data never change on a page.
    [formId, words.line, business.hours.days, business.preferredTimes],
  )

  useEffect(
    () => {
      const look = () => takeOut(Date.now())
      const stop = everyMinute(look)
      const first = setTimeout(look) // the message as it is once the form has restored its draft
      return () => {
        stop()
        // Stryker disable next-line CallExpression: a first look after the times went finds no message, or does what the next times' own first look does
        clearTimeout(first)
      }
    },
    // Stryker disable next-line ArrayDeclaration: its callbacks never change on a page.
    [takeOut, everyMinute],
  )

  const said = REASONS.flatMap((why) => {
    const times = takenOut.filter((each) => each.why === why).map(({ time }) => time)
    return times.length > 0 ? [fillIn(words.takenOut, { why: words[why], times: times.join("; ") })] : []
  }).join(" ")
  // Stryker disable next-line ArrayDeclaration: an entry with no reason is never said (`said` filters by reason).
  const forget = useCallback(() => setTakenOut((shown) => (shown.length === 0 ? shown : [])), [])
  return { said, takeOut, forget }
}
