import * as React from "react"
import { graphql } from "gatsby"
import { mailtoHref, telHref } from "../components/contact-links"
import { usePageWide } from "../components/page-wide"
import * as buttons from "../styles/buttons.module.css"
import * as fields from "../styles/fields.module.css"
import { fillIn, fillInNodes } from "../shared/text"
import { KEEP_CLEAR_ATTRIBUTE, QUOTE_FORM_ATTRIBUTE } from "../shared/markers"
import { onDemand } from "../enhancement/on-demand"
import { besideOneLine, fieldId, formElementId, QUOTE_FIELD_TABLE, type QuoteFieldName } from "./fields/quote-fields"
import { QuoteNotes } from "./quote-notes"
import { SendFailure } from "./send-failure"
import * as styles from "./quote-form.module.css"
import { useEmailCheck } from "./use-email-check"
import type { FieldNote } from "./fields/use-field-note"
import { usePostcodeCheck } from "./postcode-check/use-postcode-check"
import { HONEYPOT_FIELD, useQuoteForm } from "./use-quote-form"

/** The words of both forms (data/quote-form.json). */
export const query = graphql`
  fragment QuoteFormText on QuoteFormJson {
    labels
    messagePlaceholder
    submit
    sending
    privacy
    thanks {
      heading
      text
      update
      times
    }
    failure {
      message
      alternatives
      emailLink
      whatsappLink
      emailSubject
      enquiryIntro
    }
    pending
    gaveUp
    arrived
    unconfirmed
    updateOf
    zone
    noscript
    honeypot
    coverage {
      covered
      outside
    }
    emailCheck {
      noDot
      didYouMean
    }
    preferredTimes {
      legend
      hint
      line
      full
      takenOut
      passed
      tooSoon
      notOffered
    }
  }
`

/**
 * The preferred times (preferred-times.tsx): their code is fetched and hydrated only when the visitor comes near the
 * form or uses it (on-demand.tsx); until then the build's HTML holds their place.
 */
const PreferredTimes = onDemand(
  () =>
    import(/* webpackChunkName: "preferred-times" */ "./preferred-times/preferred-times").then(
      (module) => module.PreferredTimes,
    ),
  { className: styles.times },
)

/** Props of {@link QuoteForm}. */
export interface QuoteFormProps {
  /** Distinct per form on the page (`"hero"`, `"contact"`): prefixes element ids and keys the saved draft. */
  formId: string
  heading: string
  /**
   * Offers the preferred times after the message (requirements §10 item 7: the contact form, where every Book leads;
   * the hero's form stays short), when data/business.json has `preferredTimes`.
   */
  withTimes?: boolean
  /**
   * Where the form stands beside the hero's words (960 px and wider), its one-line fields two by two, so that its Send
   * button and the floating Chat Now link both fit a laptop's first screen (requirements §10 item 7: 1366×768).
   */
  compact?: boolean
}

/**
 * A field's box: one-line fields stand two by two in the compact (hero) form, and a box of several lines after an odd
 * number of them takes the free half of the last one's row (`.besideOneLine`, quote-form.module.css; {@link besideOneLine}).
 */
function fieldClass(index: number): string {
  if (QUOTE_FIELD_TABLE[index].control === "input") return `${fields.field} ${styles.oneLine}`
  return besideOneLine(QUOTE_FIELD_TABLE, index) ? `${fields.field} ${styles.besideOneLine}` : fields.field
}

/**
 * The quote enquiry form (requirements §3–§5, §8): the required fields of quote-field-table.ts, checked by the browser, sent through the
 * e-mail provider; leaving the postcode field says whether it is in the area covered (requirements §10 item 6), and
 * leaving the e-mail field points out an address we may not be able to answer (never blocking the send); a thank-you
 * panel for 5 s on success; on failure the message of requirements §8, every value
 * kept, and other ways to send the same enquiry (phone, e-mail, WhatsApp). Its words are data/quote-form.json.
 *
 * With `withTimes`, the visitor may pick preferred times, which reach the business as a line of the message
 * (preferred-times-line.ts), and the thank-you panel repeats them.
 *
 * Before and without JavaScript it never submits into a URL: a send pressed before the page is interactive is
 * held and sent once it is (early-submit.ts); with JavaScript off, the form's `mailto:` action hands the
 * enquiry to the visitor's e-mail app, and a `<noscript>` line offers the phone and the address instead.
 */
export function QuoteForm({ formId, heading, withTimes = false, compact = false }: QuoteFormProps) {
  const { business, quoteForm } = usePageWide()
  const { status, enquiry, arrivedAt, updateOf, unconfirmedAt, formRef, submit, input, Thanks } = useQuoteForm(formId)
  const postcode = usePostcodeCheck()
  const email = useEmailCheck()
  /** The fields that say something under them when left: the postcode's coverage, a likely typo in the address. */
  const notes: Partial<Record<QuoteFieldName, FieldNote & { id: string }>> = {
    // Stryker disable next-line StringLiteral: any suffix, each on its own, gives the note an id of its own that its field names
    from_email: { ...email, id: fieldId(formId, "from_email-check") },
    // Stryker disable next-line StringLiteral: as above
    postcode: { ...postcode, id: fieldId(formId, "postcode-coverage") },
  }
  const panelRef = React.useRef<HTMLDivElement>(null)
  const headingId = `${formId}-quote-heading`
  const previous = React.useRef(status)

  const clearPostcodeNote = postcode.clear
  const clearEmailNote = email.clear
  React.useEffect(() => {
    // The form comes back empty after a send: its notes must not describe what was sent.
    if (status === "success") {
      clearPostcodeNote()
      clearEmailNote()
    }
  }, [status, clearPostcodeNote, clearEmailNote])

  React.useEffect(() => {
    // Stryker disable next-line OptionalChaining: the panel is up then
    if (status === "success") panelRef.current?.focus()
    // The panel held focus and is gone: give it back to the form rather than losing it to <body>.
    if (previous.current === "success" && status === "idle" && document.activeElement === document.body) {
      // Stryker disable next-line OptionalChaining: the form and its fields are back when its status is idle
      formRef.current?.querySelector<HTMLInputElement>("input")?.focus()
    }
    previous.current = status
  }, [status, formRef, Thanks])

  const phoneLink = <a href={telHref(business.phone.e164)}>{business.phone.display}</a>
  if (status === "success" && Thanks) {
    return (
      <div className={styles.card}>
        <Thanks ref={panelRef} enquiry={enquiry} updateOf={updateOf} />
      </div>
    )
  }

  return (
    <div className={styles.card}>
      <form
        ref={formRef}
        id={formElementId(formId)}
        aria-labelledby={headingId}
        onSubmit={submit}
        onInput={input}
        className={compact ? `${styles.form} ${styles.compact}` : styles.form}
        method="post"
        action={mailtoHref(business.email, quoteForm.failure.emailSubject)}
        encType="text/plain"
        {...{ [QUOTE_FORM_ATTRIBUTE]: formId }}
        // The early submit script may have marked the form pending (or given up) before hydration; those marks are expected.
        suppressHydrationWarning
      >
        <h2 id={headingId} className={styles.title}>
          {heading}
        </h2>
        {QUOTE_FIELD_TABLE.map((field, index) => {
          const note = notes[field.name]
          return (
            <div key={field.name} className={fieldClass(index)}>
              <label htmlFor={fieldId(formId, field.name)}>{quoteForm.labels[field.name]}</label>
              {field.control === "textarea" ? (
                <textarea
                  id={fieldId(formId, field.name)}
                  name={field.name}
                  required
                  rows={4}
                  placeholder={field.name === "message" ? quoteForm.messagePlaceholder : undefined}
                />
              ) : (
                <input
                  id={fieldId(formId, field.name)}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required
                  {...(note
                    ? {
                        "aria-describedby": note.id,
                        onBlur: (event: React.FocusEvent<HTMLInputElement>) => note.check(event.currentTarget.value),
                        onInput: note.clear,
                      }
                    : {})}
                />
              )}
              {note ? (
                <p id={note.id} className={styles.note} role="status">
                  {note.note}
                </p>
              ) : null}
            </div>
          )
        })}
        {withTimes && business.preferredTimes ? <PreferredTimes formId={formId} /> : null}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={fieldId(formId, HONEYPOT_FIELD)}>{quoteForm.honeypot}</label>
          <input id={fieldId(formId, HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {status === "failure" ? <SendFailure enquiry={enquiry} /> : null}
        <QuoteNotes arrivedAt={arrivedAt} unconfirmedAt={unconfirmedAt} />
        <noscript>
          <p className={styles.noscript}>
            {fillInNodes(quoteForm.noscript, {
              phone: phoneLink,
              email: <a href={mailtoHref(business.email, quoteForm.failure.emailSubject)}>{business.email}</a>,
            })}
          </p>
        </noscript>
        <button
          type="submit"
          className={buttons.primary}
          disabled={status === "sending"}
          // Stryker disable next-line StringLiteral: the attribute is looked for by its name alone ([data-keep-clear])
          {...{ [KEEP_CLEAR_ATTRIBUTE]: "" }}
        >
          {status === "sending" ? quoteForm.sending : quoteForm.submit}
        </button>
        <p className={styles.privacy}>{fillIn(quoteForm.privacy, { name: business.name })}</p>
      </form>
    </div>
  )
}
