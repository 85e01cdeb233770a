import * as React from "react"
import { mailtoHref, telHref, whatsappHref } from "../contact-links"
import { SEND_FAILED_MESSAGE } from "../constants"
import * as buttons from "../styles/buttons.module.css"
import { QUOTE_FORM_ATTRIBUTE } from "./early-submit"
import { enquiryAsText, type QuoteEnquiry } from "./quote-fields"
import * as styles from "./quote-form.module.css"
import { HONEYPOT_FIELD, useQuoteForm } from "./use-quote-form"

/** Props of {@link QuoteForm}. */
export interface QuoteFormProps {
  /** Distinct per form on the page (`"hero"`, `"footer"`): prefixes element ids and keys the saved draft. */
  formId: string
  heading: string
  /** Where the enquiry goes and the other ways to reach the business when a send fails. */
  business: {
    name: string
    email: string
    whatsapp: string
    responseTime: string
    phone: { display: string; e164: string }
  }
}

interface FieldSpec {
  name: keyof QuoteEnquiry
  label: string
  type: "text" | "email" | "tel"
  autoComplete: string
}

const FIELDS: readonly FieldSpec[] = [
  { name: "from_name", label: "Your name", type: "text", autoComplete: "name" },
  { name: "from_email", label: "E-mail address", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone number", type: "tel", autoComplete: "tel" },
  { name: "postcode", label: "Postcode", type: "text", autoComplete: "postal-code" },
]

/**
 * The quote enquiry form (spec §3–§5, §8): five required fields checked by the browser, sent through the
 * e-mail provider; a thank-you panel for 5 s on success; on failure the message of spec §8, every value
 * kept, and other ways to send the same enquiry (phone, e-mail, WhatsApp).
 *
 * Before and without JavaScript it never submits into a URL: a send pressed before the page is interactive is
 * held and sent once it is (early-submit.ts); with JavaScript off, the form's `mailto:` action hands the
 * enquiry to the visitor's e-mail app, and a `<noscript>` line offers the phone and the address instead.
 */
export function QuoteForm({ formId, heading, business }: QuoteFormProps) {
  const { status, enquiry, formRef, submit, input } = useQuoteForm(formId)
  const panelRef = React.useRef<HTMLDivElement>(null)
  const headingId = `${formId}-quote-heading`
  const previous = React.useRef(status)

  React.useEffect(() => {
    if (status === "success") panelRef.current?.focus()
    // The panel held focus and is gone: give it back to the form rather than losing it to <body>.
    if (previous.current === "success" && status === "idle" && document.activeElement === document.body) {
      formRef.current?.querySelector<HTMLInputElement>("input")?.focus()
    }
    previous.current = status
  }, [status, formRef])

  if (status === "success") {
    return (
      <div className={styles.card}>
        <div ref={panelRef} className={styles.thanks} role="status" tabIndex={-1}>
          <h2 className={styles.title}>Thank you, your enquiry has been sent.</h2>
          <p>
            We will reply {business.responseTime}. For anything urgent, call {business.phone.display}.
          </p>
        </div>
      </div>
    )
  }

  const sending = status === "sending"
  return (
    <div className={styles.card}>
      <form
        ref={formRef}
        id={`${formId}-quote`}
        aria-labelledby={headingId}
        onSubmit={submit}
        onInput={input}
        className={styles.form}
        method="post"
        action={mailtoHref(business.email, "EICR quote request")}
        encType="text/plain"
        {...{ [QUOTE_FORM_ATTRIBUTE]: "" }}
        // The hold script may have marked the form pending before hydration; that attribute is expected.
        suppressHydrationWarning
      >
        <h2 id={headingId} className={styles.title}>
          {heading}
        </h2>
        {FIELDS.map((field) => (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`${formId}-${field.name}`}>{field.label}</label>
            <input
              id={`${formId}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
            />
          </div>
        ))}
        <div className={styles.field}>
          <label htmlFor={`${formId}-message`}>Your property and what you need</label>
          <textarea
            id={`${formId}-message`}
            name="message"
            required
            rows={4}
            placeholder="Type of property or premises: House / Flat / Commercial / Industrial"
          />
        </div>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            id={`${formId}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        {status === "failure" && enquiry ? (
          <div className={styles.error} role="alert">
            <p className={styles.errorMessage}>{SEND_FAILED_MESSAGE}</p>
            <p>
              Call <a href={telHref(business.phone.e164)}>{business.phone.display}</a>, or send the same enquiry by{" "}
              <a href={mailtoHref(business.email, "EICR quote request", enquiryAsText(enquiry))}>e-mail</a> or{" "}
              <a
                href={whatsappHref(business.whatsapp, enquiryAsText(enquiry))}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              .
            </p>
          </div>
        ) : null}
        <p className={styles.pending} role="status" hidden>
          Your enquiry will be sent as soon as the page has finished loading. If nothing happens, call{" "}
          {business.phone.display}.
        </p>
        <noscript>
          <p className={styles.noscript}>
            This form sends through our website when JavaScript is on. Without it, the button opens your e-mail app with
            your enquiry; or call <a href={telHref(business.phone.e164)}>{business.phone.display}</a> or e-mail{" "}
            <a href={mailtoHref(business.email, "EICR quote request")}>{business.email}</a>.
          </p>
        </noscript>
        <button type="submit" className={buttons.primary} disabled={sending}>
          {sending ? "Sending..." : "Get my free quote"}
        </button>
        <p className={styles.privacy}>
          Your details go only to {business.name}, delivered by our e-mail provider (EmailJS), so we can reply with your
          quote. We do not share them or add you to a mailing list.
        </p>
      </form>
    </div>
  )
}
