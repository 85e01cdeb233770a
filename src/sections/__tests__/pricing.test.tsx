import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import pricing from "../../../tests/starting-data/pricing.json"
import { followInPageLinks } from "../../enhancement/in-page-links"
import { QuoteForm } from "../../quote-form/quote-form"
import { addBookLine, QUOTE_FORMS } from "../../quote-form/fields/quote-fields"
import { sendQuote } from "../../quote-form/send-quote"

jest.mock("../../quote-form/send-quote", () => ({
  ...jest.requireActual("../../quote-form/send-quote"),
  sendQuote: jest.fn(),
}))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>
import { formatPrice } from "../../shared/price"
import { fillIn } from "../../shared/text"
import { typeEnquiry } from "../../../tests/jest/support/quote"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import Pricing from "../pricing"

/** Each body row as a visitor reads it: the service, then the price. */
function visibleRows(): string[][] {
  const [, body] = screen.getAllByRole("rowgroup")
  return within(body)
    .getAllByRole("row")
    .map((row) => [within(row).getByRole("rowheader").textContent!, within(row).getAllByRole("cell")[0].textContent!])
}

// Once, as gatsby-browser.ts does when the scripts start.
beforeAll(() => followInPageLinks(document, addBookLine))
beforeEach(() => window.sessionStorage.clear())

describe("Pricing table", () => {
  it("shows the prices of requirements §9 (the starting pricing.json), in its order", () => {
    render(<Pricing id="pricing" data={pricing} />)
    const from99 = [
      "Selling a house",
      "Rental property",
      "New-build property",
      "Communal areas",
      "Landlord EICR",
      "Holiday let",
      "Homeowner EICR",
      "Warehouse",
      "Factory",
      "Nail salon",
      "Care home",
      "School",
    ]
    expect(visibleRows()).toEqual([
      ["1-bedroom property", "£130"],
      ["2-bedroom property", "£150"],
      ["3-bedroom property", "£170"],
      ["Commercial premises", "from £250"],
      ["Industrial premises", "from £350"],
      ["Shop", "from £180"],
      ["Business premises", "from £200"],
      ...from99.map((service) => [service, "from £99"]),
    ])
  })

  it("writes a four-figure price with a thousands separator", () => {
    render(
      <Pricing
        id="pricing"
        data={{ ...pricing, rows: [{ service: "Large industrial site", amount: 1250, from: true }] }}
      />,
    )
    expect(visibleRows()).toEqual([["Large industrial site", "from £1,250"]])
  })

  it("gives each row a Book link to the contact form, named by its row", () => {
    render(<Pricing id="pricing" data={pricing} />)
    const books = screen.getAllByRole("link", { name: new RegExp(`^${pricing.book} `) })
    expect(books.map((link) => link.textContent)).toEqual(
      pricing.rows.map(({ service }) => `${pricing.book} ${service}`),
    )
    for (const link of books) expect(link).toHaveAttribute("href", "#contact-quote")
  })

  it("Book adds the row and its price to the contact form's message, and focus goes to the form's first field", async () => {
    renderWithPageWide(
      <>
        <Pricing id="pricing" data={pricing} />
        <QuoteForm formId={QUOTE_FORMS.contact} heading="Book an inspection" withTimes />
      </>,
    )
    const { labels } = pageWide.quoteForm
    const message = screen.getByLabelText(labels.message)
    fireEvent.input(message, { target: { value: "Ground-floor flat." } })
    const [, second] = pricing.rows
    fireEvent.click(screen.getByRole("link", { name: `${pricing.book} ${second.service}` }))
    const line = fillIn(pricing.bookMessage, { service: second.service, price: "£150" })
    await waitFor(() => expect(message).toHaveValue(`Ground-floor flat.\n${line}`))
    await waitFor(() => expect(screen.getByLabelText(labels.from_name)).toHaveFocus())
    // Kept as typing is: the draft holds it.
    expect(window.sessionStorage.getItem("quote-draft:contact")).toContain(JSON.stringify(line).slice(1, -1))
  })

  /** A row's Book link, and the line it writes (data/pricing.json `bookMessage`). */
  const book = (row: (typeof pricing.rows)[number]) => ({
    link: screen.getByRole("link", { name: `${pricing.book} ${row.service}` }),
    line: fillIn(pricing.bookMessage, { service: row.service, price: formatPrice(row, pricing.startingPrice) }),
  })
  const renderPage = () =>
    renderWithPageWide(
      <>
        <Pricing id="pricing" data={pricing} />
        <QuoteForm formId={QUOTE_FORMS.contact} heading="Book an inspection" />
      </>,
    )

  it("a second row's Book takes the place of the first's line: one row, one price, the visitor's words kept", async () => {
    renderPage()
    const message = screen.getByLabelText(pageWide.quoteForm.labels.message)
    const [first, second] = [book(pricing.rows[0]), book(pricing.rows[1])]
    fireEvent.click(first.link)
    await waitFor(() => expect(message).toHaveValue(first.line))
    fireEvent.input(message, { target: { value: `${first.line}\nGround-floor flat.` } })
    fireEvent.click(second.link)
    await waitFor(() => expect(message).toHaveValue(`${second.line}\nGround-floor flat.`))
  })

  it("a Book pressed while the thank-you panel shows brings the form back with its row, focus in the first field", async () => {
    mockSend.mockResolvedValue()
    renderPage()
    const { labels, thanks } = pageWide.quoteForm
    typeEnquiry()
    fireEvent.submit(screen.getByRole("form", { name: "Book an inspection" }))
    await screen.findByText(thanks.heading)
    const row = book(pricing.rows[2])
    fireEvent.click(row.link)
    await waitFor(() => expect(screen.getByLabelText(labels.message)).toHaveValue(row.line))
    expect(screen.queryByText(thanks.heading)).toBeNull()
    await waitFor(() => expect(screen.getByLabelText(labels.from_name)).toHaveFocus())
    await act(async () => {})
  })
})
