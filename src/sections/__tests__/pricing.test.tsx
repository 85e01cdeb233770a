import { render, screen, within } from "@testing-library/react"
import pricing from "../../../tests/starting-content/pricing.json"
import Pricing from "../pricing"

/** Each body row as a visitor reads it: the service, then the price. */
function visibleRows(): string[][] {
  const [, body] = screen.getAllByRole("rowgroup")
  return within(body)
    .getAllByRole("row")
    .map((row) => [within(row).getByRole("rowheader").textContent!, within(row).getByRole("cell").textContent!])
}

describe("Pricing table", () => {
  it("shows the prices of requirements §9 (the starting pricing.json), in its order", () => {
    render(<Pricing id="pricing" content={pricing} />)
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
        content={{ ...pricing, rows: [{ service: "Large industrial site", amount: 1250, from: true }] }}
      />,
    )
    expect(visibleRows()).toEqual([["Large industrial site", "from £1,250"]])
  })
})
