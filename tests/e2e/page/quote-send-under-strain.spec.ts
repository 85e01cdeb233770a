/**
 * The quote send under strain (src/quote-form/README.md states the promise): a form React renders afresh, scripts
 * that never arrive, a slow provider that fails with presses waiting, a correction made while the first request is
 * out. Each test counts the requests the provider stand-in received.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { fillIn, ukTimeOfDay } from "../../../src/shared/text"
import { labels, quoteForm } from "../support/built-data"
import {
  enquiry,
  expectQuiet,
  fieldsOf,
  fillQuote,
  hydrated,
  received,
  release,
  scenario,
  uniqueEmail,
  watchConsole,
} from "../support/helpers"

const FAILED = quoteForm.failure.message
const submit = (form: Locator) => form.getByRole("button", { name: quoteForm.submit })
const thanks = (page: Page) => page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })

/** The words of a data text before its first placeholder, to find it on the page. */
const opening = (text: string) => text.split("{")[0]

test.beforeEach(async ({ page }) => {
  // As a visitor's browser says (the provider library refuses automated browsers).
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }),
  )
})

test.describe("a form React renders afresh (a node added inside it before hydration, as extensions do) @once", () => {
  let releaseScripts: () => void

  test.beforeEach(async ({ page }) => {
    const gate = new Promise<void>((resolve) => (releaseScripts = resolve))
    await page.route(/\.js(\?|$)/, async (route) => {
      await gate
      await route.continue()
    })
    await page.goto("/", { waitUntil: "domcontentloaded" })
  })

  /** What a password manager does: its own element inside the form, before React has run. */
  const addExtensionNode = (form: Locator) =>
    form.evaluate((element) => {
      const icon = document.createElement("div")
      icon.className = "password-manager-icon"
      element.prepend(icon)
    })

  test("keeps every value typed before hydration, and says in the console that hydration recovered", async ({
    page,
  }) => {
    const problems = watchConsole(page)
    const typed = enquiry(uniqueEmail("rebuilt"))
    const form = page.locator("#hero-quote")
    await fillQuote(form, typed)
    await addExtensionNode(form)
    releaseScripts()
    await hydrated(page)
    await expect(form.locator(".password-manager-icon")).toHaveCount(0) // the form is React's own now
    for (const [name, value] of Object.entries(typed)) {
      await expect(form.getByLabel(labels[name as keyof typeof labels])).toHaveValue(value)
    }
    expect(problems.some((problem) => problem.startsWith("Hydration recovered"))).toBe(true)
  })

  test("makes a send pressed before hydration exactly once", async ({ page }) => {
    const typed = enquiry(uniqueEmail("rebuilt-held"))
    await scenario(typed.from_email, ["ok"])
    const form = page.locator("#hero-quote")
    await fillQuote(form, typed)
    await addExtensionNode(form)
    await submit(form).click()
    await submit(form).click() // an impatient second press
    await expect(form.getByText(opening(quoteForm.pending))).toBeVisible()
    releaseScripts()
    await expect(thanks(page)).toBeVisible()
    await expectQuiet(async () => expect(await received(typed.from_email)).toHaveLength(1))
    const sends = await received(typed.from_email)
    expect(fieldsOf(sends[0])).toEqual(typed)
  })
})

test.describe("scripts that never arrive", () => {
  /** The no-script route: the press opens the e-mail app (a mailto: "request") with the enquiry in its body. */
  async function pressForMail(page: Page, form: Locator): Promise<URL> {
    const mail = new Promise<URL>((resolve) =>
      page.on("request", (request) => {
        if (request.url().startsWith("mailto:")) resolve(new URL(request.url()))
      }),
    )
    await submit(form).click({ noWaitAfter: true })
    return mail
  }

  test("a failed script gives up the held send at once and hands the enquiry to the e-mail app, sent once @once", async ({
    page,
  }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort())
    await page.goto("/")
    const typed = enquiry(uniqueEmail("aborted"))
    const form = page.locator("#contact-quote")
    await fillQuote(form, typed)
    await submit(form).click()
    const gaveUp = form.getByRole("alert").filter({ hasText: opening(quoteForm.gaveUp) })
    await expect(gaveUp).toBeVisible()
    await expect(gaveUp.getByRole("link")).toHaveAttribute("href", /^tel:\+44/)
    await expect(form.getByText(opening(quoteForm.pending))).toBeHidden()
    const mail = await pressForMail(page, form)
    const body = mail.searchParams.get("body") ?? ""
    for (const [name, value] of Object.entries(typed)) expect(body).toContain(`${name}=${value}`)
    expect(body).not.toContain("hp_trap") // the honeypot is no part of the enquiry
    expect(await received(typed.from_email)).toHaveLength(0)
  })

  test("scripts that hang give up the held send after 9 s, and it is never sent a second way @desktop", async ({
    page,
  }) => {
    let releaseScripts: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (releaseScripts = resolve))
    await page.route(/\.js(\?|$)/, async (route) => {
      await gate
      await route.continue()
    })
    await page.clock.install()
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const typed = enquiry(uniqueEmail("hung"))
    const form = page.locator("#hero-quote")
    await fillQuote(form, typed)
    await submit(form).click()
    await expect(form.getByText(opening(quoteForm.pending))).toBeVisible()
    const gaveUp = form.getByRole("alert").filter({ hasText: opening(quoteForm.gaveUp) })
    // Well before the 9 s (the page's clock also runs on in real time while the test looks), then past them.
    await page.clock.fastForward(6_500)
    await expect(form.getByText(opening(quoteForm.pending))).toBeVisible()
    await page.clock.fastForward(2_600)
    await expect(gaveUp).toBeVisible()
    await pressForMail(page, form)
    // The scripts arrive after all: the enquiry the visitor took to their e-mail app is not also sent.
    releaseScripts()
    await hydrated(page)
    await expectQuiet(async () => expect(await received(typed.from_email)).toHaveLength(0))
    await expect(form.getByLabel(labels.message)).toHaveValue(typed.message)
  })
})

test.describe("a slow provider", () => {
  test("presses waiting on a request that finally fails share one new request @desktop", async ({ page }) => {
    const typed = enquiry(uniqueEmail("waiting"))
    // The first request fails 40 s after it was made: held until the test has pressed three times.
    await scenario(typed.from_email, [{ hold: true, then: { status: 500 } }, "ok"])
    await page.clock.install()
    await page.goto("/")
    await hydrated(page)
    const form = page.locator("#hero-quote")
    await fillQuote(form, typed)
    for (let press = 0; press < 2; press++) {
      await submit(form).click()
      await expect(form.getByRole("button", { name: quoteForm.sending })).toBeDisabled()
      await page.clock.fastForward(15_100)
      await expect(form.getByRole("alert")).toContainText(FAILED)
    }
    await submit(form).click()
    await expect(form.getByRole("button", { name: quoteForm.sending })).toBeDisabled()
    await release(typed.from_email)
    await expect(thanks(page)).toBeVisible()
    // The first, and one retry for three presses.
    await expectQuiet(async () => expect(await received(typed.from_email)).toHaveLength(2))
  })

  // A visitor in Dubai (UTC+4) in July: the panel tells them their own time, the business reads UK time (BST).
  test.describe("from a device in Dubai", () => {
    test.use({ timezoneId: "Asia/Dubai" })

    test("a correction made while the first request is out is sent after it, as an update in UK time, and both are shown @desktop", async ({
      page,
    }) => {
      const firstSend = new Date("2026-07-01T09:02:00Z")
      const typed = enquiry(uniqueEmail("correction"))
      const corrected = "07700 900999"
      // The first answer comes well after the 15 s message (held until the test lets it go), so the correction is
      // pressed while it is out.
      await scenario(typed.from_email, [{ hold: true }, "ok"])
      await page.clock.install({ time: firstSend })
      await page.goto("/")
      await hydrated(page)
      const form = page.locator("#contact-quote")
      await fillQuote(form, typed)
      await submit(form).click()
      await expect(form.getByRole("button", { name: quoteForm.sending })).toBeDisabled()
      await page.clock.fastForward(15_100)
      await expect(form.getByRole("alert")).toContainText(FAILED)
      await form.getByLabel(labels.phone).fill(corrected)
      await submit(form).click()
      await expect(form.getByRole("button", { name: quoteForm.sending })).toBeDisabled()
      await page.clock.fastForward(9_000)
      await release(typed.from_email)
      const panel = thanks(page)
      await expect(panel).toBeVisible()
      await expect(panel).toContainText(opening(quoteForm.thanks.update))
      const sends = await received(typed.from_email)
      expect(sends.map((send) => send.template_params.phone)).toEqual([typed.phone, corrected])
      // The first send's minute as the panel gives it (the clock ran on while the form was filled): Dubai's, UTC+4.
      const [hours, minutes] = /(\d\d):(\d\d)/
        .exec((await panel.textContent()) ?? "")!
        .slice(1)
        .map(Number)
      const sentAt = Date.UTC(2026, 6, 1, hours - 4, minutes)
      // The panel's time is Dubai's (the UK's, or UTC, would put the send hours before the clock was set).
      expect(sentAt - firstSend.getTime()).toBeGreaterThanOrEqual(0)
      expect(sentAt - firstSend.getTime()).toBeLessThan(3_600_000)
      expect(sends[1].template_params.update_of).toBe(
        fillIn(quoteForm.updateOf, { time: ukTimeOfDay(sentAt), zone: quoteForm.zone }),
      )
      expect(sends[0].template_params).not.toHaveProperty("update_of")
    })
  })
})
