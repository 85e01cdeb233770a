/**
 * The CMS (issues 16 and 23), against `npm run cms` in a throwaway copy of the project (tests/e2e/playwright.cms.config.ts): an
 * editor's change is one line of one data file, passes check:data and Prettier, and shows on the page; the preview is
 * the page; a value the schema forbids is refused in the form, and what only check:data can judge is refused before
 * saving, in its words; on a repository (Decap's in-browser one, in the editorial workflow) a picture changes only
 * through the pull request; the CMS loads quickly under its own policy, and the page never asks for it. Everything it
 * expects comes from the data it edits.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { MAX_PREFERRED_TIMES } from "../../src/constants"
import { formatPrice } from "../../src/shared/price"
import { fillIn } from "../../src/shared/text"
import { faqAnswer } from "../../src/sections/faq-answer"
import { attractions, business, faq, pricing, quoteForm, reviews } from "./support/content"
import { watchCsp } from "./support/helpers"
import { livePictureSize, pullRequestFiles, withTestRepository } from "./support/cms-test-repo"
import {
  changedLines,
  checkSandboxData,
  openEntry,
  openItem,
  publish,
  resetData,
  sandbox,
  savedJson,
} from "./support/cms-ui"

test.beforeEach(() => resetData())

/** Reloads the page until `section` holds `text` (gatsby develop picks up the saved file within seconds). */
async function expectOnPage(page: Page, section: string, text: string) {
  await page.goto("/")
  await expect
    .poll(
      async () => {
        await page.reload()
        return page.locator(`#${section}`).textContent()
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toContain(text)
}

test("the CMS loads in under 3 s, under its own policy, kept out of search engines", async ({ page }) => {
  const violations = await watchCsp(page)
  /** Milliseconds from navigating to /admin/ to its sign-in button. */
  const load = async () => {
    const started = Date.now()
    const response = await page.goto("admin/")
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible()
    return { ms: Date.now() - started, response }
  }
  // Timed once the dev server has built the site's page, as it has when an editor opens the CMS: its first build is
  // work of `npm run cms` itself, which the published CMS never waits for, and would be timed with the CMS otherwise.
  await page.goto("/")
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 60_000 })
  const first = await load()
  // Again, as an editor's next visits: Decap's versioned files come from the browser's cache. The median of three,
  // as this shared machine's speed varies from second to second.
  const again = [(await load()).ms, (await load()).ms, (await load()).ms].sort((a, b) => a - b)
  console.log(`/admin/ showed its sign-in in ${first.ms} ms (empty cache), ${again.join(", ")} ms (next visits)`)
  expect(again[1]).toBeLessThan(3_000)
  expect(first.response?.headers()["x-robots-tag"]).toBe("noindex, nofollow")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow")
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("link", { name: "Page sections" })).toBeVisible()
  await page.goto("admin/#/collections/sections/entries/attractions")
  await expect(page.getByText("Writing in")).toBeVisible()
  expect(violations).toEqual([])
})

test("a price changed in the form is one line of pricing.json, valid, and on the page", async ({ page }) => {
  const [first] = pricing.rows
  const amount = first.amount + 10
  await openEntry(page, "sections", "pricing")
  const row = await openItem(page, first.service)
  await row.getByLabel("Amount", { exact: true }).fill(String(amount))
  await publish(page)
  await expect
    .poll(() => changedLines("data/pricing.json"))
    .toEqual([`-      "amount": ${first.amount},`, `+      "amount": ${amount},`])
  checkSandboxData()
  await expectOnPage(page, "pricing", formatPrice({ ...first, amount }, pricing.startingPrice))
})

test("an FAQ answer changed in the form is one line of faq.json, valid, and on the page", async ({ page }) => {
  const answer =
    "Yes, in England: every private landlord needs a satisfactory EICR, renewed at least every {rented} years."
  await openEntry(page, "sections", "faq")
  const item = await openItem(page, faq.items[0].question)
  await item.getByLabel("Answer", { exact: true }).fill(answer)
  await publish(page)
  await expect.poll(() => changedLines("data/faq.json")).toHaveLength(2)
  // The answer's line ends in a comma when a field (its sources) follows it.
  expect(changedLines("data/faq.json")[1].replace(/,$/, "")).toBe(`+      "answer": ${JSON.stringify(answer)}`)
  checkSandboxData()
  await expectOnPage(page, "faq", faqAnswer(answer, business))
})

test("a review added in the form is one new item of reviews.json, valid, and on the page", async ({ page }) => {
  await openEntry(page, "sections", "reviews")
  await page.getByRole("button", { name: "Add reviews" }).click()
  const item = page.locator('[aria-label="string field"]:has(label:text-is("Name"))').last().locator("xpath=../..")
  await item.getByLabel("Name", { exact: true }).fill("Priya K.")
  await item.locator('input[type="date"]').fill("2026-10-02")
  await item.getByLabel("Rating", { exact: true }).fill("4")
  await item.getByLabel("Text", { exact: true }).fill("Quick, tidy and clear about what needed fixing.")
  await publish(page)
  await expect.poll(() => changedLines("data/reviews.json").length).toBeGreaterThan(0)
  const lines = changedLines("data/reviews.json")
  expect(lines.every((line) => line.startsWith("+"))).toBe(true)
  expect(lines.join("\n")).toContain('"name": "Priya K."')
  checkSandboxData()
  await expectOnPage(page, "reviews", "Priya K.")
})

test("a rating of 6 is refused in the form, with a message, and nothing is written", async ({ page }) => {
  await openEntry(page, "sections", "reviews")
  const review = await openItem(page, reviews.items[0].name)
  await review.getByLabel("Rating", { exact: true }).fill("6")
  await publish(page)
  await expect(page.getByText("Rating must be between 1 and 5.")).toBeVisible()
  expect(changedLines("data")).toEqual([])
})

test("an empty FAQ answer is refused in the form, with a message, and nothing is written", async ({ page }) => {
  await openEntry(page, "sections", "faq")
  const item = await openItem(page, faq.items[0].question)
  await item.getByLabel("Answer", { exact: true }).fill("")
  await publish(page)
  await expect(page.getByText("Answer is required.")).toBeVisible()
  expect(changedLines("data")).toEqual([])
})

test("the preview is the page: a price typed in the form reads as the page writes it", async ({ page }) => {
  const [first] = pricing.rows
  await openEntry(page, "sections", "pricing")
  const row = await openItem(page, first.service)
  await row.getByLabel("Amount", { exact: true }).fill("160")
  const preview = page.frameLocator("#preview-pane").locator("#pricing")
  await expect(preview.getByRole("row", { name: first.service })).toContainText(
    formatPrice({ ...first, amount: 160 }, pricing.startingPrice),
  )
  // The page's own stylesheet: the table looks as it does on the page.
  await expect(preview.locator("table")).toHaveCSS("border-collapse", "collapse")
})

test("the preview shows the contact form's preferred times as the page writes them: the question, and the hours in UK time", async ({
  page,
}) => {
  await openEntry(page, "site", "quote-form")
  const legend = "Which day suits you? Up to {max}"
  await page.getByLabel("Legend", { exact: true }).fill(legend)
  const preview = page.frameLocator("#preview-pane").locator("#contact")
  const group = preview.getByRole("group", { name: fillIn(legend, { max: MAX_PREFERRED_TIMES }) })
  await expect(group).toBeVisible()
  await expect(group).toContainText(quoteForm.zone)
  await expect(group).toContainText(business.appointments!.windows[0].label)
})

test("a new price row is saved with its toggle untouched (off: a fixed price)", async ({ page }) => {
  await openEntry(page, "sections", "pricing")
  await page.getByRole("button", { name: "Add price rows" }).click()
  const row = page.locator('[aria-label="string field"]:has(label:text-is("Service"))').last().locator("xpath=../..")
  await row.getByLabel("Service", { exact: true }).fill("Church hall")
  await row.getByLabel("Amount", { exact: true }).fill("175")
  await publish(page)
  await expect.poll(() => changedLines("data/pricing.json").join("\n")).toContain('"service": "Church hall"')
  expect(changedLines("data/pricing.json").join("\n")).toContain('"from": false')
  checkSandboxData()
  await expectOnPage(page, "pricing", "Church hall")
})

test("a web address with a space is refused in the form, with a message, and nothing is written", async ({ page }) => {
  await openEntry(page, "sections", "attractions")
  const place = await openItem(page, attractions.items[0].name)
  await place.getByLabel("Website", { exact: true }).fill("https://leeds castle.com")
  await publish(page)
  await expect(page.getByText("Write the whole web address, with no spaces.")).toBeVisible()
  expect(changedLines("data")).toEqual([])
})

test("a place's words edited in the form are saved, its picture field and all", async ({ page }) => {
  const [place] = attractions.items
  await openEntry(page, "sections", "attractions")
  const item = await openItem(page, place.name)
  await item.getByLabel("Description", { exact: true }).fill("A castle on two islands in a lake.")
  await publish(page)
  await expect
    .poll(() => changedLines("data/attractions.json"))
    .toEqual([
      `-      "description": ${JSON.stringify(place.description)},`,
      `+      "description": "A castle on two islands in a lake.",`,
    ])
  checkSandboxData()
})

test("an answer whose every source is removed is saved without sources, as check:data wants", async ({ page }) => {
  // The test's own starting point: the first answer names every source of the law (the sandbox's file, reset after).
  type Answer = { question: string; answer: string; sources?: string[] }
  const saved = "data/faq.json"
  const file = path.join(sandbox(), saved)
  const content = JSON.parse(fs.readFileSync(file, "utf8")) as Omit<typeof faq, "items"> & { items: Answer[] }
  const [first, ...rest] = content.items
  const before = { ...content, items: [{ ...first, sources: content.law.sources.map(({ id }) => id) }, ...rest] }
  fs.writeFileSync(file, `${JSON.stringify(before, null, 2)}\n`)
  await openEntry(page, "sections", "faq")
  const item = await openItem(page, first.question)
  const sources = item.locator('[aria-label="list field"]:has(> div > label:text("Sources"))')
  // Decap's remove button has no name: it is the list item's cross (decap-cms 3.16's icon).
  const remove = sources.locator('button:has(svg path[d^="M11.916"])')
  await expect(remove).toHaveCount(content.law.sources.length)
  while ((await remove.count()) > 0) await remove.first().click()
  await publish(page)
  const { sources: _sources, ...withoutSources } = before.items[0]
  await expect.poll(() => (savedJson(saved) as { items?: Answer[] } | undefined)?.items?.[0]).toEqual(withoutSources)
  checkSandboxData()
})

test("a question asked twice is refused before saving, in check:data's words, and nothing is written", async ({
  page,
}) => {
  const [first, second] = faq.items
  await openEntry(page, "sections", "faq")
  const item = await openItem(page, second.question)
  await item.getByLabel("Question", { exact: true }).fill(first.question.toUpperCase())
  await publish(page)
  const notice = page.getByRole("alert").filter({ hasText: "npm run check:data found" })
  await expect(notice).toContainText(
    `data/faq.json, item 2 of "items" ("${first.question.toUpperCase()}"), field "question": repeats the question of item 1 ("${first.question}")`,
  )
  expect(changedLines("data")).toEqual([])
})

test("on the repository, a picture replaced under its own name stays live until the change is published, and the Media page uploads nothing", async ({
  page,
}) => {
  const [place] = attractions.items
  const picture = path.basename(place.image)
  page.on("dialog", (dialog) => void dialog.accept())
  await withTestRepository(page, sandbox())
  const size = fs.statSync(path.join(sandbox(), "data", place.image)).size
  await openEntry(page, "sections", "attractions")
  const item = await openItem(page, place.name)
  await item.getByRole("button", { name: "Choose different image" }).click()
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: picture, mimeType: "image/jpeg", buffer: Buffer.from("new") })
  await expect(page.getByText(/^Failed to delete media: pictures are not deleted from the CMS/).first()).toBeVisible()
  expect(await livePictureSize(page, picture)).toBe(size)
  await page.getByRole("button", { name: "Choose selected" }).click()
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect
    .poll(() => pullRequestFiles(page))
    .toEqual({
      "sections/attractions": ["data/attractions.json", `data/${place.image}`].sort(),
    })
  expect(await livePictureSize(page, picture)).toBe(size)

  // The Media page, without reloading (the in-browser repository would start afresh).
  await page.evaluate(() => (window.location.hash = "#/collections/sections"))
  await page.getByRole("button", { name: "Media", exact: true }).click()
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "new.jpg", mimeType: "image/jpeg", buffer: Buffer.from("x") })
  await expect(
    page.getByText(/^Failed to persist media: .*add a picture from the entry that shows it/).first(),
  ).toBeVisible()
  expect(await livePictureSize(page, "new.jpg")).toBeNull()
})

test("a file that is not a JPEG, PNG or WebP picture is refused as it is chosen, and nothing is written", async ({
  page,
}) => {
  const [place] = attractions.items
  const images = () => fs.readdirSync(path.join(sandbox(), "data", "images")).sort()
  const before = images()
  await openEntry(page, "sections", "attractions")
  const item = await openItem(page, place.name)
  await item.getByRole("button", { name: "Choose different image" }).click()
  // An SVG can carry a script: Decap offers every image/* file, and in npm run cms writes it into data/ at once.
  await page.locator('input[type="file"]').setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  })
  await expect(page.getByRole("alert").filter({ hasText: "This file cannot be used" })).toContainText(
    '"logo.svg" is not a picture the site can show',
  )
  expect(images()).toEqual(before)
  expect(changedLines("data")).toEqual([])
})

test("the page never requests anything under /admin/", async ({ page }) => {
  const requested: string[] = []
  page.on("request", (request) => requested.push(new URL(request.url()).pathname))
  await page.goto("/")
  await page.mouse.wheel(0, 20_000)
  await page.waitForLoadState("networkidle")
  expect(requested.length).toBeGreaterThan(3)
  expect(requested.filter((pathname) => pathname.startsWith("/admin"))).toEqual([])
  expect(fs.existsSync(path.join(sandbox(), "public", "admin"))).toBe(false)
})
