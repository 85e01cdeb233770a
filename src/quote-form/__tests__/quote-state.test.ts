import { ENQUIRY as typed } from "../../../tests/jest/support/quote-enquiry"
import { INITIAL_QUOTE_STATE, quoteReducer, type QuoteState } from "../quote-state"

const state = (status: QuoteState["status"], more: Partial<QuoteState> = {}): QuoteState => ({
  ...INITIAL_QUOTE_STATE,
  status,
  enquiry: typed,
  ...more,
})
const submit = { type: "submit", enquiry: typed } as const
const AT = Date.UTC(2026, 10, 23, 14, 2)

describe("quote form state machine (requirements §4)", () => {
  it("goes from idle to sending on submit, keeping the enquiry sent", () => {
    expect(quoteReducer(INITIAL_QUOTE_STATE, submit)).toEqual(state("sending"))
  })

  it("clears an earlier error and the note about a send before a reload when sending again", () => {
    expect(quoteReducer(state("failure"), submit)).toEqual(state("sending"))
    expect(quoteReducer(state("idle", { unconfirmedAt: AT }), submit)).toEqual(state("sending"))
  })

  it("ignores a second submit while sending, so a double click sends once, and any submit behind the panel", () => {
    const sending = state("sending")
    expect(quoteReducer(sending, { ...submit, enquiry: { ...typed, message: "other" } })).toBe(sending)
    const success = quoteReducer(sending, { type: "sent", updateOf: null })
    expect(quoteReducer(success, submit)).toBe(success)
  })

  it("shows the thank-you panel on success, with the enquiry delivered, and says which delivered enquiry it updates", () => {
    expect(quoteReducer(state("sending", { arrivedAt: AT }), { type: "sent", updateOf: null })).toEqual({
      ...INITIAL_QUOTE_STATE,
      status: "success",
      enquiry: typed,
    })
    expect(quoteReducer(state("sending"), { type: "sent", updateOf: AT })).toEqual({
      ...INITIAL_QUOTE_STATE,
      status: "success",
      enquiry: typed,
      updateOf: AT,
    })
  })

  it("keeps the enquiry on failure, for the other ways to send it", () => {
    expect(quoteReducer(state("sending"), { type: "failed" })).toEqual(state("failure"))
  })

  it("returns to an empty form state when the thank-you panel is dismissed", () => {
    const success = quoteReducer(state("sending"), { type: "sent", updateOf: AT })
    expect(quoteReducer(success, { type: "dismiss" })).toEqual(INITIAL_QUOTE_STATE)
  })

  it("ignores results that do not belong to a send in flight", () => {
    expect(quoteReducer(state("idle"), { type: "sent", updateOf: null })).toEqual(state("idle"))
    expect(quoteReducer(state("idle"), { type: "failed" })).toEqual(state("idle"))
    expect(quoteReducer(state("failure"), { type: "failed" })).toEqual(state("failure"))
    expect(quoteReducer(state("failure"), { type: "dismiss" })).toEqual(state("failure"))
  })

  it("shows the thank-you panel for a late OK, after the failure message was shown (15 s)", () => {
    expect(quoteReducer(state("failure"), { type: "sent", updateOf: null }).status).toBe("success")
  })

  it("says an earlier version arrived while a newer one is still on its way, and keeps sending it", () => {
    expect(quoteReducer(state("sending"), { type: "arrived", at: AT, latest: false })).toEqual(
      state("sending", { arrivedAt: AT }),
    )
    expect(quoteReducer(state("failure"), { type: "arrived", at: AT, latest: false })).toEqual(
      state("failure", { arrivedAt: AT }),
    )
  })

  it("drops the failure message when what was pressed arrived late but the visitor has typed since", () => {
    expect(quoteReducer(state("failure"), { type: "arrived", at: AT, latest: true })).toEqual(
      state("idle", { arrivedAt: AT }),
    )
    expect(quoteReducer(state("sending"), { type: "arrived", at: AT, latest: true }).status).toBe("idle")
  })

  it("leaves the thank-you panel alone when an older request arrives behind it", () => {
    const success = quoteReducer(state("sending"), { type: "sent", updateOf: null })
    expect(quoteReducer(success, { type: "arrived", at: AT, latest: false })).toBe(success)
  })

  it("notes a restored draft that was sent before a reload, only over an idle form", () => {
    expect(quoteReducer(INITIAL_QUOTE_STATE, { type: "restored", at: AT })).toEqual({
      ...INITIAL_QUOTE_STATE,
      unconfirmedAt: AT,
    })
    expect(quoteReducer(state("sending"), { type: "restored", at: AT })).toEqual(state("sending"))
  })
})
