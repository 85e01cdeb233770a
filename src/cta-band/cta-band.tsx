import { telHref } from "../components/contact-links"
import { BOOK_HREF } from "../quote-form/fields/quote-fields"
import { usePageWide } from "../components/page-wide"
import { fillIn } from "../shared/text"
import * as buttons from "../styles/buttons.module.css"
import * as styles from "./cta-band.module.css"

/**
 * The call-to-action band that repeats between sections (requirements §2): Book Now → the contact section's quote form
 * (`#contact-quote`, its heading and first field in view; src/enhancement/in-page-links.ts then focuses that field),
 * Call Now → `tel:`.
 * Its words are data/site.json `cta`.
 */
export function CtaBand() {
  const { business, siteWords } = usePageWide()
  const { cta } = siteWords
  return (
    <aside className={styles.band} aria-label={cta.label}>
      <div className={styles.inner}>
        <p className={styles.text}>{cta.text}</p>
        <div className={styles.actions}>
          <a className={buttons.primary} href={BOOK_HREF}>
            {cta.bookNow}
          </a>
          <a
            className={buttons.outline}
            href={telHref(business.phone.e164)}
            aria-label={fillIn(cta.callNowLabel, { phone: business.phone.display })}
          >
            {cta.callNow}
          </a>
        </div>
      </div>
    </aside>
  )
}
