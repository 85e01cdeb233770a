import { formatPrice } from "../price"

describe("formatPrice", () => {
  it.each([
    [{ amount: 130, from: false }, "£130"],
    [{ amount: 99, from: true }, "from £99"],
    [{ amount: 1250, from: false }, "£1,250"],
    [{ amount: 1250, from: true }, "from £1,250"],
    [{ amount: 99.5, from: false }, "£99.50"],
  ])("shows %p as %p", (row, text) => {
    expect(formatPrice(row, "from {price}")).toBe(text)
  })

  it("writes a starting price with the table's own words", () => {
    expect(formatPrice({ amount: 99, from: true }, "{price} or more")).toBe("£99 or more")
  })
})
