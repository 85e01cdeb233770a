import business from "../../../tests/starting-data/business.json"
import { addressLine, publishedAddress, shortAddress, shownAddress } from "../address"

const visited = { ...business, noCustomersAtAddress: false }
const serviceArea = { ...business, noCustomersAtAddress: true }

describe("the address the page may show and publish", () => {
  it("is the postal address for a business customers visit", () => {
    expect(shownAddress(visited)).toBe(addressLine(business.address))
    expect(shortAddress(visited)).toContain(business.address.street)
    expect(publishedAddress(visited)).toEqual(business.address)
  })
  it("is the area only for one they do not visit, and the page's data carries no street or postcode", () => {
    for (const text of [shownAddress(serviceArea), shortAddress(serviceArea)]) {
      expect(text).toBe(`${business.address.locality}, ${business.address.region}`)
    }
    const published = publishedAddress(serviceArea)
    expect(JSON.stringify(published)).not.toContain(business.address.street)
    expect(JSON.stringify(published)).not.toContain(business.address.postcode)
    expect(published.locality).toBe(business.address.locality)
  })
})
