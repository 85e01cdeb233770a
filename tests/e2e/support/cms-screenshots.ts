/**
 * `npx tsx tests/e2e/support/cms-screenshots.ts`: the screenshots of docs/editing.md (docs/images/cms-*.png), taken in
 * Chromium against `npm run cms` in a throwaway copy of the project (cms-sandbox.ts), so they show the CMS as it is;
 * the published CMS's editorial workflow is shown with Decap's in-browser repository (cms-test-repo.ts).
 */
import fs from "node:fs"
import path from "node:path"
import { chromium, type Page } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium"
import { CMS_SITE_ORIGIN, createSandbox, startCms, stopCms, waitFor } from "./cms-sandbox"
import { withTestRepository } from "./cms-test-repo"
import { settledPage } from "./page-checks"

const OUT = path.resolve(__dirname, "..", "..", "..", "docs", "images")

async function shoot(page: Page, name: string) {
  await page.evaluate(settledPage)
  await page.screenshot({ path: path.join(OUT, `cms-${name}.png`) })
  console.log(`docs/images/cms-${name}.png`)
}

/** The list item whose summary reads `summary`, opened. */
async function openItem(page: Page, summary: string) {
  const item = page
    .locator("div:has(> div)")
    .filter({ has: page.locator(`xpath=./div[normalize-space()="${summary}"]`) })
  await item.locator("button").first().click()
  return item
}

async function main() {
  const dir = createSandbox()
  const cms = startCms(dir)
  const data = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, "data", file), "utf8"))
  try {
    await waitFor(`${CMS_SITE_ORIGIN}/admin/config.yml`, 300_000)
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] })
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    fs.mkdirSync(OUT, { recursive: true })
    await page.goto(`${CMS_SITE_ORIGIN}/admin/`)
    await page.getByRole("button", { name: "Login" }).waitFor()
    await shoot(page, "1-login")
    await page.getByRole("button", { name: "Login" }).click()
    await page.getByRole("link", { name: "Page sections" }).waitFor()
    await shoot(page, "2-sections")

    // A price changed: the preview beside the form shows it as the page will.
    await page.goto(`${CMS_SITE_ORIGIN}/admin/#/collections/sections/entries/pricing`)
    const [first] = data("pricing.json").rows as { service: string }[]
    const row = await openItem(page, first.service)
    await row.getByLabel("Amount", { exact: true }).fill("160")
    await row.getByLabel("Amount", { exact: true }).scrollIntoViewIfNeeded()
    await page.frameLocator("#preview-pane").getByText("£160").waitFor()
    await shoot(page, "3-edit-price")
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await shoot(page, "4-publish")
    await page.keyboard.press("Escape")
    await row.getByLabel("Amount", { exact: true }).fill("0")
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await page.getByText(/Amount must be/).scrollIntoViewIfNeeded()
    await shoot(page, "5-refused")

    // What only check:data can judge, refused before saving, in its words.
    await page.goto("about:blank")
    await page.goto(`${CMS_SITE_ORIGIN}/admin/#/collections/sections/entries/faq`)
    const [question, second] = data("faq.json").items as { question: string }[]
    const item = await openItem(page, second.question)
    await item.getByLabel("Question", { exact: true }).fill(question.question)
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await page.getByRole("alert").filter({ hasText: "npm run check:data found" }).waitFor()
    await shoot(page, "6-check-refused")

    // The published CMS: a change is a pull request with a status, published from the Workflow tab.
    const published = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    await withTestRepository(published, dir)
    await published.goto(`${CMS_SITE_ORIGIN}/admin/#/collections/sections/entries/pricing`)
    await published.getByRole("button", { name: "Login" }).click()
    await published.goto("about:blank")
    await published.goto(`${CMS_SITE_ORIGIN}/admin/#/collections/sections/entries/pricing`)
    const publishedRow = await openItem(published, first.service)
    await publishedRow.getByLabel("Amount", { exact: true }).fill("160")
    await published.getByRole("button", { name: "Save", exact: true }).click()
    await published.getByText("Changes saved").waitFor()
    await shoot(published, "7-saved-for-review")
    await published.evaluate(() => (window.location.hash = "#/workflow"))
    await published.getByText("Drafts").first().waitFor()
    await shoot(published, "8-workflow")
    await browser.close()
  } finally {
    await stopCms(cms)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

void main()
