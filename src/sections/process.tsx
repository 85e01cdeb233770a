import { graphql } from "gatsby"
import { Section } from "../components/section"
import * as styles from "./process.module.css"

export const query = graphql`
  fragment ProcessStep on ProcessJson {
    title
    description
    duration
  }
`

/** Props of {@link Process}. */
export interface ProcessProps {
  heading: string
  intro: string
  /** The four steps with the durations of spec §9, in order. */
  steps: readonly Queries.ProcessStepFragment[]
}

/** The EICR process (spec §2 item 9, id `process`) as an ordered list of steps. */
export function Process({ heading, intro, steps }: ProcessProps) {
  return (
    <Section id="process" heading={heading} intro={intro} tone="mist">
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
            <p className={styles.duration}>
              <span className="visually-hidden">Takes </span>
              {step.duration}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
