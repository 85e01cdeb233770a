import { graphql } from "gatsby"
import { Picture } from "../components/picture"
import { Section } from "../components/section"
import { useSite } from "../site"
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

/**
 * Who we are (requirements §2 item 6, id `about`, data/about.json): the certified engineer and the appointment promises
 * (data/business.json `certification`, `promises`).
 */
export function About({ content }: { content: Queries.AboutSectionFragment }) {
  const { business } = useSite()
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
