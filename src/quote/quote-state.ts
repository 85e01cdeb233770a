/**
 * The quote form's state machine (spec §4): idle → sending → success → idle, or sending → failure.
 * Pure, so every transition is unit-tested without a browser.
 */
import { EMPTY_ENQUIRY, type QuoteEnquiry } from "./quote-fields"

/** Where the form is: `failure` shows the error of spec §8 and keeps the values. */
export type QuoteStatus = "idle" | "sending" | "success" | "failure"

/** The whole state of one quote form. */
export interface QuoteState {
  status: QuoteStatus
  values: QuoteEnquiry
}

/** What can happen to a form. */
export type QuoteEvent =
  | { type: "edit"; field: keyof QuoteEnquiry; value: string }
  | { type: "restore"; values: QuoteEnquiry }
  | { type: "submit" }
  | { type: "sent" }
  | { type: "failed" }
  | { type: "dismiss" }

/** A new form: idle with empty fields. */
export const INITIAL_QUOTE_STATE: QuoteState = { status: "idle", values: EMPTY_ENQUIRY }

/** Applies one event; events that do not fit the current status leave the state as it is. */
export function quoteReducer(state: QuoteState, event: QuoteEvent): QuoteState {
  switch (event.type) {
    case "edit":
      return { ...state, values: { ...state.values, [event.field]: event.value } }
    case "restore":
      return state.status === "idle" ? { ...state, values: event.values } : state
    case "submit":
      // A second submit while one is in flight is ignored: a double click sends once.
      // Entering "sending" clears any earlier error (spec §4).
      return state.status === "sending" ? state : { ...state, status: "sending" }
    case "sent":
      return state.status === "sending" ? { status: "success", values: EMPTY_ENQUIRY } : state
    case "failed":
      return state.status === "sending" ? { ...state, status: "failure" } : state
    case "dismiss":
      return state.status === "success" ? { ...state, status: "idle" } : state
  }
}
