/**
 * Keyboard focus (issue 31): every focusable element of the page shows a ring with 3:1 or more against what it is drawn
 * on (WCAG 2.2 SC 1.4.11; a two-colour ring passes where either colour does, technique C40), measured in the page by
 * tests/e2e/support/focus-ring.ts while Tab goes through the whole page; and a menu or contents choice moves focus to the
 * heading of the section chosen (src/enhancement/in-page-links.ts).
 */
import { expect, test, type Page } from "@playwright/test"
import { site } from "./support/content"
import { focusRing, markFocusStop } from "./support/focus-ring"
import { expectSectionInView, isPhone, openPage, scrollToY } from "./support/helpers"

/**
 * Presses Tab until focus comes back to an element it has left before (a date field's day, month and year are one
 * element, Tab stays in it); returns what each element's ring measured.
 */
async function tabThrough(page: Page) {
  const stops = []
  for (let press = 0; press < 400; press++) {
    await page.keyboard.press("Tab")
    const where = await page.evaluate(markFocusStop)
    if (where === "again") return stops
    if (where !== "new") continue
    const ring = await page.evaluate(focusRing)
    if (ring) stops.push(ring)
  }
  throw new Error("Tab never came back to where it started")
}

test("every focusable element shows a focus ring of 3:1 or more against its background", async ({ page }) => {
  await openPage(page)
  const stops = await tabThrough(page)
  expect(stops.length).toBeGreaterThan(30)
  const faint = stops
    .filter((stop) => stop.ring.length === 0 || Math.min(...stop.contrasts) < 3)
    .map(
      (stop) =>
        `${stop.element}: ring ${JSON.stringify(stop.ring)} on ${JSON.stringify(stop.around)} → ${stop.contrasts.map((c) => c.toFixed(2)).join(", ")}`,
    )
  expect(faint).toEqual([])
})

test("a menu or contents choice moves focus to the heading of the section chosen", async ({ page }) => {
  await openPage(page)
  const header = page.locator("header").first()
  for (const { label, section } of site.menus.header) {
    await scrollToY(page, 0)
    if (isPhone(page)) await header.getByRole("button", { name: site.header.menu }).click()
    await header
      .getByRole("navigation", { name: site.header.navigationLabel })
      .getByRole("link", { name: label, exact: true })
      .click()
    await expect(page.locator(`#${section} :is(h1, h2)`).first()).toBeFocused()
    // The smooth scroll there ends before the next choice: on a loaded machine a late one moved the page after the
    // next scrollToY and closed the contents menu the test had just opened.
    await expectSectionInView(page, section)
  }
  const contents = page.getByRole("navigation", { name: site.contentsMenu.label })
  for (const { label, section } of site.menus.contents) {
    await scrollToY(page, 400)
    await contents.getByRole("button", { name: site.contentsMenu.toggle }).click()
    await contents.getByRole("link", { name: label, exact: true }).click()
    await expect(page.locator(`#${section} :is(h1, h2)`).first()).toBeFocused()
    await expectSectionInView(page, section)
  }
})
