/**
 * The thank-you panel's code comes in the sending code's chunk (use-quote-form.ts `loadThanks`). Should it not arrive
 * (offline, a chunk gone after a deploy), nothing is sent and nothing is shown as sent: the visitor sees the failure
 * message of requirements §8 with every value kept, as when the sending code does not arrive.
 */
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterPaint } from "../../../tests/jest/support/quote"
import { ENQUIRY as typed } from "../../../tests/jest/support/quote-enquiry"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { QuoteForm } from "../quote-form"
import { sendQuote } from "../send-quote"
import { HONEYPOT_FIELD } from "../use-quote-form"

jest.mock("../send-quote", () => ({ ...jest.requireActual("../send-quote"), sendQuote: jest.fn() }))
jest.mock("../quote-thanks", () => {
  throw new Error("Loading chunk send-quote failed")
})
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>
const { quoteForm: words } = pageWide

async function fillAndSend(honeypot = "") {
  const user = userEvent.setup({ delay: null })
  renderWithPageWide(<QuoteForm formId="hero" heading="Get a quote" />)
  for (const [name, value] of Object.entries(typed)) {
    await user.type(screen.getByLabelText(words.labels[name as keyof typeof typed]), value)
  }
  ;(document.getElementById(`hero-${HONEYPOT_FIELD}`) as HTMLInputElement).value = honeypot
  await user.click(screen.getByRole("button", { name: words.submit }))
  await afterPaint() // when the request would start
}

beforeEach(() => {
  mockSend.mockReset()
  window.sessionStorage.clear()
})
afterEach(() => {
  fireEvent.pointerUp(window) // no press outlives its test: use-field-note.ts follows the page's presses
  cleanup()
})

it("sends nothing and shows the failure message, every value kept, when the panel's code does not arrive", async () => {
  await fillAndSend()
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(words.failure.message))
  expect(mockSend).not.toHaveBeenCalled()
  expect(screen.queryByText(words.thanks.heading)).toBeNull()
  expect(screen.getByLabelText(words.labels.message)).toHaveValue(typed.message)
  expect(screen.getByRole("button", { name: words.submit })).toBeEnabled()
})

it("with the honeypot filled, shows the failure message rather than a thank-you it cannot show, and sends nothing", async () => {
  await fillAndSend("https://spam.example")
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(words.failure.message))
  expect(mockSend).not.toHaveBeenCalled()
  expect(screen.queryByText(words.thanks.heading)).toBeNull()
})
