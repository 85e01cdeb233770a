import { graphql } from "gatsby"
import { SectionLinks } from "../components/section-links"
import { COUNT_OPT_OUT_ATTRIBUTE } from "../shared/markers"
import { staticHtml } from "../enhancement/static-html"
import { mailtoHref, telHref } from "../components/contact-links"
import { QuoteForm } from "../quote-form/quote-form"
import { QUOTE_FORMS } from "../quote-form/fields/quote-fields"
import { shownAddress } from "../shared/address"
import { usePageWide } from "../components/page-wide"
import { fillIn } from "../shared/text"
import * as styles from "./contact.module.css"
import type { SectionProps } from "../shared/sections"

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

/** Props of {@link Contact}: its data, data/contact.json. */
type ContactProps = SectionProps<Queries.ContactSectionFragment>

/** The contact details, hours and quick links (data/site.json `menus.contact`). Static: never hydrated. */
const ContactInfo = staticHtml(function ContactInfo({ id, data }: ContactProps) {
  const { business, siteWords } = usePageWide()
  return (
    <div className={styles.info}>
      <h2 id={`${id}-heading`}>{data.heading}</h2>
      <p>{data.intro}</p>
      <address className={styles.address}>
        <strong>{business.name}</strong>
        <br />
        {shownAddress(business)}
        <br />
        {data.phoneLabel} <a href={telHref(business.phone.e164)}>{business.phone.display}</a>
        <br />
        {data.emailLabel} <a href={mailtoHref(business.email, data.emailSubject)}>{business.email}</a>
      </address>
      <p>
        <strong>{data.hoursLabel}</strong> {business.hours.display}
        <br />
        {fillIn(data.reply, { responseTime: business.responseTime })}
      </p>
      <nav aria-label={data.quickLinks}>
        <h3 className={styles.linksHeading}>{data.quickLinks}</h3>
        <ul className={styles.links}>
          <SectionLinks links={siteWords.menus.contact} />
        </ul>
      </nav>
    </div>
  )
})

/**
 * The copyright line (the build's year, from the site context: src/components/page-wide.tsx) and the towns served; with counting on
 * (GATSBY_COUNTING_DOMAIN), the line that says what is counted and how to object (data/contact.json
 * `countingNote`). Static: never hydrated.
 */
const Legal = staticHtml(function Legal({ data }: Pick<ContactProps, "data">) {
  const { business, year } = usePageWide()
  const legal = (
    <p className={styles.legal}>
      {fillIn(data.legal, { year, name: business.name, coverage: business.coverage.join(", ") })}
    </p>
  )
  // A build-time constant: without counting, this branch is not in the build.
  if (process.env.GATSBY_COUNTING_DOMAIN)
    return (
      <>
        {legal}
        <p className={styles.legal}>
          {data.countingNote}{" "}
          <button type="button" className={styles.optOut} {...{ [COUNT_OPT_OUT_ATTRIBUTE]: data.countingOptedOut }}>
            {data.countingOptOut}
          </button>
        </p>
      </>
    )
  return legal
})

/**
 * The contact section, the page's footer (requirements §2 item 14, id `contact`, data/contact.json): the second quote
 * form, with the preferred times (requirements §10 item 7), contact details, hours and quick links. Only the form is
 * React; the rest is static HTML.
 */
export default function Contact({ id, data }: ContactProps) {
  return (
    <footer id={id} className={styles.contact} aria-labelledby={`${id}-heading`}>
      <div className={styles.inner}>
        <ContactInfo id={id} data={data} />
        <QuoteForm formId={QUOTE_FORMS.contact} heading={data.formHeading} withTimes />
      </div>
      <Legal data={data} />
    </footer>
  )
}
