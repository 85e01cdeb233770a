/**
 * Shared fixtures of the quote unit tests: typing an enquiry into a form (the enquiry itself is quote-enquiry.ts's),
 * e-mail settings with a throttle, and a promise a test settles when it chooses.
 */
import { act, fireEvent, within } from "@testing-library/react"
import { afterNextPaint } from "../../../src/enhancement/after-next-paint"
import type { QuoteEnquiry, QuoteFieldName } from "../../../src/quote-form/fields/quote-fields"
import type { EmailSettings } from "../../../src/shared/settings"
import { ENQUIRY } from "./quote-enquiry"
import { pageWide } from "./page-wide"

/**
 * Types `values` (by default {@link ENQUIRY}: every field) into the quote form fields their labels name (the starting
 * content's words), inside `container` (by default the whole page): each value at once, with one `input` event from its
 * field, as a visitor's typing there ends.
 */
export function typeEnquiry(values: Partial<QuoteEnquiry> = ENQUIRY, container: HTMLElement = document.body): void {
  for (const [name, value] of Object.entries(values) as [QuoteFieldName, string][]) {
    fireEvent.input(within(container).getByLabelText(pageWide.quoteForm.labels[name]), { target: { value } })
  }
}

/** E-mail settings for a provider stand-in, with a throttle of 10 s (`GATSBY_EMAILJS_THROTTLE_MS` has no default). */
export const THROTTLED_SETTINGS: EmailSettings = {
  publicKey: "pk",
  serviceId: "svc",
  templateId: "tpl",
  origin: "https://provider.test",
  blockHeadless: false,
  throttleMs: 10_000,
}

/**
 * A promise with its `resolve` and `reject` outside it, for a provider answer a test delivers late or never
 * (`Promise.withResolvers()` does this from Node 22; the project runs on Node 20).
 */
export function deferred(): { promise: Promise<void>; resolve: () => void; reject: (reason: unknown) => void } {
  let resolve!: () => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Whether Jest's fake clock is installed, modern or legacy (the test RTL's `waitFor` makes). */
const fakeClock = () =>
  (setTimeout as unknown as { _isMockFunction?: boolean })._isMockFunction === true ||
  Object.prototype.hasOwnProperty.call(setTimeout, "clock")

/**
 * Lets the page paint the frame that answered a press, and the work it put off until then run (afterNextPaint in
 * src/enhancement/after-next-paint.ts: a quote form's request follows the paint of "Sending..."), with the promises it
 * settles. On a fake clock the clock moves on to the next frame and the task after it; on the real one it waits for them.
 */
export async function afterPaint(): Promise<void> {
  await act(async () => {
    if (fakeClock()) {
      jest.advanceTimersToNextFrame()
      jest.advanceTimersByTime(1) // the task after the frame (a 0 ms timer set in a timer is due 1 ms on)
    } else await new Promise<void>((resolve) => afterNextPaint(resolve))
  })
}
