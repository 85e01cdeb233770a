import { ENQUIRY as typed } from "../../test-support/quote"
import { INITIAL_QUOTE_STATE, quoteReducer, type QuoteState } from "../quote-state"

const state = (status: QuoteState["status"]): QuoteState => ({ status, enquiry: typed })
const submit = { type: "submit", enquiry: typed } as const

describe("quote form state machine (requirements §4)", () => {
  it("goes from idle to sending on submit, keeping the enquiry sent", () => {
    expect(quoteReducer(INITIAL_QUOTE_STATE, submit)).toEqual(state("sending"))
  })

  it("clears an earlier error when sending again", () => {
    expect(quoteReducer(state("failure"), submit)).toEqual(state("sending"))
  })

  it("ignores a second submit while sending, so a double click sends once", () => {
    const sending = state("sending")
    expect(quoteReducer(sending, { ...submit, enquiry: { ...typed, message: "other" } })).toBe(sending)
  })

  it("shows the thank-you panel on success and forgets the enquiry", () => {
    expect(quoteReducer(state("sending"), { type: "sent" })).toEqual({ status: "success", enquiry: null })
  })

  it("keeps the enquiry on failure, for the other ways to send it", () => {
    expect(quoteReducer(state("sending"), { type: "failed" })).toEqual(state("failure"))
  })

  it("returns to the form when the thank-you panel is dismissed", () => {
    expect(quoteReducer({ status: "success", enquiry: null }, { type: "dismiss" }).status).toBe("idle")
  })

  it("ignores results that do not belong to a send in flight", () => {
    expect(quoteReducer(state("idle"), { type: "sent" })).toEqual(state("idle"))
    expect(quoteReducer(state("idle"), { type: "failed" })).toEqual(state("idle"))
    expect(quoteReducer(state("failure"), { type: "failed" })).toEqual(state("failure"))
  })

  it("shows the thank-you panel for a late OK, after the failure message was shown (15 s)", () => {
    expect(quoteReducer(state("failure"), { type: "sent" })).toEqual({ status: "success", enquiry: null })
  })
})
