/**
 * Where focus is as a quote form appears: it takes none of its own when the page loads, so the page opens where the
 * visitor is (at its top, or at the link they followed), not at a form field with the phone's keyboard up.
 */
import { screen } from "@testing-library/react"
import { renderWithPageWide } from "../../../tests/jest/support/page-wide"
import { QUOTE_FORMS } from "../fields/quote-fields"
import { QuoteForm } from "../quote-form"

beforeEach(() => window.sessionStorage.clear())

it("takes no focus when the page loads: focus stays on the page itself", async () => {
  renderWithPageWide(
    <>
      <QuoteForm formId={QUOTE_FORMS.hero} heading="Get a quote" compact />
      <QuoteForm formId={QUOTE_FORMS.contact} heading="Book an inspection" withTimes />
    </>,
  )
  // Both forms have hydrated and run their effects once they are marked ready for sends.
  for (const form of await screen.findAllByRole("form")) expect(form).toHaveAttribute("data-ready")
  expect(document.activeElement).toBe(document.body)
})
