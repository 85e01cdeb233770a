/**
 * The quote form's state machine (requirements §4): idle → sending → success → idle, or sending → failure.
 * Pure, so every transition is unit-tested without a browser. The typed values live in the form's own inputs
 * (uncontrolled, so hydration never resets what a visitor typed before the scripts ran); the state keeps only
 * the enquiry last pressed, for the failure message's e-mail and WhatsApp links (and, once delivered, for the thank-you
 * panel, which repeats its preferred times), and the times (ms since the epoch) the visitor is told about: which
 * version arrived, and which one a restored draft was sent at.
 */
import type { QuoteEnquiry } from "./fields/quote-fields"

/** Where the form is: `failure` shows the error of requirements §8, the inputs keep their values. */
export type QuoteStatus = "idle" | "sending" | "success" | "failure"

/** The whole state of one quote form. */
export interface QuoteState {
  status: QuoteStatus
  /** The enquiry of the latest press, as submitted (on success: the one delivered); `null` before the first one. */
  enquiry: QuoteEnquiry | null
  /** An earlier version of the enquiry reached the business while the form is still shown: when it was sent. */
  arrivedAt: number | null
  /** On success: when the delivered enquiry that this one updates was sent; `null` when it updates none. */
  updateOf: number | null
  /** A draft restored after a reload had been sent, and no answer was seen: when it was sent. */
  unconfirmedAt: number | null
}

/** What can happen to a form. */
export type QuoteEvent =
  /** The visitor pressed Send with these values. */
  | { type: "submit"; enquiry: QuoteEnquiry }
  /** The values of the latest press reached the business. */
  | { type: "sent"; updateOf: number | null }
  /**
   * A request sent at `at` reached the business, but the form is not done: a newer press waits (`latest: false`),
   * or the visitor changed the values since (`latest: true`: nothing is being sent any more).
   */
  | { type: "arrived"; at: number; latest: boolean }
  /** The latest press failed or went unanswered for 15 s (requirements §8). */
  | { type: "failed" }
  /** The thank-you panel's 5 s are over (requirements §9). */
  | { type: "dismiss" }
  /** The form came back after a reload with a draft that was sent at `at` and never confirmed. */
  | { type: "restored"; at: number }

/** A new form: idle, nothing sent yet. */
export const INITIAL_QUOTE_STATE: QuoteState = {
  status: "idle",
  enquiry: null,
  arrivedAt: null,
  updateOf: null,
  unconfirmedAt: null,
}

/** Applies one event; events that do not fit the current status leave the state as it is. */
export function quoteReducer(state: QuoteState, event: QuoteEvent): QuoteState {
  switch (event.type) {
    case "submit":
      // A second submit while one is in flight is ignored: a double click sends once.
      // Entering "sending" clears any earlier error (requirements §4) and the note about a send before a reload.
      return state.status === "sending" || state.status === "success"
        ? state
        : { ...state, status: "sending", enquiry: event.enquiry, unconfirmedAt: null }
    case "sent":
      // Also from "failure": a request the page stopped waiting for may still be delivered (use-quote-form.ts).
      return state.status === "sending" || state.status === "failure"
        ? { ...INITIAL_QUOTE_STATE, status: "success", enquiry: state.enquiry, updateOf: event.updateOf }
        : state
    case "arrived":
      if (state.status === "success") return state
      return event.latest ? { ...state, status: "idle", arrivedAt: event.at } : { ...state, arrivedAt: event.at }
    case "failed":
      return state.status === "sending" ? { ...state, status: "failure" } : state
    case "dismiss":
      return state.status === "success" ? INITIAL_QUOTE_STATE : state
    case "restored":
      return state.status === "idle" ? { ...state, unconfirmedAt: event.at } : state
  }
}
