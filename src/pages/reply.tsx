import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useEffect } from "react"
import { startReplyPage, REPLY_FACTS_ID, type ReplyFacts } from "../reply/reply-page"
import * as buttons from "../styles/buttons.module.css"
import * as fields from "../styles/fields.module.css"
import "../styles/global.css"
import * as styles from "../reply/reply.module.css"

export const query = graphql`
  query ReplyPage {
    reply: replyJson {
      title
      intro
      noscript
      problems {
        missing
        broken
        altered
      }
      enquiry {
        heading
        sentAt
        booked
        notBooked
      }
      choose {
        legend
        noTimes
        other
        day
        window
      }
      send {
        heading
        whatsapp
        text
        email
        call
        noMobile
        ownerCalendar
        visitorCalendar
        visitorCalendarHint
      }
      confirmation {
        message
        aboutBooked
        aboutNotBooked
        emailSubject
      }
      calendar {
        ownerTitle
        ownerNotes
        visitorTitle
        visitorNotes
      }
    }
    quoteForm: quoteFormJson {
      labels {
        from_name
        from_email
        phone
        postcode
        message
      }
    }
    business: businessJson {
      name
      phone {
        display
      }
      hours {
        days
      }
      appointments {
        leadTimeHours
        daysOffered
        windows {
          label
          starts
          ends
        }
        closedDates
      }
    }
  }
`

/** A `<script type="application/json">`'s text: JSON with every `<` escaped, so no text of data/ can end the element. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

/**
 * The reply page, /reply/ (issue 58): the owner opens it from an enquiry e-mail's "Confirm a time" on their phone; it
 * shows the enquiry carried in the address's fragment, offers its preferred times (and any other day and window), and
 * prepares the confirmation by WhatsApp, text and e-mail, with calendar files. The server renders its frame and words
 * (data/reply.json); its inline script (src/reply/reply-page.ts, compiled by the build: gatsby-ssr.tsx) fills it in.
 * The page loads no other script, no counting, nothing from the network: its policy allows no connection
 * (node/build-steps/after-build). Under `npm start`, where Gatsby renders in the browser, the effect below starts it.
 */
export default function ReplyPage({ data }: PageProps<Queries.ReplyPageQuery>) {
  const { reply: words, quoteForm, business } = data
  if (!words || !quoteForm?.labels || !business?.appointments)
    throw new Error("data/reply.json, quote-form.json or business.json is missing")
  const facts: ReplyFacts = {
    words,
    labels: quoteForm.labels,
    business: { name: business.name, phone: business.phone.display },
    openDays: business.hours.days,
    appointments: business.appointments,
  }
  useEffect(() => startReplyPage(document), [])
  const labels = quoteForm.labels
  const row = (field: string, label: string) => (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd data-field={field} />
    </div>
  )
  return (
    <main id="main" className={styles.page}>
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      <noscript>
        <p className={styles.problem}>{words.noscript}</p>
      </noscript>
      <p className={styles.problem} data-reply="problem" role="alert" hidden />
      <div data-reply="enquiry" hidden>
        <section aria-labelledby="reply-enquiry">
          <h2 id="reply-enquiry">{words.enquiry.heading}</h2>
          <p data-field="sentAt" />
          <dl className={styles.enquiry}>
            {row("name", labels.from_name)}
            {row("phone", labels.phone)}
            {row("email", labels.from_email)}
            {row("postcode", labels.postcode)}
            {row("booked", words.enquiry.booked)}
          </dl>
          <p className={styles.message} data-field="message" />
        </section>
        <form className={styles.choose} data-reply="choose">
          <fieldset>
            <legend>{words.choose.legend}</legend>
            <p data-reply="no-times" hidden>
              {words.choose.noTimes}
            </p>
            <div data-reply="times" />
            <label className={styles.choice}>
              <input type="radio" name="time" value="other" />
              {words.choose.other}
            </label>
            <div className={styles.other}>
              <div className={fields.field}>
                <label htmlFor="reply-day">{words.choose.day}</label>
                <input id="reply-day" type="date" name="day" />
              </div>
              <div className={fields.field}>
                <label htmlFor="reply-window">{words.choose.window}</label>
                <select id="reply-window" name="window" />
              </div>
            </div>
          </fieldset>
        </form>
        <section aria-labelledby="reply-send" className={styles.send}>
          <h2 id="reply-send">{words.send.heading}</h2>
          <p className={styles.preview} data-reply="text" />
          <p data-reply="no-mobile" hidden />
          {/* eslint-disable jsx-a11y/anchor-is-valid, jsx-a11y/anchor-has-content -- each address, and the Call and the
          visitor's calendar words, come from the enquiry in the fragment, which only the script reads: until it has,
          the whole block is hidden */}
          <p className={styles.actions}>
            <a className={buttons.primary} data-reply="whatsapp" target="_blank" rel="noopener noreferrer">
              {words.send.whatsapp}
            </a>
            <a className={buttons.primary} data-reply="sms">
              {words.send.text}
            </a>
            <a className={buttons.outline} data-reply="email">
              {words.send.email}
            </a>
            <a className={buttons.outline} data-reply="call" />
          </p>
          <p className={styles.actions}>
            <a className={buttons.outline} data-reply="owner-ics" download="eicr-visit.ics">
              {words.send.ownerCalendar}
            </a>
            <a className={buttons.outline} data-reply="visitor-ics" download="eicr-visit.ics" />
          </p>
          {/* eslint-enable jsx-a11y/anchor-is-valid, jsx-a11y/anchor-has-content */}
          <p>{words.send.visitorCalendarHint}</p>
        </section>
      </div>
      <script id={REPLY_FACTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: jsonBlock(facts) }} />
    </main>
  )
}

/** The page's head: its title, and no indexing (it is the owner's, and out of the sitemap: gatsby-config.ts). */
export const Head: HeadFC<Queries.ReplyPageQuery> = ({ data }) => (
  <>
    <html lang="en-GB" />
    <title>{data.reply?.title ?? ""}</title>
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="no-referrer" />
    {/* No icon to fetch: the page opens nothing on the network (node/build-steps/after-build/owner-pages.ts). */}
    <link rel="icon" href="data:," />
  </>
)
