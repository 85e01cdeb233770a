import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type RefObject } from "react"
import { SEND_TIMEOUT_MS, SUCCESS_PANEL_MS } from "../constants"
import { PENDING_ATTRIBUTE, READY_ATTRIBUTE } from "./early-submit"
import { oneRequestAtATime } from "./one-request"
import { enquiryFrom } from "./quote-fields"
import { INITIAL_QUOTE_STATE, quoteReducer, type QuoteState } from "./quote-state"
import { useQuoteDraft } from "./use-quote-draft"

/**
 * Loads the sending module (and with it the provider library) on demand: most visitors never send, so its code
 * is not part of the page's first load. Asked for as soon as a visitor types into a form, so it is there by the
 * time they press the button; a failure to load (offline) rejects, and the send counts as failed.
 */
export const loadSender = () => import(/* webpackChunkName: "send-quote" */ "./send-quote")

/**
 * Name of the hidden honeypot field: people never see it, form-filling bots do. Never sent. A browser's autofill
 * must never fill it either (a person would then be taken for a bot), so its name, label and type match none of
 * the autofill field names (HTML Living Standard, "autofill") or the words browsers guess them from.
 */
export const HONEYPOT_FIELD = "hp_trap_7q"

/** What {@link useQuoteForm} gives the form component. */
export interface QuoteFormControls extends QuoteState {
  /** Attach to the `<form>`: the hook reads the inputs from it and marks it ready for held submits. */
  formRef: RefObject<HTMLFormElement>
  /** The form's submit handler; the browser has already checked required fields and e-mail format. */
  submit: (event: React.FormEvent<HTMLFormElement>) => void
  /** The form's input handler: keeps the draft and fetches the sending code in time for the send. */
  input: () => void
}

/**
 * One quote form's behaviour (requirements §4): sending, success panel for 5 s, failure that keeps every value,
 * a single send per click burst, the draft kept per form, the honeypot, and the send held by the inline
 * script before React ran (early-submit.ts), made exactly once as soon as the form is interactive.
 *
 * After 15 s without an answer the visitor sees the failure message of requirements §8, but the request may still be
 * delivered (it cannot be aborted): a late OK still shows the thank-you panel, and a press meanwhile makes no
 * second request unless the first one fails (one-request.ts), so the business never gets the enquiry twice.
 *
 * The inputs are uncontrolled: their values live in the DOM, where the visitor may have typed them before
 * hydration, and are read with `FormData` when the form is sent.
 *
 * @param formId distinct per form on the page (e.g. `"hero"`, `"footer"`), so two forms never share state.
 */
export function useQuoteForm(formId: string): QuoteFormControls {
  const [state, dispatch] = useReducer(quoteReducer, INITIAL_QUOTE_STATE)
  const formRef = useRef<HTMLFormElement>(null)
  // The button is disabled only after React re-renders; this ref also stops a second submit in the same tick.
  const busy = useRef(false)
  // Which press the visitor is waiting on: only its failure or timeout may show the failure message.
  const attempt = useRef(0)
  const [requests] = useState(oneRequestAtATime)
  const shown = state.status !== "success"
  const { save: saveDraft, clear: clearDraft } = useQuoteDraft(formId, formRef, shown)

  useEffect(() => {
    if (state.status !== "success") return
    const timer = setTimeout(() => dispatch({ type: "dismiss" }), SUCCESS_PANEL_MS)
    return () => clearTimeout(timer)
  }, [state.status])

  const submit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const form = event.currentTarget
      form.removeAttribute(PENDING_ATTRIBUTE)
      if (busy.current) return
      const enquiry = enquiryFrom(form)
      busy.current = true
      dispatch({ type: "submit", enquiry })
      const honeypot = form.elements.namedItem(HONEYPOT_FIELD)
      if (honeypot instanceof HTMLInputElement && honeypot.value !== "") {
        // A bot filled the hidden field: look successful, send nothing, and leave the draft alone.
        busy.current = false
        dispatch({ type: "sent" })
        return
      }
      const id = ++attempt.current
      const stopWaiting = () => {
        if (attempt.current !== id) return
        busy.current = false
        dispatch({ type: "failed" })
      }
      const timer = setTimeout(stopWaiting, SEND_TIMEOUT_MS)
      requests
        .send(() => loadSender().then(({ sendQuote }) => sendQuote(enquiry)))
        .then(
          () => {
            // On time or late, the business has the enquiry.
            if (attempt.current === id) busy.current = false
            clearDraft()
            dispatch({ type: "sent" })
          },
          (error: unknown) => {
            console.warn(error instanceof Error ? error.message : error)
            stopWaiting()
          },
        )
        .finally(() => clearTimeout(timer))
    },
    [requests, clearDraft],
  )

  // From now on React handles this form's submits; one held before hydration is sent now, exactly once.
  useEffect(() => {
    const form = formRef.current
    if (!shown || !form) return
    form.setAttribute(READY_ATTRIBUTE, "")
    if (form.hasAttribute(PENDING_ATTRIBUTE)) form.requestSubmit()
  }, [shown])

  const input = useCallback(() => {
    saveDraft()
    void loadSender().catch(() => undefined) // a warm-up only: a real send reports its own failure
  }, [saveDraft])

  return useMemo(() => ({ ...state, formRef, submit, input }), [state, submit, input])
}
