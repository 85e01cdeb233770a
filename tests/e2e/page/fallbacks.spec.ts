/**
 * The page in a browser without the HTML popover attribute (iOS 16 and older, Firefox before 125) and without
 * exclusive `<details name>` (Safari before 17.2, Firefox before 130), emulated in Chromium (support/old-engine.ts):
 * every panel stays closed until asked for and then behaves as a popover does, and the FAQ keeps one answer open,
 * under the page's Content-Security-Policy. A current browser downloads neither fallback.
 */
import { expect, test, type Page } from "@playwright/test"
import { siteWords } from "../support/built-data"
import {
  expectExpanded,
  expectQuiet,
  expectSectionInView,
  hydrated,
  isPhone,
  openPage,
  scrollToY,
  watchConsole,
  watchCsp,
  holdResponses,
} from "../support/helpers"
import { emulateOldEngine } from "../support/old-engine"

/** The chunks of src/fallbacks/, by the names given to them in their import(). */
const POPOVER_CHUNK = /\/popover-fallback-[0-9a-f]+\.js$/
const DETAILS_CHUNK = /\/details-fallback-[0-9a-f]+\.js$/
const { header, contentsMenu, chat } = siteWords
const HEADER_LINK = siteWords.menus.header[1]
const CONTENTS_LINK = siteWords.menus.contents[3]

/** Records the address of every script the page requests. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url())
  })
  return scripts
}

/** The header's Menu button, its navigation, and one of its links. */
function headerMenu(page: Page) {
  const bar = page.locator("header").first()
  const nav = bar.getByRole("navigation", { name: header.navigationLabel })
  return {
    toggle: bar.getByRole("button", { name: header.menu }),
    nav,
    link: nav.getByRole("link", { name: HEADER_LINK.label, exact: true }),
  }
}

test.describe("without popover and exclusive <details name>", () => {
  let violations: string[]
  let problems: string[]
  let scripts: string[]

  test.beforeEach(async ({ page }) => {
    violations = await watchCsp(page)
    problems = watchConsole(page)
    scripts = watchScripts(page)
    await emulateOldEngine(page, { popover: true, exclusiveDetails: true })
  })

  test.afterEach(async ({ page }) => {
    // The emulation held: Chromium never treated a panel as a popover.
    expect(await page.evaluate(() => document.querySelectorAll("[popover], [popovertarget]").length)).toBe(0)
    await expectQuiet(() => {
      expect(violations).toEqual([])
      expect(problems).toEqual([])
    })
  })

  test("every panel is closed before the scripts run and after, and a desktop's bar shows its navigation", async ({
    page,
  }) => {
    const release = await holdResponses(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const { toggle, link } = headerMenu(page)
    const chatPanel = page.locator("#chat-panel")
    const closedAsExpected = async () => {
      if (isPhone(page)) {
        await expect(toggle).toBeVisible()
        await expect(link).toBeHidden()
      } else {
        await expect(toggle).toBeHidden()
        await expect(link).toBeVisible()
      }
      await expect(chatPanel).toBeHidden()
    }
    await closedAsExpected()
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

    // Each fallback is fetched once the scripts run and find the engine lacks what it stands in for.
    const fallbacks = [POPOVER_CHUNK, DETAILS_CHUNK].map((chunk) =>
      page.waitForResponse((response) => chunk.test(response.url())),
    )
    release()
    await hydrated(page)
    await Promise.all(fallbacks)
    // The popover fallback in charge of every disclosure: emulatePopover marks its button's aria-expanded on entry
    // (src/fallbacks/popover.ts).
    await expect(page.locator("button[aria-controls]:not([aria-expanded])")).toHaveCount(0)
    await closedAsExpected()
    if (isPhone(page)) await expectExpanded(toggle, false)
    // Fetched once: a second fetch is what must not happen, watched for through the one quiet window.
    await expectQuiet(() => {
      expect(scripts.filter((url) => POPOVER_CHUNK.test(url))).toHaveLength(1)
      expect(scripts.filter((url) => DETAILS_CHUNK.test(url))).toHaveLength(1)
    })
    // An engine without :popover-open drops a whole rule that names it: none may share it with another selector.
    const shared = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .flatMap((rule) => (rule instanceof CSSStyleRule ? [rule.selectorText] : []))
        .filter((selector) => selector.includes(":popover-open") && selector.includes(",")),
    )
    expect(shared).toEqual([])
  })

  test("the small-screen menu opens and closes on its button, on Escape, on a tap outside and after a choice @phone", async ({
    page,
  }) => {
    await openPage(page)
    const { toggle, nav, link } = headerMenu(page)
    await expectExpanded(toggle, false)
    await toggle.click()
    await expectExpanded(toggle, true)
    await expect(link).toBeVisible()
    await toggle.click()
    await expectExpanded(toggle, false)
    await expect(link).toBeHidden()

    await toggle.click()
    await nav.getByRole("link").first().focus()
    await page.keyboard.press("Escape")
    await expect(link).toBeHidden()
    await expectExpanded(toggle, false)
    await expect(toggle).toBeFocused()

    await toggle.click()
    await expect(link).toBeVisible()
    await page.touchscreen.tap(200, 700)
    await expect(link).toBeHidden()
    await expectExpanded(toggle, false)

    await toggle.click()
    await link.click()
    await expectSectionInView(page, HEADER_LINK.section)
    await expect(link).toBeHidden()
    await expectExpanded(toggle, false)
  })

  test("the contents menu opens, closes on Escape and on a click outside, and a choice scrolls there and closes it", async ({
    page,
  }) => {
    await openPage(page)
    await scrollToY(page, 600)
    const menu = page.getByRole("navigation", { name: contentsMenu.label })
    const toggle = menu.getByRole("button", { name: contentsMenu.toggle })
    const link = menu.getByRole("link", { name: CONTENTS_LINK.label, exact: true })
    await expectExpanded(toggle, false)
    await expect(menu.getByRole("link")).toHaveCount(0)

    await toggle.click()
    await expectExpanded(toggle, true)
    await expect(link).toBeVisible()
    await link.focus()
    await page.keyboard.press("Escape")
    await expect(link).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await expect(link).toBeVisible()
    const width = page.viewportSize()!.width
    await page.mouse.click(width - 8, 200)
    await expect(link).toBeHidden()
    await expectExpanded(toggle, false)

    await toggle.click()
    await link.click()
    await expectSectionInView(page, CONTENTS_LINK.section)
    await expect(link).toBeHidden()
    await expectExpanded(toggle, false)
  })

  test("the chat panel opens, closes with its Close button and on Escape, and opening the menu closes it @phone", async ({
    page,
  }) => {
    await openPage(page)
    const toggle = page.getByRole("button", { name: chat.toggle })
    const panel = page.locator("#chat-panel")
    const whatsapp = panel.getByRole("link", { name: new RegExp(`^${chat.openChat}`) })
    await expectExpanded(toggle, false) // the fallback has arrived: a press before it would be lost
    await toggle.click()
    await expectExpanded(toggle, true)
    await expect(whatsapp).toBeVisible()
    await panel.getByRole("button", { name: chat.close }).click()
    await expect(panel).toBeHidden()
    await expectExpanded(toggle, false)

    await toggle.click()
    await whatsapp.focus()
    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await expect(panel).toBeVisible()
    const menu = headerMenu(page)
    await menu.toggle.click()
    await expect(menu.link).toBeVisible()
    await expect(panel).toBeHidden()
    await expectExpanded(toggle, false)
  })

  test("the FAQ keeps one answer open at a time, and the open one closes when chosen again", async ({ page }) => {
    await openPage(page)
    const questions = page.locator("#faq summary")
    const answer = (index: number) => page.locator("#faq details").nth(index).locator("p")
    await questions.nth(0).click()
    await expect(answer(0)).toBeVisible()
    await questions.nth(1).click()
    await expect(answer(1)).toBeVisible()
    await expect(answer(0)).toBeHidden()
    await questions.nth(2).click()
    await expect(page.locator("#faq details[open]")).toHaveCount(1)
    await expect(answer(1)).toBeHidden()
    await questions.nth(2).click()
    await expect(page.locator("#faq details[open]")).toHaveCount(0)
  })
})

test("a browser with popover and exclusive <details name> downloads neither fallback", async ({ page }) => {
  const scripts = watchScripts(page)
  await openPage(page)
  await page.locator("#faq summary").first().click()
  await scrollToY(page, 600)
  await page.getByRole("button", { name: contentsMenu.toggle }).click()
  await expect(page.getByRole("link", { name: CONTENTS_LINK.label, exact: true })).toBeVisible()
  expect(scripts.length).toBeGreaterThan(2)
  // Neither fallback: what must not happen, watched for through the one quiet window after what would fetch one.
  await expectQuiet(() =>
    expect(scripts.filter((url) => POPOVER_CHUNK.test(url) || DETAILS_CHUNK.test(url))).toEqual([]),
  )
})
