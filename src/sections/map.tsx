import { graphql } from "gatsby"
import { MapOnDemand } from "../map/map-on-demand"
import { Section } from "../components/section"
import { staticHtml } from "../enhancement/static-html"
import { telHref } from "../components/contact-links"
import { shownAddress } from "../shared/address"
import { usePageWide } from "../components/page-wide"
import * as buttons from "../styles/buttons.module.css"
import { fillInNodes } from "../shared/text"
import * as styles from "./map.module.css"
import type { SectionProps } from "../shared/sections"

export const query = graphql`
  fragment MapSection on MapJson {
    heading
    intro
    coverageLabel
    hoursLabel
    emergencyCall
  }
`

/** Props of {@link MapSection}. */
export type MapProps = SectionProps<Queries.MapSectionFragment>

/** The address, towns, hours and emergency call link beside the map. Static: never hydrated. */
const MapDetails = staticHtml(function MapDetails({ data }: Pick<MapProps, "data">) {
  const { business } = usePageWide()
  return (
    <div>
      <address className={styles.address}>
        {business.name}
        <br />
        {shownAddress(business)}
      </address>
      <p>
        <strong>{data.coverageLabel}</strong> {business.coverage.join(", ")}.
      </p>
      <p>
        <strong>{data.hoursLabel}</strong> {business.hours.display}
      </p>
      <a className={buttons.secondary} href={telHref(business.emergencyPhone.e164)}>
        {fillInNodes(data.emergencyCall, {
          phone: <span className="nowrap">{business.emergencyPhone.display}</span>,
        })}
      </a>
    </div>
  )
})

/**
 * Our location (requirements §2 item 12, id `map`, data/map.json): one map of the business address and an emergency
 * call link. For a business customers do not visit (data/business.json `noCustomersAtAddress`) the map searches the
 * town and county, so it shows the area, not a pin on the street. Only the map is React (it loads on request); the
 * rest is static HTML.
 */
export default function MapSection({ id, data }: MapProps) {
  const { business } = usePageWide()
  const address = shownAddress(business)
  return (
    <Section id={id} heading={data.heading} intro={data.intro}>
      <div className={styles.grid}>
        <MapDetails data={data} />
        <MapOnDemand place={`${business.name}, ${address}`} query={address} />
      </div>
    </Section>
  )
}
