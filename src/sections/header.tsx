import * as React from "react"
import { graphql } from "gatsby"
import { useEscapeKey } from "../hooks/use-escape-key"
import { HEADER_LINKS } from "../site-nav"
import * as styles from "./header.module.css"

/** Business facts the header shows; also used by other sections. */
export const query = graphql`
  fragment BusinessFacts on BusinessJson {
    name
    town
    county
    tagline
    phone {
      display
      e164
    }
    emergencyPhone {
      display
      e164
    }
    whatsapp
    whatsappMessage
    email
    address {
      street
      locality
      region
      postcode
      country
    }
    geo {
      latitude
      longitude
    }
    hours {
      days
      opens
      closes
      display
    }
    responseTime
    priceFrom
    coverage
    certification
    promises
  }
`

/** Props of {@link Header}. */
export interface HeaderProps {
  business: Pick<Queries.BusinessFactsFragment, "name" | "phone" | "address">
}

/**
 * Sticky header (spec §2 item 1): navigation to the sections, the phone link and the street address.
 * Below 900 px the navigation sits behind a toggle (WAI-ARIA disclosure): a choice or Escape closes it.
 */
export function Header({ business }: HeaderProps) {
  const [open, setOpen] = React.useState(false)
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  const close = React.useCallback(() => {
    setOpen(false)
    toggleRef.current?.focus()
  }, [])
  useEscapeKey(open, close)
  const { street, locality, postcode } = business.address

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a className={styles.brand} href="#top">
          <svg viewBox="0 0 512 512" width="32" height="32" aria-hidden="true" focusable="false">
            <rect width="512" height="512" rx="96" fill="#1d3557" />
            <path d="M290 70 L150 290 H250 L215 442 L362 212 H262Z" fill="#ffb703" />
          </svg>
          <span>{business.name}</span>
        </a>
        <a className={styles.phone} href={`tel:${business.phone.e164}`}>
          <span aria-hidden="true">☎</span> <span className={styles.phoneNumber}>{business.phone.display}</span>
          <span className="visually-hidden"> (call us)</span>
        </a>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.burger} aria-hidden="true" />
          Menu
        </button>
        <div id="site-menu" className={open ? styles.menuOpen : styles.menu}>
          <nav aria-label="Main">
            <ul className={styles.links}>
              {HEADER_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} onClick={() => setOpen(false)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.address}>
            {street}, {locality} {postcode}
          </p>
        </div>
      </div>
    </header>
  )
}
