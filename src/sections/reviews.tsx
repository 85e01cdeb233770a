import { graphql } from "gatsby"
import { Section } from "../components/section"
import { StarRating } from "../components/star-rating"
import { telHref } from "../contact-links"
import { useSite } from "../site"
import * as buttons from "../styles/buttons.module.css"
import { fillIn } from "../text"
import { formatMonthYear } from "../tools/eicr-due"
import * as styles from "./reviews.module.css"

export const query = graphql`
  fragment ReviewsSection on ReviewsJson {
    heading
    intro
    source
    bookOnline
    items {
      name
      date
      rating
      text
    }
  }
`

/**
 * Customer reviews (requirements §2 item 10, id `reviews`, data/reviews.json): static reviews from a search engine's review
 * listing, with a Call Now link and a Book Online button that goes to the contact section.
 */
export function Reviews({ content }: { content: Queries.ReviewsSectionFragment }) {
  const { business, text } = useSite()
  return (
    <Section id="reviews" heading={content.heading} intro={content.intro}>
      <ul className={styles.list}>
        {content.items.map((review) => (
          <li key={review.name + review.date} className={styles.card}>
            <figure>
              <StarRating rating={review.rating} />
              <blockquote className={styles.quote}>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                <strong>{review.name}</strong>
                <span className={styles.meta}>
                  <time dateTime={review.date}>{formatMonthYear(review.date)}</time> · {content.source}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <a
          className={buttons.secondary}
          href={telHref(business.phone.e164)}
          aria-label={fillIn(text.cta.callNowLabel, { phone: business.phone.display })}
        >
          {text.cta.callNow}
        </a>
        <a className={buttons.primary} href="#contact">
          {content.bookOnline}
        </a>
      </div>
    </Section>
  )
}
