import { useCallback, useEffect, useReducer, useRef } from "react"
import { SUCCESS_PANEL_MS } from "../constants"
import type { QuoteEnquiry } from "./quote-fields"
import { INITIAL_QUOTE_STATE, quoteReducer, type QuoteState } from "./quote-state"
import { sendQuote } from "./send-quote"
import { useQuoteDraft } from "./use-quote-draft"

/** Name of the hidden honeypot field: people never see it, form-filling bots do. Never sent. */
export const HONEYPOT_FIELD = "company_website"

/** What {@link useQuoteForm} gives the form component. */
export interface QuoteFormControls extends QuoteState {
  /** Updates one field as the visitor types. */
  edit: (field: keyof QuoteEnquiry, value: string) => void
  /** The form's submit handler; the browser has already checked required fields and e-mail format. */
  submit: (event: React.FormEvent<HTMLFormElement>) => void
}

/**
 * One quote form's behaviour (spec §4): sending, success panel for 5 s, failure that keeps every value,
 * a single send per click burst, the draft kept per form, and the honeypot.
 *
 * @param formId distinct per form on the page (e.g. `"hero"`, `"footer"`), so two forms never share state.
 * @param blockedEmails addresses refused before sending (data/email-blocklist.json).
 */
export function useQuoteForm(formId: string, blockedEmails: readonly string[] = []): QuoteFormControls {
  const [state, dispatch] = useReducer(quoteReducer, INITIAL_QUOTE_STATE)
  // The button is disabled only after React re-renders; this ref also stops a second click in the same tick.
  const inFlight = useRef(false)

  useQuoteDraft(formId, state.values, (values) => dispatch({ type: "restore", values }))

  useEffect(() => {
    if (state.status !== "success") return
    const timer = setTimeout(() => dispatch({ type: "dismiss" }), SUCCESS_PANEL_MS)
    return () => clearTimeout(timer)
  }, [state.status])

  const edit = useCallback((field: keyof QuoteEnquiry, value: string) => dispatch({ type: "edit", field, value }), [])

  const values = state.values
  const submit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (inFlight.current) return
      const honeypot = event.currentTarget.elements.namedItem(HONEYPOT_FIELD)
      inFlight.current = true
      dispatch({ type: "submit" })
      if (honeypot instanceof HTMLInputElement && honeypot.value !== "") {
        // A bot filled the hidden field: look successful, send nothing.
        honeypot.value = ""
        inFlight.current = false
        dispatch({ type: "sent" })
        return
      }
      sendQuote(values, { blockedEmails })
        .then(
          () => dispatch({ type: "sent" }),
          (error: unknown) => {
            console.warn(error instanceof Error ? error.message : error)
            dispatch({ type: "failed" })
          },
        )
        .finally(() => {
          inFlight.current = false
        })
    },
    [values, blockedEmails],
  )

  return { ...state, edit, submit }
}
