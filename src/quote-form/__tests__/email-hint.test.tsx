/**
 * The hint under a quote form's e-mail field (email-check.ts, use-email-check.ts) as a visitor meets it: the UK
 * providers the check adds to the library's list, an address with a one-letter name, and a form that comes back empty
 * after a send. The check's code is loaded on demand by the form, never imported here: it arrives the first time a
 * test leaves the e-mail field, as on the page.
 */
import { act, fireEvent, screen } from "@testing-library/react"
import { SUCCESS_PANEL_MS } from "../deadlines"
import { afterPaint, typeEnquiry } from "../../../tests/jest/support/quote"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { fillIn } from "../../shared/text"
import { QuoteForm } from "../quote-form"
import { sendQuote } from "../send-quote"

jest.mock("../send-quote", () => ({ ...jest.requireActual("../send-quote"), sendQuote: jest.fn() }))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>

const { labels, emailCheck: words } = pageWide.quoteForm
const renderForm = () => renderWithPageWide(<QuoteForm formId="hero" heading="Get a quote" />)
const emailField = () => screen.getByLabelText(labels.from_email) as HTMLInputElement

/** Types `email` into the field and leaves it, as a visitor moving on to the next field. */
function leave(email: string) {
  fireEvent.input(emailField(), { target: { value: email } })
  fireEvent.blur(emailField())
}

beforeEach(() => {
  mockSend.mockReset()
  window.sessionStorage.clear()
})

describe("the e-mail field's hint", () => {
  it("knows the UK providers beside the world-wide ones: a letter missing from each gets 'did you mean'", async () => {
    // Each typo below is nearest to a UK provider that the library's own list lacks.
    const typos = {
      "btinterne.com": "btinternet.com",
      "btopenworl.com": "btopenworld.com",
      "talktal.net": "talktalk.net",
      "virginmedi.com": "virginmedia.com",
      "iclou.com": "icloud.com",
      "outloo.co.uk": "outlook.co.uk",
      "ao.co.uk": "aol.co.uk",
      "gm.com": "gmx.com",
      "gm.co.uk": "gmx.co.uk",
      "protonmai.com": "protonmail.com",
      "proto.me": "proton.me",
    }
    renderForm()
    for (const [typo, provider] of Object.entries(typos)) {
      leave(`jane@${typo}`)
      expect(await screen.findByText(fillIn(words.didYouMean, { email: `jane@${provider}` }))).toBeInTheDocument()
    }
  })

  it("points out a domain with no dot after a one-letter name too", async () => {
    renderForm()
    leave("j@gmail")
    await screen.findByText(fillIn(words.noDot, { domain: "gmail" }))
    expect(emailField()).toHaveAccessibleDescription(fillIn(words.noDot, { domain: "gmail" }))
  })

  it("is gone from the empty form that comes back after a send", async () => {
    jest.useFakeTimers()
    try {
      mockSend.mockResolvedValue()
      renderForm()
      typeEnquiry()
      leave("ann@gmial.com")
      const hint = fillIn(words.didYouMean, { email: "ann@gmail.com" })
      expect(await screen.findByText(hint)).toBeInTheDocument()
      fireEvent.submit(screen.getByRole("form", { name: "Get a quote" })) // sent as typed: the hint never blocks
      await afterPaint() // the request starts once "Sending..." is painted, and the provider answers OK
      expect(screen.getByText(pageWide.quoteForm.thanks.heading)).toBeInTheDocument()
      act(() => jest.advanceTimersByTime(SUCCESS_PANEL_MS))
      expect(emailField()).toHaveValue("")
      expect(emailField()).not.toHaveAccessibleDescription(/./)
      expect(screen.queryByText(hint)).toBeNull()
    } finally {
      jest.useRealTimers()
    }
  })
})
