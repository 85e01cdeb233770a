import { graphql } from "gatsby"
import { Picture } from "../components/picture"
import { Section } from "../components/section"
import * as styles from "./about.module.css"

export const query = graphql`
  fragment AboutSection on AboutJson {
    heading
    paragraphs
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.5, layout: CONSTRAINED)
      }
    }
  }
`

/** Props of {@link About}. */
export interface AboutProps {
  content: Queries.AboutSectionFragment
  /** Who leads the work and how fast they answer (data/business.json). */
  business: Pick<Queries.BusinessFactsFragment, "certification" | "promises">
}

/** Who we are (spec §2 item 6, id `about`): the certified engineer and the appointment promises. */
export function About({ content, business }: AboutProps) {
  const image = content.image.childImageSharp?.gatsbyImageData
  return (
    <Section id="about" heading={content.heading}>
      <div className={styles.grid}>
        <div>
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className={styles.cert}>{business.certification}</p>
          <ul className={styles.promises}>
            {business.promises.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
        </div>
        {image ? <Picture image={image} alt={content.imageAlt} className={styles.image} /> : null}
      </div>
    </Section>
  )
}
