/**
 * The early submit: a quote sent before the page is interactive, caught by the head script and sent once React runs.
 *
 * On a slow phone the server-rendered form is on screen seconds before React runs it, and autofill makes a
 * quick send likely. Without the early submit, the browser would submit the form natively. The head script
 * (src/enhancement/head-script.ts), inlined so it runs before any form exists, catches such a submit: it cancels the native
 * submission, so nothing is sent anywhere or put in a URL, marks the form as pending (the page shows "will be sent
 * once the page has loaded", CSS on the mark), and keeps a snapshot of what was typed outside the form's DOM; a
 * form React has removed (rendered afresh) is no longer watched. The browser has already checked the required
 * fields and the e-mail format before a submit event fires (requirements §5), so only complete enquiries are held.
 * Once React handles a form's submits it marks the form ready (`READY_ATTRIBUTE`, src/shared/markers.ts).
 *
 * - **The snapshot outlives the form.** A browser extension that adds a node inside a form before hydration makes
 *   React 18 throw the server DOM away and render the form afresh; the form then restores the snapshot's values
 *   and makes the held send exactly once ({@link takeEarlySubmit}, use-quote-form.ts). The snapshot follows every
 *   keystroke made before the scripts run, held or not.
 * - **It gives up in time.** If the form is still not ready `EARLY_SUBMIT_TIMEOUT_MS` (src/shared/markers.ts) after the press, or at once
 *   when one of the page's own scripts fails to load (not a chunk webpack fetches later, marked `data-webpack`, such
 *   as a fallback for an older browser), the early submit lets the pending send go: it marks the form
 *   `GAVE_UP_ATTRIBUTE` (the page says plainly that nothing was sent and offers the phone), forgets the held
 *   send so React never makes it later, and lets the next press through to the browser: the form's `mailto:` action
 *   hands the enquiry, filled in, to the visitor's e-mail app. So the same enquiry never goes both ways.
 */
import { EARLY_SUBMITS, type EarlySubmit } from "../shared/markers"

function earlySubmits(): Record<string, EarlySubmit | undefined> | undefined {
  return (window as unknown as Record<string, Record<string, EarlySubmit | undefined> | undefined>)[EARLY_SUBMITS]
}

/**
 * What the early submit kept of form `formId` before React ran, or `null`; it stays kept (see {@link takeEarlySubmit}).
 * @param formId the form's id (`"hero"`, `"contact"`), the value of its `QUOTE_FORM_ATTRIBUTE`.
 */
export function peekEarlySubmit(formId: string): EarlySubmit | null {
  return earlySubmits()?.[formId] ?? null
}

/** Like {@link peekEarlySubmit}, and forgets it, so a held send is made once only. */
export function takeEarlySubmit(formId: string): EarlySubmit | null {
  const held = peekEarlySubmit(formId)
  const all = earlySubmits()
  if (all) delete all[formId]
  return held
}
