import { expect, test } from "@playwright/test"
import { QUOTE_FIELDS } from "../../../src/quote-form/fields/quote-fields"
import { quoteForm, siteWords } from "../support/built-data"
import { axeViolations, enquiry, fillQuote, isPhone, openPage } from "../support/helpers"

// The page as loaded is scanned by the smoke test (tests/e2e/page/smoke.spec.ts); these are the states it does not reach.
test.describe("WCAG 2.2 AA (axe-core)", () => {
  test("with the menus, an FAQ answer, a map placeholder and the chat panel open", async ({ page }) => {
    await openPage(page)
    await page.locator("#faq summary").first().click()
    // The FAQ at the top, below the sticky header (axe counts a target scrolled half under the header as too small).
    await page.locator("#faq").evaluate((faq) => faq.scrollIntoView({ behavior: "instant" }))
    await page.getByRole("button", { name: siteWords.contentsMenu.toggle }).click()
    if (isPhone(page)) {
      await page.getByRole("button", { name: siteWords.header.menu }).click()
      await page.getByRole("button", { name: siteWords.chat.toggle }).click()
    }
    expect(await axeViolations(page)).toEqual([])
  })

  test("the quote form showing a failure", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "webdriver", { get: () => true, configurable: true }),
    )
    await openPage(page)
    const form = page.locator("#hero-quote")
    await fillQuote(form, enquiry("ann@example.com"))
    await form.getByRole("button", { name: quoteForm.submit }).click()
    await expect(form.getByRole("alert")).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe("keyboard", () => {
  test("the first Tab reaches a skip link that moves focus to the main content", async ({ page }) => {
    await openPage(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: siteWords.skipLink })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(page.locator("main#main")).toBeFocused()
  })

  test("focused controls show a visible focus ring", async ({ page }) => {
    await openPage(page)
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    expect(outline.style).not.toBe("none")
    expect(outline.width).toBeGreaterThanOrEqual(2)
  })

  // On phones the header links sit behind the Menu button, so this order is checked at desktop size.
  test("Tab reaches the header links and then the hero form in reading order @desktop", async ({ page }) => {
    await openPage(page)
    const order: string[] = []
    // Up to the hero form's last field, however many fields the form has (40 presses at most: a stop not reached
    // fails below).
    for (let i = 0; i < 40 && order.at(-1) !== QUOTE_FIELDS.at(-1); i++) {
      await page.keyboard.press("Tab")
      order.push(
        await page.evaluate(
          () =>
            (document.activeElement as HTMLElement).getAttribute("href") ??
            (document.activeElement as HTMLInputElement).name ??
            "",
        ),
      )
    }
    const index = (value: string) => order.indexOf(value)
    expect(index("#about")).toBeGreaterThan(-1)
    expect(index("#about")).toBeLessThan(index("#contact"))
    expect(index("#contact")).toBeLessThan(index(QUOTE_FIELDS[0]))
    // Then every field of the hero form, once each, in the table's order.
    expect(order.filter((name) => (QUOTE_FIELDS as readonly string[]).includes(name))).toEqual(QUOTE_FIELDS)
  })

  test("interactive targets are at least 24×24 CSS px (WCAG 2.5.8)", async ({ page }) => {
    await openPage(page)
    await page.evaluate(() => window.scrollTo({ top: 800, behavior: "instant" }))
    await page.getByRole("button", { name: siteWords.contentsMenu.toggle }).waitFor()
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>("button, input, textarea, a[href]"))
        .filter((element) => {
          const style = getComputedStyle(element)
          if (style.visibility === "hidden" || element.closest("[aria-hidden='true'], .visually-hidden")) return false
          // Links inside a sentence are exempt (WCAG 2.5.8 "inline" exception).
          if (element.tagName === "A" && getComputedStyle(element).display === "inline") return false
          const box = element.getBoundingClientRect()
          return box.width > 0 && box.height > 0 && (box.width < 24 || box.height < 24)
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    )
    expect(small).toEqual([])
  })
})
