/**
 * Strings an editor might paste from a web page (a business name holding `</script><script>…`, an FAQ answer and a
 * review with an `onerror` image) never run: on the special build (`npm run test:special`, whose content has them,
 * tests/e2e/support/editor-edits.ts), each shows as text, the JSON-LD still parses with the name unchanged, and the page
 * holds no inline script the site does not emit (the build itself stops on one: node/build-steps/after-build/inline-scripts.ts).
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { unexpectedInlineScripts } from "../../../node/build-steps/after-build/inline-scripts"
import { business } from "../support/built-data"
import { HOSTILE_HTML, HOSTILE_NAME } from "../support/editor-edits"
import { openPage } from "../support/helpers"

test("hostile strings in the data show as text, and none of them runs", async ({ page }) => {
  expect(business.name, "the special build's content").toBe(HOSTILE_NAME)
  const html = fs.readFileSync(path.resolve(__dirname, "..", "..", "..", "public", "index.html"), "utf8")
  expect(unexpectedInlineScripts(html)).toEqual([])

  const dialogs: string[] = []
  page.on("dialog", (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())))
  await openPage(page)
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined()
  expect(dialogs).toEqual([])
  await expect(page.locator("header").first()).toContainText(HOSTILE_NAME)
  await expect(page.locator("#faq details").first()).toContainText(HOSTILE_HTML)
  await expect(page.locator("#reviews")).toContainText(HOSTILE_HTML)
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}")
  expect(jsonLd.name).toBe(HOSTILE_NAME)
})
