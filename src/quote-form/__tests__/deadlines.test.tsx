/**
 * Every deadline a visitor meets in a quote form, probed 1 ms before it and at it, on a fake clock. The times are
 * written here as the requirements give them, not read from the code's constants: a test that advanced by the
 * constant would pass whatever it was changed to.
 */
import { act, cleanup, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { catchEarlySubmits } from "../../enhancement/head-script"
import { GAVE_UP_ATTRIBUTE, PENDING_ATTRIBUTE, QUOTE_FORM_ATTRIBUTE } from "../../shared/markers"
import { afterPaint, deferred, THROTTLED_SETTINGS } from "../../../tests/jest/support/quote"
import { ENQUIRY } from "../../../tests/jest/support/quote-enquiry"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { QuoteForm } from "../quote-form"
import { sendQuote, SendQuoteError } from "../send-quote"

jest.mock("../send-quote", () => ({ ...jest.requireActual("../send-quote"), sendQuote: jest.fn() }))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>
const { sendQuote: realSendQuote } = jest.requireActual<typeof import("../send-quote")>("../send-quote")

const words = pageWide.quoteForm

/** Requirements §9 item 1: the thank-you panel shows for 5 seconds. */
const THANK_YOU_MS = 5_000
/** Requirements §10 item 2: after 15 seconds without an answer the visitor sees the §8 message. */
const SEND_TIMEOUT_MS = 15_000
/** Requirements §10 item 2: an early send held for the scripts is given up after 9 seconds. */
const EARLY_SUBMIT_MS = 9_000

// The head script's early submit, registered on `document` once, as the page's head does.
catchEarlySubmits()

beforeEach(() => {
  jest.useFakeTimers()
  mockSend.mockReset()
  window.sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  jest.useRealTimers()
})

/** Renders the hero form and types a whole enquiry into it, as a visitor does. */
async function filledForm() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null })
  renderWithPageWide(<QuoteForm formId="hero" heading="Get a quote" />)
  for (const [name, value] of Object.entries(ENQUIRY))
    await user.type(screen.getByLabelText(words.labels[name as keyof typeof ENQUIRY]), value)
  return { press: () => user.click(screen.getByRole("button", { name: words.submit })) }
}

/** Moves the fake clock on by `ms`, letting React and the promises it settles catch up. */
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms))

describe("the deadlines of a quote form", () => {
  it("shows the thank-you panel for 5 s: still there at 4,999 ms, gone at 5,000", async () => {
    const answer = deferred()
    mockSend.mockReturnValue(answer.promise)
    const form = await filledForm()
    await form.press()
    await afterPaint() // the request starts once "Sending..." is painted
    expect(mockSend).toHaveBeenCalledTimes(1)
    await act(async () => answer.resolve())
    expect(screen.getByText(words.thanks.heading)).toBeInTheDocument()
    await wait(THANK_YOU_MS - 1)
    expect(screen.getByText(words.thanks.heading)).toBeInTheDocument()
    await wait(1)
    expect(screen.queryByText(words.thanks.heading)).toBeNull()
    expect(screen.getByRole("button", { name: words.submit })).toBeEnabled()
  })

  it("waits 15 s for the provider: Sending... at 14,999 ms, the §8 message at 15,000", async () => {
    mockSend.mockReturnValue(new Promise(() => {}))
    const form = await filledForm()
    await form.press()
    await wait(SEND_TIMEOUT_MS - 1)
    expect(screen.getByRole("button", { name: words.sending })).toBeDisabled()
    expect(screen.queryByRole("alert")).toBeNull()
    await wait(1)
    expect(screen.getByRole("alert")).toHaveTextContent(words.failure.message)
    expect(screen.getByRole("button", { name: words.submit })).toBeEnabled()
  })

  it("retries a press made while the first request is unanswered at the moment that request fails, and gives the retry 15 s of its own", async () => {
    const first = deferred()
    mockSend.mockReturnValueOnce(first.promise).mockReturnValueOnce(new Promise(() => {}))
    const form = await filledForm()
    await form.press()
    await wait(SEND_TIMEOUT_MS)
    await form.press() // at 15 s, the first request still unanswered: the press waits on it
    await wait(4_999)
    expect(mockSend).toHaveBeenCalledTimes(1) // no second request while the first may still arrive
    await act(async () => first.reject(new SendQuoteError("http", 500, "Server Error"))) // at 19,999 ms
    const failedAt = Date.now()
    await afterPaint()
    expect(mockSend).toHaveBeenCalledTimes(2) // the retry, once the next frame is painted
    jest.spyOn(console, "warn").mockImplementation(() => {})
    // The retry's press was at 15 s: it is given up on at 30 s, not 15 s after the retry started.
    await wait(SEND_TIMEOUT_MS - 4_999 - 1 - (Date.now() - failedAt))
    expect(screen.getByRole("button", { name: words.sending })).toBeDisabled()
    await wait(1)
    expect(screen.getByRole("alert")).toHaveTextContent(words.failure.message)
  })
})

describe("the deadline of a send pressed before the page's scripts ran", () => {
  it("is held for 9 s: pending at 8,999 ms, given up at 9,000", () => {
    // A quote form as the server HTML has it, before React marks it ready.
    const held = document.createElement("form")
    held.setAttribute(QUOTE_FORM_ATTRIBUTE, "hero")
    document.body.append(held)
    held.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
    act(() => void jest.advanceTimersByTime(EARLY_SUBMIT_MS - 1))
    expect(held).toHaveAttribute(PENDING_ATTRIBUTE)
    expect(held).not.toHaveAttribute(GAVE_UP_ATTRIBUTE)
    act(() => void jest.advanceTimersByTime(1))
    expect(held).toHaveAttribute(GAVE_UP_ATTRIBUTE)
    expect(held).not.toHaveAttribute(PENDING_ATTRIBUTE)
  })
})

describe("the configured throttle (GATSBY_EMAILJS_THROTTLE_MS, no default: 10 s here)", () => {
  const settings = THROTTLED_SETTINGS

  it("refuses the next send 9,999 ms after a delivered one, and lets it through at 10,000", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => "OK" }))
    Object.assign(globalThis, { fetch: fetchMock })
    window.localStorage.clear()
    jest.setSystemTime(new Date("2026-11-22T10:00:00Z"))
    await realSendQuote(ENQUIRY, { settings })
    jest.setSystemTime(Date.now() + 9_999)
    await expect(realSendQuote(ENQUIRY, { settings })).rejects.toMatchObject({ status: 429 })
    jest.setSystemTime(Date.now() + 1)
    await realSendQuote(ENQUIRY, { settings })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
