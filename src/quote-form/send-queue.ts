/**
 * One form's requests to the e-mail provider, so that every distinct enquiry the visitor pressed Send for reaches
 * the business exactly once, or the visitor is told that it did not (the promise of src/quote-form/README.md).
 *
 * The provider library's `fetch` cannot be aborted, so a request the page stopped waiting for (after 15 s,
 * requirements §8) may still arrive. The queue therefore keeps, per form:
 * - **At most one request at a time, ever.** A press while a request is unanswered never starts another one.
 * - **The same values wait for it.** If that request is delivered, it answers them too; if it fails, exactly one new
 *   request is made for every press that waited, however many there were.
 * - **A changed enquiry is a new enquiry.** Values that differ from the request in flight are sent once it is
 *   answered, marked as an update of it when it was delivered; only the newest such values are kept.
 */
import { sameEnquiry, type QuoteEnquiry } from "./fields/quote-fields"

/** A request the queue made: the values, and when it started (ms since the epoch, `Date.now()`). */
export interface SentEnquiry {
  enquiry: QuoteEnquiry
  at: number
}

/** How one press ended, as far as the visitor's values go. */
export type PressOutcome =
  /** Those values reached the business; `updateOf` is the delivered request they updated, if any. */
  | { kind: "delivered"; sent: SentEnquiry; updateOf: SentEnquiry | null }
  /** The request that carried those values failed; nothing of them arrived. */
  | { kind: "failed"; error: unknown }
  /** The visitor pressed again with other values before these were sent: the newer press speaks for them. */
  | { kind: "superseded" }

/**
 * What a {@link createSendQueue} makes a request with: the values, the delivered request they update (if any), and
 * when the queue counted the request as started (ms since the epoch, the `at` every outcome reports).
 */
export type StartRequest = (enquiry: QuoteEnquiry, updateOf: SentEnquiry | null, at: number) => Promise<void>

/** What {@link createSendQueue} gives a form. */
export interface SendQueue {
  /**
   * The visitor pressed Send with `enquiry`.
   * @returns how it ended; never rejects (a failure is `{ kind: "failed" }`).
   */
  press: (enquiry: QuoteEnquiry) => Promise<PressOutcome>
}

interface Waiting {
  enquiry: QuoteEnquiry
  settle: (outcome: PressOutcome) => void
}

interface InFlight extends SentEnquiry {
  /** Presses made with these values after the request started: they share one retry if it fails. */
  joined: Waiting[]
  updateOf: SentEnquiry | null
}

/**
 * A new queue, one per form.
 * @param start makes one request to the provider; it resolves when the provider answered OK and rejects on any failure.
 * @param now the clock, in ms since the epoch (`Date.now` by default; tests pass their own).
 */
export function createSendQueue(start: StartRequest, now: () => number = Date.now): SendQueue {
  let inFlight: InFlight | null = null
  let next: Waiting | null = null

  function launch(first: Waiting, joined: Waiting[], updateOf: SentEnquiry | null): void {
    const request: InFlight = { enquiry: first.enquiry, at: now(), joined, updateOf }
    inFlight = request
    const everyone = () => [first, ...request.joined]
    start(request.enquiry, updateOf, request.at).then(
      () => {
        const sent = { enquiry: request.enquiry, at: request.at }
        inFlight = null
        for (const waiting of everyone()) waiting.settle({ kind: "delivered", sent, updateOf })
        sendNext(sent)
      },
      (error: unknown) => {
        inFlight = null
        first.settle({ kind: "failed", error })
        // Presses that waited on this request share exactly one new one, unless newer values replaced them.
        const [retry, ...others] = request.joined
        if (retry && !next) return launch(retry, others, updateOf)
        for (const waiting of request.joined) waiting.settle({ kind: "failed", error })
        sendNext(updateOf)
      },
    )
  }

  function sendNext(updateOf: SentEnquiry | null): void {
    const waiting = next
    next = null
    if (waiting) launch(waiting, [], updateOf)
  }

  return {
    press(enquiry) {
      return new Promise<PressOutcome>((settle) => {
        const waiting: Waiting = { enquiry, settle }
        if (!inFlight) return launch(waiting, [], null)
        // Whatever was queued is no longer what the visitor wants sent.
        next?.settle({ kind: "superseded" })
        next = null
        if (sameEnquiry(enquiry, inFlight.enquiry)) inFlight.joined.push(waiting)
        else next = waiting
      })
    },
  }
}
