import { graphql } from "gatsby"
import { Section } from "../components/section"
import * as styles from "./why-choose-us.module.css"
import type { SectionProps } from "../shared/sections"

export const query = graphql`
  fragment WhyChooseUsSection on WhyChooseUsJson {
    heading
    points {
      title
      text
    }
  }
`

/** Why choose us (requirements §2 item 8, id `why-choose-us`, data/why-choose-us.json): the reasons as a grid of cards. */
export default function WhyChooseUs({ id, data }: SectionProps<Queries.WhyChooseUsSectionFragment>) {
  return (
    <Section id={id} heading={data.heading}>
      <ul className={styles.grid}>
        {data.points.map((point) => (
          <li key={point.title} className={styles.card}>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
