import { useCallback, useMemo } from "react"
import { countOnce, COUNTED } from "../../counting/count"
import { usePageWide } from "../../components/page-wide"
import { useFieldNote, type FieldNote } from "../fields/use-field-note"

/** The postcode code, fetched the first time a postcode field is left (it is not needed for the first paint). */
const loadPostcode = () => import(/* webpackChunkName: "postcode" */ "../../shared/postcode")

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

/**
 * "Is my postcode covered?" for a quote form (requirements §10 item 6): its district (outward code) checked against
 * data/coverage.json in the browser, the answer worded by data/quote-form.json `coverage`. It only informs: the
 * field's validity is never touched, so any postcode can be sent as typed. A postcode that is not one (a typo) gets
 * no note, and if the check's code cannot be fetched (offline) there is simply no note.
 */
export function usePostcodeCheck(): FieldNote {
  const { coverage, quoteForm } = usePageWide()
  const districts = useMemo(
    () => Object.fromEntries(coverage.districts.map(({ outward, town }) => [outward, town])),
    // Stryker disable next-line ArrayDeclaration: the page-wide data never changes on a page
    [coverage],
  )
  const advise = useCallback(
    async (postcode: string) => {
      const { coverageFor, coverageMessage } = await loadPostcode()
      return coverageMessage(coverageFor(postcode, districts), quoteForm.coverage) ?? ""
    },
    // Stryker disable next-line ArrayDeclaration: as above
    [districts, quoteForm.coverage],
  )
  const answered = useCallback(
    (postcode: string) => process.env.GATSBY_COUNTING_DOMAIN && void countOutside(postcode, districts),
    // Stryker disable next-line ArrayDeclaration: as above
    [districts],
  )
  return useFieldNote(advise, answered)
}
