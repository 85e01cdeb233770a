import { expect, test } from "@playwright/test"
import { accessibleNode, expectExpanded, openPage } from "./helpers"

test.describe("FAQ accordion", () => {
  test("has 15 questions, one answer open at a time, and the open one closes when chosen again", async ({ page }) => {
    await openPage(page)
    const faq = page.locator("#faq")
    const questions = faq.locator("summary")
    await expect(questions).toHaveCount(15)
    await expect(faq.getByRole("heading", { level: 3 })).toHaveCount(15)
    const answer = (index: number) => faq.locator("details").nth(index).locator("p")
    await questions.nth(0).click()
    await expectExpanded(questions.nth(0), true)
    await expect(answer(0)).toBeVisible()
    await questions.nth(1).click()
    await expect(answer(0)).toBeHidden()
    await expectExpanded(questions.nth(0), false)
    await expectExpanded(questions.nth(1), true)
    await expect(answer(1)).toBeVisible()
    await questions.nth(1).click()
    await expectExpanded(questions.nth(1), false)
    await expect(faq.locator("details[open]")).toHaveCount(0)
  })

  test("each question is announced as a level-3 heading inside a control that says expanded or collapsed", async ({
    page,
  }) => {
    await openPage(page)
    const summary = page.locator("#faq summary").first()
    const heading = summary.getByRole("heading", { level: 3 })
    await expect(heading).toHaveText(/\S/)
    const node = await accessibleNode(summary)
    expect(node.name).toBe(await heading.textContent())
    expect(node.states.expanded).toBe(false)
  })

  test("works with Enter and Space", async ({ page }) => {
    await openPage(page)
    const questions = page.locator("#faq summary")
    await questions.nth(2).focus()
    await page.keyboard.press("Enter")
    await expectExpanded(questions.nth(2), true)
    await page.keyboard.press("Space")
    await expectExpanded(questions.nth(2), false)
  })

  test("carries the legal claims of spec §9", async ({ page }) => {
    await openPage(page)
    const text = await page.locator("#faq").evaluate((faq) => faq.textContent ?? "")
    for (const claim of ["July 2020", "£30,000", "every 5 years", "every 10 years", "every 3 years"]) {
      expect(text).toContain(claim)
    }
  })
})

test.describe("maps", () => {
  test("the location map shows the business address after the visitor asks, lazily, with a title", async ({ page }) => {
    await openPage(page)
    const map = page.locator("#map")
    await expect(map.locator("iframe")).toHaveCount(0)
    await expect(map.getByRole("link", { name: /open in google maps/i })).toHaveAttribute("href", /TN23%201AA/)
    await map.getByRole("button", { name: /show map/i }).click()
    const frame = map.locator("iframe")
    await expect(frame).toHaveAttribute("title", /Map of .*TN23 1AA/)
    await expect(frame).toHaveAttribute("loading", "lazy")
    await expect(frame).toHaveAttribute("src", /^https:\/\/maps\.google\.com\/maps\?q=.*TN23%201AA&output=embed$/)
    await expect(map.getByRole("link", { name: /emergency/i })).toHaveAttribute("href", /^tel:\+44/)
  })

  test("the choice to show maps is remembered after a reload", async ({ page }) => {
    await openPage(page)
    await page
      .locator("#map")
      .getByRole("button", { name: /show map/i })
      .click()
    await openPage(page)
    await expect(page.locator("#map iframe")).toHaveCount(1)
    await expect(page.locator("#attractions iframe")).toHaveCount(3)
  })

  test("a visitor can take the choice back: Hide maps removes every map, also after a reload", async ({ page }) => {
    await openPage(page)
    await page
      .locator("#map")
      .getByRole("button", { name: /show map/i })
      .click()
    await expect(page.locator("iframe")).toHaveCount(4)
    await page.locator("#map").getByRole("button", { name: "Hide maps" }).click()
    await expect(page.locator("iframe")).toHaveCount(0)
    await expect(page.locator("#map").getByRole("button", { name: /show map/i })).toBeFocused()
    await openPage(page)
    await expect(page.locator("iframe")).toHaveCount(0)
    await expect(page.getByRole("button", { name: /show map/i })).toHaveCount(4)
  })
})

test("attractions: three cards with description, address, website in a new tab, image and map", async ({ page }) => {
  await openPage(page)
  const cards = page.locator("#attractions article")
  await expect(cards).toHaveCount(3)
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).toBeVisible()
    await expect(card.locator("p").first()).not.toBeEmpty()
    const website = card.getByRole("link", { name: /website/i })
    await expect(website).toHaveAttribute("href", /^https:\/\//)
    await expect(website).toHaveAttribute("target", "_blank")
    await expect(website).toHaveAttribute("rel", "noopener noreferrer")
    await expect(card.locator("img[alt]:not([aria-hidden])")).toHaveCount(1)
    await expect(card.getByRole("button", { name: /show map/i })).toBeVisible()
  }
})

test.describe("chat", () => {
  test("small screens: a labelled button opens a panel that opens WhatsApp with a prefilled EICR request @phone", async ({
    page,
  }) => {
    await openPage(page)
    const toggle = page.getByRole("button", { name: "Chat with us" })
    await expectExpanded(toggle, false)
    await expect(page.getByRole("link", { name: /chat now/i })).toBeHidden()
    await toggle.click()
    await expectExpanded(toggle, true)
    const panel = page.locator("#chat-panel")
    await expect(panel).toBeVisible()
    const link = panel.getByRole("link", { name: /whatsapp/i })
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    const href = new URL((await link.getAttribute("href"))!)
    expect(href.origin + href.pathname).toBe("https://wa.me/447700900123")
    expect(href.searchParams.get("text")).toMatch(/quote for an EICR/)
    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await panel.getByRole("button", { name: "Close" }).click()
    await expect(panel).toBeHidden()
    await expectExpanded(toggle, false)
  })

  test("768 px and wider: a direct Chat Now link @desktop", async ({ page }) => {
    await openPage(page)
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeHidden()
    const link = page.getByRole("link", { name: /chat now/i })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/447700900123\?text=.*EICR/)
    await expect(link).toHaveAttribute("target", "_blank")
  })
})
