import { useCallback, useEffect, useRef, useState } from "react"
import { flushSync } from "react-dom"

/** What {@link useFieldNote} gives a quote form for one field. */
export interface FieldNote {
  /** The sentence to show under the field; `""` for none. */
  note: string
  /** Checks what the field holds (call when it loses focus); the note follows once the check has answered. */
  check: (value: string) => void
  /** Clears the note (call while the visitor changes the field, so a note never describes an old value). */
  clear: () => void
}

/** Whether a press (a mouse button, a finger, a pen) is down on the page now, as {@link trackPresses} sees it. */
let pressed = false

/**
 * What ends a press: its release or cancel, and the ways a release may never reach the page (a context menu opened
 * on the press, the window left while pressing).
 */
const PRESS_ENDS = ["pointerup", "pointercancel", "contextmenu", "blur"] as const

/** Whether `event`, one of {@link PRESS_ENDS}, ends a press: a field's `blur` passes the window too, and does not. */
const endsPress = (event: Event) => event.type !== "blur" || event.target === window

const pressBegins = () => (pressed = true)
const pressEnds = (event: Event) => endsPress(event) && (pressed = false)

/**
 * Follows the page's presses, so {@link afterPress} knows whether one is under way: on the window, in the capture
 * phase, so no part of the page can keep a press from it. Each field's note calls it; the browser adds a listener that
 * is already there (the same function, type and phase) only once, so the page has one of each.
 */
function trackPresses(): void {
  window.addEventListener("pointerdown", pressBegins, true)
  for (const type of PRESS_ENDS) window.addEventListener(type, pressEnds, true)
}

/**
 * Runs `show` in a later task in which no press is down: a task from now, or, if a press is down then, a task after it
 * ends ({@link PRESS_ENDS}), checked again there. A note pushes down what follows its field, and any press under way
 * as it showed (the press that left the field, or one on a preferred time or on Send) would otherwise find its target
 * moved from under it on release, and miss: a click goes to what is under the pointer at both press and release (UI
 * Events, `click`). On a touch screen focus moves on the tap's compatibility `mousedown`, after the finger has lifted,
 * and the task lets that tap's `click` land first. Safari has no scroll anchoring to keep a target in place. `show`
 * must change the page at once (`flushSync`), not in a task of React's own, in which a press may have begun.
 */
function afterPress(show: () => void): void {
  setTimeout(function whenFree() {
    if (!pressed) return show()
    const ended = new AbortController()
    // Also a field's blur wakes it, which ends no press: whenFree then finds the press still down and waits again.
    const end = () => {
      // Stryker disable next-line CallExpression: listeners left over only run `show` again: the same note, or none
      ended.abort()
      setTimeout(whenFree)
    }
    for (const type of PRESS_ENDS) window.addEventListener(type, end, { capture: true, signal: ended.signal })
  })
}

/**
 * A note under a quote form's field that only informs (the postcode's coverage, a likely typo in the e-mail address):
 * `advise` answers for a value, often after fetching its code, and only the latest check may write the note (an
 * earlier one can answer later). The field's validity is never touched, so anything can be sent as typed; if
 * `advise` fails (its code cannot be fetched offline) there is simply no note. A note shows a task after its answer,
 * and never while a press is down ({@link afterPress}), so a press lands where it was aimed.
 * @param advise the note for a value, `""` for none.
 * @param answered called with the value when the latest check has answered (not for a check the visitor overtook).
 */
export function useFieldNote(
  advise: (value: string) => Promise<string>,
  answered?: (value: string) => void,
): FieldNote {
  const [note, setNote] = useState("")
  // Each check has a number; only the latest one may write the note.
  const latest = useRef(0)
  // Stryker disable next-line ArrayDeclaration: any list that never changes runs it once, as this one does
  useEffect(trackPresses, [])
  const check = useCallback(
    (value: string) => {
      const id = ++latest.current
      advise(value).then(
        (answer) => {
          if (id !== latest.current) return
          answered?.(value)
          afterPress(() => id === latest.current && flushSync(() => setNote(answer)))
        },
        () => undefined,
      )
    },
    // Stryker disable next-line ArrayDeclaration: a form's checks never change on a page (their data is the page's)
    [advise, answered],
  )
  const clear = useCallback(
    () => {
      latest.current++
      setNote("")
    },
    // Stryker disable next-line ArrayDeclaration: as trackPresses' above: a list that never changes
    [],
  )
  return { note, check, clear }
}
