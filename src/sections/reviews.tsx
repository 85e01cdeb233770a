import { graphql } from "gatsby"
import { Section } from "../components/section"
import { StarRating } from "../components/star-rating"
import { telHref } from "../contact-links"
import * as buttons from "../styles/buttons.module.css"
import * as styles from "./reviews.module.css"

export const query = graphql`
  fragment ReviewItem on ReviewsJson {
    name
    isoDate: date(formatString: "YYYY-MM-DD")
    displayDate: date(formatString: "MMMM YYYY")
    rating
    text
  }
`

/** Props of {@link Reviews}. */
export interface ReviewsProps {
  heading: string
  intro: string
  reviews: readonly Queries.ReviewItemFragment[]
  phone: { display: string; e164: string }
}

/** Customer reviews (spec §2 item 10, id `reviews`): static reviews from Google reviews, Call Now and Book Online. */
export function Reviews({ heading, intro, reviews, phone }: ReviewsProps) {
  return (
    <Section id="reviews" heading={heading} intro={intro}>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.name + review.isoDate} className={styles.card}>
            <figure>
              <StarRating rating={review.rating} />
              <blockquote className={styles.quote}>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                <strong>{review.name}</strong>
                <span className={styles.meta}>
                  <time dateTime={review.isoDate ?? undefined}>{review.displayDate}</time> · Google reviews
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <a className={buttons.secondary} href={telHref(phone.e164)} aria-label={`Call Now on ${phone.display}`}>
          Call Now
        </a>
        <a className={buttons.primary} href="#contact">
          Book Online
        </a>
      </div>
    </Section>
  )
}
