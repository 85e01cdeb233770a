/**
 * The preferred times on a pinned clock (Playwright's `page.clock`), issue 48: same-day windows offered until their own
 * cut-off, a time picked that can no longer be reached taken out of the message with the reason said, a draft restored
 * days later naming no past day, a visitor abroad told the times are UK time, and the days right at dates across the
 * year (September, both clock-change Sundays, Christmas, 29 February 2028). Expectations come from the test build's
 * data and the module's own days (src/shared/preferred-times-days.ts, here in Node); a time's words are the page's
 * own (a box's value), never rebuilt.
 */
import { expect, test, type Page } from "@playwright/test"
import { MAX_PREFERRED_TIMES } from "../../../src/shared/preferred-times-days"
import { addDays, dayName, dayWords, HOUR_MS, offeredDays, ukInstant } from "../../../src/shared/preferred-times-days"
import { fillIn } from "../../../src/shared/text"
import { business, labels, quoteForm } from "../support/built-data"
import { hydrated } from "../support/helpers"
import { boxNamed, contactForm, inWords, openBoxes, timesGroup, timesLine } from "../support/preferred-times"

const settings = business.preferredTimes
if (!settings) throw new Error("these tests need data/business.json `preferredTimes`: the data offers no times")
const { windows, leadTimeHours } = settings
/** The window that ends first: its cut-off comes first in the day. */
const firstToEnd = [...windows].sort((a, b) => a.ends.localeCompare(b.ends))[0]
/** A box's name: the day in full and the window, e.g. "Wednesday 1 July, Morning". */
const named = (date: string, window: { label: string }) => `${dayWords(date).long}, ${window.label}`

/** The first day from `from` the business is open and not closed, `"YYYY-MM-DD"`. */
function openDayFrom(from: string): string {
  for (let ahead = 0; ahead < 60; ahead++) {
    const date = addDays(from, ahead)
    if (business.hours.days.includes(dayName(date)) && !settings!.closedDates?.includes(date)) return date
  }
  throw new Error(`no open day in the 60 days from ${from}`)
}

/** Opens the page with its clock pinned at `at` (ms since the epoch) and shows the contact form's days. */
async function openAt(page: Page, at: number): Promise<void> {
  await page.clock.install({ time: at })
  await page.goto("/")
  await hydrated(page)
  await contactForm(page).scrollIntoViewIfNeeded()
  await expect(openBoxes(page).first()).toBeEnabled()
}

const status = (page: Page) => timesGroup(page).getByRole("status")
const message = (page: Page) => contactForm(page).getByLabel(labels.message)

test.beforeEach(async ({ page }) => page.setViewportSize({ width: 390, height: 844 }))

test("a time picked before its cut-off leaves the message after it, the status says why, and the line holds three at most @phone", async ({
  page,
}) => {
  const today = openDayFrom("2026-07-01")
  const tomorrow = openDayFrom(addDays(today, 1))
  const cutOff = ukInstant(today, firstToEnd.ends) - leadTimeHours * HOUR_MS
  await openAt(page, cutOff - 10 * 60_000) // 09:50 for a morning to 12:00 with two hours' notice
  const soon = boxNamed(page, named(today, firstToEnd))
  const later = boxNamed(page, named(tomorrow, firstToEnd))
  const [soonWords, laterWords] = [await inWords(soon), await inWords(later)]
  await soon.click()
  await later.click()
  await expect(message(page)).toHaveValue(timesLine([soonWords, laterWords]))

  await page.clock.fastForward(11 * 60_000) // 10:01
  for (const window of windows.filter((each) => each.ends > firstToEnd.ends))
    await expect(boxNamed(page, named(today, window))).toBeEnabled()
  await expect(soon).toBeDisabled()
  await page.clock.fastForward(60_000) // 10:02
  await expect(message(page)).toHaveValue(timesLine([laterWords]))
  await expect(status(page)).toHaveText(
    fillIn(quoteForm.preferredTimes.takenOut, { why: quoteForm.preferredTimes.tooSoon, times: soonWords }),
  )

  // More picks fill the line to three, and no further: the line names them in the boxes' order.
  for (let picked = 1; picked < MAX_PREFERRED_TIMES; picked++)
    await timesGroup(page).locator("input:not(:checked):enabled").first().click()
  const ticked = timesGroup(page).locator("input:checked")
  await expect(ticked).toHaveCount(MAX_PREFERRED_TIMES)
  await expect(timesGroup(page).locator("input:not(:checked):enabled")).toHaveCount(0)
  const picks = await ticked.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))
  expect(picks).toContain(laterWords)
  await expect(message(page)).toHaveValue(timesLine(picks))
})

test("a draft picked on one day and reloaded days later names no day that has passed @phone", async ({ page }) => {
  const first = openDayFrom("2026-07-01")
  const next = openDayFrom(addDays(first, 1))
  const last = windows[windows.length - 1]
  await openAt(page, ukInstant(first, "09:50"))
  const gone = boxNamed(page, named(next, last))
  const goneWords = await inWords(gone)
  await gone.click()
  await expect(message(page)).toHaveValue(timesLine([goneWords]))

  await page.clock.setSystemTime(ukInstant(addDays(next, 2), "09:00")) // two days after the time picked
  await page.reload()
  await hydrated(page)
  await contactForm(page).scrollIntoViewIfNeeded()
  await expect(message(page)).toHaveValue("")
  await expect(status(page)).toHaveText(
    fillIn(quoteForm.preferredTimes.takenOut, { why: quoteForm.preferredTimes.passed, times: goneWords }),
  )
})

test.describe("a visitor whose device is in New York", () => {
  test.use({ timezoneId: "America/New_York" })

  test("is told the times are UK time, and offered the UK's days, at 23:30 in New York (04:30 in the UK) @once", async ({
    page,
  }) => {
    const now = ukInstant("2026-12-02", "04:30") // Tuesday 1 December, 23:30 in New York
    await openAt(page, now)
    const hours = (time: string) => time.replace(/^0(?=\d)/, "")
    const windowHours = windows.map(({ label, starts, ends }) => `${label} ${hours(starts)}–${hours(ends)}`).join(", ")
    const hint = fillIn(quoteForm.preferredTimes.hint, { windows: windowHours, zone: quoteForm.zone })
    await expect(timesGroup(page)).toHaveAccessibleDescription(hint)
    expect(hint).toContain(quoteForm.zone)
    const [day] = offeredDays(now, business.hours.days, settings)
    await expect(boxNamed(page, named(day.date, day.windows[0]))).toBeEnabled()
  })
})

// September (Node's and browsers' locale data write its short name differently), both clock-change Sundays, Christmas
// and the new year, 29 February 2028, each at a UK wall-clock time.
for (const when of [
  "2026-09-01 05:00",
  "2026-03-29 00:30",
  "2026-03-29 20:00",
  "2026-10-25 01:30",
  "2026-12-24 21:00",
  "2026-12-26 09:00",
  "2026-12-31 21:00",
  "2028-02-29 09:00",
]) {
  test(`on ${when} UK time, the next open days are offered, and a pick writes its box's own words @once`, async ({
    page,
  }) => {
    const [date, clock] = when.split(" ")
    const now = ukInstant(date, clock)
    await openAt(page, now)
    const [first, second] = offeredDays(now, business.hours.days, settings)
    await expect(boxNamed(page, named(second.date, second.windows[0]))).toBeEnabled()
    const box = boxNamed(page, named(first.date, first.windows[0]))
    const words = await inWords(box)
    expect(words).toContain(String(Number(first.date.slice(8))))
    await box.click()
    await expect(message(page)).toHaveValue(timesLine([words]))
  })
}
