/**
 * From an enquiry to a confirmed visit (issue 58): the enquiry sent from the page carries the owner's e-mail's
 * parameters beside the five fields; the e-mail, rendered from the shipped template as EmailJS renders it
 * (node/dev-server/outbox/render-email.ts), opens the reply page by its "Confirm a time"; the reply page prepares the
 * WhatsApp confirmation and the calendar files, opening nothing on the network.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import ICAL from "ical.js"
import { renderOwnerEmail } from "../../../node/dev-server/outbox/render-email"
import { addDays, dayWords, SEARCH_DAYS, ukToday } from "../../../src/shared/preferred-times-days"
import { QUOTE_FIELDS, type QuoteEnquiry } from "../../../src/quote-form/fields/quote-fields"
import { replyLink } from "../../../src/reply/reply-link"
import { replyEnquiry } from "../../jest/support/quote-enquiry"
import { clockWords, inSentence, type VisitTime } from "../../../src/reply/visit-time"
import { formatPrice } from "../../../src/shared/price"
import { fillIn } from "../../../src/shared/text"
import { business, escapeRegExp, labels, pricing, quoteForm, reply } from "../support/built-data"
import { enquiry, openPage, received, uniqueEmail } from "../support/helpers"
import { contactForm, inWords, openBoxes, quietMoment, timesLine } from "../support/preferred-times"
import { SITE_ORIGIN } from "../support/settings"

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }),
  )
})

/**
 * Where the documentation's pictures go when asked for (`REPLY_SCREENSHOTS=docs/images npm run test:e2e -- reply.spec.ts`):
 * `reply-<name>.png`, as docs/publishing.md shows them.
 */
async function screenshot(page: Page, name: string) {
  const folder = process.env.REPLY_SCREENSHOTS
  if (folder) await page.screenshot({ path: path.join(folder, `reply-${name}.png`), fullPage: true })
}

/** Every request the page makes from now on, by address. */
function requestsOf(page: Page): string[] {
  const urls: string[] = []
  page.on("request", (request) => urls.push(request.url()))
  return urls
}

/** A window of the data by its label. */
const windowNamed = (label: string) => business.preferredTimes!.windows.find((each) => each.label === label)!

/** The UK wall-clock date and time of `instant`, `"YYYY-MM-DD HH:MM"`. */
const inLondon = (instant: Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/London", dateStyle: "short", timeStyle: "short" }).format(
    instant,
  )

/** The radio of the reply page for `time`, by its day and window. */
const radioFor = (page: Page, time: Pick<VisitTime, "date" | "label">) =>
  page.getByRole("radio", { name: new RegExp(`^${dayWords(time.date).long}, ${escapeRegExp(time.label)} \\(`) })

/** Downloads a calendar file by its link's name and reads its one event's start and end, on UK clocks. */
async function calendarEvent(page: Page, name: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).tap()])
  const ics = fs.readFileSync(await download.path(), "utf8")
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!)
  return {
    start: inLondon(event.startDate.toJSDate()),
    end: inLondon(event.endDate.toJSDate()),
    summary: event.summary,
  }
}

test("a price row and two times sent from the page become, from the e-mail's Confirm, a WhatsApp confirmation and calendar files @phone", async ({
  page,
}) => {
  const now = quietMoment()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.clock.install({ time: now })
  const values = enquiry(uniqueEmail("reply"), { phone: "07700 900123", from_name: "Siân O'Brien & Sons" })
  const row = pricing.rows[1]
  const price = formatPrice(row, pricing.startingPrice)
  await openPage(page)
  await page.getByRole("link", { name: `${pricing.book} ${row.service}` }).tap()
  const form = contactForm(page)
  for (const field of QUOTE_FIELDS.filter((name) => name !== "message"))
    await form.getByLabel(labels[field]).fill(values[field])
  const boxes = [openBoxes(page).nth(0), openBoxes(page).nth(1)]
  const phrases = [await inWords(boxes[0]), await inWords(boxes[1])]
  for (const box of boxes) await box.tap()
  await form.getByRole("button", { name: quoteForm.submit }).tap()
  await expect(page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })).toBeVisible()

  const [send] = await received(values.from_email)
  const message = `${fillIn(pricing.bookMessage, { service: row.service, price })}\n${timesLine(phrases)}`
  const fields = Object.fromEntries(QUOTE_FIELDS.map((name) => [name, send.template_params[name]]))
  expect(fields).toEqual({ ...values, message } satisfies QuoteEnquiry)
  expect(send.template_params).toMatchObject({
    service: row.service,
    price,
    whatsapp_link: "https://wa.me/447700900123",
  })

  const email = renderOwnerEmail(send.template_params)
  // The e-mail as the owner's phone shows it: a page of its own (the site's policy would refuse its inline styles).
  const mail = await page.context().newPage()
  await mail.setViewportSize({ width: 390, height: 844 })
  await mail.clock.install({ time: now })
  await mail.setContent(email.html)
  await screenshot(mail, "email")
  const requests = requestsOf(mail)
  await mail.getByRole("link", { name: /confirm a time/i }).tap()
  await expect(mail.getByRole("heading", { name: reply.title, level: 1 })).toBeVisible()
  await expect(mail.getByText(values.from_name, { exact: true })).toBeVisible()

  // The second time the visitor asked for (the reply page lists them in the visitor's order): its day and window.
  const [shortDay, label] = phrases[1].split(", ")
  const chosen = windowNamed(label)
  const radio = mail.getByRole("radio").nth(1)
  const radioLabel = (await radio.evaluate((input) => input.parentElement!.textContent)) ?? ""
  const longDay = radioLabel.split(", ")[0]
  expect(
    longDay
      .split(" ")
      .slice(0, 2)
      .map((word) => word.slice(0, 3)),
  ).toEqual(shortDay.split(" ").slice(0, 2))
  expect(radioLabel).toContain(`, ${label} (`)
  await radio.tap()
  await expect(radio).toBeChecked()
  const whatsapp = await mail.getByRole("link", { name: reply.send.whatsapp }).getAttribute("href")
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/447700900123\?text=/)
  const text = new URL(whatsapp!).searchParams.get("text")!
  expect(text).toContain(
    `${longDay}, ${inSentence(label)} (${clockWords(chosen.starts)} to ${clockWords(chosen.ends)})`,
  )
  expect(text).toContain(price)
  await screenshot(mail, "page")
  const owner = await calendarEvent(mail, reply.send.ownerCalendar)
  // The day the page offered under that name (within the next 92 days of the visit's sending), and the window's hours.
  const date = Array.from({ length: SEARCH_DAYS }, (_, ahead) => addDays(ukToday(now), ahead)).find(
    (each) => dayWords(each).long === longDay,
  )
  expect(owner.start).toBe(`${date} ${chosen.starts}`)
  expect(owner.end).toBe(`${date} ${chosen.ends}`)
  expect(owner.summary).toContain(values.postcode)

  // The reply page and nothing else: no script, no data, no counting, no icon; the fragment sent nowhere.
  expect(requests.map((url) => new URL(url).pathname)).toEqual(["/reply/"])
})

/** A reply link for `times`, sent at `sentAt`, made as the visitor's page makes it. */
async function linkFor(times: VisitTime[], sentAt: number): Promise<string> {
  return replyLink(`${SITE_ORIGIN}/reply/`, replyEnquiry({ times, sentAt }))
}

test("in the week the clocks go back, each calendar file starts and ends at the window's UK hours @phone", async ({
  page,
}) => {
  const sentAt = Date.UTC(2026, 9, 22, 9) // Thursday 22 October 2026; the clocks go back on Sunday 25 October
  await page.clock.install({ time: sentAt })
  const [first, last] = [business.preferredTimes!.windows[0], business.preferredTimes!.windows.at(-1)!]
  const times: VisitTime[] = [
    { date: "2026-10-23", ...first }, // British Summer Time
    { date: "2026-10-26", ...last }, // Greenwich Mean Time
    { date: "2026-10-25", ...first }, // the day of the change itself
  ]
  await page.goto(await linkFor(times, sentAt))
  for (const time of times) {
    await radioFor(page, time).tap()
    const event = await calendarEvent(page, reply.send.ownerCalendar)
    expect(event.start).toBe(`${time.date} ${time.starts}`)
    expect(event.end).toBe(`${time.date} ${time.ends}`)
    const visitor = await calendarEvent(page, fillIn(reply.send.visitorCalendar, { name: replyEnquiry().name }))
    expect(visitor.start).toBe(`${time.date} ${time.starts}`)
  }
})

test("a broken, altered or missing link is said plainly, and the page shows no enquiry @once", async ({ page }) => {
  const link = await linkFor([], Date.now())
  const [address, fragment] = link.split("#")
  const [payload, check] = fragment.split(".")
  const flipped = payload.slice(0, 10) + (payload[10] === "A" ? "B" : "A") + payload.slice(11)
  for (const [hash, problem] of [
    [`${payload.slice(0, 40)}`, reply.problems.broken],
    [`${flipped}.${check}`, reply.problems.altered],
    ["", reply.problems.missing],
  ] as const) {
    await page.goto(`${address}#${hash}`)
    await page.reload() // a fragment-only change is no new page
    await expect(page.getByRole("alert")).toHaveText(problem)
    await expect(page.getByRole("heading", { name: reply.enquiry.heading })).toBeHidden()
  }
})

test("the reply page is kept out of search engines, has no connection in its policy, and sends a landline no WhatsApp @once", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text()
  expect(sitemap).toContain("<loc>")
  expect(sitemap).not.toContain("/reply/")
  await page.goto(await replyLink(`${SITE_ORIGIN}/reply/`, replyEnquiry({ phone: "(01632) 960123" })))
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/)
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    "content",
    /connect-src 'none'/,
  )
  await expect(page.getByRole("link", { name: fillIn(reply.send.call, { phone: "(01632) 960123" }) })).toHaveAttribute(
    "href",
    "tel:+441632960123",
  )
  await expect(page.getByRole("link", { name: reply.send.whatsapp })).toBeHidden()
  await expect(page.getByRole("link", { name: reply.send.text })).toBeHidden()
  await expect(page.getByText(fillIn(reply.send.noMobile, { phone: "(01632) 960123" }))).toBeVisible()
})
