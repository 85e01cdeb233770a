import { MapEmbed } from "../components/map-embed"
import { Section } from "../components/section"
import { staticHtml } from "../components/static-html"
import { telHref } from "../contact-links"
import * as buttons from "../styles/buttons.module.css"
import * as styles from "./location.module.css"

/** Props of {@link Location}. */
export interface LocationProps {
  heading: string
  intro: string
  business: Pick<Queries.BusinessFactsFragment, "name" | "address" | "emergencyPhone" | "coverage" | "hours">
}

/** One-line postal address, e.g. "Unit 4, 12 Station Road, Ashford, Kent TN23 1AA". */
export function addressLine(address: Queries.BusinessFactsFragment["address"]): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postcode}`
}

/** The address, towns, hours and emergency call link beside the map. Static: never hydrated. */
const LocationDetails = staticHtml(function LocationDetails({ business }: Pick<LocationProps, "business">) {
  return (
    <div>
      <address className={styles.address}>
        {business.name}
        <br />
        {addressLine(business.address)}
      </address>
      <p>
        <strong>Areas we cover:</strong> {business.coverage.join(", ")}.
      </p>
      <p>
        <strong>Opening hours:</strong> {business.hours.display}
      </p>
      <a className={buttons.secondary} href={telHref(business.emergencyPhone.e164)}>
        Emergency call-out: {business.emergencyPhone.display}
      </a>
    </div>
  )
})

/**
 * Our location (spec §2 item 12, id `map`): one map of the business address and an emergency call link.
 * Only the map is React (it loads on request); the rest is static HTML.
 */
export function Location({ heading, intro, business }: LocationProps) {
  const address = addressLine(business.address)
  return (
    <Section id="map" heading={heading} intro={intro}>
      <div className={styles.grid}>
        <LocationDetails business={business} />
        <MapEmbed title={`Map of ${business.name}, ${address}`} query={address} />
      </div>
    </Section>
  )
}
