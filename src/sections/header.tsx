import { graphql } from "gatsby"
import { Disclosure } from "../components/disclosure"
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
 * Below 900 px the navigation and address sit in a {@link Disclosure} behind a Menu button (a popover, so it
 * opens without JavaScript); a choice, Escape or a click outside closes it. From 900 px they show in the bar.
 */
export function Header({ business }: HeaderProps) {
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
        <Disclosure
          id="site-menu"
          buttonClassName={styles.toggle}
          panelClassName={styles.menu}
          label={
            <>
              <span className={styles.burger} aria-hidden="true" />
              Menu
            </>
          }
        >
          <nav aria-label="Main">
            <ul className={styles.links}>
              {HEADER_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.address}>
            {street}, {locality} {postcode}
          </p>
        </Disclosure>
      </div>
    </header>
  )
}
