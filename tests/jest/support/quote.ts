/**
 * Shared fixtures of the quote tests: one visitor's enquiry, e-mail settings with a throttle, and a promise a test
 * settles when it chooses.
 */
import { act } from "@testing-library/react"
import { afterNextPaint } from "../../../src/shared/after-next-paint"
import type { QuoteEnquiry } from "../../../src/quote/quote-fields"
import type { EmailSettings } from "../../../src/shared/settings"

/** A complete, valid enquiry, as a visitor would type it into a quote form. */
export const ENQUIRY: QuoteEnquiry = {
  from_name: "Ann Example",
  from_email: "ann@example.com",
  phone: "07700 900000",
  postcode: "TN23 1AA",
  message: "House, 3 bedrooms",
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
 * src/shared/after-next-paint.ts: a quote form's request follows the paint of "Sending..."), with the promises it
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
