import { useCallback } from "react"
import { usePageWide } from "../components/page-wide"
import { fillIn } from "../shared/text"
import { useFieldNote, type FieldNote } from "./fields/use-field-note"

/** The e-mail check's code, fetched the first time an e-mail field is left (it is not needed for the first paint). */
const loadEmailCheck = () => import(/* webpackChunkName: "email-check" */ "./email-check")

/**
 * The hint under a quote form's e-mail field (issue 31): when the visitor leaves it with an address that may not be
 * answerable, a domain with no dot or a likely misspelling (src/quote-form/email-check.ts), worded by data/quote-form.json
 * `emailCheck`. It never blocks the send.
 */
export function useEmailCheck(): FieldNote {
  const { quoteForm } = usePageWide()
  const words = quoteForm.emailCheck
  const advise = useCallback(
    async (email: string) => {
      const advice = (await loadEmailCheck()).adviseEmail(email)
      if (advice.kind === "noDot") return fillIn(words.noDot, { domain: advice.domain })
      if (advice.kind === "didYouMean") return fillIn(words.didYouMean, { email: advice.email })
      return ""
    },
    // Stryker disable next-line ArrayDeclaration: the page-wide data never changes on a page
    [words],
  )
  return useFieldNote(advise)
}
