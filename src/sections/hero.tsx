import { graphql } from "gatsby"
import { staticHtml } from "../enhancement/static-html"
import { formatPounds } from "../shared/price"
import { QuoteForm } from "../quote-form/quote-form"
import { telHref } from "../components/contact-links"
import { KEEP_CLEAR_ATTRIBUTE } from "../shared/markers"
import { formElementId, QUOTE_FORMS } from "../quote-form/fields/quote-fields"
import { usePageWide } from "../components/page-wide"
import * as buttons from "../styles/buttons.module.css"
import { fillInNodes } from "../shared/text"
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
  data: Queries.HeroSectionFragment
}

/**
 * The hero's words, the headline price (data/business.json `priceFrom`, requirements §9: 89) and, where the form is
 * below them (narrower than 960 px), the two ways to act on the first screen of a phone: a button to the form (it
 * reads as the form's heading) and a call button that shows the number. Static: never hydrated.
 */
const HeroCopy = staticHtml(function HeroCopy({ data }: HeroProps) {
  const { business, siteWords } = usePageWide()
  return (
    <div className={styles.copy}>
      <p className={styles.eyebrow}>{data.eyebrow}</p>
      <h1 id="hero-heading">{data.heading}</h1>
      <p className={styles.price}>
        {fillInNodes(data.price, { price: <strong>{formatPounds(business.priceFrom)}</strong> })}
      </p>
      <p className={styles.actions} {...{ [KEEP_CLEAR_ATTRIBUTE]: "" }}>
        <a className={buttons.primary} href={`#${formElementId(QUOTE_FORMS.hero)}`}>
          {data.formHeading}
        </a>
        <a className={buttons.outline} href={telHref(business.phone.e164)}>
          {fillInNodes(siteWords.cta.callNowLabel, { phone: <span className="nowrap">{business.phone.display}</span> })}
        </a>
      </p>
      <p className={styles.sub}>{data.subheading}</p>
      <ul className={styles.highlights}>
        {data.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </div>
  )
})

/** The hero (requirements §2 item 2): the offer, the headline price and the first quote form (data/hero.json). */
export function Hero({ data }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.inner}>
        <HeroCopy data={data} />
        <div className={styles.form}>
          <QuoteForm formId={QUOTE_FORMS.hero} heading={data.formHeading} compact />
        </div>
      </div>
    </section>
  )
}
