import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type RefObject } from "react"
import { countSend } from "../counting/count"
import { SEND_TIMEOUT_MS, SUCCESS_PANEL_MS } from "./deadlines"
import { afterNextPaint } from "../enhancement/after-next-paint"
import { usePageWide } from "../components/page-wide"
import { fillIn, ukTimeOfDay } from "../shared/text"
import { GAVE_UP_ATTRIBUTE, PENDING_ATTRIBUTE, READY_ATTRIBUTE } from "../shared/markers"
import { takeEarlySubmit } from "./early-submit"
import { bringBackWith, enquiryFrom, fieldId, formIsBack, isQuoteField, sameEnquiry } from "./fields/quote-fields"
import { INITIAL_QUOTE_STATE, quoteReducer, type QuoteState } from "./quote-state"
import { createSendQueue } from "./send-queue"
import type { QuoteThanks } from "./quote-thanks"
import { useQuoteDraft } from "./use-quote-draft"

/**
 * Loads the sending module (and with it the provider library) on demand: most visitors never send, so its code
 * is not part of the page's first load. Asked for as soon as a visitor types into a form, so it is there by the
 * time they press the button; a failure to load (offline) rejects, and the send counts as failed.
 */
export const loadSender = () => import(/* webpackChunkName: "send-quote" */ "./send-quote")

/** The thank-you panel (quote-thanks.tsx) as the form renders it. */
export type ThanksPanel = typeof QuoteThanks
/**
 * Loads the thank-you panel, which only a send that got through shows: it is part of the sending code's chunk (the same
 * chunk name), so it comes in the same request as {@link loadSender} and is not part of the page's first load (issue
 * 37: the first load's JavaScript does not grow, docs/performance.md).
 */
const loadThanks = (): Promise<ThanksPanel> =>
  import(/* webpackChunkName: "send-quote" */ "./quote-thanks").then((module) => module.QuoteThanks)

/** Resolves once the browser has painted what the page shows now ({@link afterNextPaint}). */
const painted = () => new Promise<void>((resolve) => afterNextPaint(resolve))

/**
 * Id suffix of the hidden honeypot field: people never see it, form-filling bots do. Never sent, and it has no
 * `name`, so it is not part of the form's data either (nor of the no-script `mailto:` body). A browser's autofill
 * must never fill it (a person would then be taken for a bot), so its id, label and type match none of the autofill
 * field names (HTML Living Standard, "autofill") or the words browsers guess them from.
 */
// Stryker disable next-line StringLiteral: any id of its own serves: no person sees the field
export const HONEYPOT_FIELD = "hp_trap_7q"

/** What {@link useQuoteForm} gives the form component. */
export interface QuoteFormControls extends QuoteState {
  /** Attach to the `<form>`: the hook reads the inputs from it and marks it ready for held submits. */
  formRef: RefObject<HTMLFormElement>
  /** The form's submit handler; the browser has already checked required fields and e-mail format. */
  submit: (event: React.FormEvent<HTMLFormElement>) => void
  /**
   * The form's input handler: keeps the draft when one of the fields changed, and fetches the sending code in
   * time for the send.
   */
  input: (event: React.FormEvent<HTMLFormElement>) => void
  /**
   * The thank-you panel's component, once its code has come ({@link loadThanks}): always there when `status` is
   * `success`, as a success follows the send's code, which comes with it; `null` before.
   */
  Thanks: ThanksPanel | null
}

/**
 * One quote form's behaviour (requirements §4): sending, the thank-you panel for 5 s, a failure that keeps every value,
 * the draft kept per form, the honeypot, and the send held by the inline script before React ran (early-submit.ts),
 * made exactly once as soon as the form is interactive, also when React had to render the form afresh.
 *
 * Every press goes through the form's send queue (send-queue.ts): one request at a time, the same values never
 * sent twice, changed values sent after the request in flight as an update of it. After 15 s without an answer the
 * visitor sees the failure message of requirements §8, but the request may still be delivered (it cannot be
 * aborted): a late OK shows the thank-you panel when the form still holds those values, and otherwise says which
 * version arrived and keeps what the visitor has typed since.
 *
 * @param formId distinct per form on the page (e.g. `"hero"`, `"contact"`), so two forms never share state.
 */
export function useQuoteForm(formId: string): QuoteFormControls {
  const pageWide = usePageWide()
  const words = pageWide.quoteForm
  const [state, dispatch] = useReducer(quoteReducer, INITIAL_QUOTE_STATE)
  const formRef = useRef<HTMLFormElement>(null)
  // Which press the visitor is waiting on: only its outcome or timeout decides what the form shows.
  const attempt = useRef(0)
  const shown = state.status !== "success"
  // Stryker disable next-line ArrayDeclaration: it uses nothing that changes
  const restored = useCallback((at: number) => dispatch({ type: "restored", at }), [])
  const draft = useQuoteDraft(formId, formRef, shown, restored)
  const [Thanks, setThanks] = useState<ThanksPanel | null>(null)
  // Before anything is shown as sent, the panel that says so has come.
  // Stryker disable next-line ArrayDeclaration: as above
  const withThanks = useCallback(() => loadThanks().then((panel) => setThanks(() => panel)), [])
  const [queue] = useState(() =>
    createSendQueue((enquiry, updateOf, at) => {
      // The request follows the paint of "Sending...": the press is answered first, and the provider's code is not in
      // that frame (Interaction to Next Paint, issue 37). The queue counts it as out from now on, so a press meanwhile
      // waits for it as for any request in flight. The draft notes it as the request is made, so that a reload from
      // then on says it may have arrived (a reload may still cut it off), and never says so of an enquiry that waited
      // in the queue or whose sending code never came.
      const sent = painted()
        .then(() => Promise.all([loadSender(), withThanks()]))
        .then(([{ sendQuote }]) => {
          draft.unanswered({ enquiry, at })
          // The page-wide facts, for the owner's e-mail (made in the sending code's chunk: src/quote-form/owner-email.ts).
          return updateOf
            ? sendQuote(enquiry, {
                pageWide,
                updateOf: fillIn(words.updateOf, { time: ukTimeOfDay(updateOf.at), zone: words.zone }),
              })
            : sendQuote(enquiry, { pageWide })
        })
      // Counting (src/counting/count.ts): once per request, on the provider's answer.
      return process.env.GATSBY_COUNTING_DOMAIN ? countSend(sent, formId, updateOf !== null) : sent
    }),
  )

  useEffect(() => {
    if (state.status !== "success") return
    const timer = setTimeout(() => dispatch({ type: "dismiss" }), SUCCESS_PANEL_MS)
    return () => clearTimeout(timer)
  }, [state.status])

  const submit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const enquiry = enquiryFrom(event.currentTarget)
      dispatch({ type: "submit", enquiry })
      const honeypot = document.getElementById(fieldId(formId, HONEYPOT_FIELD))
      if (honeypot instanceof HTMLInputElement && honeypot.value !== "") {
        // A bot filled the hidden field: look successful, send nothing, and leave the draft alone.
        void withThanks().then(
          () => dispatch({ type: "sent", updateOf: null }),
          () => dispatch({ type: "failed" }),
        )
        return
      }
      // Stryker disable next-line UpdateOperator: only that each press's number is new matters
      const id = ++attempt.current
      const latest = () => attempt.current === id
      const timer = setTimeout(() => {
        if (latest()) dispatch({ type: "failed" })
      }, SEND_TIMEOUT_MS)
      void queue.press(enquiry).then((outcome) => {
        // Once a press has its outcome, its timeout finds a later press the latest, or the form no longer sending.
        // Stryker disable next-line CallExpression: see above
        clearTimeout(timer)
        // A superseded press let through would throw on its missing `sent` before it dispatched anything.
        // Stryker disable next-line StringLiteral: see above
        if (outcome.kind === "superseded") return
        if (outcome.kind === "failed") {
          console.warn(outcome.error instanceof Error ? outcome.error.message : outcome.error)
          if (!latest()) return
          draft.unanswered(null)
          return dispatch({ type: "failed" })
        }
        const current = formRef.current
        if (latest() && current && sameEnquiry(enquiryFrom(current), enquiry)) {
          draft.clear()
          dispatch({ type: "sent", updateOf: outcome.updateOf?.at ?? null })
        } else {
          // An earlier version arrived, or the visitor has typed since: say what arrived, keep what is typed.
          if (latest()) draft.unanswered(null)
          dispatch({ type: "arrived", at: outcome.sent.at, latest: latest() })
        }
      })
    },
    // Stryker disable next-line ArrayDeclaration: a form's id, its queue and its callbacks never change on a page
    [formId, queue, draft, withThanks],
  )

  // A line added while the thank-you panel shows (a price row's Book, the due-date tool's) brings the form back, which
  // then takes it (quote-fields.ts addToMessage, formIsBack below).
  // Stryker disable next-line ArrayDeclaration: a form's id never changes on a page
  useEffect(() => bringBackWith(formId, () => dispatch({ type: "dismiss" })), [formId])

  // Each time the form shows: it takes the lines that waited for it, after the draft, if any, is restored
  // (useQuoteDraft's effect runs first). From now on React handles this form's submits. A send held before hydration
  // is made now, exactly once, unless the early submit gave up on it (the visitor was offered the e-mail app instead).
  useEffect(() => {
    const form = formRef.current
    // Stryker disable next-line LogicalOperator: the form is on the page exactly while it is shown (not the panel)
    if (!shown || !form) return
    formIsBack(formId)
    const gaveUp = form.hasAttribute(GAVE_UP_ATTRIBUTE)
    const held = takeEarlySubmit(formId)
    const pending = form.hasAttribute(PENDING_ATTRIBUTE) || Boolean(held?.pending)
    form.removeAttribute(GAVE_UP_ATTRIBUTE)
    // Also when the held values no longer pass the browser's checks. The head script marks only a form not ready, and
    // stops its submit before React's listener: `submit` never finds the mark.
    form.removeAttribute(PENDING_ATTRIBUTE)
    // Stryker disable next-line StringLiteral: the mark is read by its presence alone
    form.setAttribute(READY_ATTRIBUTE, "")
    if (pending && !gaveUp) form.requestSubmit()
  }, [shown, formId])

  const { save } = draft
  const input = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      // A box of the preferred times is no field of the draft: the line it writes into the message is, and is kept
      // then. Reading the form lays the page out again (Chromium), which is not for a pick's own paint (issue 37).
      if (isQuoteField((event.target as { name?: unknown }).name)) save(event.currentTarget)
      void loadSender().catch(() => undefined) // a warm-up only: a real send reports its own failure
    },
    // Stryker disable next-line ArrayDeclaration: save never changes on a page
    [save],
  )

  return useMemo(() => ({ ...state, formRef, submit, input, Thanks }), [state, submit, input, Thanks])
}
