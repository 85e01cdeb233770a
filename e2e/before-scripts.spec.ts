/**
 * The page before and without its JavaScript: a phone on a slow network shows the server HTML seconds before the
 * scripts run, and some visitors have none. In both cases the controls that the platform can run work, and a
 * quote is never submitted into a URL nor lost.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { fillIn } from "../src/text"
import { business, labels, quoteForm, services, site } from "./support/content"
import { expectSectionInView, hydrated, isPhone, received, scenario, watchConsole } from "./support/helpers"

const values = (email: string) => ({
  from_name: "Jane Landlord",
  from_email: email,
  phone: "07700 900456",
  postcode: "CT1 2AB",
  message: "Flat, 2 bedrooms",
})

async function fill(form: Locator, enquiry: ReturnType<typeof values>) {
  await form.getByLabel(labels.from_name).fill(enquiry.from_name)
  await form.getByLabel(labels.from_email).fill(enquiry.from_email)
  await form.getByLabel(labels.phone).fill(enquiry.phone)
  await form.getByLabel(labels.postcode).fill(enquiry.postcode)
  await form.getByLabel(labels.message).fill(enquiry.message)
}

/**
 * Expects every field to hold what was typed. The values are read once, not polled: after a mailto: submission
 * Playwright's polling assertions wait for a navigation that never ends in the page, and report an empty value.
 */
async function expectKept(form: Locator, enquiry: ReturnType<typeof values>) {
  expect(await form.getByLabel(labels.from_name).inputValue()).toBe(enquiry.from_name)
  expect(await form.getByLabel(labels.from_email).inputValue()).toBe(enquiry.from_email)
  expect(await form.getByLabel(labels.phone).inputValue()).toBe(enquiry.phone)
  expect(await form.getByLabel(labels.postcode).inputValue()).toBe(enquiry.postcode)
  expect(await form.getByLabel(labels.message).inputValue()).toBe(enquiry.message)
}

/** The address bar holds the page's own address, with no query string or anything typed in it. */
function expectCleanAddress(page: Page) {
  const url = new URL(page.url())
  expect(url.search).toBe("")
  expect(url.pathname).toBe("/")
  expect(decodeURIComponent(page.url())).not.toContain("Jane")
}

/** Opens an FAQ answer, then reaches a section through the header navigation (behind Menu on a phone). */
async function faqAndMenuWork(page: Page) {
  const first = page.locator("#faq details").first()
  await first.locator("summary").click()
  await expect(first.locator("p")).toBeVisible()
  await page.locator("#faq details").nth(1).locator("summary").click()
  await expect(first.locator("p")).toBeHidden()

  const header = page.locator("header").first()
  if (isPhone(page)) await header.getByRole("button", { name: site.header.menu }).click()
  const pricing = site.menus.header.find(({ section }) => section === "pricing")!
  await header
    .getByRole("navigation", { name: site.header.navigationLabel })
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
    await page.getByRole("button", { name: site.chat.toggle }).click()
    await expect(
      page.locator("#chat-panel").getByRole("link", { name: new RegExp(`^${site.chat.openChat}`) }),
    ).toBeVisible()
  })

  test("the due-date tool shows each interval, says it needs JavaScript, and Enter puts nothing in the URL", async ({
    page,
  }) => {
    await page.goto("/")
    const tool = page.getByRole("group", { name: services.dueTool.heading })
    const options = tool.getByLabel(services.dueTool.propertyType).locator("option")
    await expect(options).toHaveText(
      (["rented", "ownerOccupied", "commercial", "industrial"] as const).map((type) =>
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
    await page.waitForTimeout(300)
    expectCleanAddress(page)
    expect(await date.inputValue()).toBe("2024-05-01")
  })

  test("a quote sent leaves the address bar clean, keeps every value, and says how else to reach us", async ({
    page,
  }) => {
    const enquiry = values(`nojs-${Date.now()}@example.com`)
    await page.goto("/")
    const form = page.locator("#hero-quote")
    // Playwright's text matching skips <noscript>, so its paragraph is checked as an element.
    const note = form.locator("noscript p")
    await expect(note).toBeVisible()
    expect(await note.evaluate((element) => element.textContent)).toContain(
      "Without it, the button opens your e-mail app",
    )
    await expect(note.locator("a[href='tel:+441632960123']")).toBeVisible()
    await expect(note.locator("a[href^='mailto:enquiries@example.com']")).toBeVisible()
    // The no-script path hands the enquiry to the visitor's e-mail app: never to a URL on the web.
    await expect(form).toHaveAttribute("action", /^mailto:enquiries@example\.com\?subject=/)
    await expect(form).toHaveAttribute("method", "post")
    await fill(form, enquiry)
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    // The browser itself reports a form action the Content-Security-Policy refuses (no page script needed).
    const refused: string[] = []
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    // A mailto: submission goes to the e-mail app, and the page never sees that "navigation" end: do not wait for it.
    await form.getByRole("button", { name: quoteForm.submit }).click({ noWaitAfter: true })
    await page.waitForTimeout(500)
    expectCleanAddress(page)
    await expectKept(form, enquiry)
    // Nothing went to any server: the one "request" is the hand-over to the e-mail app, with the enquiry in it.
    expect(requests.filter((url) => !url.startsWith("mailto:"))).toEqual([])
    expect(requests).toHaveLength(1)
    const mail = new URL(requests[0])
    expect(mail.pathname).toBe(business.email)
    expect(mail.searchParams.get("body")).toContain(`from_email=${enquiry.from_email}`)
    expect(refused).toEqual([]) // and the Content-Security-Policy allows that hand-over
    expect(await received(enquiry.from_email)).toHaveLength(0)
  })
})

test.describe("before the scripts have run (every .js response held back)", () => {
  /** Opens the releases the held scripts; until then the page is its server HTML. */
  let release: () => void
  let problems: string[]

  test.beforeEach(async ({ page }) => {
    problems = watchConsole(page)
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.js(\?|$)/, async (route) => {
      await gate
      await route.continue()
    })
    // As a visitor's browser says (the provider library refuses automated browsers).
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }),
    )
    await page.goto("/", { waitUntil: "domcontentloaded" })
  })

  test.afterEach(async ({ page }) => {
    release()
    await hydrated(page)
    await page.waitForTimeout(300)
    expect(problems).toEqual([]) // no console error and no hydration warning
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

  test("a quote sent early stays out of the address bar, keeps every value and is sent exactly once when ready", async ({
    page,
  }) => {
    const enquiry = values(`early-${Date.now()}@example.com`)
    await scenario(enquiry.from_email, ["ok"])
    const form = page.locator("#hero-quote")
    await fill(form, enquiry)
    await form.getByRole("button", { name: quoteForm.submit }).click()
    await form.getByLabel(labels.from_name).press("Enter") // a second, impatient try
    await expect(form.getByRole("status").filter({ hasText: quoteForm.pending.split("{")[0] })).toBeVisible()
    expect(await notHydrated(page)).toBeUndefined()
    expectCleanAddress(page)
    await expectKept(form, enquiry)
    expect(await received(enquiry.from_email)).toHaveLength(0)

    release()
    await expect(page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })).toBeVisible()
    await page.waitForTimeout(500)
    const sends = await received(enquiry.from_email)
    expect(sends).toHaveLength(1)
    expect(sends[0].template_params).toEqual(enquiry)
    expectCleanAddress(page)
  })

  test("what a visitor typed before hydration is still there after it, and one press sends it", async ({ page }) => {
    const enquiry = values(`typed-${Date.now()}@example.com`)
    await scenario(enquiry.from_email, ["ok"])
    const form = page.locator("#footer-quote")
    await fill(form, enquiry)
    expect(await notHydrated(page)).toBeUndefined()
    release()
    await hydrated(page)
    await page.waitForLoadState("networkidle")
    await expectKept(form, enquiry)
    await form.getByRole("button", { name: quoteForm.submit }).click()
    await expect(page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })).toBeVisible()
    const sends = await received(enquiry.from_email)
    expect(sends).toHaveLength(1)
    expect(sends[0].template_params).toEqual(enquiry)
  })
})
