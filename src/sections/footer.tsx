import { graphql } from "gatsby"
import { SectionLinks } from "../components/section-links"
import { COUNT_OPT_OUT_ATTRIBUTE } from "../enhancement/markers"
import { staticHtml } from "../components/static-html"
import { mailtoHref, telHref } from "../contact-links"
import { QuoteForm } from "../quote/quote-form"
import { QUOTE_FORMS } from "../quote/quote-fields"
import { shownAddress } from "../address"
import { useSite } from "../site"
import { fillIn } from "../text"
import * as styles from "./footer.module.css"

export const query = graphql`
  fragment ContactSection on ContactJson {
    heading
    intro
    formHeading
    phoneLabel
    emailLabel
    emailSubject
    hoursLabel
    reply
    quickLinks
    legal
    countingNote
    countingOptOut
    countingOptedOut
  }
`

/** Props of {@link Footer}: its content, data/contact.json. */
export interface FooterProps {
  content: Queries.ContactSectionFragment
}

/** The contact details, hours and quick links (data/site.json `menus.footer`). Static: never hydrated. */
const FooterInfo = staticHtml(function FooterInfo({ content }: FooterProps) {
  const { business, text } = useSite()
  return (
    <div className={styles.info}>
      <h2 id="contact-heading">{content.heading}</h2>
      <p>{content.intro}</p>
      <address className={styles.address}>
        <strong>{business.name}</strong>
        <br />
        {shownAddress(business)}
        <br />
        {content.phoneLabel} <a href={telHref(business.phone.e164)}>{business.phone.display}</a>
        <br />
        {content.emailLabel} <a href={mailtoHref(business.email, content.emailSubject)}>{business.email}</a>
      </address>
      <p>
        <strong>{content.hoursLabel}</strong> {business.hours.display}
        <br />
        {fillIn(content.reply, { responseTime: business.responseTime })}
      </p>
      <nav aria-label={content.quickLinks}>
        <h3 className={styles.linksHeading}>{content.quickLinks}</h3>
        <ul className={styles.links}>
          <SectionLinks links={text.menus.footer} />
        </ul>
      </nav>
    </div>
  )
})

/**
 * The copyright line (the build's year, from the site context: src/site.tsx) and the towns served; with counting on
 * (GATSBY_ANALYTICS_DOMAIN), the line that says what is counted and how to object (data/contact.json
 * `countingNote`). Static: never hydrated.
 */
const Legal = staticHtml(function Legal({ content }: FooterProps) {
  const { business, year } = useSite()
  const legal = (
    <p className={styles.legal}>
      {fillIn(content.legal, { year, name: business.name, coverage: business.coverage.join(", ") })}
    </p>
  )
  // A build-time constant: without counting, this branch is not in the build.
  if (process.env.GATSBY_ANALYTICS_DOMAIN)
    return (
      <>
        {legal}
        <p className={styles.legal}>
          {content.countingNote}{" "}
          <button type="button" className={styles.optOut} {...{ [COUNT_OPT_OUT_ATTRIBUTE]: content.countingOptedOut }}>
            {content.countingOptOut}
          </button>
        </p>
      </>
    )
  return legal
})

/**
 * Footer (requirements §2 item 14, id `contact`, data/contact.json): the second quote form, contact details, hours and
 * quick links. Only the form is React; the rest is static HTML.
 */
export function Footer({ content }: FooterProps) {
  return (
    <footer id="contact" className={styles.footer} aria-labelledby="contact-heading">
      <div className={styles.inner}>
        <FooterInfo content={content} />
        <QuoteForm formId={QUOTE_FORMS.contact} heading={content.formHeading} />
      </div>
      <Legal content={content} />
    </footer>
  )
}
