/**
 * The facts a quote form hands its send for the owner's e-mail (src/quote/owner-email.ts `EnquiryFacts`), from the
 * starting data the unit tests render with (tests/jest/support/page-wide.tsx), on jsdom's address.
 */
import type { EnquiryFacts } from "../../../src/quote/owner-email"
import { pageWide } from "./page-wide"

export const FACTS: EnquiryFacts = {
  timesLine: pageWide.quoteForm.times.line,
  bookMessage: pageWide.pricing.bookMessage,
  windows: pageWide.business.appointments!.windows,
  replyPage: `${window.location.origin}/reply/`,
}
