/**
 * Counting on (issue 24; `npm run test:special` builds the site with GATSBY_COUNTING_* pointing at the stand-in,
 * which records each event as Plausible would receive it). What the owner learns, and what never leaves the page.
 * What is counted does not depend on the window's size (tagged `@once`: desktop only). At both sizes: the taps on the
 * phone and chat links, which differ between a phone and a desktop, a tap made before the scripts ran, and the footer's
 * Don't count my visits (a phone's floating controls must leave it reachable).
 */
import { expect, test, type Page } from "@playwright/test"
import { COUNTED } from "../../../src/counting/count"
import { dueAnswer, todayIso } from "../../../src/shared/eicr-due"
import { coverageFor, coverageMessage } from "../../../src/shared/postcode"
import { business, contact, coverage, quoteForm, services, siteWords } from "../support/built-data"
import {
  enquiry,
  expectQuiet,
  fillQuote,
  holdResponses,
  hydrated,
  isPhone,
  openPage,
  scenario,
  uniqueEmail,
} from "../support/helpers"
import { STAND_IN_ORIGIN, TEST_COUNTING_SETTINGS } from "../support/settings"

/** One event as the page sent it (Plausible's events API: name, address, domain, props). */
interface Sent {
  n: string
  u: string
  d: string
  p?: Record<string, string>
}

const rawEvents = async () => (await (await fetch(`${STAND_IN_ORIGIN}/__events`)).json()) as string[]
const events = async () => (await rawEvents()).map((body) => JSON.parse(body) as Sent)
const named = async (name: string) => (await events()).filter((event) => event.n === name)
/**
 * Waits until `n` events called `name` have arrived (the stand-in's record, polled), then watches for one more through
 * `expectQuiet` (there must be none).
 */
async function expectCounted(name: string, n: number, props?: Record<string, string>) {
  await expect.poll(async () => (await named(name)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(n)
  await expectQuiet(async () => expect(await named(name)).toHaveLength(n))
  const sent = await named(name)
  if (props) for (const event of sent) expect(event.p).toEqual(props)
}
/** No event carries any of the values typed (also a postcode's inward code, with or without its space). */
async function expectNothingTyped(values: string[]) {
  const bodies = (await rawEvents()).join("\n").toLowerCase()
  for (const value of values) expect(bodies).not.toContain(value.toLowerCase())
}

test.beforeEach(async ({ page }) => {
  await fetch(`${STAND_IN_ORIGIN}/__events`, { method: "DELETE" })
  await page.addInitScript(() => {
    // As a visitor's browser says (the provider library and Plausible's tracker both skip automated browsers).
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true })
    // A link that leaves the page (phone, e-mail, WhatsApp) goes nowhere in the test; the page still sees the tap.
    window.addEventListener("click", (event) => {
      const link = event.target instanceof Element && event.target.closest("a[href]")
      if (link && /^(tel:|mailto:|https:\/\/wa\.me\/)/.test(link.getAttribute("href") ?? "")) event.preventDefault()
    })
  })
})

const heroForm = (page: Page) => page.locator("#hero-quote")

/** Resolves when the page's tracker chunk (gatsby-browser.ts loads it once the browser is idle) has arrived. */
const trackerLoaded = (page: Page) =>
  page.waitForResponse((response) => /\/tracker-[0-9a-f]+\.js$/.test(response.url()))

test("the page view is counted once, with the site's address only: no query, no fragment @once", async ({ page }) => {
  await page.goto("/?name=Jane#contact")
  await hydrated(page)
  await expectCounted("pageview", 1)
  const [view] = await named("pageview")
  expect(view.u).toBe(new URL("/", page.url()).href)
  expect(view.d).toBe(TEST_COUNTING_SETTINGS.GATSBY_COUNTING_DOMAIN)
  await expectNothingTyped(["Jane"])
})

test("a delivered quote is one Enquiry delivered event; nothing typed leaves the page; no cookie, no storage @once", async ({
  page,
  context,
}) => {
  const values = enquiry(uniqueEmail("counting"))
  await openPage(page)
  await fillQuote(heroForm(page), values)
  await heroForm(page).getByRole("button", { name: quoteForm.submit }).click()
  await expect(page.getByRole("heading", { name: quoteForm.thanks.heading })).toBeVisible()
  await expectCounted(COUNTED.delivered, 1, { form: "hero" })
  expect(await named(COUNTED.failed)).toEqual([])
  await expectNothingTyped([...Object.values(values), values.postcode.replace(/\s/g, ""), values.postcode.slice(-3)])
  expect(await context.cookies()).toEqual([])
  // The page keeps drafts in sessionStorage (src/quote-form/use-quote-draft.ts) and Gatsby its scroll position; the
  // tracker writes nothing.
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage).filter((key) => !/^(quote-(draft|unanswered):|@@scroll\|)/.test(key)),
  }))
  expect(storage).toEqual({ local: [], session: [] })
})

test("a failed send counts Enquiry failed, never delivered, and the other way the visitor took @once", async ({
  page,
}) => {
  const values = enquiry(uniqueEmail("counting-failed"))
  await scenario(values.from_email, [{ status: 500, text: "Internal Server Error" }])
  await openPage(page)
  await fillQuote(heroForm(page), values)
  await heroForm(page).getByRole("button", { name: quoteForm.submit }).click()
  const alert = heroForm(page).getByRole("alert")
  await expect(alert).toContainText(quoteForm.failure.message)
  await alert.getByRole("link", { name: business.phone.display }).click()
  await expectCounted(COUNTED.failed, 1, { form: "hero" })
  await expectCounted(COUNTED.phone, 1, { place: "quote failure" })
  expect(await named(COUNTED.delivered)).toEqual([])
  await expectNothingTyped(Object.values(values))
})

test("a phone tap and a WhatsApp tap are counted one each", async ({ page }) => {
  await openPage(page)
  await page.locator("a[href^='tel:']:visible").first().click()
  if (isPhone(page)) {
    await page.getByRole("button", { name: siteWords.chat.toggle }).click()
    await page
      .locator("#chat-panel")
      .getByRole("link", { name: new RegExp(`^${siteWords.chat.openChat}`) })
      .click()
    await expectCounted(COUNTED.chat, 1)
  } else {
    await page.getByRole("link", { name: new RegExp(`^${siteWords.chat.chatNow}`) }).click()
  }
  await expectCounted(COUNTED.phone, 1)
  await expectCounted(COUNTED.whatsapp, 1)
})

test("a tap made before the scripts ran is counted once they run, and once only", async ({ page }) => {
  const release = await holdResponses(page)
  await page.goto("/", { waitUntil: "domcontentloaded" })
  await page.locator("a[href^='tel:']:visible").first().click()
  release()
  await hydrated(page)
  await expectCounted(COUNTED.phone, 1)
})

test("a postcode outside the area is counted by its district only @once", async ({ page }) => {
  // A postcode data/coverage.json does not cover, whatever the editor has added.
  const districts = Object.fromEntries(coverage.districts.map(({ outward, town }) => [outward, town]))
  const typed = ["SW1A 1AA", "EH1 1YZ", "BT1 5GS"].find((each) => coverageFor(each, districts).kind === "outside")!
  const district = typed.split(" ")[0]
  await openPage(page)
  const postcode = heroForm(page).getByLabel(quoteForm.labels.postcode)
  await postcode.fill(typed)
  await postcode.blur()
  await expect(heroForm(page)).toContainText(coverageMessage(coverageFor(typed, districts), quoteForm.coverage)!)
  await expectCounted(COUNTED.outside, 1, { district })
  await expectNothingTyped([typed.split(" ")[1]])
})

test("the due-date tool's answer and its calendar reminder are counted @once", async ({ page }) => {
  const words = services.dueTool
  await openPage(page)
  const tool = page.getByRole("group", { name: words.heading })
  await tool.scrollIntoViewIfNeeded()
  const lastYear = new Date(Date.now() - 365 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  await tool.getByLabel(words.lastInspection).fill(lastYear)
  const download = page.waitForEvent("download")
  await tool.getByRole("link", { name: words.reminder }).click()
  await download
  const expected = dueAnswer(lastYear, business.eicrIntervals.rented, todayIso()).kind
  await expectCounted(COUNTED.dueDate, 1, { property: "rented", answer: expected })
  await expectCounted(COUNTED.reminder, 1, { place: "services" })
})

test("the footer says what is counted; a browser that objects (Global Privacy Control) is not counted @once", async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  )
  const tracker = trackerLoaded(page)
  await openPage(page)
  await expect(page.locator("footer")).toContainText(contact.countingNote)
  await page.locator("a[href^='tel:']:visible").first().click()
  await tracker // it decides when it runs, once the browser is idle after the page has hydrated
  // (An earlier test's page may still send its own engagement event as it closes: only this page's events count.)
  await expectQuiet(async () => {
    expect(await named("pageview")).toEqual([])
    expect(await named(COUNTED.phone)).toEqual([])
  })
})

test("Don't count my visits: pressed once, this device's visits are no longer counted", async ({ page }) => {
  await openPage(page)
  await expectCounted("pageview", 1)
  await page.getByRole("button", { name: contact.countingOptOut }).click()
  await expect(page.locator("footer")).toContainText(contact.countingOptedOut)
  const tracker = trackerLoaded(page)
  await openPage(page) // a new page view on this device
  await page.locator("a[href^='tel:']:visible").first().click()
  await tracker
  await expectQuiet(async () => {
    expect(await named("pageview")).toHaveLength(1)
    expect(await named(COUNTED.phone)).toEqual([])
  })
})
