/**
 * schema.org JSON-LD for the business: an `Electrician` (a LocalBusiness subtype), built from the same
 * data the page shows (data/business.json, data/prices.json). No `AggregateRating` over the site's own
 * reviews: Google treats that as self-serving and ignores or penalises it.
 */

/** The business facts the JSON-LD needs; shaped like `Queries.BusinessFactsFragment`. */
export interface LocalBusinessFacts {
  name: string
  email: string
  phone: { e164: string }
  address: { street: string; locality: string; region: string; postcode: string; country: string }
  geo: { latitude: number; longitude: number }
  hours: { opens: string; closes: string }
  coverage: readonly string[]
  priceFrom: number
}

/** Reads the first amount in pounds from a price text such as "from £250" → 250; `undefined` if none. */
export function poundsIn(price: string): number | undefined {
  const match = /£\s*(\d+(?:\.\d{1,2})?)/.exec(price)
  return match ? Number(match[1]) : undefined
}

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

/**
 * Builds the `Electrician` JSON-LD object.
 * @param siteUrl canonical URL of the page, e.g. `https://www.example.com/`.
 * @param prices rows of the price table; each becomes an `Offer` in GBP (minimum price for "from" rows).
 */
export function localBusinessJsonLd(
  business: LocalBusinessFacts,
  prices: readonly { service: string; price: string }[],
  siteUrl: string,
  imageUrl?: string,
): Record<string, unknown> {
  const highest = Math.max(...prices.map((row) => poundsIn(row.price) ?? 0))
  return {
    "@context": "https://schema.org",
    "@type": "Electrician",
    "@id": `${siteUrl}#business`,
    name: business.name,
    url: siteUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    telephone: business.phone.e164,
    email: business.email,
    priceRange: `£${business.priceFrom}–£${highest}+`,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postcode,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: DAYS,
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    ],
    areaServed: business.coverage.map((town) => ({ "@type": "City", name: town })),
    makesOffer: prices.map((row) => {
      const amount = poundsIn(row.price)
      const from = /from/i.test(row.price)
      return {
        "@type": "Offer",
        name: `EICR: ${row.service}`,
        itemOffered: { "@type": "Service", name: `Electrical Installation Condition Report (EICR), ${row.service}` },
        ...(amount === undefined
          ? {}
          : from
            ? { priceSpecification: { "@type": "PriceSpecification", minPrice: amount, priceCurrency: "GBP" } }
            : { price: amount, priceCurrency: "GBP" }),
      }
    }),
  }
}
