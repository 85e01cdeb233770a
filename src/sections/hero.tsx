import { graphql } from "gatsby"
import { staticHtml } from "../components/static-html"
import { QuoteForm, type QuoteFormProps } from "../quote/quote-form"
import * as styles from "./hero.module.css"

export const query = graphql`
  fragment HeroSection on HeroJson {
    eyebrow
    heading
    subheading
    highlights
    formHeading
  }
`

/** Props of {@link Hero}. */
export interface HeroProps {
  content: Queries.HeroSectionFragment
  /** Headline price in pounds (spec §9: 89). */
  priceFrom: number
  business: QuoteFormProps["business"]
}

/** The hero's words: the offer and the headline price. Static: never hydrated. */
const HeroCopy = staticHtml(function HeroCopy({ content, priceFrom }: Pick<HeroProps, "content" | "priceFrom">) {
  return (
    <div className={styles.copy}>
      <p className={styles.eyebrow}>{content.eyebrow}</p>
      <h1 id="hero-heading">{content.heading}</h1>
      <p className={styles.sub}>{content.subheading}</p>
      <p className={styles.price}>
        EICRs <span className={styles.from}>from</span> <strong>£{priceFrom}</strong>
      </p>
      <ul className={styles.highlights}>
        {content.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </div>
  )
})

/** The hero (spec §2 item 2): the offer, the headline price and the first quote form. */
export function Hero({ content, priceFrom, business }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.inner}>
        <HeroCopy content={content} priceFrom={priceFrom} />
        <div className={styles.form}>
          <QuoteForm formId="hero" heading={content.formHeading} business={business} />
        </div>
      </div>
    </section>
  )
}
