import { forwardRef } from "react"
import { usePageWide } from "../components/page-wide"
import { fillIn, fillInNodes, timeOfDay } from "../shared/text"
import { timesIn } from "../shared/preferred-times-line"
import type { QuoteState } from "./quote-state"
import * as styles from "./quote-form.module.css"

/**
 * The thank-you panel that replaces a quote form for 5 s after a send (requirements §4), announced (`role=status`)
 * and focusable, so the form can move focus to it: the thanks with the response time and the phone; the preferred
 * times the enquiry named, which the business will confirm one of within its response time (requirements §10 item 7,
 * read from the delivered message: preferred-times-line.ts); and, for a correction, which earlier enquiry it updates.
 * Its words are data/quote-form.json `thanks`.
 */
export const QuoteThanks = forwardRef<HTMLDivElement, Pick<QuoteState, "enquiry" | "updateOf">>(function QuoteThanks(
  { enquiry, updateOf },
  ref,
) {
  const { business, quoteForm } = usePageWide()
  const times = enquiry ? timesIn(enquiry.message, quoteForm.preferredTimes.line) : []
  return (
    <div ref={ref} className={styles.thanks} role="status" tabIndex={-1}>
      <h2 className={styles.title}>{quoteForm.thanks.heading}</h2>
      <p>
        {fillInNodes(quoteForm.thanks.text, {
          responseTime: business.responseTime,
          phone: <span className="nowrap">{business.phone.display}</span>,
        })}
      </p>
      {times.length > 0 ? (
        <p>{fillIn(quoteForm.thanks.times, { times: times.join("; "), responseTime: business.responseTime })}</p>
      ) : null}
      {updateOf !== null ? <p>{fillIn(quoteForm.thanks.update, { time: timeOfDay(updateOf) })}</p> : null}
    </div>
  )
})
