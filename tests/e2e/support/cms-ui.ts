/**
 * Steps in Sveltia CMS for tests/e2e/cms/cms.spec.ts, as an editor takes them (the buttons, fields and labels they see),
 * and what the sandbox's files say afterwards. Under `npm run cms` the editor signs in to the project's folder
 * ("Work with Local Repository", cms-local-folder.ts); the published CMS's road goes through the GitHub stand-in
 * (cms-github-road.ts).
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { expect, type Locator, type Page } from "@playwright/test"
import { CMS_SITE_ORIGIN, SANDBOX_ENV, git } from "./cms-sandbox"
import { giveFolder } from "./cms-local-folder"

/**
 * Sveltia CMS's own stylesheet names copies of its fonts on a CDN (cdn.jsdelivr.net) beside the ones it loads from
 * /admin/cms/assets/: the policy blocks the CDN's, and the fonts come from this site. Any other violation fails.
 */
export const CMS_CDN_FONTS = /font-src.*cdn\.jsdelivr\.net|Loading the font 'https:\/\/cdn\.jsdelivr\.net\//

/** The sandbox the CMS writes into (set by tests/e2e/support/cms-setup.ts). */
export const sandbox = () => {
  const dir = process.env[SANDBOX_ENV]
  if (!dir) throw new Error(`${SANDBOX_ENV} is not set: run this spec through tests/e2e/cms/playwright.config.ts`)
  return dir
}

/** Puts the sandbox's data/ back as committed. */
export function resetData(): void {
  git(sandbox(), "checkout", "--", "data")
  git(sandbox(), "clean", "-fdq", "data")
}

/**
 * Waits until `npm run cms`'s site shows the picture `name` (a file of data/images/, e.g. `img_0412.jpg`): the page's
 * data names it, and every size of it is served. A picture saved into data/images/ is processed by the dev server
 * (gatsby-plugin-sharp) a few seconds later; deleting it meanwhile (the next test's {@link resetData}) stops the dev
 * server, so a test that saves a picture waits for this before it ends.
 */
export async function waitForPicture(name: string): Promise<void> {
  const stem = name.replace(/\.[^.]*$/, "")
  const state = async () => {
    const data = await fetch(`${CMS_SITE_ORIGIN}/page-data/index/page-data.json`).then(
      (response) => response.text(),
      () => "",
    )
    const urls = [...new Set(data.match(/\/static\/[^"\s,]+/g) ?? [])].filter((url) => url.includes(`/${stem}.`))
    if (urls.length === 0) return "not on the page yet"
    const statuses = await Promise.all(urls.map((url) => fetch(`${CMS_SITE_ORIGIN}${url}`).then((r) => r.status)))
    return statuses.every((status) => status === 200) ? "shown" : "being processed"
  }
  await expect.poll(state, { timeout: 60_000 }).toBe("shown")
}

/** The changed lines of `file` in the sandbox since its commit: removed ones with `-`, added ones with `+`. */
export function changedLines(file: string): string[] {
  return git(sandbox(), "diff", "--unified=0", "--", file)
    .split("\n")
    .filter((line) => /^[-+](?![-+]{2} )/.test(line))
}

/**
 * The sandbox's `file` (a path inside it) read as JSON, or `undefined` while the CMS is still writing it (an empty or
 * cut-off file): for `expect.poll`, which gives up at a thrown error instead of looking again.
 */
export function savedJson(file: string): unknown {
  const full = path.join(sandbox(), file) // outside the try: a missing sandbox is an error, not "not yet"
  try {
    return JSON.parse(fs.readFileSync(full, "utf8"))
  } catch {
    return undefined
  }
}

/** Runs `npm run check:data` and Prettier's check of data/ in the sandbox. @throws with their output on a failure. */
export function checkSandboxData(): void {
  const dir = sandbox()
  const run = (...args: string[]) => execFileSync(process.execPath, args, { cwd: dir, encoding: "utf8", stdio: "pipe" })
  run(require.resolve("tsx/cli"), path.join(dir, "node", "scripts", "check-data.ts"))
  run(require.resolve("prettier/bin/prettier.cjs"), "--check", "data")
}

const touchScreens = new WeakMap<Page, boolean>()

/** Whether the page is on a touch screen (a phone's context, `hasTouch`): then every press is a tap. */
async function touches(page: Page): Promise<boolean> {
  if (!touchScreens.has(page)) touchScreens.set(page, await page.evaluate(() => navigator.maxTouchPoints > 0))
  return touchScreens.get(page)!
}

/** Presses `target` as the editor would: a tap on a touch screen, a click otherwise. */
export async function press(target: Locator): Promise<void> {
  if (await touches(target.page())) await target.tap()
  else await target.click()
}

/** The "Work with Local Repository" button of the sign-in page. */
export const localFolderButton = (page: Page) => page.getByRole("button", { name: /Work with Local Repository/ })

/**
 * Opens the CMS and signs in to the sandbox's folder, as under `npm run cms` an editor presses "Work with Local
 * Repository" and chooses the project's folder; resolves once the collections are listed.
 */
export async function signInToFolder(page: Page): Promise<void> {
  await giveFolder(page, sandbox())
  await page.goto("admin/")
  await press(localFolderButton(page))
  await expect(page.getByText("Page sections").first()).toBeVisible()
}

/** Opens the entry `collection`/`file` by its address (the CMS keeps Decap's `#/collections/…/entries/…`). */
export async function openEntry(page: Page, collection: string, file: string): Promise<void> {
  await page.goto(`admin/#/collections/${collection}/entries/${file}`)
  await expect(saveButton(page)).toBeVisible()
}

/** The editor's Save button (under `npm run cms` it writes the file; on GitHub it opens the pull request). */
export const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true })

/** A field's group, by its label ("“Price rows” Field"; the CMS isolates the label with U+2068 and U+2069). */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole("group", { name: `“\u2068${label}\u2069” Field`, exact: true })

let marks = 0

/** Marks `element` so it can be found again whatever it then shows (an opened item shows fields, not its summary). */
async function marked(page: Page, element: Locator): Promise<Locator> {
  const mark = `item-${++marks}`
  await element.evaluate((node, name) => node.setAttribute("data-test-item", name), mark)
  return page.locator(`[data-test-item="${mark}"]`)
}

/** The form's pane ("Edit … Content"). */
export const formPane = (page: Page) => page.getByRole("group", { name: /^Edit .* Content$/ })

/**
 * Scrolls `within` from its top down, a third of a screen at a time, until `target` is there: the CMS draws a long
 * form's fields and a list's items only once they are in view. Before each step it lets two frames pass, in which the
 * CMS draws what came into view (else a step could carry the target out of view before it was drawn); at the end it
 * starts again from the top.
 */
export async function scrollUntil(target: Locator, within: Locator): Promise<void> {
  const page = target.page()
  const twoFrames = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await within.evaluate((element) => element.scrollIntoView({ block: "start" }))
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) return true
        await twoFrames()
        if ((await target.count()) > 0) return true
        await within.evaluate((element) => {
          // The box that scrolls it: the nearest around it that scrolls (a pane), else itself or one inside it.
          const scrolls = (box: Element) =>
            box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(box).overflowY)
          let box: Element | null | undefined = element.parentElement
          while (box && !scrolls(box)) box = box.parentElement
          box ??= [element, ...element.querySelectorAll("*")].find(scrolls) ?? document.scrollingElement
          if (!box) return
          const before = box.scrollTop
          box.scrollBy(0, window.innerHeight / 3)
          if (box.scrollTop === before) element.scrollIntoView({ block: "start" }) // at the end: from the top again
        })
        return false
      },
      { intervals: [0], timeout: 30_000 },
    )
    .toBe(true)
  await target.first().scrollIntoViewIfNeeded()
}

/** The item of the list field `list` whose summary reads `summary`, opened. */
export async function openItem(page: Page, list: string, summary: string): Promise<Locator> {
  const items = field(page, list)
  const item = items
    .getByRole("group")
    .filter({ has: page.getByRole("button", { name: /^(Expand|Collapse)$/ }) })
    .filter({ hasText: summary })
    .last()
  await scrollUntil(items, formPane(page)) // a field below the window's edge is drawn only when scrolled to
  await scrollUntil(item, items)
  let opened = await marked(page, item)
  // The CMS may draw the item again as it settles in view (a new element, without the mark): then it is found again.
  await expect(async () => {
    if ((await opened.count()) === 0) opened = await marked(page, item)
    const expand = opened.getByRole("button", { name: "Expand", exact: true })
    if (await expand.isVisible()) await press(expand)
    await expect(opened.getByRole("button", { name: "Collapse", exact: true }).first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  return opened
}

/**
 * The control of an item or form `scope` with the role `role` and the label `name`, once drawn: the CMS draws a field
 * only when it comes into view (an IntersectionObserver), so one below the window's edge is not there until the form is
 * scrolled to it. What a short window or a tall picture field pushes down is found all the same.
 */
export async function control(scope: Locator, role: "textbox" | "spinbutton", name: string): Promise<Locator> {
  const target = scope.getByRole(role, { name, exact: true })
  await scrollUntil(target, scope)
  return target
}

/** Presses the list field `list`'s Add button and returns the new item, which the CMS opens and focuses. */
export async function addItem(page: Page, list: string): Promise<Locator> {
  const items = field(page, list)
  const add = items.getByRole("button", { name: /^Add/ }).last()
  await scrollUntil(items, formPane(page))
  await scrollUntil(add, items)
  await press(add)
  const focused = items.locator(":focus")
  await expect(focused).toHaveAccessibleName("Collapse")
  const mark = `item-${++marks}`
  await focused.evaluate((button, name) => button.closest('[role="group"]')?.setAttribute("data-test-item", name), mark)
  return page.locator(`[data-test-item="${mark}"]`)
}

/** The preview pane's document (a frame the CMS writes). */
export const preview = (page: Page) => page.frameLocator("iframe")
