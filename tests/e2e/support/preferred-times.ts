/**
 * The contact form's preferred times as the browser tests find them (tests/e2e/preferred-times*.spec.ts): by the words
 * of the content, and each box's time in the page's own words (its `value`, what a pick writes into the message, in the
 * browser's locale data: "Sept" or "Sep"), never rebuilt by the test.
 */
import type { Locator, Page } from "@playwright/test"
import { MAX_PREFERRED_TIMES } from "../../../src/shared/preferred-times-days"
import { addDays, HOUR_MS, ukInstant, ukToday } from "../../../src/shared/preferred-times-days"
import { fillIn } from "../../../src/shared/text"
import { business, quoteForm } from "./built-data"

/**
 * The first instant from `from` (ms since the epoch; default now) with no window's cut-off (its end less the lead time,
 * data/business.json `preferredTimes`) in the two hours after it: a test that ticks boxes on Playwright's clock set
 * there is never raced by a time leaving the form, whatever the content and the hour it runs at.
 */
export function quietMoment(from = Date.now()): number {
  const { windows, leadTimeHours } = business.preferredTimes!
  const today = ukToday(from)
  const cutOffs = Array.from({ length: 20 }, (_, day) => addDays(today, day - 2))
    .flatMap((date) => windows.map(({ ends }) => ukInstant(date, ends) - leadTimeHours * HOUR_MS))
    .filter((cutOff) => cutOff > from)
    .sort((a, b) => a - b)
  let at = from
  for (const cutOff of cutOffs) {
    if (cutOff - at >= 2 * HOUR_MS) return at
    at = Math.max(at, cutOff + 60_000)
  }
  return at
}

/** The contact section's quote form. */
export const contactForm = (page: Page) => page.locator("#contact-quote")

/** The preferred times' group, by its legend. */
export const timesGroup = (page: Page) =>
  contactForm(page).getByRole("group", { name: fillIn(quoteForm.preferredTimes.legend, { max: MAX_PREFERRED_TIMES }) })

/** The boxes a visitor can tick: the days have arrived (before that, the build's boxes are disabled and unseen). */
export const openBoxes = (page: Page) => timesGroup(page).getByRole("checkbox", { disabled: false })

/** A box by its accessible name, e.g. "Wednesday 1 July, Morning". */
export const boxNamed = (page: Page, name: string) => timesGroup(page).getByRole("checkbox", { name, exact: true })

/** The words a ticked box writes into the message, e.g. "Wed 1 Jul, Morning": the page's own. */
export const inWords = (box: Locator): Promise<string> => box.evaluate((input) => (input as HTMLInputElement).value)

/** The message's line naming `times`, in the data's words. */
export const timesLine = (times: readonly string[]) =>
  fillIn(quoteForm.preferredTimes.line, { times: times.join("; ") })
