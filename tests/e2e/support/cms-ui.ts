/** Steps in Decap CMS's editor for tests/e2e/cms.spec.ts, as an editor takes them (buttons and labels they see). */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { expect, type Locator, type Page } from "@playwright/test"
import { SANDBOX_ENV, git } from "./cms-sandbox"

/** The sandbox the CMS writes into (set by tests/e2e/support/cms-setup.ts). */
export const sandbox = () => {
  const dir = process.env[SANDBOX_ENV]
  if (!dir) throw new Error(`${SANDBOX_ENV} is not set: run this spec through tests/e2e/playwright.cms.config.ts`)
  return dir
}

/** Puts the sandbox's data/ back as committed. */
export function resetData(): void {
  git(sandbox(), "checkout", "--", "data")
  git(sandbox(), "clean", "-fdq", "data")
}

/** The changed lines of `file` in the sandbox since its commit: removed ones with `-`, added ones with `+`. */
export function changedLines(file: string): string[] {
  return git(sandbox(), "diff", "--unified=0", "--", file)
    .split("\n")
    .filter((line) => /^[-+](?![-+]{2} )/.test(line))
}

/**
 * The sandbox's `file` (a path inside it) read as JSON, or `undefined` while the CMS's server is still writing it
 * (an empty or cut-off file): for `expect.poll`, which gives up at a thrown error instead of looking again.
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
  run(require.resolve("tsx/cli"), path.join(dir, "scripts", "check-data.ts"))
  run(require.resolve("prettier/bin/prettier.cjs"), "--check", "data")
}

/** Opens the CMS, signs in to the local back end, and opens the entry `collection`/`file`. */
export async function openEntry(page: Page, collection: string, file: string): Promise<void> {
  const entry = `admin/#/collections/${collection}/entries/${file}`
  await page.goto(entry)
  const login = page.getByRole("button", { name: "Login" })
  const editor = page.getByText("Writing in")
  await expect(login.or(editor)).toBeVisible()
  if (await login.isVisible()) {
    await login.click()
    await page.goto(entry)
  }
  await expect(editor).toBeVisible()
}

/** The list item whose summary reads `summary`, opened. */
export async function openItem(page: Page, summary: string): Promise<Locator> {
  const item = page
    .locator("div:has(> div)")
    .filter({ has: page.locator(`xpath=./div[normalize-space()="${summary}"]`) })
  await item.locator("button").first().click()
  return item
}

/** Presses Publish → Publish now, and waits until the CMS says the change is saved. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
}
