/**
 * The thank-you panel as long as it shows, and the form it gives back (use-quote-form.ts, use-quote-draft.ts): each
 * send's panel has its full 5 s, and the form that comes back holds what it held, where anything was kept.
 */
import { act, fireEvent, screen } from "@testing-library/react"
import { SUCCESS_PANEL_MS } from "../deadlines"
import { afterPaint, typeEnquiry } from "../../../tests/jest/support/quote"
import { ENQUIRY, FIELDS_BUT_MESSAGE } from "../../../tests/jest/support/quote-enquiry"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { addToMessage, fieldId, QUOTE_FIELDS, QUOTE_FORMS } from "../fields/quote-fields"
import { QuoteForm } from "../quote-form"
import { sendQuote } from "../send-quote"
import { HONEYPOT_FIELD } from "../use-quote-form"

jest.mock("../send-quote", () => ({ ...jest.requireActual("../send-quote"), sendQuote: jest.fn() }))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>

const { labels, thanks } = pageWide.quoteForm
const FORM = QUOTE_FORMS.contact
const HEADING = "Book an inspection"
const LINE = "EICR for: 2-bedroom (£150)"

const renderForm = () => renderWithPageWide(<QuoteForm formId={FORM} heading={HEADING} />)
const later = (ms: number) => act(() => void jest.advanceTimersByTime(ms))

/** Sends what the form holds and waits for the thank-you panel, which takes the form's place. */
async function sendAndThank() {
  fireEvent.submit(screen.getByRole("form", { name: HEADING }))
  await afterPaint() // the request starts once "Sending..." is painted
  await screen.findByText(thanks.heading)
}

beforeEach(() => {
  jest.useFakeTimers()
  mockSend.mockReset().mockResolvedValue()
  window.sessionStorage.clear()
})
afterEach(() => {
  fireEvent.pointerUp(window) // no press outlives its test: use-field-note.ts follows the page's presses
  jest.useRealTimers()
})

it("shows a second send's thank-you panel its full 5 s, though a price row's Book cut the first one's short", async () => {
  renderForm()
  typeEnquiry()
  await sendAndThank()
  later(1_000)
  act(() => void addToMessage(FORM, LINE, { focus: false })) // the form comes back with the row's line
  typeEnquiry(Object.fromEntries(FIELDS_BUT_MESSAGE.map((name) => [name, ENQUIRY[name]])))
  await sendAndThank()
  later(SUCCESS_PANEL_MS - 500) // past the first panel's 5 s
  expect(screen.getByText(thanks.heading)).toBeInTheDocument()
  later(600)
  expect(screen.queryByText(thanks.heading)).toBeNull()
})

it("gives back what was typed once the panel has gone, after a send the honeypot stopped (a browser filled it)", async () => {
  renderForm()
  typeEnquiry()
  const honeypot = document.getElementById(fieldId(FORM, HONEYPOT_FIELD)) as HTMLInputElement
  honeypot.value = "https://spam.example"
  await sendAndThank()
  later(SUCCESS_PANEL_MS)
  expect(screen.queryByText(thanks.heading)).toBeNull()
  for (const name of QUOTE_FIELDS) expect(screen.getByLabelText(labels[name])).toHaveValue(ENQUIRY[name])
  expect(mockSend).not.toHaveBeenCalled()
})
