import { graphql } from "gatsby"
import { Picture } from "../components/picture"
import { Section } from "../components/section"
import { usePageWide } from "../components/page-wide"
import { fillIn } from "../shared/text"
import * as styles from "./about.module.css"
import type { SectionProps } from "../shared/sections"

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
 * A link to the engineer's entry on the scheme's public register (data/business.json `registration`), so a visitor can
 * check it: its words are the registration's `linkText` with the scheme and number filled in, and it opens a new tab,
 * which it says to screen readers. Nothing when there is no registration.
 */
function Registration() {
  const { business, siteWords } = usePageWide()
  const { registration } = business
  if (!registration) return null
  return (
    <p className={styles.registration}>
      <a href={registration.registerUrl} target="_blank" rel="noopener noreferrer">
        {fillIn(registration.linkText, { scheme: registration.scheme, number: registration.number })}
        <span className="visually-hidden"> {siteWords.newTab}</span>
      </a>
    </p>
  )
}

/**
 * Who we are (requirements §2 item 6, id `about`, data/about.json): the certified engineer and the appointment promises
 * (data/business.json `certification`, `promises`), with the link to the engineer's registration where there is one.
 */
export default function About({ id, data }: SectionProps<Queries.AboutSectionFragment>) {
  const { business } = usePageWide()
  const image = data.image.childImageSharp?.gatsbyImageData
  return (
    <Section id={id} heading={data.heading}>
      <div className={styles.grid}>
        <div>
          {data.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className={styles.cert}>{business.certification}</p>
          <Registration />
          <ul className={styles.promises}>
            {business.promises.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
        </div>
        {image ? <Picture image={image} alt={data.imageAlt} className={styles.image} /> : null}
      </div>
    </Section>
  )
}
