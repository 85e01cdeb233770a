import { graphql } from "gatsby"
import { Section } from "../components/section"
import * as styles from "./services.module.css"

export const query = graphql`
  fragment ServicesSection on ServicesJson {
    heading
    paragraphs
    durationsHeading
    durations {
      size
      duration
    }
  }
`

/** What is an EICR (requirements §2 item 7, id `services`, data/services.json), with the test durations of requirements §9. */
export function Services({ content }: { content: Queries.ServicesSectionFragment }) {
  return (
    <Section id="services" heading={content.heading} tone="mist">
      <div className={styles.grid}>
        <div>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className={styles.card}>
          <h3>{content.durationsHeading}</h3>
          <dl className={styles.durations}>
            {content.durations.map((row) => (
              <div key={row.size}>
                <dt>{row.size}</dt>
                <dd>{row.duration}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  )
}
