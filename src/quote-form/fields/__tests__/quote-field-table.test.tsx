/**
 * A new quote field is one row of the table (src/quote-form/fields/quote-field-table.ts) plus its label: this test adds a row to a
 * copy of the table and finds the field in the form, in what is sent to the provider, and in the fallback text of a
 * failed send. (That data/quote-form.json's schema has a label for every row: quote-fields.test.ts.)
 */
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { send } from "@emailjs/browser"
import { pageWide } from "../../../../tests/jest/support/page-wide"
import type { QuoteFieldSpec } from "../quote-field-table"

// Read by the mock factory below, which runs at the first import of the table (inside the test). Not the example of
// docs/how-to.md ("property_type"), so this test still holds once that field is added for real.
const mockExtraRow: QuoteFieldSpec = {
  name: "referred_by",
  control: "input",
  type: "text",
  autoComplete: "off",
  inText: "line",
}
jest.mock("../quote-field-table", () => {
  const actual = jest.requireActual<typeof import("../quote-field-table")>("../quote-field-table")
  return { ...actual, QUOTE_FIELD_TABLE: [...actual.QUOTE_FIELD_TABLE, mockExtraRow] }
})
jest.mock("@emailjs/browser", () => ({ init: jest.fn(), send: jest.fn().mockResolvedValue({ status: 200 }) }))

const label = "Who told you about us?"
const words = { ...pageWide.quoteForm, labels: { ...pageWide.quoteForm.labels, referred_by: label } }

it("a row added to the table is in the form, in the payload and in the fallback text", async () => {
  const { QuoteForm } = await import("../../quote-form")
  const { enquiryAsText } = await import("../quote-fields")
  const { sendQuote } = await import("../../send-quote")
  const { PageWideProvider } = await import("../../../components/page-wide")
  const { ENQUIRY } = await import("../../../../tests/jest/support/quote-enquiry")
  render(
    <PageWideProvider pageWide={{ ...pageWide, quoteForm: words }}>
      <QuoteForm formId="hero" heading="Get a quote" />
    </PageWideProvider>,
  )
  const field = screen.getByLabelText(label)
  expect(field).toBeRequired()
  await userEvent.setup().type(field, "A neighbour")
  expect(field).toHaveValue("A neighbour")

  const enquiry = { ...ENQUIRY, referred_by: "A neighbour" }
  const settings = { publicKey: "k", serviceId: "s", templateId: "t", origin: "", blockHeadless: false, throttleMs: 0 }
  await sendQuote(enquiry, { settings })
  expect(jest.mocked(send).mock.calls[0][2]).toEqual(enquiry)

  expect(enquiryAsText(enquiry, words).split("\n")).toContain(`${label}: A neighbour`)
})
