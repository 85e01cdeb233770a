/**
 * Holding a quote sent before the page is interactive.
 *
 * On a slow phone the server-rendered form is on screen seconds before React runs it, and autofill makes a
 * quick send likely. Without a hold, the browser would submit the form natively. This tiny script, inlined in
 * the document head (gatsby-ssr.tsx) so it runs before any form exists, catches such a submit: it cancels the
 * native submission, so nothing is sent anywhere or put in a URL, and marks the form as pending. The page shows
 * a "will be sent once the page has loaded" note (CSS on the pending mark), and the form, once React runs it,
 * sends the held enquiry exactly once ({@link useEarlySubmit}). The browser has already checked the required
 * fields and the e-mail format before a submit event fires (requirements §5), so only complete enquiries are held.
 */

/** Marks a quote form in the server HTML, so the hold knows which forms to watch. */
export const QUOTE_FORM_ATTRIBUTE = "data-quote-form"
/** Set by the form once React handles its submits; from then on the hold lets submits through to React. */
export const READY_ATTRIBUTE = "data-ready"
/** Set by the hold on a form whose submit it cancelled: the send React owes the visitor. */
export const PENDING_ATTRIBUTE = "data-pending"

/**
 * The inline script's source: a capture-phase `submit` listener on `document`, registered before the forms are
 * parsed. It runs before React's own listeners and stops the event, so a held submit reaches React only once,
 * through the pending mark. Its sha256 hash goes into the Content-Security-Policy like every inline script.
 */
export const HOLD_EARLY_SUBMITS_SCRIPT =
  `document.addEventListener("submit",function(e){var f=e.target;` +
  `if(f instanceof HTMLFormElement&&f.hasAttribute("${QUOTE_FORM_ATTRIBUTE}")&&!f.hasAttribute("${READY_ATTRIBUTE}")){` +
  `e.preventDefault();e.stopImmediatePropagation();f.setAttribute("${PENDING_ATTRIBUTE}","")}},true)`
