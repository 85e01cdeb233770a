import business from "../../../../tests/starting-data/business.json"
import pricing from "../../../../tests/starting-data/pricing.json"

const prices = pricing.rows
import { jsonLdText, localBusinessJsonLd } from "../json-ld"

/** The JSON-LD as search engines read it: the script text, parsed. */
const readBack = (...args: Parameters<typeof localBusinessJsonLd>) =>
  JSON.parse(jsonLdText(localBusinessJsonLd(...args))) as Record<string, unknown>

const jsonLd = readBack(business, prices, "https://www.example.com/")

describe("Electrician JSON-LD", () => {
  it("describes the business from data/business.json", () => {
    expect(jsonLd).toMatchObject({
      "@type": "Electrician",
      name: business.name,
      telephone: business.phone.e164,
      url: "https://www.example.com/",
      address: { postalCode: business.address.postcode, addressLocality: business.address.locality },
      geo: { latitude: business.geo.latitude, longitude: business.geo.longitude },
      openingHoursSpecification: [{ opens: "07:00", closes: "22:00", dayOfWeek: business.hours.days }],
    })
  })

  it("serves every coverage town", () => {
    expect((jsonLd.areaServed as { name: string }[]).map((area) => area.name)).toEqual(business.coverage)
  })

  it("offers every row of the price table in pounds", () => {
    const offers = jsonLd.makesOffer as Record<string, unknown>[]
    expect(offers).toHaveLength(prices.length)
    prices.forEach((row, index) => {
      // A starting price is an AggregateOffer's lowPrice: never claimed as the exact price.
      const expected = row.from
        ? { "@type": "AggregateOffer", lowPrice: row.amount, priceCurrency: "GBP" }
        : { "@type": "Offer", price: row.amount, priceCurrency: "GBP" }
      expect(offers[index]).toMatchObject(expected)
      expect(offers[index]).not.toHaveProperty(row.from ? "price" : "lowPrice")
      expect(offers[index]).not.toHaveProperty("priceSpecification")
    })
  })

  it("has no self-serving AggregateRating", () => {
    expect(JSON.stringify(jsonLd)).not.toMatch(/Rating/)
  })

  it("states the price range from the headline price to the highest amount, + when that is a starting price", () => {
    expect(jsonLd.priceRange).toBe("£89–£350+")
    const fixedTop = readBack(business, [{ service: "Flat", amount: 130, from: false }], "https://x.example/")
    expect(fixedTop.priceRange).toBe("£89–£130")
  })

  it("offers a £1,250 row as 1250 pounds", () => {
    const rows = [
      { service: "Large industrial site", amount: 1250, from: true },
      { service: "Hospital wing", amount: 1250, from: false },
    ]
    const large = readBack(business, rows, "https://www.example.com/")
    const offers = large.makesOffer as Record<string, unknown>[]
    expect(offers[0]).toMatchObject({ "@type": "AggregateOffer", lowPrice: 1250, priceCurrency: "GBP" })
    expect(offers[0]).not.toHaveProperty("price")
    expect(offers[1]).toMatchObject({ price: 1250, priceCurrency: "GBP" })
    expect(large.priceRange).toBe("£89–£1,250+")
  })
})

describe("Electrician JSON-LD: the Google profile, other profiles and the registration", () => {
  it("names the Google profile's reviews address in sameAs, then the other profiles, each once", () => {
    expect(jsonLd.sameAs).toEqual([business.googleProfile.reviewsUrl])
    const other = "https://www.facebook.com/example-eicr"
    const withOthers = readBack(
      { ...business, otherProfiles: [other, business.googleProfile.reviewsUrl] },
      prices,
      "https://www.example.com/",
    )
    expect(withOthers.sameAs).toEqual([business.googleProfile.reviewsUrl, other])
  })

  it("has no sameAs for a business without profiles (never an empty list)", () => {
    const { googleProfile: _profile, ...withoutProfile } = business
    expect(readBack(withoutProfile, prices, "https://www.example.com/")).not.toHaveProperty("sameAs")
    expect(
      readBack(
        {
          ...business,
          googleProfile: { reviewsUrl: null, writeReviewUrl: "https://search.google.com/local/writereview?placeid=x" },
        },
        prices,
        "https://www.example.com/",
      ),
    ).not.toHaveProperty("sameAs")
  })

  it("states the registration as a membership of the scheme, with its number and register entry", () => {
    expect(jsonLd.memberOf).toEqual({
      "@type": "ProgramMembership",
      programName: business.registration.scheme,
      membershipNumber: business.registration.number,
      url: business.registration.registerUrl,
    })
    const { registration: _registration, ...unregistered } = business
    expect(readBack(unregistered, prices, "https://www.example.com/")).not.toHaveProperty("memberOf")
  })
})

describe("Electrician JSON-LD of a business customers do not visit (noCustomersAtAddress)", () => {
  const serviceArea = readBack({ ...business, noCustomersAtAddress: true }, prices, "https://www.example.com/")

  it("keeps town, county and country but gives no street, postcode or position", () => {
    expect(serviceArea.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    })
    expect(serviceArea).not.toHaveProperty("geo")
    const text = JSON.stringify(serviceArea)
    expect(text).not.toContain(business.address.street)
    expect(text).not.toContain(business.address.postcode)
  })

  it("names the towns it serves", () => {
    expect((serviceArea.areaServed as { name: string }[]).map((area) => area.name)).toEqual(business.coverage)
  })

  it("gives the street address and position by default", () => {
    expect(jsonLd.address).toMatchObject({
      streetAddress: business.address.street,
      postalCode: business.address.postcode,
    })
    expect(jsonLd).toHaveProperty("geo")
  })
})

describe("jsonLdText", () => {
  it("writes every < as \\u003c, so a hostile string in data cannot end the script element", () => {
    const hostile = { ...business, name: '</script><script>alert("x")</script><!--' }
    const text = jsonLdText(localBusinessJsonLd(hostile, prices, "https://www.example.com/"))
    expect(text).not.toContain("<")
    expect(JSON.parse(text).name).toBe(hostile.name) // read back unchanged
  })
})
