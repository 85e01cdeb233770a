/**
 * The business's address as the page writes it (data/business.json `address`, `noCustomersAtAddress`). No Gatsby
 * import, so the browser tests derive their expectations from the same functions.
 */

/** One-line postal address, e.g. "Unit 4, 12 Station Road, Ashford, Kent TN23 1AA". */
export function addressLine(address: ShownAddressFacts["address"]): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postcode}`
}

/** The facts that decide which address the page may show. */
export interface ShownAddressFacts {
  address: { street: string; locality: string; region: string; postcode: string }
  noCustomersAtAddress: boolean
}

/**
 * The address as the page shows it (the contact section, location, map search): the postal address ({@link addressLine}), or, for a
 * business that does not receive customers at its address (data/business.json `noCustomersAtAddress`, a service-area
 * business in Google's guidelines), only the area: town and county, e.g. "Ashford, Kent". Never the street or postcode then.
 */
export function shownAddress({ address, noCustomersAtAddress }: ShownAddressFacts): string {
  return noCustomersAtAddress ? `${address.locality}, ${address.region}` : addressLine(address)
}

/**
 * The header's short address: "Unit 4, 12 Station Road, Ashford TN23 1AA", or the area ("Ashford, Kent") for a
 * business customers do not visit (see {@link shownAddress}).
 */
export function shortAddress(business: ShownAddressFacts): string {
  const { street, locality, postcode } = business.address
  return business.noCustomersAtAddress ? shownAddress(business) : `${street}, ${locality} ${postcode}`
}

/**
 * The address as the page's data carries it to the browser (GraphQL `BusinessJson.address`, node/build-steps/data):
 * without street and postcode (`""`) for a business customers do not visit, so they are in no published file, not
 * even the page's data (`page-data.json`); otherwise as written.
 */
export function publishedAddress<A extends ShownAddressFacts["address"]>(business: {
  address: A
  noCustomersAtAddress: boolean
}): A {
  return business.noCustomersAtAddress ? { ...business.address, street: "", postcode: "" } : business.address
}
