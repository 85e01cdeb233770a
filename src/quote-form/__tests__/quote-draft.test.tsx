/** The draft a quote form keeps in sessionStorage (use-quote-draft.ts), as a visitor meets it across reloads. */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react"
import { afterPaint, typeEnquiry } from "../../../tests/jest/support/quote"
import { EMPTY_ENQUIRY, ENQUIRY as typed } from "../../../tests/jest/support/quote-enquiry"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { fillIn, timeOfDay } from "../../shared/text"
import { QuoteForm } from "../quote-form"
import { sendQuote } from "../send-quote"
import { draftKey, unansweredKey } from "../use-quote-draft"

jest.mock("../send-quote", () => ({ ...jest.requireActual("../send-quote"), sendQuote: jest.fn() }))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>

const { labels } = pageWide.quoteForm
const SENT_AT = Date.UTC(2026, 10, 23, 14, 2)
const unconfirmedNote = fillIn(pageWide.quoteForm.unconfirmed, { time: timeOfDay(SENT_AT) })

const renderForm = () => renderWithPageWide(<QuoteForm formId="hero" heading="Get a quote" />)
const field = (name: keyof typeof labels) => screen.getByLabelText(labels[name]) as HTMLInputElement
const typeInto = (name: keyof typeof labels, value: string) => fireEvent.input(field(name), { target: { value } })
const savedDraft = () => JSON.parse(window.sessionStorage.getItem(draftKey("hero")) ?? "null") as unknown

beforeEach(() => {
  mockSend.mockReset().mockReturnValue(new Promise(() => {}))
  window.sessionStorage.clear()
})

describe("the quote form's draft", () => {
  it("is removed when the visitor empties the form again", () => {
    renderForm()
    typeInto("from_name", "Bo")
    expect(savedDraft()).toMatchObject({ from_name: "Bo" })
    typeInto("from_name", "")
    expect(window.sessionStorage.getItem(draftKey("hero"))).toBeNull()
  })

  it("is restored after a reload and never sent by itself", async () => {
    window.sessionStorage.setItem(draftKey("hero"), JSON.stringify(typed))
    renderForm()
    await act(async () => {})
    expect(field("phone")).toHaveValue(typed.phone)
    expect(mockSend).not.toHaveBeenCalled()
  })

  it.each([
    ["text that is not JSON", "{not json"],
    ["a value of another shape", JSON.stringify({ ...typed, phone: 7700900000 })],
    ["a string", JSON.stringify("Ann Example")],
  ])("is ignored when storage holds %s under its key: the form starts empty and keeps a new one", (_, stored) => {
    window.sessionStorage.setItem(draftKey("hero"), stored)
    window.sessionStorage.setItem(unansweredKey("hero"), stored)
    renderForm()
    expect(field("from_name")).toHaveValue("")
    expect(screen.queryByText(/reloaded before it was confirmed/)).toBeNull()
    typeInto("message", "Flat")
    expect(savedDraft()).toEqual({ ...EMPTY_ENQUIRY, message: "Flat" })
  })

  it("is simply not kept where the browser blocks storage: the form still sends", async () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    }
    const spies = (["getItem", "setItem", "removeItem"] as const).map((method) =>
      jest.spyOn(Storage.prototype, method).mockImplementation(blocked),
    )
    try {
      renderForm()
      typeEnquiry()
      fireEvent.submit(screen.getByRole("form", { name: "Get a quote" }))
      await afterPaint() // the request starts once "Sending..." is painted
      expect(mockSend).toHaveBeenCalledWith(typed, { pageWide })
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  })
})

describe("a draft restored over a send that was never answered (the page was reloaded)", () => {
  const unanswered = (value: unknown) => window.sessionStorage.setItem(unansweredKey("hero"), JSON.stringify(value))

  it("says when it was sent, when the restored values are the ones sent", () => {
    window.sessionStorage.setItem(draftKey("hero"), JSON.stringify(typed))
    unanswered({ enquiry: typed, at: SENT_AT })
    renderForm()
    expect(screen.getByText(unconfirmedNote)).toHaveAttribute("role", "status")
  })

  it("says nothing when the visitor changed the values after sending them", () => {
    window.sessionStorage.setItem(draftKey("hero"), JSON.stringify({ ...typed, phone: "07700 900999" }))
    unanswered({ enquiry: typed, at: SENT_AT })
    renderForm()
    expect(field("phone")).toHaveValue("07700 900999")
    expect(screen.queryByText(unconfirmedNote)).toBeNull()
  })

  it.each([
    ["no time", { enquiry: typed }],
    ["a time that is not a number", { enquiry: typed, at: "14:02" }],
    ["no enquiry", { at: SENT_AT }],
  ])("says nothing when what was kept of the send has %s", (_, kept) => {
    window.sessionStorage.setItem(draftKey("hero"), JSON.stringify(typed))
    unanswered(kept)
    renderForm()
    expect(field("phone")).toHaveValue(typed.phone)
    expect(screen.queryByText(/reloaded before it was confirmed/)).toBeNull()
  })

  it("says so only in the form that sent it, though the page's other form holds the same values", async () => {
    const renderBoth = () =>
      renderWithPageWide(
        <>
          <QuoteForm formId="hero" heading="Get a quote" />
          <QuoteForm formId="contact" heading="Book an inspection" />
        </>,
      )
    const clock = jest.spyOn(Date, "now").mockReturnValue(SENT_AT)
    try {
      renderBoth()
      for (const heading of ["Get a quote", "Book an inspection"]) {
        typeEnquiry(typed, screen.getByRole("form", { name: heading }))
      }
      fireEvent.submit(screen.getByRole("form", { name: "Get a quote" })) // no answer before the reload
      await afterPaint() // the request goes out
      cleanup()
      renderBoth()
      expect(within(screen.getByRole("form", { name: "Get a quote" })).getByText(unconfirmedNote)).toBeInTheDocument()
      expect(within(screen.getByRole("form", { name: "Book an inspection" })).queryByText(unconfirmedNote)).toBeNull()
    } finally {
      clock.mockRestore()
    }
  })

  it("is forgotten for good once the enquiry is sent: a later reload says nothing", async () => {
    mockSend.mockResolvedValue()
    window.sessionStorage.setItem(draftKey("hero"), JSON.stringify(typed))
    unanswered({ enquiry: typed, at: SENT_AT })
    renderForm()
    fireEvent.submit(screen.getByRole("form", { name: "Get a quote" }))
    await screen.findByText(pageWide.quoteForm.thanks.heading)
    expect(window.sessionStorage.getItem(unansweredKey("hero"))).toBeNull()
    cleanup()
    renderForm()
    expect(screen.queryByText(/reloaded before it was confirmed/)).toBeNull()
  })
})
