import * as buttons from "../styles/buttons.module.css"
import * as styles from "./cta-band.module.css"

/** Props of {@link CtaBand}. */
export interface CtaBandProps {
  /** One sentence inviting the visitor to act (data/headings.json `cta.text`). */
  text: string
  /** The business phone, `display` as printed and `e164` for the `tel:` link. */
  phone: { display: string; e164: string }
}

/** The call-to-action band that repeats between sections (spec §2): Book Now → `#contact`, Call Now → `tel:`. */
export function CtaBand({ text, phone }: CtaBandProps) {
  return (
    <aside className={styles.band} aria-label="Book an EICR">
      <div className={styles.inner}>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <a className={buttons.primary} href="#contact">
            Book Now
          </a>
          <a className={buttons.outline} href={`tel:${phone.e164}`} aria-label={`Call Now on ${phone.display}`}>
            Call Now
          </a>
        </div>
      </div>
    </aside>
  )
}
