import { useCallback, useMemo, useRef, useState } from "react"
import { countOnce, COUNTED } from "../counting/count"
import { useSite } from "../site"

/** The postcode code, fetched the first time a postcode field is left (it is not needed for the first paint). */
const loadPostcode = () => import(/* webpackChunkName: "postcode" */ "../shared/postcode")

/**
 * Counting (src/counting/count.ts): a postcode outside the area, by its district only (where demand is that the
 * business does not serve), once per district in a page view.
 */
async function countOutside(postcode: string, districts: Record<string, string>): Promise<void> {
  const { coverageFor, parsePostcode } = await loadPostcode()
  const district = parsePostcode(postcode)?.outward
  if (district && coverageFor(postcode, districts).kind === "outside")
    countOnce(`outside ${district}`, { name: COUNTED.outside, props: { district } })
}

/** What {@link usePostcodeCheck} gives a quote form. */
export interface PostcodeCheck {
  /** The sentence to show under the postcode field, e.g. "We cover CT1 (Canterbury)"; `""` for none. */
  note: string
  /** Checks what the field holds (call when it loses focus); the note follows once the check's code has arrived. */
  check: (postcode: string) => void
  /** Clears the note (call while the visitor changes the postcode, so an answer never describes an old one). */
  clear: () => void
}

/**
 * "Is my postcode covered?" for a quote form (requirements §10 item 6): its district (outward code) checked against
 * data/coverage.json in the browser, the answer worded by data/quote-form.json `coverage`. It only informs: the
 * field's validity is never touched, so any postcode can be sent as typed. A postcode that is not one (a typo) gets
 * no note, and if the check's code cannot be fetched (offline) there is simply no note.
 */
export function usePostcodeCheck(): PostcodeCheck {
  const { coverage, quoteForm } = useSite()
  const [note, setNote] = useState("")
  // Each check has a number; only the latest one may write the note (an earlier one can arrive later).
  const latest = useRef(0)
  const districts = useMemo(
    () => Object.fromEntries(coverage.districts.map(({ outward, town }) => [outward, town])),
    [coverage],
  )

  const check = useCallback(
    (postcode: string) => {
      const id = ++latest.current
      loadPostcode().then(
        ({ coverageFor, coverageMessage }) => {
          if (id === latest.current)
            setNote(coverageMessage(coverageFor(postcode, districts), quoteForm.coverage) ?? "")
          if (process.env.GATSBY_COUNTING_DOMAIN && id === latest.current) void countOutside(postcode, districts)
        },
        () => undefined,
      )
    },
    [districts, quoteForm.coverage],
  )
  const clear = useCallback(() => {
    latest.current++
    setNote("")
  }, [])
  return { note, check, clear }
}
