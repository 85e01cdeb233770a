import { mailtoHref, telHref, whatsappHref } from "../components/contact-links"
import { usePageWide } from "../components/page-wide"
import { fillInNodes } from "../shared/text"
import { enquiryAsText, type QuoteEnquiry } from "./fields/quote-fields"
import * as styles from "./quote-form.module.css"

/**
 * What a quote form shows when a send fails (requirements §8): the message of §8, announced at once (`role=alert`),
 * and the same enquiry offered by other ways: the phone, an e-mail and a WhatsApp chat that carry what the
 * visitor typed (data/quote-form.json `failure`).
 *
 * @param enquiry the enquiry that failed, as typed; `null` gives links without it.
 */
export function SendFailure({ enquiry }: { enquiry: QuoteEnquiry | null }) {
  const { business, quoteForm, siteWords } = usePageWide()
  const enquiryText = enquiry ? enquiryAsText(enquiry, quoteForm) : ""
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorMessage}>{quoteForm.failure.message}</p>
      <p>
        {fillInNodes(quoteForm.failure.alternatives, {
          phone: <a href={telHref(business.phone.e164)}>{business.phone.display}</a>,
          email: (
            <a href={mailtoHref(business.email, quoteForm.failure.emailSubject, enquiryText)}>
              {quoteForm.failure.emailLink}
            </a>
          ),
          whatsapp: (
            <a href={whatsappHref(business.whatsapp, enquiryText)} target="_blank" rel="noopener noreferrer">
              {quoteForm.failure.whatsappLink}
              <span className="visually-hidden"> {siteWords.newTab}</span>
            </a>
          ),
        })}
      </p>
    </div>
  )
}
