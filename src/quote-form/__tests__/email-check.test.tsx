import { act, fireEvent, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterPaint } from "../../../tests/jest/support/quote"
import { ENQUIRY } from "../../../tests/jest/support/quote-enquiry"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { fillIn } from "../../shared/text"
import { adviseEmail } from "../email-check"
import { QUOTE_FIELDS } from "../fields/quote-fields"
import { QuoteForm } from "../quote-form"
import { sendQuote } from "../send-quote"

jest.mock("../send-quote", () => ({
  ...jest.requireActual("../send-quote"),
  sendQuote: jest.fn(),
}))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>
const { labels, emailCheck: words } = pageWide.quoteForm

describe("adviseEmail: is this an address we can answer?", () => {
  it("points out a domain with no dot, which the browser's own check lets through", () => {
    expect(adviseEmail("jane.hollis@gmail")).toEqual({ kind: "noDot", domain: "gmail" })
    expect(adviseEmail("  jo@outlook  ")).toEqual({ kind: "noDot", domain: "outlook" })
  })

  it("offers the address probably meant for a common provider misspelt, keeping what comes before the @", () => {
    expect(adviseEmail("jane@gmial.com")).toEqual({ kind: "didYouMean", email: "jane@gmail.com" })
    expect(adviseEmail("jane.hollis@hotmial.co.uk")).toEqual({ kind: "didYouMean", email: "jane.hollis@hotmail.co.uk" })
    expect(adviseEmail("Jane.Hollis@GMIAL.com")).toEqual({ kind: "didYouMean", email: "Jane.Hollis@gmail.com" })
    expect(adviseEmail(" jane@yaho.co.uk ")).toEqual({ kind: "didYouMean", email: "jane@yahoo.co.uk" })
    // The UK's own providers are known too.
    expect(adviseEmail("jane@btinternet.con")).toEqual({ kind: "didYouMean", email: "jane@btinternet.com" })
  })

  it("never offers an address without a domain, however short the one typed", () => {
    // Two edits from an empty name: a list holding "" (a provider's name lost) would offer "jane@".
    for (const email of ["jane@g.", "jane@.c", "jane@x.y"]) expect(adviseEmail(email)).toEqual({ kind: "none" })
  })

  it("says nothing of an address as it should be, of one at a domain it does not know, or of one not typed yet", () => {
    for (const email of [
      "jane@gmail.com",
      "JANE@GMAIL.COM",
      "jane@gmx.com",
      "jane@sky.com",
      "jane@ashford-lettings.co.uk",
      "",
      "jane",
      "jane@",
      "@gmail.com",
    ])
      expect([email, adviseEmail(email)]).toEqual([email, { kind: "none" }])
  })
})

describe("the e-mail field's hint", () => {
  beforeEach(() => {
    mockSend.mockReset()
    window.sessionStorage.clear() // no draft of an earlier test comes back
  })

  function renderForm() {
    renderWithPageWide(<QuoteForm formId="hero" heading="Get a quote" />)
    return screen.getByLabelText(labels.from_email) as HTMLInputElement
  }
  async function leave(field: HTMLInputElement, value: string) {
    fireEvent.input(field, { target: { value } })
    fireEvent.blur(field)
    await act(async () => {}) // the check's code arrives
    await act(() => new Promise((done) => setTimeout(done))) // and the note shows a task later (use-field-note.ts)
  }

  it("says nothing before the field is left", () => {
    const field = renderForm()
    fireEvent.input(field, { target: { value: "jane@gmial.com" } })
    expect(field).not.toHaveAccessibleDescription(/./)
  })

  it("asks about a likely typo when the field is left, announced politely, and the field stays valid", async () => {
    const field = renderForm()
    await leave(field, "jane@gmial.com")
    expect(field).toHaveAccessibleDescription(fillIn(words.didYouMean, { email: "jane@gmail.com" }))
    expect(screen.getByText(fillIn(words.didYouMean, { email: "jane@gmail.com" }))).toHaveAttribute("role", "status")
    expect(field.validity.valid).toBe(true)
  })

  it("points out a domain with no dot, and forgets it as soon as the visitor types again", async () => {
    const field = renderForm()
    await leave(field, "jane.hollis@gmail")
    expect(field).toHaveAccessibleDescription(fillIn(words.noDot, { domain: "gmail" }))
    fireEvent.input(field, { target: { value: "jane.hollis@gmail." } })
    expect(field).not.toHaveAccessibleDescription(/./)
  })

  it("says nothing of an address as it should be", async () => {
    const field = renderForm()
    await leave(field, "jane@gmail.com")
    expect(field).not.toHaveAccessibleDescription(/./)
  })

  it("drops the answer about an address changed before the answer came", async () => {
    const field = renderForm()
    fireEvent.input(field, { target: { value: "jane@gmial.com" } })
    fireEvent.blur(field)
    fireEvent.input(field, { target: { value: "jane@gmail.com" } })
    await act(async () => {})
    expect(field).not.toHaveAccessibleDescription(/./)
  })

  it("never stops the send: the address goes as typed", async () => {
    mockSend.mockResolvedValue()
    const user = userEvent.setup({ delay: null })
    const field = renderForm()
    for (const other of QUOTE_FIELDS.filter((name) => name !== "from_email"))
      await user.type(screen.getByLabelText(labels[other]), ENQUIRY[other])
    await user.type(field, "jane@gmial.com")
    await user.tab()
    await screen.findByText(fillIn(words.didYouMean, { email: "jane@gmail.com" }))
    await user.click(screen.getByRole("button", { name: pageWide.quoteForm.submit }))
    await afterPaint() // the request starts once "Sending..." is painted
    expect(mockSend).toHaveBeenCalledTimes(1)
    expect(mockSend.mock.calls[0][0]).toEqual({ ...ENQUIRY, from_email: "jane@gmial.com" })
  })
})
