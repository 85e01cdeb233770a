/**
 * Counting off, the default (issue 24): a build without GATSBY_COUNTING_DOMAIN, as this suite's, has no counting
 * code, sends nothing to a collector and keeps its Content-Security-Policy to the e-mail provider alone.
 * (With the setting, tests/e2e/special/counting.spec.ts on a build of its own.)
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { COUNT_QUEUE, COUNTED } from "../../../src/counting/count"
import { COUNTING_EVENT_PATH } from "../../../src/shared/settings"
import { contact } from "../support/built-data"
import { expectQuiet, openPage } from "../support/helpers"
import { STAND_IN_ORIGIN } from "../support/settings"

test("the page's JavaScript holds no counting code, and a visit sends no event anywhere", async ({ page }) => {
  const publicDir = path.resolve(__dirname, "..", "..", "..", "public")
  // This build's scripts (webpack's record of it), not files an earlier build may have left in public/.
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>
  }
  const scripts = [
    ...new Set(Object.values(stats.namedChunkGroups).flatMap(({ assets }) => assets.map(({ name }) => name))),
  ].filter((file) => file.endsWith(".js"))
  expect(scripts.length).toBeGreaterThan(3)
  for (const file of scripts) {
    const code = fs.readFileSync(path.join(publicDir, file), "utf8")
    for (const trace of [COUNT_QUEUE, COUNTED.delivered, "plausible"])
      expect(code.includes(trace), `public/${file} holds "${trace}"`).toBe(false)
  }
  const sent: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === COUNTING_EVENT_PATH) sent.push(request.url())
  })
  await page.addInitScript(() => {
    window.addEventListener("click", (event) => {
      const link = event.target instanceof Element && event.target.closest("a[href^='tel:']")
      if (link) event.preventDefault()
    })
  })
  await openPage(page)
  await page.locator("a[href^='tel:']:visible").first().click()
  await expectQuiet(() => expect(sent).toEqual([]))
  await expect(page.locator("footer")).not.toContainText(contact.countingNote)
  expect(await page.evaluate((name) => name in window, COUNT_QUEUE)).toBe(false)
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")
  expect(policy?.split("; ").find((directive) => directive.startsWith("connect-src"))).toBe(
    `connect-src 'self' ${STAND_IN_ORIGIN}`,
  )
})
