/**
 * The page before and without its JavaScript: a phone on a slow network shows the server HTML seconds before the
 * scripts run, and some visitors have none. In both cases the controls that the platform can run work, and a
 * quote is never submitted into a URL nor lost.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import type { QuoteEnquiry, QuoteFieldName } from "../../../src/quote-form/fields/quote-fields"
import { READY_ATTRIBUTE } from "../../../src/shared/markers"
import { fillIn } from "../../../src/shared/text"
import { PROPERTY_TYPES } from "../../../src/due-date-tool/property-types"
import { business, escapeRegExp, labels, quoteForm, services, siteWords, startOf } from "../support/built-data"
import {
  enquiry,
  expectQuiet,
  expectSectionInView,
  fieldsOf,
  fillQuote,
  holdResponses,
  hydrated,
  isPhone,
  received,
  scenario,
  uniqueEmail,
  watchConsole,
} from "../support/helpers"

/**
 * Expects every field to hold what was typed. The values are read once, not polled: after a mailto: submission
 * Playwright's polling assertions wait for a navigation that never ends in the page, and report an empty value.
 */
async function expectKept(form: Locator, values: QuoteEnquiry) {
  for (const [name, value] of Object.entries(values) as [QuoteFieldName, string][]) {
    expect(await form.getByLabel(labels[name]).inputValue()).toBe(value)
  }
}

/** The address bar holds the page's own address, with no query string and none of the `typed` values in it. */
function expectCleanAddress(page: Page, typed: string[] = []) {
  const url = new URL(page.url())
  expect(url.search).toBe("")
  expect(url.pathname).toBe("/")
  // Decoded as a form would encode it ("+" for a space), so a value of several words is found too.
  const address = decodeURIComponent(page.url().replace(/\+/g, " "))
  for (const value of typed) expect(address).not.toContain(value)
}

/** Opens an FAQ answer, then reaches a section through the header navigation (behind Menu on a phone). */
async function faqAndMenuWork(page: Page) {
  const first = page.locator("#faq details").first()
  await first.locator("summary").click()
  await expect(first.locator("p")).toBeVisible()
  await page.locator("#faq details").nth(1).locator("summary").click()
  await expect(first.locator("p")).toBeHidden()

  const header = page.locator("header").first()
  if (isPhone(page)) await header.getByRole("button", { name: siteWords.header.menu }).click()
  const pricing = siteWords.menus.header.find(({ section }) => section === "pricing")!
  await header
    .getByRole("navigation", { name: siteWords.header.navigationLabel })
    .getByRole("link", { name: pricing.label })
    .click()
  await expectSectionInView(page, "pricing")
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  test("an FAQ answer opens, one at a time, and the menu reaches its sections", async ({ page }) => {
    await page.goto("/")
    await faqAndMenuWork(page)
  })

  test("the chat button opens its panel with the WhatsApp link @phone", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("button", { name: siteWords.chat.toggle }).click()
    await expect(
      page.locator("#chat-panel").getByRole("link", { name: new RegExp(`^${siteWords.chat.openChat}`) }),
    ).toBeVisible()
  })

  test("the due-date tool shows each interval, says it needs JavaScript, and Enter puts nothing in the URL @once", async ({
    page,
  }) => {
    await page.goto("/")
    const tool = page.getByRole("group", { name: services.dueTool.heading })
    const options = tool.getByRole("group", { name: services.dueTool.propertyType }).locator("label")
    await expect(options).toHaveText(
      PROPERTY_TYPES.map((type) =>
        fillIn(services.dueTool.typeOption, {
          type: services.dueTool.types[type],
          years: business.eicrIntervals[type],
        }),
      ),
    )
    // Playwright's text matching skips <noscript>, so its paragraph is checked as an element.
    const note = tool.locator("noscript p")
    await expect(note).toBeVisible()
    expect(await note.evaluate((element) => element.textContent)).toBe(services.dueTool.noScript)
    const date = tool.getByLabel(services.dueTool.lastInspection)
    await date.fill("2024-05-01")
    await date.press("Enter")
    await expectQuiet(() => expectCleanAddress(page, ["2024-05-01"]))
    expect(await date.inputValue()).toBe("2024-05-01")
  })

  test("a quote sent leaves the address bar clean, keeps every value, and says how else to reach us @once", async ({
    page,
  }) => {
    const typed = enquiry(uniqueEmail("nojs"))
    await page.goto("/")
    const form = page.locator("#hero-quote")
    // Playwright's text matching skips <noscript>, so its paragraph is checked as an element.
    const note = form.locator("noscript p")
    await expect(note).toBeVisible()
    expect(await note.evaluate((element) => element.textContent)).toMatch(startOf(quoteForm.noscript))
    await expect(note.locator(`a[href='tel:${business.phone.e164}']`)).toBeVisible()
    await expect(note.locator(`a[href^='mailto:${business.email}']`)).toBeVisible()
    // The no-script path hands the enquiry to the visitor's e-mail app: never to a URL on the web.
    expect(await form.getAttribute("action")).toMatch(new RegExp(`^mailto:${escapeRegExp(business.email)}\\?subject=`))
    await expect(form).toHaveAttribute("method", "post")
    await fillQuote(form, typed)
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    // The browser itself reports a form action the Content-Security-Policy refuses (no page script needed).
    const refused: string[] = []
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    const handedOver = page.waitForRequest((request) => request.url().startsWith("mailto:"))
    // A mailto: submission goes to the e-mail app, and the page never sees that "navigation" end: do not wait for it.
    await form.getByRole("button", { name: quoteForm.submit }).click({ noWaitAfter: true })
    await handedOver
    // No other request shows itself, and the address stays clean.
    await expectQuiet(() => {
      expect(requests).toHaveLength(1)
      expectCleanAddress(page, Object.values(typed))
    })
    await expectKept(form, typed)
    // Nothing went to any server: the one "request" is the hand-over to the e-mail app, with the enquiry in it.
    expect(requests.filter((url) => !url.startsWith("mailto:"))).toEqual([])
    expect(requests).toHaveLength(1)
    const mail = new URL(requests[0])
    expect(mail.pathname).toBe(business.email)
    expect(mail.searchParams.get("body")).toContain(`from_email=${typed.from_email}`)
    expect(mail.searchParams.get("body")).not.toContain("hp_trap") // the honeypot is no part of the enquiry
    expect(refused).toEqual([]) // and the Content-Security-Policy allows that hand-over
    expect(await received(typed.from_email)).toHaveLength(0)
  })
})

test.describe("before the scripts have run (every .js response held back)", () => {
  /** Opens the releases the held scripts; until then the page is its server HTML. */
  let release: () => void
  let problems: string[]

  test.beforeEach(async ({ page }) => {
    problems = watchConsole(page)
    release = await holdResponses(page)
    // As a visitor's browser says (the provider library refuses automated browsers).
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }),
    )
    await page.goto("/", { waitUntil: "domcontentloaded" })
  })

  test.afterEach(async ({ page }) => {
    release()
    await hydrated(page)
    await expectQuiet(() => expect(problems).toEqual([])) // no console error and no hydration warning
  })

  const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated)

  test("an FAQ answer opens and the menu reaches its sections, and both stay as they are once the page hydrates", async ({
    page,
  }) => {
    await faqAndMenuWork(page)
    expect(await notHydrated(page)).toBeUndefined()
    release()
    await hydrated(page)
    await expect(page.locator("#faq details").nth(1)).toHaveAttribute("open", "")
  })

  test("a quote sent early stays out of the address bar, keeps every value and is sent exactly once when ready @once", async ({
    page,
  }) => {
    const typed = enquiry(uniqueEmail("early"))
    await scenario(typed.from_email, ["ok"])
    const form = page.locator("#hero-quote")
    await fillQuote(form, typed)
    await form.getByRole("button", { name: quoteForm.submit }).click()
    await form.getByLabel(labels.from_name).press("Enter") // a second, impatient try
    await expect(form.getByRole("status").filter({ hasText: quoteForm.pending.split("{")[0] })).toBeVisible()
    expect(await notHydrated(page)).toBeUndefined()
    expectCleanAddress(page, Object.values(typed))
    await expectKept(form, typed)
    expect(await received(typed.from_email)).toHaveLength(0)

    release()
    await expect(page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })).toBeVisible()
    await expectQuiet(async () => expect(await received(typed.from_email)).toHaveLength(1))
    const sends = await received(typed.from_email)
    expect(fieldsOf(sends[0])).toEqual(typed)
    expectCleanAddress(page, Object.values(typed))
  })

  test("a tap on Show map before the scripts ran is held, shown as busy, and honoured once they run", async ({
    page,
  }) => {
    const map = page.locator("#map")
    const show = map.getByRole("button", { name: startOf(siteWords.maps.showLabel) })
    await show.click()
    await expect(show).toHaveAttribute("data-tapped", "")
    await expect(map.locator("iframe")).toHaveCount(0)
    release()
    await expect(map.locator("iframe")).toHaveCount(1)
    await expect(show).toHaveCount(0)
  })

  test("every button on the page works before the scripts, or holds its tap until they run", async ({ page }) => {
    // The platform runs popovertarget buttons; the early submit takes a quote form's submit; the rest hold their taps.
    // Passed over: a disabled button no one can see (the "Hide maps" kept under a map's placeholder for its room); a
    // disabled one in sight would be a control that ignores a tap.
    const unheld = await page.evaluate(() =>
      [...document.querySelectorAll("button")]
        .filter((button) => !button.closest("[hidden]"))
        .filter((button) => !(button.disabled && !button.checkVisibility({ visibilityProperty: true })))
        .filter(
          (button) =>
            !button.hasAttribute("popovertarget") &&
            !(button.type === "submit" && button.form?.hasAttribute("data-quote-form")) &&
            !button.hasAttribute("data-hold-tap"),
        )
        .map((button) => button.outerHTML),
    )
    expect(unheld).toEqual([])
  })

  test("what a visitor typed before hydration is still there after it, and one press sends it @once", async ({
    page,
  }) => {
    const typed = enquiry(uniqueEmail("typed"))
    await scenario(typed.from_email, ["ok"])
    const form = page.locator("#contact-quote")
    await fillQuote(form, typed)
    expect(await notHydrated(page)).toBeUndefined()
    release()
    await hydrated(page)
    // React has taken the form over, with what was typed: use-quote-form.ts marks it ready then.
    await expect(form).toHaveAttribute(READY_ATTRIBUTE, "")
    await expectKept(form, typed)
    await form.getByRole("button", { name: quoteForm.submit }).click()
    await expect(page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })).toBeVisible()
    const sends = await received(typed.from_email)
    expect(sends).toHaveLength(1)
    expect(fieldsOf(sends[0])).toEqual(typed)
  })
})
