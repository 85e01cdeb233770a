/**
 * A new field of several lines is one textarea row of the table (src/quote-form/fields/quote-field-table.ts) plus its label, like
 * the message; what the message's placeholder suggests (the type of property) stays the message's own.
 */
import { render, screen } from "@testing-library/react"
import { pageWide } from "../../../../tests/jest/support/page-wide"
import { PageWideProvider } from "../../../components/page-wide"
import { QuoteForm } from "../../quote-form"

jest.mock("../quote-field-table", () => {
  const actual = jest.requireActual<typeof import("../quote-field-table")>("../quote-field-table")
  const access = { name: "access", control: "textarea", type: "text", autoComplete: "off", inText: "line" }
  return { ...actual, QUOTE_FIELD_TABLE: [...actual.QUOTE_FIELD_TABLE, access] }
})

const label = "How to get in"
const words = { ...pageWide.quoteForm, labels: { ...pageWide.quoteForm.labels, access: label } }

it("a textarea row added to the table is a required field of several lines, without the message's placeholder", () => {
  render(
    <PageWideProvider pageWide={{ ...pageWide, quoteForm: words }}>
      <QuoteForm formId="hero" heading="Get a quote" />
    </PageWideProvider>,
  )
  const field = screen.getByLabelText(label)
  expect(field.tagName).toBe("TEXTAREA")
  expect(field).toBeRequired()
  expect(field).not.toHaveAttribute("placeholder")
  expect(screen.getByLabelText(pageWide.quoteForm.labels.message)).toHaveAttribute(
    "placeholder",
    words.messagePlaceholder,
  )
})
