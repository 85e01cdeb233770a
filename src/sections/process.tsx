import { graphql } from "gatsby"
import { Section } from "../components/section"
import * as styles from "./process.module.css"
import type { SectionProps } from "../shared/sections"

export const query = graphql`
  fragment ProcessSection on ProcessJson {
    heading
    intro
    durationLabel
    steps {
      title
      description
      duration
    }
  }
`

/** The EICR process (requirements §2 item 9, id `process`, data/process.json): the steps with the durations of requirements §9. */
export default function Process({ id, data }: SectionProps<Queries.ProcessSectionFragment>) {
  return (
    <Section id={id} heading={data.heading} intro={data.intro} tone="mist">
      <ol className={styles.steps}>
        {data.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
            <p className={styles.duration}>
              <span className="visually-hidden">{data.durationLabel} </span>
              {step.duration}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
