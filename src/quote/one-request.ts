/**
 * At most one unanswered request to the provider per form.
 *
 * The provider library's `fetch` cannot be aborted, so a request the page has stopped waiting for (after 15 s,
 * requirements §8) may still reach the business. Sending again at that point would deliver the enquiry twice. Instead,
 * a new send while a request is unanswered waits for that request: if it is delivered, that is the answer; only
 * if it fails is a new request made.
 */

/** What {@link oneRequestAtATime} gives a form. */
export interface OneRequest {
  /**
   * Sends with `start`, or, while an earlier request is unanswered, waits for it and calls `start` only if it
   * failed.
   * @returns a promise that settles as the request that decided the outcome did.
   */
  send: (start: () => Promise<void>) => Promise<void>
}

/** A new tracker, one per form. */
export function oneRequestAtATime(): OneRequest {
  let unanswered: Promise<void> | null = null
  return {
    async send(start) {
      const earlier = unanswered
      if (earlier) {
        try {
          return await earlier
        } catch {
          // The earlier request failed, so the enquiry has not arrived: send it now.
        }
      }
      const request = start()
      unanswered = request
      try {
        await request
      } finally {
        if (unanswered === request) unanswered = null
      }
    },
  }
}
