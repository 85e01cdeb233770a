/**
 * The CMS on a phone (issue 49), by touch, at 390×844 and 412×915 (Pixel 7): the owner changes the first price of
 * pricing.json, sees it in the page's own pricing section, and publishes it; under `npm run cms` the file on disk
 * then holds it, and on the live site's road (a GitHub stand-in) the change ends in a pull request whose file
 * check:data accepts, merged by Publish. On the way no screen is wider than the phone and every button pressed is
 * wholly on screen. An edit check:data refuses is refused with its file, item, field and rule, on the phone too.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test, type Locator, type Page } from "@playwright/test"
import { errorsOf, validateData } from "../../../src/shared/data-rules/validate-data"
import { readDataTexts } from "../../../node/build-steps/data/data-folder"
import { readSchemaSet } from "../../../node/build-steps/data/schema-files"
import { compileValidators } from "../../../src/shared/data-rules/schema-validators"
import { formatPrice } from "../../../src/shared/price"
import sharp from "sharp"
import { attractions, faq, pricing } from "../support/built-data"
import { PICTURE_LIMITS } from "../../../src/shared/picture-types"
import { publishedCmsOn, signInWithGitHub } from "../support/cms-github-road"
import {
  changedLines,
  checkSandboxData,
  control,
  field,
  localFolderButton,
  openItem,
  openEntry,
  preview,
  press,
  resetData,
  sandbox,
  saveButton,
  savedJson,
  scrollUntil,
} from "../support/cms-ui"
import { giveFolder } from "../support/cms-local-folder"

test.beforeEach(() => resetData())

/**
 * The screenshots of docs/editing.md, taken on the way at 390×844 when `CMS_SCREENSHOTS` names a folder
 * (`CMS_SCREENSHOTS=docs/images npm run test:cms -- cms-phone.spec.ts -g 390`): `cms-phone-<n>-<step>.png`.
 */
async function shoot(page: Page, name: string) {
  const folder = process.env.CMS_SCREENSHOTS
  if (!folder || page.viewportSize()?.width !== 390) return
  fs.mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: path.join(folder, `cms-phone-${name}.png`) })
}

const PHONES = [
  { name: "390×844", viewport: { width: 390, height: 844 } },
  { name: "Pixel 7, 412×915", viewport: { width: 412, height: 915 } },
]

/** Fails when the page is wider than the phone: a wider layout makes the browser zoom out, or scroll sideways. */
async function expectFits(page: Page, step: string) {
  const width = page.viewportSize()!.width
  const widths = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }))
  expect({ step, ...widths }).toEqual({ step, innerWidth: width, scrollWidth: width })
}

/** Taps `target` once it is wholly on screen, and checks that it is. */
async function tapOnScreen(page: Page, target: Locator, step: string) {
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
type Shots = Record<"collections" | "files" | "edit" | "preview", string>

/** From the collections to the first price row, opened, its amount changed to `amount`; then the preview. */
async function changeFirstPrice(page: Page, amount: number, shots?: Shots) {
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

/**
 * A phone's photo: 4032×3024 (a 12-megapixel camera), a JPEG of 3.5 to 4.5 MB. Smooth colour with fine grain, so it
 * compresses as a photo does, and differently each run.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024]
  const coarse = Buffer.from(Array.from({ length: 63 * 47 * 3 }, () => Math.floor(Math.random() * 256)))
  const pixels = await sharp(coarse, { raw: { width: 63, height: 47, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer()
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, pixels[i] + Math.random() * 30 - 15))
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}

for (const phone of PHONES)
  test.describe(`on a phone, ${phone.name}, by touch`, () => {
    test.use({ viewport: phone.viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })

    test("under npm run cms: a price changed, seen in the page's pricing section, and saved into data/", async ({
      page,
    }) => {
      const [first] = pricing.rows
      await giveFolder(page, sandbox())
      await page.goto("admin/")
      await expectFits(page, "sign-in")
      await shoot(page, "1-sign-in")
      await tapOnScreen(page, localFolderButton(page), "Work with Local Repository")
      await changeFirstPrice(page, first.amount + 10, {
        collections: "2-collections",
        files: "3-files",
        edit: "4-edit-price",
        preview: "5-preview",
      })
      await tapOnScreen(page, saveButton(page), "Save")
      await expect
        .poll(() => changedLines("data/pricing.json"))
        .toEqual([`-      "amount": ${first.amount},`, `+      "amount": ${first.amount + 10},`])
      checkSandboxData()
      await expectFits(page, "saved")
    })

    test("under npm run cms: a phone's 4 MB photo put into a place's picture is saved at most 2000 px long and 1 MB, and check:data accepts it", async ({
      page,
    }) => {
      const [place] = attractions.items
      const photo = await phonePhoto()
      expect(photo.length).toBeGreaterThan(3_000_000)
      await giveFolder(page, sandbox())
      await page.goto("admin/")
      await tapOnScreen(page, localFolderButton(page), "Work with Local Repository")
      await openEntry(page, "sections", "attractions")
      const item = await openItem(page, "Places", place.name)
      const replace = field(item, "Image").getByRole("button", { name: "Replace Image" })
      await scrollUntil(replace, item)
      await tapOnScreen(page, replace, "Replace Image")
      const dialog = page.getByRole("dialog", { name: "Select Image" })
      const chooser = page.waitForEvent("filechooser")
      await tapOnScreen(page, dialog.getByRole("button", { name: "Upload" }), "Upload")
      await (await chooser).setFiles({ name: "IMG_0412.JPG", mimeType: "image/jpeg", buffer: photo })
      await tapOnScreen(page, dialog.getByRole("button", { name: "Insert" }), "Insert")
      await expect(dialog).toBeHidden()
      await expectFits(page, "a photo chosen")
      await tapOnScreen(page, saveButton(page), "Save")
      const saved = () =>
        (savedJson("data/attractions.json") as typeof attractions | undefined)?.items[0].image ?? place.image
      await expect.poll(saved).not.toBe(place.image)
      const file = fs.readFileSync(path.join(sandbox(), "data", saved()))
      const { width = 0, height = 0, format } = await sharp(file).metadata()
      expect({
        format,
        longest: Math.max(width, height),
        ratio: width / height,
        small: file.length <= PICTURE_LIMITS.bytes,
      }).toEqual({
        format: "jpeg",
        longest: PICTURE_LIMITS.longestSidePx,
        ratio: 4032 / 3024,
        small: true,
      })
      checkSandboxData()
    })

    test("on the live site's road: signed in with GitHub, the change is a pull request check:data accepts, then published", async ({
      page,
    }) => {
      const [first] = pricing.rows
      const standIn = await publishedCmsOn(page, sandbox())
      try {
        await signInWithGitHub(page)
        await expectFits(page, "signed in")
        await changeFirstPrice(page, first.amount + 10)
        await tapOnScreen(page, saveButton(page), "Save")
        const review = page.getByRole("alertdialog", { name: "Send for Review" })
        await shoot(page, "8-github-send-for-review")
        await tapOnScreen(page, review.getByRole("button", { name: "Later" }), "Later")
        await expect.poll(() => standIn.pulls().length).toBe(1)
        const [pull] = standIn.pulls()
        expect(Object.keys(pull.files)).toEqual(["data/pricing.json"])
        const texts = new Map(readDataTexts(path.join(sandbox(), "data")))
        texts.set("pricing.json", pull.files["data/pricing.json"])
        const schemas = readSchemaSet(path.join(sandbox(), "data"))
        expect(
          errorsOf(
            validateData({
              texts,
              schemas,
              today: new Date(),
              hasImage: () => true,
              validators: compileValidators(schemas),
            }),
          ),
        ).toEqual([])
        expect(JSON.parse(pull.files["data/pricing.json"]).rows[0].amount).toBe(first.amount + 10)
        // Publish: the change's status to Ready, then Publish.
        await tapOnScreen(page, page.getByText("Prices", { exact: true }).first(), "the file again")
        const status = page.getByRole("button", { name: /^Status:/ })
        await tapOnScreen(page, status, "Status")
        await shoot(page, "9-github-status")
        const ready = page
          .getByRole("menu", { name: "Change Entry Status" })
          .getByRole("menuitemradio", { name: "Ready" })
        // One pick, tapped as soon as the menu shows: Sveltia's menu takes clicks only 100 ms after it appears, and
        // cms/menu-tap-guard.ts holds a tap made before then (without it, 3 picks of 5 were lost this way).
        await press(ready)
        await expect(status).toContainText("Ready")
        // The pick reached GitHub: the pull request's label says Ready, and it is no longer a draft.
        await expect.poll(() => standIn.pulls()[0].labels).toEqual(["sveltia-cms/pending_publish"])
        expect(standIn.pulls()[0].draft).toBe(false)
        await tapOnScreen(page, page.getByRole("button", { name: "Publish Entry" }), "Publish Entry")
        const publish = page.getByRole("alertdialog", { name: "Publish Entry" })
        await shoot(page, "10-github-publish")
        await tapOnScreen(page, publish.getByRole("button", { name: "Publish", exact: true }), "Publish")
        await expect.poll(() => standIn.pulls()[0].merged).toBe(true)
        expect(JSON.parse(standIn.file("main", "data/pricing.json")!).rows[0].amount).toBe(first.amount + 10)
        expect(standIn.unanswered()).toEqual([])
      } finally {
        await standIn.close()
      }
    })

    test("a question asked twice is refused with its file, item, field and rule, and nothing is written", async ({
      page,
    }) => {
      const [question, second] = faq.items
      await giveFolder(page, sandbox())
      await page.goto("admin/")
      await press(localFolderButton(page))
      await press(page.getByText("Page sections", { exact: true }).first())
      await press(page.getByText(/^Questions and answers/).first())
      const item = await openItem(page, "Questions", second.question)
      await (await control(item, "textbox", "Question")).fill(question.question)
      await tapOnScreen(page, saveButton(page), "Save")
      const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"))
      await press(dialog.getByRole("button", { name: "OK" }))
      await expect(dialog).toBeHidden()
      const notice = page.getByRole("alert").filter({ hasText: "npm run check:data found" })
      await shoot(page, "6-refused")
      await expect(notice).toContainText(
        `data/faq.json, item 2 of "items" ("${question.question}"), field "question": repeats the question of item 1 ("${question.question}")`,
      )
      const box = (await notice.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
      await expectFits(page, "refused")
      expect(changedLines("data")).toEqual([])
      await expect(field(page, "Questions")).toBeVisible()
    })
  })
