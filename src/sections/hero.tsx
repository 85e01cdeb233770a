import { graphql } from "gatsby"
import { staticHtml } from "../components/static-html"
import { formatPounds } from "../price"
import { QuoteForm } from "../quote/quote-form"
import { QUOTE_FORMS } from "../quote/quote-fields"
import { useSite } from "../site"
import { fillInNodes } from "../text"
import * as styles from "./hero.module.css"

export const query = graphql`
  fragment HeroSection on HeroJson {
    eyebrow
    heading
    subheading
    highlights
    price
    formHeading
  }
`

/** Props of {@link Hero}. */
export interface HeroProps {
  content: Queries.HeroSectionFragment
}

/** The hero's words and the headline price (data/business.json `priceFrom`, requirements §9: 89). Static: never hydrated. */
const HeroCopy = staticHtml(function HeroCopy({ content }: HeroProps) {
  const { business } = useSite()
  return (
    <div className={styles.copy}>
      <p className={styles.eyebrow}>{content.eyebrow}</p>
      <h1 id="hero-heading">{content.heading}</h1>
      <p className={styles.sub}>{content.subheading}</p>
      <p className={styles.price}>
        {fillInNodes(content.price, { price: <strong>{formatPounds(business.priceFrom)}</strong> })}
      </p>
      <ul className={styles.highlights}>
        {content.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </div>
  )
})

/** The hero (requirements §2 item 2): the offer, the headline price and the first quote form (data/hero.json). */
export function Hero({ content }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.inner}>
        <HeroCopy content={content} />
        <div className={styles.form}>
          <QuoteForm formId={QUOTE_FORMS.hero} heading={content.formHeading} />
        </div>
      </div>
    </section>
  )
}
