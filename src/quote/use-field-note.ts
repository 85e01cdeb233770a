import { useCallback, useEffect, useRef, useState } from "react"

/** What {@link useFieldNote} gives a quote form for one field. */
export interface FieldNote {
  /** The sentence to show under the field; `""` for none. */
  note: string
  /** Checks what the field holds (call when it loses focus); the note follows once the check has answered. */
  check: (value: string) => void
  /** Clears the note (call while the visitor changes the field, so a note never describes an old value). */
  clear: () => void
}

/** Whether a pointer (a mouse button, a finger, a pen) is down on the page now, as {@link trackPresses} sees it. */
let pressed = false
let tracking = false

/** Follows the page's pointer presses (once per page), so {@link afterPress} knows whether one is under way. */
function trackPresses(): void {
  if (tracking) return
  tracking = true
  window.addEventListener("pointerdown", () => (pressed = true), true)
  window.addEventListener("pointerup", () => (pressed = false), true)
  window.addEventListener("pointercancel", () => (pressed = false), true)
}

/**
 * Runs `show` now, or, while a pointer is down, once it is released and its click has been handled (a task after
 * `pointerup` or `pointercancel`). A note pushes down what follows its field; the press that left the field (a tap
 * on a preferred time, on Send) would otherwise find its target moved from under it on release, and the tap would
 * miss: a click goes to what is under the pointer at both press and release (UI Events, `click`). Safari has no
 * scroll anchoring to keep the target in place.
 */
function afterPress(show: () => void): void {
  if (!pressed) return show()
  const released = new AbortController()
  const release = () => {
    released.abort()
    setTimeout(show)
  }
  window.addEventListener("pointerup", release, { signal: released.signal })
  window.addEventListener("pointercancel", release, { signal: released.signal })
}

/**
 * A note under a quote form's field that only informs (the postcode's coverage, a likely typo in the e-mail address):
 * `advise` answers for a value, often after fetching its code, and only the latest check may write the note (an
 * earlier one can answer later). The field's validity is never touched, so anything can be sent as typed; if
 * `advise` fails (its code cannot be fetched offline) there is simply no note. A note that answers while the press
 * that left the field is still down waits for its release ({@link afterPress}), so that press lands where it was aimed.
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
  useEffect(trackPresses, [])
  const check = useCallback(
    (value: string) => {
      const id = ++latest.current
      advise(value).then(
        (answer) => {
          if (id !== latest.current) return
          answered?.(value)
          afterPress(() => id === latest.current && setNote(answer))
        },
        () => undefined,
      )
    },
    [advise, answered],
  )
  const clear = useCallback(() => {
    latest.current++
    setNote("")
  }, [])
  return { note, check, clear }
}
