import { graphql } from "gatsby"
import { MapEmbed } from "../components/map-embed"
import { Section } from "../components/section"
import { staticHtml } from "../components/static-html"
import { telHref } from "../contact-links"
import { shownAddress } from "../address"
import { useSite } from "../site"
import * as buttons from "../styles/buttons.module.css"
import { fillInNodes } from "../text"
import * as styles from "./location.module.css"

export const query = graphql`
  fragment LocationSection on LocationJson {
    heading
    intro
    coverageLabel
    hoursLabel
    emergencyCall
  }
`

/** Props of {@link Location}. */
export interface LocationProps {
  content: Queries.LocationSectionFragment
}

/** The address, towns, hours and emergency call link beside the map. Static: never hydrated. */
const LocationDetails = staticHtml(function LocationDetails({ content }: LocationProps) {
  const { business } = useSite()
  return (
    <div>
      <address className={styles.address}>
        {business.name}
        <br />
        {shownAddress(business)}
      </address>
      <p>
        <strong>{content.coverageLabel}</strong> {business.coverage.join(", ")}.
      </p>
      <p>
        <strong>{content.hoursLabel}</strong> {business.hours.display}
      </p>
      <a className={buttons.secondary} href={telHref(business.emergencyPhone.e164)}>
        {fillInNodes(content.emergencyCall, {
          phone: <span className="nowrap">{business.emergencyPhone.display}</span>,
        })}
      </a>
    </div>
  )
})

/**
 * Our location (requirements §2 item 12, id `map`, data/location.json): one map of the business address and an emergency
 * call link. For a business customers do not visit (data/business.json `noCustomersAtAddress`) the map searches the
 * town and county, so it shows the area, not a pin on the street. Only the map is React (it loads on request); the
 * rest is static HTML.
 */
export function Location({ content }: LocationProps) {
  const { business } = useSite()
  const address = shownAddress(business)
  return (
    <Section id="map" heading={content.heading} intro={content.intro}>
      <div className={styles.grid}>
        <LocationDetails content={content} />
        <MapEmbed place={`${business.name}, ${address}`} query={address} />
      </div>
    </Section>
  )
}
