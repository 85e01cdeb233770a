/**
 * The phone's road through the CMS (tests/e2e/cms/cms-phone.spec.ts under `npm run cms`, cms-github-phone.spec.ts on
 * the live site's road): a phone's sizes, taps on buttons wholly on screen, a page no wider than the phone, the
 * screenshots of docs/editing.md, and the owner's usual change (the first price).
 */
import fs from "node:fs"
import path from "node:path"
import { expect, type Locator, type Page } from "@playwright/test"
import { formatPrice } from "../../../src/shared/price"
import { pricing } from "./built-data"
import { control, openItem, press, preview } from "./cms-ui"

/**
 * The screenshots of docs/editing.md, taken on the way at 390×844 when `CMS_SCREENSHOTS` names a folder
 * (`CMS_SCREENSHOTS=docs/images npm run test:cms -- cms-phone.spec.ts -g 390`): `cms-phone-<n>-<step>.png`.
 */
export async function shoot(page: Page, name: string) {
  const folder = process.env.CMS_SCREENSHOTS
  if (!folder || page.viewportSize()?.width !== 390) return
  fs.mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: path.join(folder, `cms-phone-${name}.png`) })
}

export const PHONES = [
  { name: "390×844", viewport: { width: 390, height: 844 } },
  { name: "Pixel 7, 412×915", viewport: { width: 412, height: 915 } },
]

/** Fails when the page is wider than the phone: a wider layout makes the browser zoom out, or scroll sideways. */
export async function expectFits(page: Page, step: string) {
  const width = page.viewportSize()!.width
  const widths = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }))
  expect({ step, ...widths }).toEqual({ step, innerWidth: width, scrollWidth: width })
}

/** Taps `target` once it is wholly on screen, and checks that it is. */
export async function tapOnScreen(page: Page, target: Locator, step: string) {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  const { width, height } = page.viewportSize()!
  expect({
    step,
    left: box.x >= 0,
    right: box.x + box.width <= width,
    top: box.y >= 0,
    bottom: box.y + box.height <= height,
  }).toEqual({
    step,
    left: true,
    right: true,
    top: true,
    bottom: true,
  })
  await press(target)
}

/** The screenshots of a road, by step. */
export type Shots = Record<"collections" | "files" | "edit" | "preview", string>

/** From the collections to the first price row, opened, its amount changed to `amount`; then the preview. */
export async function changeFirstPrice(page: Page, amount: number, shots?: Shots) {
  const [first] = pricing.rows
  if (shots) await shoot(page, shots.collections)
  await tapOnScreen(page, page.getByText("Page sections", { exact: true }).first(), "the collection")
  await expectFits(page, "the files of Page sections")
  if (shots) await shoot(page, shots.files)
  await tapOnScreen(page, page.getByText("Prices", { exact: true }).first(), "the file")
  await expectFits(page, "the form")
  const row = await openItem(page, "Price rows", first.service)
  await expectFits(page, "a list item opened")
  await (await control(row, "spinbutton", "Amount")).fill(String(amount))
  if (shots) await shoot(page, shots.edit)
  await tapOnScreen(page, page.getByRole("button", { name: "Preview" }), "Preview")
  await expect(preview(page).locator("#pricing").getByRole("row", { name: first.service })).toContainText(
    formatPrice({ ...first, amount }, pricing.startingPrice),
  )
  await expectFits(page, "the preview")
  if (shots) await shoot(page, shots.preview)
  await tapOnScreen(page, page.getByRole("button", { name: "Preview" }), "back to the form")
}
