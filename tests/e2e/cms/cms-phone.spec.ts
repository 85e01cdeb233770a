/**
 * The CMS on a phone under `npm run cms` (issue 49), by touch, at 390×844 and 412×915 (Pixel 7): the owner changes
 * the first price of pricing.json, sees it in the page's own pricing section, and the file on disk then holds it; a
 * phone's 4 MB photo goes in at most 2000 px long and 1 MB (issue 57). On the way no screen is wider than the phone and
 * every button pressed is wholly on screen. An edit check:data refuses is refused with its file, item, field and
 * rule, on the phone too. The live site's road is cms-github-phone.spec.ts.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import sharp from "sharp"
import { attractions, faq, pricing } from "../support/built-data"
import { PICTURE_LIMITS } from "../../../src/shared/picture-types"
import {
  changedLines,
  checkSandboxData,
  control,
  field,
  localFolderButton,
  openItem,
  openEntry,
  press,
  resetData,
  sandbox,
  saveButton,
  savedJson,
  scrollUntil,
  waitForPicture,
} from "../support/cms-ui"
import { giveFolder } from "../support/cms-local-folder"
import { PHONES, changeFirstPrice, expectFits, shoot, tapOnScreen } from "../support/cms-phone"

test.beforeEach(() => resetData())

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
      await waitForPicture(path.basename(saved()))
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
