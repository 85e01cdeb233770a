import { telHref } from "../components/contact-links"
import { usePageWide } from "../components/page-wide"
import { fillIn, fillInNodes, timeOfDay } from "../shared/text"
import type { QuoteState } from "./quote-state"
import * as styles from "./quote-form.module.css"

/**
 * The notes a quote form shows above its button about sends that are not plain success or failure (src/quote-form/README.md):
 * - while the early submit keeps a send until the page has loaded (CSS shows it on the form's `data-pending` mark);
 * - when the early submit gave up waiting for the scripts: nothing was sent, the next press opens the e-mail app, or call
 *   (CSS on `data-gave-up`; both exist in the server HTML, since they matter before React runs);
 * - which version of the enquiry reached the business, when a newer one is not sent ({@link QuoteState.arrivedAt});
 * - that a draft restored after a reload had been sent before and never confirmed ({@link QuoteState.unconfirmedAt}).
 * Their words are data/quote-form.json; times read like "14:02".
 */
export function QuoteNotes({ arrivedAt, unconfirmedAt }: Pick<QuoteState, "arrivedAt" | "unconfirmedAt">) {
  const { business, quoteForm } = usePageWide()
  const phone = <a href={telHref(business.phone.e164)}>{business.phone.display}</a>
  return (
    <>
      <p className={styles.pending} role="status" hidden>
        {fillInNodes(quoteForm.pending, { phone: <span className="nowrap">{business.phone.display}</span> })}
      </p>
      <p className={styles.gaveUp} role="alert" hidden>
        {fillInNodes(quoteForm.gaveUp, { submit: quoteForm.submit, phone })}
      </p>
      {unconfirmedAt !== null ? (
        <p className={styles.note} role="status">
          {fillIn(quoteForm.unconfirmed, { time: timeOfDay(unconfirmedAt) })}
        </p>
      ) : null}
      {arrivedAt !== null ? (
        <p className={styles.note} role="status">
          {fillIn(quoteForm.arrived, { time: timeOfDay(arrivedAt) })}
        </p>
      ) : null}
    </>
  )
}
