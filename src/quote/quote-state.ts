/**
 * The quote form's state machine (requirements §4): idle → sending → success → idle, or sending → failure.
 * Pure, so every transition is unit-tested without a browser. The typed values live in the form's own inputs
 * (uncontrolled, so hydration never resets what a visitor typed before the scripts ran); the state keeps only
 * the enquiry last sent, for the failure message's e-mail and WhatsApp links.
 */
import type { QuoteEnquiry } from "./quote-fields"

/** Where the form is: `failure` shows the error of requirements §8, the inputs keep their values. */
export type QuoteStatus = "idle" | "sending" | "success" | "failure"

/** The whole state of one quote form. */
export interface QuoteState {
  status: QuoteStatus
  /** The enquiry of the latest send, as submitted; `null` before the first one and after a success. */
  enquiry: QuoteEnquiry | null
}

/** What can happen to a form. */
export type QuoteEvent =
  { type: "submit"; enquiry: QuoteEnquiry } | { type: "sent" } | { type: "failed" } | { type: "dismiss" }

/** A new form: idle, nothing sent yet. */
export const INITIAL_QUOTE_STATE: QuoteState = { status: "idle", enquiry: null }

/** Applies one event; events that do not fit the current status leave the state as it is. */
export function quoteReducer(state: QuoteState, event: QuoteEvent): QuoteState {
  switch (event.type) {
    case "submit":
      // A second submit while one is in flight is ignored: a double click sends once.
      // Entering "sending" clears any earlier error (requirements §4).
      return state.status === "sending" ? state : { status: "sending", enquiry: event.enquiry }
    case "sent":
      // Also from "failure": a request the page stopped waiting for may still be delivered (use-quote-form.ts).
      return state.status === "sending" || state.status === "failure" ? { status: "success", enquiry: null } : state
    case "failed":
      return state.status === "sending" ? { ...state, status: "failure" } : state
    case "dismiss":
      return state.status === "success" ? { ...state, status: "idle" } : state
  }
}
