/**
 * schema.org JSON-LD for the business: an `Electrician` (a LocalBusiness subtype), built from the same
 * data the page shows (data/business.json, data/pricing.json). No `AggregateRating` over the site's own
 * reviews: Google treats that as self-serving and ignores or penalises it. Typed with schema-dts (Google's
 * schema.org vocabulary for TypeScript), so a misspelt property or a wrong kind of value does not compile.
 *
 * It is built once, at build time (the `jsonLd` field `addJsonLd` of node/build-steps/data/steps.ts adds to `BusinessJson`), so this code is
 * not part of the page's JavaScript.
 */
import type { DayOfWeek, Electrician, WithContext } from "schema-dts"
import { formatPounds, type PriceRow } from "../../../src/shared/price"

/**
 * The business facts the JSON-LD needs: the generated node type of data/business.json, narrowed; the optional facts
 * (registration, profiles) may be missing or null, as in the file.
 */
export type LocalBusinessFacts = Pick<
  Queries.BusinessJson,
  "name" | "email" | "phone" | "address" | "geo" | "noCustomersAtAddress" | "hours" | "coverage" | "priceFrom"
> &
  Partial<Pick<Queries.BusinessJson, "registration" | "googleProfile" | "otherProfiles">>

/**
 * schema.org `priceRange` text: from the headline price (or a lower row) to the highest amount in the table,
 * with "+" when that highest amount is a starting price, e.g. "£89–£350+".
 */
function priceRange(priceFrom: number, prices: readonly PriceRow[]): string {
  if (prices.length === 0) return `${formatPounds(priceFrom)}+`
  const amounts = prices.map((row) => row.amount)
  const lowest = Math.min(priceFrom, ...amounts)
  const highest = Math.max(...amounts)
  // A starting price at the top means some jobs cost more than the highest amount listed.
  const open = prices.some((row) => row.from && row.amount === highest)
  return `${formatPounds(lowest)}–${formatPounds(highest)}${open ? "+" : ""}`
}

/**
 * The business's public profiles, for `sameAs`: the Google profile's reviews address first, then the other profiles
 * the owner lists (data/business.json `googleProfile.reviewsUrl`, `otherProfiles`), each once.
 */
function profiles(business: LocalBusinessFacts): string[] {
  const all = [business.googleProfile?.reviewsUrl, ...(business.otherProfiles ?? [])]
  return [...new Set(all.filter((url): url is string => Boolean(url)))]
}

/**
 * Builds the `Electrician` JSON-LD object.
 * @param business facts from data/business.json; `priceFrom` is the headline price in pounds (requirements §9: 89);
 *   `hours.days` are schema.org day names (the schema allows only those). With `noCustomersAtAddress` (a service-area
 *   business) the address keeps only town, county and country, with no `streetAddress`, `postalCode` or `geo`, as
 *   Google asks of a business that does not receive customers at its address; `areaServed` names the towns covered
 *   either way. `registration` becomes `memberOf` (a `ProgramMembership`: scheme, number, register entry);
 *   `googleProfile.reviewsUrl` and `otherProfiles` become `sameAs`. No reviews and no rating: see the module's comment.
 * @param prices rows of the price table (data/pricing.json), each an offer in GBP: an `Offer` with its `price` for a
 *   fixed row, an `AggregateOffer` with its `lowPrice` for a starting-price row ("from £99"). Amounts are numbers of
 *   pounds, as stored.
 * @param siteUrl canonical URL of the page, e.g. `https://www.example.com/`.
 * @param imageUrl absolute URL of the business's image, if any.
 */
export function localBusinessJsonLd(
  business: LocalBusinessFacts,
  prices: readonly PriceRow[],
  siteUrl: string,
  imageUrl?: string,
): WithContext<Electrician> {
  const sameAs = profiles(business)
  const { registration } = business
  return {
    "@context": "https://schema.org",
    "@type": "Electrician",
    "@id": `${siteUrl}#business`,
    name: business.name,
    url: siteUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    telephone: business.phone.e164,
    email: business.email,
    priceRange: priceRange(business.priceFrom, prices),
    address: {
      "@type": "PostalAddress",
      ...(business.noCustomersAtAddress ? {} : { streetAddress: business.address.street }),
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      ...(business.noCustomersAtAddress ? {} : { postalCode: business.address.postcode }),
      addressCountry: business.address.country,
    },
    ...(business.noCustomersAtAddress
      ? {}
      : { geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude } }),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        // The schema of data/business.json allows only schema.org's day names.
        dayOfWeek: business.hours.days as DayOfWeek[],
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    ],
    areaServed: business.coverage.map((town) => ({ "@type": "City", name: town })),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(registration
      ? {
          memberOf: {
            "@type": "ProgramMembership",
            programName: registration.scheme,
            membershipNumber: registration.number,
            url: registration.registerUrl,
          },
        }
      : {}),
    makesOffer: prices.map((row) => {
      const named = {
        name: `EICR: ${row.service}`,
        itemOffered: { "@type": "Service", name: `Electrical Installation Condition Report (EICR), ${row.service}` },
      } as const
      // A starting price is the lowest of the prices the job may cost: an AggregateOffer's lowPrice says so without
      // claiming an exact price (a PriceSpecification with only minPrice breaks Google's rule that an offer has a price).
      return row.from
        ? { "@type": "AggregateOffer", ...named, lowPrice: row.amount, priceCurrency: "GBP" }
        : { "@type": "Offer", ...named, price: row.amount, priceCurrency: "GBP" }
    }),
  }
}

/**
 * The text of a JSON-LD `<script>` for `value`: its JSON with every `<` written as `\u003c`. JSON parsers read
 * it back unchanged, and no text in the data (say a business name holding `</script><script>…`) can end the
 * script element early and become markup (HTML Living Standard, restrictions for contents of script elements).
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c")
}
