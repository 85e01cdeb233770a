/**
 * Keyboard focus (issue 31): every focusable element of the page shows a ring with 3:1 or more against what it is drawn
 * on (WCAG 2.2 SC 1.4.11; a two-colour ring passes where either colour does, technique C40), measured in the page by
 * tests/e2e/support/focus-ring.ts while Tab goes through the whole page. That a menu or contents choice moves focus to the
 * heading of the section chosen is checked with each choice in tests/e2e/page/navigation.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test"
import { focusRing, markFocusStop } from "../support/focus-ring"
import { openPage } from "../support/helpers"

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
