/**
 * `npx tsx e2e/support/cms-screenshots.ts`: the screenshots of docs/editing.md (docs/images/cms-*.png), taken in
 * Chromium against `npm run cms` in a throwaway copy of the project (cms-sandbox.ts), so they show the CMS as it is.
 */
import fs from "node:fs"
import path from "node:path"
import { chromium, type Page } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium"
import { CMS_SITE_ORIGIN, createSandbox, startCms, waitFor } from "./cms-sandbox"

const OUT = path.resolve(__dirname, "..", "..", "docs", "images")

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(600)
  await page.screenshot({ path: path.join(OUT, `cms-${name}.png`) })
  console.log(`docs/images/cms-${name}.png`)
}

async function main() {
  const dir = createSandbox()
  const cms = startCms(dir)
  try {
    await waitFor(`${CMS_SITE_ORIGIN}/admin/config.yml`, 300_000)
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] })
    const page = await browser.newPage({ viewport: { width: 1100, height: 640 } })
    fs.mkdirSync(OUT, { recursive: true })
    await page.goto(`${CMS_SITE_ORIGIN}/admin/`)
    await page.getByRole("button", { name: "Login" }).waitFor()
    await shoot(page, "1-login")
    await page.getByRole("button", { name: "Login" }).click()
    await page.getByRole("link", { name: "Page sections" }).waitFor()
    await shoot(page, "2-sections")
    await page.goto(`${CMS_SITE_ORIGIN}/admin/#/collections/sections/entries/pricing`)
    const row = page
      .locator("div:has(> div)")
      .filter({ has: page.locator('xpath=./div[normalize-space()="2-bedroom property"]') })
    await row.locator("button").first().click()
    await row.getByLabel("Amount", { exact: true }).fill("155")
    await row.getByLabel("Amount", { exact: true }).scrollIntoViewIfNeeded()
    await shoot(page, "3-edit-price")
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await shoot(page, "4-publish")
    await page.keyboard.press("Escape")
    await row.getByLabel("Amount", { exact: true }).fill("0")
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await page.getByText(/Amount must be/).scrollIntoViewIfNeeded()
    await shoot(page, "5-refused")
    await browser.close()
  } finally {
    if (cms.pid) process.kill(-cms.pid, "SIGTERM")
    await new Promise((resolve) => setTimeout(resolve, 1500))
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

void main()
