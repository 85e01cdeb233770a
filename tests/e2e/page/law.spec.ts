/**
 * The law as the FAQ states it on the built site, at phone and desktop size (issue 15): once, under the questions,
 * the day the law was checked and its sources, each opening in a new tab; then the line on Wales and Scotland with its
 * own date and sources (issue 24). The answers' words are data/faq.json's
 * (features.spec.ts reads every answer back); what the starting data says of the law (the £40,000 cap, the day
 * it rose, social housing's dates) is checked by tests/repository/starting-data.test.ts.
 */
import { expect, test } from "@playwright/test"
import { fillIn } from "../../../src/shared/text"
import { formatLongDate } from "../../../src/shared/eicr-due"
import { faq, siteWords } from "../support/built-data"
import { openPage } from "../support/helpers"

test.describe("the law in the FAQ @once", () => {
  test("says once when the law was checked, and its sources open in a new tab", async ({ page, context }) => {
    await openPage(page)
    const section = page.locator("#faq")
    const date = formatLongDate(faq.law.checked)
    const checked = section.getByText(fillIn(faq.law.checkedText, { date }))
    await expect(checked).toHaveCount(1)
    await expect(checked).toBeVisible()
    // The line's own date (the Wales and Scotland line may carry the same day: an editor checks both at once).
    await expect(checked.locator(`time[datetime='${faq.law.checked}']`)).toHaveText(date)
    for (const source of faq.law.sources) {
      const link = section.getByRole("link", { name: `${source.title} ${siteWords.newTab}` })
      await expect(link).toHaveAttribute("href", source.url)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    // The source's own site is not reached from the tests: a stand-in page answers for it.
    const [first] = faq.law.sources
    await context.route(`${new URL(first.url).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>source</title>" }),
    )
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      section.getByRole("link", { name: `${first.title} ${siteWords.newTab}` }).click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(first.url)
    expect(page.url()).not.toBe(first.url)
    // noopener: the new tab cannot reach back into the page.
    expect(await popup.evaluate(() => window.opener)).toBeNull()
  })

  test("says how the rules differ in Wales and Scotland, with its own checked date and sources", async ({ page }) => {
    const beyond = (faq.law as { beyondEngland?: typeof faq.law.beyondEngland }).beyondEngland
    await openPage(page)
    const section = page.locator("#faq")
    if (!beyond) {
      // The line is optional: without it, the FAQ's only sources are England's.
      await expect(section.locator("a[target=_blank]")).toHaveCount(faq.law.sources.length)
      return
    }
    await expect(section.getByText(beyond!.text)).toBeVisible()
    const date = formatLongDate(beyond!.checked)
    await expect(section.getByText(fillIn(beyond!.checkedText, { date }))).toHaveCount(1)
    await expect(section.locator(`time[datetime='${beyond!.checked}']`).last()).toHaveText(date)
    for (const source of beyond!.sources) {
      const link = section.getByRole("link", { name: `${source.title} ${siteWords.newTab}` })
      await expect(link).toHaveAttribute("href", source.url)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  })
})
