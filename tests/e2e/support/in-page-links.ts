/**
 * A visitor's in-page link to a quote form (Book Now, Book Online, the hero's quote button), waited on by the page's
 * own signals: the browser's `scrollend` for its scroll to the link's target, the `focus` src/enhancement/in-page-links.ts
 * moves into the form's first field, and that field's box staying put.
 */
import { expect, type Locator, type Page } from "@playwright/test"
import { labels } from "./built-data"
import { expectQuiet } from "./helpers"
import { uncovered } from "./page-checks"

/** Set on `<html>` by {@link followInPageLink}'s listener once the scroll is over: scrollY there, or `none`. */
const SCROLL_ENDED = "data-test-scroll-ended"

/**
 * Clicks the in-page link `link` as a visitor does and resolves once the browser's scroll to its target is over.
 * Page signal: the first `scrollend` after the click that ends somewhere other than where the click was made. A
 * `scrollend` at the click's place is passed over: an earlier scroll's, such as Playwright bringing the link into view
 * (done first here, so that its `scrollend` comes before the click, not during the scroll awaited). Smooth or instant
 * (`prefers-reduced-motion: reduce`), the scroll ends with a `scrollend` (Chromium 114 on; only Chromium runs the
 * Playwright suites). One case has none: the target is already where the browser would put it, so nothing scrolls.
 * That is read at the click, before the browser acts on it, with the rules the browser scrolls by (the root's
 * `scroll-padding-top`, the target's `scroll-margin-top`, the page's scroll range): then this resolves at once.
 */
export async function followInPageLink(page: Page, link: Locator): Promise<void> {
  await link.scrollIntoViewIfNeeded()
  await page.evaluate((attribute) => {
    const html = document.documentElement
    html.removeAttribute(attribute)
    let from: number | null = null
    const done = (value: string) => {
      document.removeEventListener("scrollend", onEnd)
      html.setAttribute(attribute, value)
    }
    const onEnd = () => {
      if (from !== null && Math.abs(window.scrollY - from) >= 1) done(String(window.scrollY))
    }
    const onClick = (event: MouseEvent) => {
      from = window.scrollY
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href^='#']") : null
      const target = anchor ? document.getElementById(decodeURIComponent(anchor.hash.slice(1))) : null
      if (!target) return done("no target") // not a link to an element of this page: said, not waited on
      const scroller = document.scrollingElement!
      const padding = parseFloat(getComputedStyle(scroller).scrollPaddingTop) || 0
      const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0
      const wanted = from + target.getBoundingClientRect().top - padding - margin
      const to = Math.min(Math.max(wanted, 0), scroller.scrollHeight - scroller.clientHeight)
      if (Math.abs(to - from) < 1) done("none") // already there: no scroll, so no scrollend
    }
    document.addEventListener("scrollend", onEnd)
    document.addEventListener("click", onClick, { capture: true, once: true })
  }, SCROLL_ENDED)
  await link.click()
  await expect(page.locator("html"), "the scroll to the link's target is over (scrollend)").toHaveAttribute(
    SCROLL_ENDED,
    /./,
  )
  expect(await page.locator("html").getAttribute(SCROLL_ENDED), "a link to an element of this page").not.toBe(
    "no target",
  )
}

/**
 * Expects the quote form `formId`'s first field shown after {@link followInPageLink} to it. Page signals, in turn: focus
 * in the field (src/enhancement/in-page-links.ts moves it there, with no scroll of its own); then its label and the
 * field on screen below the sticky header and uncovered (polled: a floating control steps aside in the frame after
 * focus, src/components/use-step-aside.ts); then what must not happen, the field's box moving (a second scroll, a late
 * layout change, a jump a visitor would see), watched for through the one quiet window, `expectQuiet`. The field's
 * box, not scrollY: scroll anchoring may change scrollY for a change above the form while the field stays put.
 */
export async function expectFirstFieldShown(page: Page, formId: string): Promise<void> {
  const field = page.locator(`#${formId}-quote`).getByLabel(labels.from_name)
  const label = page.locator(`label[for="${formId}-from_name"]`)
  await expect(field).toBeFocused()
  await expect
    .poll(async () => (await label.evaluate(uncovered)) && (await field.evaluate(uncovered)), {
      message: "the label and the field on screen below the header, uncovered",
    })
    .toBe(true)
  const where = () => field.evaluate((element) => ({ top: Math.round(element.getBoundingClientRect().top), scrollY }))
  const rest = await where()
  await expectQuiet(async () => {
    const now = await where()
    // Within a pixel: a scroll of under one (a target that near counts as reached) may still round the box's top.
    const moved = `the field moved after the scroll ended (scrollY ${rest.scrollY} → ${now.scrollY})`
    expect(Math.abs(now.top - rest.top), moved).toBeLessThanOrEqual(1)
  })
}
