/**
 * The phone visitor's path to an enquiry (issue 31): the first screen offers a quote and a call, nothing floats over
 * what the visitor is using, Book Now and the browser's own checks show a field with its label, the page fits a narrow
 * phone, and a phone number never breaks across two lines.
 */
import { expect, test, type Page } from "@playwright/test"
import { business, labels, quoteForm, services, siteWords } from "../support/built-data"
import {
  enquiry,
  fillQuote,
  holdResponses,
  isPhone,
  openPage,
  scenario,
  scrollToY,
  uncovered,
  uniqueEmail,
} from "../support/helpers"
import { expectFirstFieldShown, followInPageLink } from "../support/in-page-links"
import { contentUnder, coveringOf, floatingControls, shownCallLinks } from "../support/page-checks"

/** Phones the issue was measured on; the desktop project is 1366×800. */
const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
]

/** The sizes a test runs at: the three phones in the phone project, the project's own size on desktop. */
const sizesOf = (page: Page) => (isPhone(page) ? PHONES : [page.viewportSize()!])

/**
 * Expects no floating control over what `selector` matches or the focused element, polled until none is (a control
 * steps aside in the frame after the change, then fades: src/components/use-step-aside.ts).
 */
async function expectNothingFloatingOver(page: Page, selector: string): Promise<void> {
  await expect.poll(() => page.evaluate(coveringOf, selector)).toEqual([])
}

test.describe("the first screen", () => {
  test("offers, uncovered, a way to the quote form's first field and a call link showing the number", async ({
    page,
  }) => {
    for (const size of sizesOf(page)) {
      await test.step(`${size.width}×${size.height}`, async () => {
        await page.setViewportSize(size)
        await openPage(page)
        const quote = isPhone(page)
          ? page.locator('main a[href="#hero-quote"]')
          : page.locator("#hero-quote").getByLabel(labels.from_name)
        await expect.poll(() => quote.evaluate(uncovered)).toBe(true)
        // Polled: a floating control may still be fading out of the way as the scripts start.
        const phone = { e164: business.phone.e164, display: business.phone.display }
        await expect
          .poll(() => page.evaluate(shownCallLinks, phone), {
            message: "a call link on the first screen whose visible words are the number",
          })
          .toBeGreaterThan(0)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
      })
    }
  })

  test("the hero keeps its form and the headline price", async ({ page }) => {
    await openPage(page)
    const hero = page.locator("section", { has: page.locator("h1") })
    await expect(hero.locator("form#hero-quote")).toBeVisible()
    await expect(hero.locator("p", { has: page.locator("strong") }).first()).toContainText(`£${business.priceFrom}`)
  })

  test("the header's call button says Call us or shows the number @phone", async ({ page }) => {
    for (const size of PHONES) {
      await page.setViewportSize(size)
      await openPage(page)
      const call = page.locator("header").getByRole("link", { name: business.phone.display })
      const words = await call.evaluate((link) => (link as HTMLElement).innerText)
      expect(words.includes(siteWords.header.callUs) || words.includes(business.phone.display)).toBe(true)
    }
  })
})

test.describe("the floating controls step aside", () => {
  test("never over a focused quote field or its form's Send button, and never over each other", async ({ page }) => {
    for (const size of sizesOf(page)) {
      await test.step(`${size.width}×${size.height}`, async () => {
        await page.setViewportSize(size)
        await openPage(page)
        await scrollToY(page, 400) // the contents menu shows
        await expect.poll(() => page.evaluate(floatingControls).then((list) => list.length)).toBe(2)
        const [a, b] = await page.evaluate(floatingControls)
        expect(a.box.right <= b.box.left || b.box.right <= a.box.left, "the two floating controls overlap").toBe(true)
        for (const form of ["hero", "contact"]) {
          for (const label of Object.values(labels)) {
            await page.locator(`#${form}-quote`).getByLabel(label).focus()
            await expectNothingFloatingOver(page, `#${form}-quote button[type=submit]`)
          }
        }
      })
    }
  })

  test("never over a Send button at the bottom of the screen, nor over a failure message and its links", async ({
    page,
  }) => {
    for (const size of sizesOf(page)) {
      await test.step(`${size.width}×${size.height}`, async () => {
        await page.setViewportSize(size)
        await openPage(page)
        for (const form of ["hero", "contact"]) {
          // The Send button just above the window's bottom edge, nothing focused.
          await page.evaluate((id) => {
            const button = document.querySelector(`#${id}-quote button[type=submit]`)!
            window.scrollBy({ top: button.getBoundingClientRect().bottom - innerHeight + 8, behavior: "instant" })
          }, form)
          await expectNothingFloatingOver(page, `#${form}-quote button[type=submit]`)
        }
        const values = enquiry(uniqueEmail(`aside-${size.width}`))
        await scenario(values.from_email, [{ status: 500 }])
        const contact = page.locator("#contact-quote")
        await fillQuote(contact, values)
        await contact.getByRole("button", { name: quoteForm.submit }).click()
        await expect(contact.getByRole("alert")).toContainText(quoteForm.failure.message)
        await page.locator("h1").click() // focus leaves the form; the message stays
        await page.evaluate(() => {
          const alert = document.querySelector("#contact-quote [role=alert]")!
          window.scrollBy({ top: alert.getBoundingClientRect().bottom - innerHeight + 4, behavior: "instant" })
        })
        await expectNothingFloatingOver(page, "#contact-quote [role=alert], #contact-quote [role=alert] a")
      })
    }
  })

  test("the contents menu still appears past 200 px, and the chat is one tap away once the way is clear", async ({
    page,
  }) => {
    await openPage(page)
    await scrollToY(page, 201)
    await expect(page.getByRole("navigation", { name: siteWords.contentsMenu.label })).toBeVisible()
    const chat = isPhone(page)
      ? page.getByRole("button", { name: siteWords.chat.toggle })
      : page.getByRole("link", { name: new RegExp(`^${siteWords.chat.chatNow}`) })
    await scrollToY(page, 1500)
    await expect(chat).toBeVisible()
  })
})

test("Book Now, Book Online and the hero's quote button show the quote form's first field, focused", async ({
  page,
}) => {
  for (const size of sizesOf(page)) {
    await test.step(`${size.width}×${size.height}`, async () => {
      await page.setViewportSize(size)
      await openPage(page)
      await followInPageLink(
        page,
        page
          .getByRole("complementary", { name: siteWords.cta.label })
          .first()
          .getByRole("link", { name: siteWords.cta.bookNow }),
      )
      await expectFirstFieldShown(page, "contact")
      await scrollToY(page, 0)
      if (isPhone(page)) {
        await followInPageLink(page, page.locator('main a[href="#hero-quote"]'))
        await expectFirstFieldShown(page, "hero")
      }
    })
  }
})

test("a field the browser's own check scrolls to shows its label below the header", async ({ page }) => {
  await openPage(page)
  const contact = page.locator("#contact-quote")
  const values = enquiry("label-check@example.com")
  await fillQuote(contact, { ...values, from_name: "" })
  await scrollToY(page, 0)
  await contact.getByRole("button", { name: quoteForm.submit }).evaluate((button: HTMLButtonElement) => button.click())
  const field = contact.getByLabel(labels.from_name)
  await expect(field).toBeFocused()
  await expect.poll(() => page.locator('label[for="contact-from_name"]').evaluate(uncovered)).toBe(true)
})

test.describe("small things", () => {
  test("the due-date tool's types of property fit a 360 px phone @phone", async ({ page }) => {
    await page.setViewportSize(PHONES[0])
    await openPage(page)
    const group = page.getByRole("group", { name: services.dueTool.propertyType })
    await group.scrollIntoViewIfNeeded()
    const overflowing = await group
      .locator("label")
      .evaluateAll((all) =>
        all.filter(
          (label) => label.scrollWidth > label.clientWidth || label.getBoundingClientRect().right > innerWidth,
        ),
      )
    expect(overflowing).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONES[0].width)
  })

  test("a phone number never breaks across two lines, the overdue answer's included", async ({ page }) => {
    await page.setViewportSize(isPhone(page) ? PHONES[0] : page.viewportSize()!)
    await openPage(page)
    const tool = page.getByRole("group", { name: services.dueTool.heading })
    await tool.scrollIntoViewIfNeeded()
    await tool.getByLabel(services.dueTool.lastInspection).fill("2015-01-01")
    await expect(tool.getByRole("status")).toContainText(business.phone.display)
    const broken = await page.evaluate(
      (numbers) => {
        const found: string[] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const number of numbers) {
            const at = node.textContent!.indexOf(number)
            if (at < 0 || !(node.parentElement as HTMLElement).offsetParent) continue
            const range = document.createRange()
            range.setStart(node, at)
            range.setEnd(node, at + number.length)
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
            if (lines.size > 1) found.push(`${number} in "${node.parentElement!.textContent!.trim().slice(0, 60)}"`)
          }
        }
        return found
      },
      [business.phone.display, business.emergencyPhone.display],
    )
    expect(broken).toEqual([])
  })
})

test.describe("the first screen of a desktop or laptop @desktop", () => {
  /** Common laptop and desktop windows from 1280×720 up; the hero's Send button must be whole on the two of the issue. */
  const WINDOWS = [
    { width: 1280, height: 720, send: false },
    { width: 1366, height: 768, send: true },
    { width: 1366, height: 800, send: true },
    { width: 1440, height: 900, send: true },
    { width: 1536, height: 864, send: true },
    { width: 1920, height: 1080, send: true },
  ]
  const chatNow = (page: Page) => page.getByRole("link", { name: new RegExp(`^${siteWords.chat.chatNow}`) })
  const HERO_SEND = "#hero-quote button[type=submit]"

  /** Chat Now shown, over nothing a visitor reads or uses, and (where `send`) the hero's Send button whole. */
  async function expectChatClear(page: Page, send: boolean) {
    await expect(chatNow(page)).toBeVisible()
    await expect.poll(() => page.evaluate(contentUnder, `a[href^="https://wa.me/"]:not(#chat-panel a)`)).toEqual([])
    if (send) await expect.poll(() => page.locator(HERO_SEND).evaluate(uncovered)).toBe(true)
  }

  test("Chat Now shows over nothing before the scripts run, and the hero's Send button is whole", async ({ page }) => {
    const release = await holdResponses(page)
    for (const { width, height, send } of WINDOWS) {
      await test.step(`${width}×${height}`, async () => {
        await page.setViewportSize({ width, height })
        await page.goto("/", { waitUntil: "domcontentloaded" })
        await expectChatClear(page, send)
      })
    }
    release()
  })

  test("Chat Now shows over nothing once the scripts run, and the hero's Send button is whole", async ({ page }) => {
    for (const { width, height, send } of WINDOWS) {
      await test.step(`${width}×${height}`, async () => {
        await page.setViewportSize({ width, height })
        await openPage(page)
        await expectChatClear(page, send)
      })
    }
  })
})
