import { useCallback, useRef, useState } from "react"

/** What {@link useFieldNote} gives a quote form for one field. */
export interface FieldNote {
  /** The sentence to show under the field; `""` for none. */
  note: string
  /** Checks what the field holds (call when it loses focus); the note follows once the check has answered. */
  check: (value: string) => void
  /** Clears the note (call while the visitor changes the field, so a note never describes an old value). */
  clear: () => void
}

/**
 * A note under a quote form's field that only informs (the postcode's coverage, a likely typo in the e-mail address):
 * `advise` answers for a value, often after fetching its code, and only the latest check may write the note (an
 * earlier one can answer later). The field's validity is never touched, so anything can be sent as typed; if
 * `advise` fails (its code cannot be fetched offline) there is simply no note.
 * @param advise the note for a value, `""` for none.
 */
export function useFieldNote(advise: (value: string) => Promise<string>): FieldNote {
  const [note, setNote] = useState("")
  // Each check has a number; only the latest one may write the note.
  const latest = useRef(0)
  const check = useCallback(
    (value: string) => {
      const id = ++latest.current
      advise(value).then(
        (answer) => {
          if (id === latest.current) setNote(answer)
        },
        () => undefined,
      )
    },
    [advise],
  )
  const clear = useCallback(() => {
    latest.current++
    setNote("")
  }, [])
  return { note, check, clear }
}
