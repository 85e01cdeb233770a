import { usePageWide } from "./page-wide"
import { fillIn } from "../shared/text"
import * as styles from "./star-rating.module.css"

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** Whole stars earned, 1–5 (requirements §3, review rating). */
  rating: number
  /** Most stars possible; 5. */
  outOf?: number
}

/** Stars drawn for sighted visitors, read as data/site.json `rating` ("Rated 5 out of 5") by screen readers. */
export function StarRating({ rating, outOf = 5 }: StarRatingProps) {
  const { siteWords } = usePageWide()
  return (
    <span className={styles.stars} role="img" aria-label={fillIn(siteWords.rating, { rating, outOf })}>
      {Array.from({ length: outOf }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            className={index < rating ? styles.on : styles.off}
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
          />
        </svg>
      ))}
    </span>
  )
}
