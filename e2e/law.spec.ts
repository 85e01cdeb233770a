/**
 * The law as the FAQ states it on the built site, at phone and desktop size (issue 15): the current penalty cap with
 * the day it rose, social housing, and once, under the questions, the day the law was checked and its sources,
 * each opening in a new tab.
 */
import { expect, test } from "@playwright/test"
import { fillIn } from "../src/text"
import { formatLongDate } from "../src/tools/eicr-due"
import { faq, site } from "./support/content"
import { openPage } from "./support/helpers"

test.describe("the law in the FAQ", () => {
  test("states the £40,000 cap, the day it rose from £30,000, and social housing's dates", async ({ page }) => {
    await openPage(page)
    const section = page.locator("#faq")
    const penalty = section.locator("details", { hasText: "What happens if a landlord does not have an EICR?" })
    await penalty.locator("summary").click()
    await expect(penalty.locator("p")).toContainText("up to £40,000 for each breach")
    await expect(penalty.locator("p")).toContainText("the limit rose from £30,000 on 1 November 2025")
    const social = section.locator("details", { hasText: "Do landlords need an EICR?" })
    await social.locator("summary").click()
    await expect(social.locator("p")).toContainText(
      "from 1 December 2025 for new social tenancies and from 1 May 2026 for earlier ones, whose first inspection was due by 1 November 2026; after that, at least every 5 years",
    )
  })

  test("says once when the law was checked, and its sources open in a new tab", async ({ page, context }) => {
    await openPage(page)
    const section = page.locator("#faq")
    await expect(section.getByText(/Law checked on/)).toHaveCount(1)
    const date = formatLongDate(faq.law.checked)
    await expect(section.getByText(fillIn(faq.law.checkedText, { date }))).toBeVisible()
    await expect(section.locator(`time[datetime='${faq.law.checked}']`)).toHaveText(date)
    for (const source of faq.law.sources) {
      const link = section.getByRole("link", { name: `${source.title} ${site.newTab}` })
      await expect(link).toHaveAttribute("href", source.url)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    // The sources' own sites are not reached from the tests: a stand-in page answers for them.
    await context.route(/^https:\/\/www\.(legislation\.)?gov\.uk\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>source</title>" }),
    )
    const [first] = faq.law.sources
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      section.getByRole("link", { name: `${first.title} ${site.newTab}` }).click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(first.url)
    expect(page.url()).not.toBe(first.url)
    // noopener: the new tab cannot reach back into the page.
    expect(await popup.evaluate(() => window.opener)).toBeNull()
  })
})
