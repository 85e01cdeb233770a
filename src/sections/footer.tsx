import { staticHtml } from "../components/static-html"
import { mailtoHref, telHref } from "../contact-links"
import { QuoteForm } from "../quote/quote-form"
import { QUICK_LINKS } from "../site-nav"
import { addressLine } from "./location"
import * as styles from "./footer.module.css"

/** Props of {@link Footer}. */
export interface FooterProps {
  heading: string
  intro: string
  business: Queries.BusinessFactsFragment
  /** Year of the build, for the copyright line (from Gatsby's `site.buildTime`, so hydration matches). */
  year: string
}

/** The contact details, hours and quick links. Static: never hydrated. */
const FooterInfo = staticHtml(function FooterInfo({ heading, intro, business }: Omit<FooterProps, "year">) {
  return (
    <div className={styles.info}>
      <h2 id="contact-heading">{heading}</h2>
      <p>{intro}</p>
      <address className={styles.address}>
        <strong>{business.name}</strong>
        <br />
        {addressLine(business.address)}
        <br />
        Phone: <a href={telHref(business.phone.e164)}>{business.phone.display}</a>
        <br />
        E-mail: <a href={mailtoHref(business.email, "EICR enquiry")}>{business.email}</a>
      </address>
      <p>
        <strong>Opening hours:</strong> {business.hours.display}
        <br />
        We reply {business.responseTime}.
      </p>
      <nav aria-label="Quick links">
        <h3 className={styles.linksHeading}>Quick links</h3>
        <ul className={styles.links}>
          {QUICK_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
})

/** The copyright line and the towns served. Static: never hydrated. */
const Legal = staticHtml(function Legal({ business, year }: Pick<FooterProps, "business" | "year">) {
  return (
    <p className={styles.legal}>
      © {year} {business.name}. Serving {business.coverage.join(", ")}.
    </p>
  )
})

/**
 * Footer (spec §2 item 14, id `contact`): the second quote form, contact details, hours and quick links.
 * Only the form is React; the rest is static HTML.
 */
export function Footer({ heading, intro, business, year }: FooterProps) {
  return (
    <footer id="contact" className={styles.footer} aria-labelledby="contact-heading">
      <div className={styles.inner}>
        <FooterInfo heading={heading} intro={intro} business={business} />
        <QuoteForm formId="footer" heading="Request your EICR quote" business={business} />
      </div>
      <Legal business={business} year={year} />
    </footer>
  )
}
