import { graphql } from "gatsby"
import { Section } from "../components/section"
import { StarRating } from "../components/star-rating"
import { telHref } from "../components/contact-links"
import { BOOK_HREF } from "../quote-form/fields/quote-fields"
import { usePageWide } from "../components/page-wide"
import * as buttons from "../styles/buttons.module.css"
import { fillIn } from "../shared/text"
import { formatMonthYear } from "../shared/eicr-due"
import * as styles from "./reviews.module.css"
import type { SectionProps } from "../shared/sections"

export const query = graphql`
  fragment ReviewsSection on ReviewsJson {
    heading
    intro
    source
    bookOnline
    readAll
    leaveReview
    items {
      name
      date
      rating
      text
    }
  }
`

/**
 * Links to the business's Google profile (data/business.json `googleProfile`, words from data/reviews.json): "Read all
 * our reviews on Google" and "Leave us a review", each only when its address is set, so a business without a profile
 * shows neither. Plain links that open a new tab (which they say to screen readers): no widget, and the page itself
 * asks Google for nothing.
 */
function ProfileLinks({ data }: { data: Queries.ReviewsSectionFragment }) {
  const { business, siteWords } = usePageWide()
  const links = [
    { href: business.googleProfile?.reviewsUrl, words: data.readAll },
    { href: business.googleProfile?.writeReviewUrl, words: data.leaveReview },
  ].filter((link): link is { href: string; words: string } => Boolean(link.href))
  if (links.length === 0) return null
  return (
    <ul className={styles.profile}>
      {links.map(({ href, words }) => (
        <li key={href}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {words}
            <span className="visually-hidden"> {siteWords.newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * Customer reviews (requirements §2 item 10, id `reviews`, data/reviews.json): static reviews from a search engine's review
 * listing, links to read them all and to leave one on the business's Google profile ({@link ProfileLinks}), with a Call
 * Now link and a Book Online button that goes to the contact section.
 */
export default function Reviews({ id, data }: SectionProps<Queries.ReviewsSectionFragment>) {
  const { business, siteWords } = usePageWide()
  return (
    <Section id={id} heading={data.heading} intro={data.intro}>
      <ul className={styles.list}>
        {data.items.map((review) => (
          <li key={review.name + review.date} className={styles.card}>
            <figure>
              <StarRating rating={review.rating} />
              <blockquote className={styles.quote}>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                <strong>{review.name}</strong>
                <span className={styles.meta}>
                  <time dateTime={review.date}>{formatMonthYear(review.date)}</time> · {data.source}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <ProfileLinks data={data} />
      <div className={styles.actions}>
        <a
          className={buttons.secondary}
          href={telHref(business.phone.e164)}
          aria-label={fillIn(siteWords.cta.callNowLabel, { phone: business.phone.display })}
        >
          {siteWords.cta.callNow}
        </a>
        <a className={buttons.primary} href={BOOK_HREF}>
          {data.bookOnline}
        </a>
      </div>
    </Section>
  )
}
