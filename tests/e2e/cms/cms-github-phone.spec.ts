/**
 * The live site's road on a phone (issues 49 and 57), by touch, at 390×844 and 412×915 (Pixel 7): signed in with
 * GitHub (a stand-in that refuses what GitHub refuses: tests/e2e/support/github-stand-in*.ts), the owner changes the
 * first price; the change is a pull request whose file check:data accepts; one pick of "Ready" sticks; Publish while
 * the site's checks run is explained and merges nothing; once they pass, Publish merges it and says it goes live; a
 * failing check is shown in check:data's words. Played on a public repository and on a private one on GitHub Free,
 * which takes no draft pull request.
 */
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { errorsOf, validateData } from "../../../src/shared/data-rules/validate-data"
import { readDataTexts } from "../../../node/build-steps/data/data-folder"
import { readSchemaSet } from "../../../node/build-steps/data/schema-files"
import { compileValidators } from "../../../src/shared/data-rules/schema-validators"
import { CHANGE_STATUS, SVELTIA_PUBLISH_FAILED } from "../../../cms/change-status"
import { pricing } from "../support/built-data"
import { publishedCmsOn, signInWithGitHub } from "../support/cms-github-road"
import { press, resetData, sandbox, saveButton } from "../support/cms-ui"
import { PHONES, changeFirstPrice, expectFits, shoot, tapOnScreen } from "../support/cms-phone"
import type { GitHubStandIn } from "../support/github-stand-in"
import type { RepositoryKind } from "../support/github-stand-in-store"

test.beforeEach(() => resetData())

const KINDS: { kind: RepositoryKind; name: string }[] = [
  { kind: "public", name: "a public repository" },
  { kind: "private-free", name: "a private repository on GitHub Free" },
]

/** The panel that says where the change stands (cms/change-status.ts), by its title. */
const panel = (page: Page, title: string) => page.locator("#eicr-check-notice").filter({ hasText: title })

/** Signs in, changes the first price, saves it as a pull request, and checks the file it holds. */
async function saveFirstPrice(page: Page, standIn: GitHubStandIn, shots: boolean) {
  const [first] = pricing.rows
  await signInWithGitHub(page)
  await expectFits(page, "signed in")
  await changeFirstPrice(page, first.amount + 10)
  await tapOnScreen(page, saveButton(page), "Save")
  const review = page.getByRole("alertdialog", { name: "Send for Review" })
  if (shots) await shoot(page, "8-github-send-for-review")
  await tapOnScreen(page, review.getByRole("button", { name: "Later" }), "Later")
  await expect.poll(() => standIn.pulls().length).toBe(1)
  await expect(panel(page, CHANGE_STATUS.saved)).toBeVisible()
  const [pull] = standIn.pulls()
  expect(Object.keys(pull.files)).toEqual(["data/pricing.json"])
  const texts = new Map(readDataTexts(path.join(sandbox(), "data")))
  texts.set("pricing.json", pull.files["data/pricing.json"])
  const schemas = readSchemaSet(path.join(sandbox(), "data"))
  const validators = compileValidators(schemas)
  expect(errorsOf(validateData({ texts, schemas, today: new Date(), hasImage: () => true, validators }))).toEqual([])
  expect(JSON.parse(pull.files["data/pricing.json"]).rows[0].amount).toBe(first.amount + 10)
}

/** Reopens the change, picks "Ready" once, and checks the pull request on the stand-in: labelled Ready, no draft. */
async function pickReady(page: Page, standIn: GitHubStandIn, shots: boolean) {
  await tapOnScreen(page, page.getByText("Prices", { exact: true }).first(), "the file again")
  const status = page.getByRole("button", { name: /^Status:/ })
  await tapOnScreen(page, status, "Status")
  if (shots) await shoot(page, "9-github-status")
  // One pick, tapped as soon as the menu shows: Sveltia's menu takes clicks only 100 ms after it appears, and
  // cms/menu-tap-guard.ts holds a tap made before then (without it, 3 picks of 5 were lost this way).
  await press(page.getByRole("menu", { name: "Change Entry Status" }).getByRole("menuitemradio", { name: "Ready" }))
  await expect(status).toContainText("Ready")
  await expect.poll(() => standIn.pulls()[0].labels).toEqual(["sveltia-cms/pending_publish"])
  expect(standIn.pulls()[0].draft).toBe(false)
}

/** Presses Publish Entry, then Publish in its dialog. */
async function publish(page: Page, shots: boolean) {
  await tapOnScreen(page, page.getByRole("button", { name: "Publish Entry" }), "Publish Entry")
  if (shots) await shoot(page, "10-github-publish")
  const dialog = page.getByRole("alertdialog", { name: "Publish Entry" })
  await tapOnScreen(page, dialog.getByRole("button", { name: "Publish", exact: true }), "Publish")
}

/**
 * The refusals a repository of `kind` answers on the way: a draft on GitHub Free, nothing else. A merge before the
 * checks passed is never asked of GitHub: the CMS holds Publish until they have (cms/change-status.ts).
 */
const refusalsOf = (kind: RepositoryKind) =>
  kind === "private-free"
    ? [expect.stringMatching(/^422 POST \/api\/v3\/repos\/owner\/site\/pulls: Draft pull requests are not supported/)]
    : []

for (const phone of PHONES)
  test.describe(`on a phone, ${phone.name}, by touch`, () => {
    test.use({ viewport: phone.viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })

    for (const { kind, name } of KINDS)
      test(`on ${name}: saved as a pull request check:data accepts; Publish while the checks run is explained and merges nothing; once they pass, published`, async ({
        page,
      }) => {
        const [first] = pricing.rows
        const shots = kind === "public"
        const standIn = await publishedCmsOn(page, sandbox(), kind)
        try {
          await saveFirstPrice(page, standIn, shots)
          await pickReady(page, standIn, shots)
          await publish(page, shots)
          await expect(panel(page, CHANGE_STATUS.running)).toContainText("Publish again")
          // The CMS's own "Please try again" is not shown beside it (nor over the panel's Close button), once the CMS
          // has ended its publishing (its button back from "Publishing…").
          await expect(page.getByRole("button", { name: "Publish Entry" })).toBeEnabled()
          await expect(page.getByText(SVELTIA_PUBLISH_FAILED)).toBeHidden()
          if (shots) await shoot(page, "11-github-checks-running")
          expect(standIn.pulls()[0].merged).toBe(false)
          await expectFits(page, "checks running")
          standIn.reportChecks(1, "success")
          await publish(page, false)
          await expect.poll(() => standIn.pulls()[0].merged).toBe(true)
          await expect(panel(page, CHANGE_STATUS.published)).toBeVisible()
          if (shots) await shoot(page, "12-github-published")
          expect(JSON.parse(standIn.file("main", "data/pricing.json")!).rows[0].amount).toBe(first.amount + 10)
          expect(standIn.refusals()).toEqual(refusalsOf(kind))
          expect(standIn.unanswered()).toEqual([])
          expect(standIn.breaches()).toEqual([])
        } finally {
          await standIn.close()
        }
      })

    test("a failing check is shown in check:data's words with what to do, and nothing is merged", async ({ page }) => {
      const kind = "private-free"
      const standIn = await publishedCmsOn(page, sandbox(), kind)
      // What check:data would say of a change it refuses, as the workflow annotates it on the pull request.
      const words = `data/pricing.json, item 1 of "rows" ("${pricing.rows[0].service}"), field "amount": must be >= 0`
      try {
        await saveFirstPrice(page, standIn, false)
        await pickReady(page, standIn, false)
        standIn.reportChecks(1, "failure", [
          { path: "data/pricing.json", line: 9, title: "check:data: data/pricing.json", message: words },
        ])
        await publish(page, false)
        const failed = panel(page, CHANGE_STATUS.failed)
        await expect(failed).toContainText(words)
        await expect(failed).toContainText("press Save")
        await expect(failed).not.toContainText("exit code") // the runner's own annotation is not check:data's
        await expect(page.getByRole("button", { name: "Publish Entry" })).toBeEnabled()
        await expect(page.getByText(SVELTIA_PUBLISH_FAILED)).toBeHidden()
        if (phone.viewport.width === 390) await shoot(page, "13-github-check-failed")
        await expectFits(page, "a check failed")
        expect(standIn.pulls()[0].merged).toBe(false)
        expect(standIn.refusals()).toEqual(refusalsOf(kind))
        expect(standIn.unanswered()).toEqual([])
        expect(standIn.breaches()).toEqual([])
      } finally {
        await standIn.close()
      }
    })
  })
