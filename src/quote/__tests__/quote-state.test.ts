import { EMPTY_ENQUIRY } from "../quote-fields"
import { INITIAL_QUOTE_STATE, quoteReducer, type QuoteState } from "../quote-state"

const typed = {
  from_name: "Ann",
  from_email: "ann@example.com",
  phone: "07700 900000",
  postcode: "TN23 1AA",
  message: "Flat",
}
const state = (status: QuoteState["status"]): QuoteState => ({ status, values: typed })

describe("quote form state machine (spec §4)", () => {
  it("goes from idle to sending on submit", () => {
    expect(quoteReducer(state("idle"), { type: "submit" }).status).toBe("sending")
  })

  it("clears an earlier error when sending again", () => {
    expect(quoteReducer(state("failure"), { type: "submit" })).toEqual(state("sending"))
  })

  it("ignores a second submit while sending, so a double click sends once", () => {
    const sending = state("sending")
    expect(quoteReducer(sending, { type: "submit" })).toBe(sending)
  })

  it("resets the fields and shows the thank-you panel on success", () => {
    expect(quoteReducer(state("sending"), { type: "sent" })).toEqual({ status: "success", values: EMPTY_ENQUIRY })
  })

  it("keeps every typed value on failure", () => {
    expect(quoteReducer(state("sending"), { type: "failed" })).toEqual(state("failure"))
  })

  it("returns to the form when the thank-you panel is dismissed", () => {
    expect(quoteReducer({ status: "success", values: EMPTY_ENQUIRY }, { type: "dismiss" }).status).toBe("idle")
  })

  it("restores a saved draft only into an idle form", () => {
    expect(quoteReducer(INITIAL_QUOTE_STATE, { type: "restore", values: typed }).values).toEqual(typed)
    const sending = { status: "sending" as const, values: EMPTY_ENQUIRY }
    expect(quoteReducer(sending, { type: "restore", values: typed })).toBe(sending)
  })

  it("ignores late results that do not belong to a send in flight", () => {
    expect(quoteReducer(state("idle"), { type: "sent" })).toEqual(state("idle"))
    expect(quoteReducer(state("idle"), { type: "failed" })).toEqual(state("idle"))
  })
})
