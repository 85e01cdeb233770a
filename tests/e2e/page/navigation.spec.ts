import { expect, test, type Page } from "@playwright/test"
import { shortAddress } from "../../../src/shared/address"
import { business, siteWords } from "../support/built-data"
import { expectExpanded, expectQuiet, expectSectionInView, isPhone, openPage, scrollToY } from "../support/helpers"

const HEADER = siteWords.menus.header.map(({ label, section }) => [label, section] as const)
const MENU = siteWords.header.menu
const MAIN = siteWords.header.navigationLabel

/**
 * Expects focus on the heading of the section chosen, so the next Tab goes on from there and a screen reader reads
 * where the visitor landed (issue 31, src/enhancement/in-page-links.ts).
 */
const expectHeadingFocused = (page: Page, id: string) =>
  expect(page.locator(`#${id} :is(h1, h2)`).first()).toBeFocused()

test.describe("sticky header", () => {
  test("stays on screen with the phone link and the address (the area served, if customers do not visit it)", async ({
    page,
  }) => {
    await openPage(page)
    await scrollToY(page, 3000)
    const header = page.locator("header").first()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(3000)
    expect((await header.boundingBox())?.y).toBe(0)
    await expect(header.getByRole("link", { name: business.phone.display })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    )
    if (isPhone(page)) await header.getByRole("button", { name: MENU }).click()
    await expect(header.getByText(shortAddress(business), { exact: true })).toBeVisible()
  })

  test("each link scrolls to its section, focus on its heading, and a small screen's menu closes", async ({ page }) => {
    await openPage(page)
    const header = page.locator("header").first()
    const toggle = header.getByRole("button", { name: MENU })
    for (const [label, id] of HEADER) {
      await test.step(`${label} scrolls to #${id}`, async () => {
        await scrollToY(page, 0)
        if (isPhone(page)) {
          await expect(header.getByRole("link", { name: label, exact: true })).toBeHidden()
          await expectExpanded(toggle, false)
          await toggle.click()
          await expectExpanded(toggle, true)
          await expect(page.locator(`#${await toggle.getAttribute("aria-controls")}`)).toBeVisible()
        } else {
          await expect(toggle).toBeHidden()
        }
        await header.getByRole("navigation", { name: MAIN }).getByRole("link", { name: label, exact: true }).click()
        await expectHeadingFocused(page, id)
        await expectSectionInView(page, id)
        if (isPhone(page)) {
          await expectExpanded(toggle, false)
          await expect(header.getByRole("link", { name: label, exact: true })).toBeHidden()
        }
      })
    }
  })

  test("scrolls smoothly, and instantly for visitors who prefer reduced motion", async ({ page }) => {
    /**
     * Follows an in-page link and records scrollY at every animation frame, from the first frame the page has moved
     * until the browser says the scroll is over: the first `scrollend` away from where it started (on a loaded machine
     * a smooth scroll may start many frames after the click; an earlier scroll's `scrollend` ends at the start and is
     * passed over). `ended` is false when none came within 600 frames, a watchdog so the failure says so.
     */
    const scrollPath = () =>
      page.evaluate(async () => {
        await new Promise(requestAnimationFrame) // an earlier scroll's pending scrollend goes by first
        const start = window.scrollY
        let ended = false
        const onEnd = () => {
          if (window.scrollY === start) return
          ended = true
          document.removeEventListener("scrollend", onEnd)
        }
        document.addEventListener("scrollend", onEnd)
        const positions: number[] = []
        document.querySelector<HTMLAnchorElement>("a[href='#faq']")!.click()
        for (let frame = 0; !ended && frame < 600; frame++) {
          await new Promise(requestAnimationFrame)
          if (positions.length === 0 && window.scrollY === start) continue
          positions.push(window.scrollY)
        }
        positions.push(window.scrollY)
        return { ended, positions: [...new Set(positions)] }
      })

    await openPage(page)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth")
    const smooth = await scrollPath()
    expect(smooth.ended, "the smooth scroll's scrollend came").toBe(true)
    // Three positions or more: it passed through at least one on the way (a slow machine may draw few frames);
    // instant scrolling arrives in one.
    expect(smooth.positions.length).toBeGreaterThan(2)
    await expectSectionInView(page, "faq")

    await page.emulateMedia({ reducedMotion: "reduce" })
    await scrollToY(page, 0)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto")
    const instant = await scrollPath()
    expect(instant.ended, "the instant scroll's scrollend came").toBe(true)
    expect(instant.positions).toHaveLength(1) // already at the section on the first frame
    await expectSectionInView(page, "faq")
  })

  test("Escape closes the small-screen menu and returns focus to its toggle @phone", async ({ page }) => {
    await openPage(page)
    const toggle = page.getByRole("button", { name: MENU })
    await toggle.click()
    await page.getByRole("navigation", { name: MAIN }).getByRole("link", { name: HEADER[0][0] }).focus()
    await page.keyboard.press("Escape")
    await expectExpanded(toggle, false)
    await expect(toggle).toBeFocused()
  })

  test("a tap outside closes the small-screen menu @phone", async ({ page }) => {
    await openPage(page)
    const toggle = page.getByRole("button", { name: MENU })
    await toggle.click()
    const about = page.getByRole("navigation", { name: MAIN }).getByRole("link", { name: HEADER[0][0] })
    await expect(about).toBeVisible()
    await page.mouse.click(200, 700)
    await expect(about).toBeHidden()
    await expectExpanded(toggle, false)
  })
})

const CONTENTS = siteWords.menus.contents.map(({ label, section }) => [label, section] as const)
const { label: CONTENTS_LABEL, toggle: CONTENTS_TOGGLE } = siteWords.contentsMenu

test.describe("floating contents menu", () => {
  test("is absent until the page is scrolled more than 200 px", async ({ page }) => {
    await openPage(page)
    const menu = page.getByRole("navigation", { name: CONTENTS_LABEL })
    await expect(menu).toHaveCount(0)
    await scrollToY(page, 200)
    await expectQuiet(async () => expect(await menu.count()).toBe(0))
    await scrollToY(page, 201)
    await expect(menu).toBeVisible()
    await scrollToY(page, 0)
    await expect(menu).toHaveCount(0)
  })

  test("lists the entries of data/site.json menus.contents (requirements §2 item 5) and collapses", async ({
    page,
  }) => {
    await openPage(page)
    await scrollToY(page, 600)
    const menu = page.getByRole("navigation", { name: CONTENTS_LABEL })
    const toggle = menu.getByRole("button", { name: CONTENTS_TOGGLE })
    await expectExpanded(toggle, false)
    await expect(menu.getByRole("link")).toHaveCount(0)
    await toggle.click()
    await expectExpanded(toggle, true)
    await expect(menu.getByRole("link")).toHaveText(CONTENTS.map(([label]) => label))
    const hrefs = await menu.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    expect(hrefs).toEqual(CONTENTS.map(([, id]) => `#${id}`))
    await toggle.click()
    await expect(menu.getByRole("link")).toHaveCount(0)
  })

  test("each entry scrolls to its section, focus on its heading, and collapses the menu", async ({ page }) => {
    await openPage(page)
    const menu = page.getByRole("navigation", { name: CONTENTS_LABEL })
    for (const [label, id] of CONTENTS) {
      await test.step(`"${label}" scrolls to #${id}`, async () => {
        await scrollToY(page, 400)
        await menu.getByRole("button", { name: CONTENTS_TOGGLE }).click()
        await menu.getByRole("link", { name: label, exact: true }).click()
        await expectHeadingFocused(page, id)
        await expectSectionInView(page, id)
        await expectExpanded(menu.getByRole("button", { name: CONTENTS_TOGGLE }), false)
        await expect(menu.getByRole("link")).toHaveCount(0)
      })
    }
  })

  test("Escape collapses it and returns focus to its toggle", async ({ page }) => {
    await openPage(page)
    await scrollToY(page, 600)
    const toggle = page.getByRole("button", { name: CONTENTS_TOGGLE })
    await toggle.click()
    await page.getByRole("link", { name: CONTENTS[0][0], exact: true }).focus()
    await page.keyboard.press("Escape")
    await expectExpanded(toggle, false)
    await expect(toggle).toBeFocused()
  })
})
