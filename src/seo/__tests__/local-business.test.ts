import business from "../../../data/business.json"
import prices from "../../../data/prices.json"
import { localBusinessJsonLd, poundsIn } from "../local-business"

const jsonLd = localBusinessJsonLd(business, prices, "https://www.example.com/")

describe("Electrician JSON-LD", () => {
  it("describes the business from data/business.json", () => {
    expect(jsonLd).toMatchObject({
      "@type": "Electrician",
      name: business.name,
      telephone: business.phone.e164,
      url: "https://www.example.com/",
      address: { postalCode: business.address.postcode, addressLocality: business.address.locality },
      geo: { latitude: business.geo.latitude, longitude: business.geo.longitude },
      openingHoursSpecification: [{ opens: "07:00", closes: "22:00", dayOfWeek: expect.arrayContaining(["Sunday"]) }],
    })
  })

  it("serves every coverage town", () => {
    expect((jsonLd.areaServed as { name: string }[]).map((area) => area.name)).toEqual(business.coverage)
  })

  it("offers every row of the price table in pounds", () => {
    const offers = jsonLd.makesOffer as Record<string, unknown>[]
    expect(offers).toHaveLength(prices.length)
    expect(offers[0]).toMatchObject({ price: 130, priceCurrency: "GBP" })
    expect(offers[3]).toMatchObject({ priceSpecification: { minPrice: 250, priceCurrency: "GBP" } })
  })

  it("has no self-serving AggregateRating", () => {
    expect(JSON.stringify(jsonLd)).not.toMatch(/Rating/)
  })

  it("reads pounds from price texts", () => {
    expect(poundsIn("from £99")).toBe(99)
    expect(poundsIn("on request")).toBeUndefined()
  })
})
