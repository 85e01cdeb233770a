import { expect, type Page } from "@playwright/test"
import { STAND_IN_ORIGIN } from "./settings"

/** Whether the current project is the phone (narrow) one. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768

/** Collects console errors and page errors (including React hydration warnings) for a test to assert on. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) problems.push(message.text())
  })
  page.on("pageerror", (error) => problems.push(error.message))
  return problems
}

/** Opens the page and waits for React to hydrate (the contents of the page become interactive). */
export async function openPage(page: Page): Promise<void> {
  await page.goto("/")
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
  await page.waitForLoadState("networkidle")
}

/** Waits until the window stops scrolling and returns the final scrollY. */
export async function settledScroll(page: Page): Promise<number> {
  let last = -1
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate(() => window.scrollY)
    if (y === last) return y
    last = y
    await page.waitForTimeout(100)
  }
  return last
}

/**
 * Expects the element with `id` to be scrolled to: its top just below the sticky header, or, for a section
 * too near the end of the page to reach that, the page scrolled to its end with the section's top on screen.
 */
export async function expectSectionInView(page: Page, id: string): Promise<void> {
  await settledScroll(page)
  const { top, atEnd, viewport } = await page.evaluate((sectionId) => {
    const scroller = document.scrollingElement!
    return {
      top: document.getElementById(sectionId)!.getBoundingClientRect().top,
      atEnd: Math.ceil(scroller.scrollTop + window.innerHeight) >= scroller.scrollHeight - 1,
      viewport: window.innerHeight,
    }
  }, id)
  expect(top).toBeGreaterThanOrEqual(-2)
  expect(top).toBeLessThan(atEnd ? viewport / 2 : 140)
}

/** Tells the provider stand-in how to answer the next sends from `email`. */
export async function scenario(email: string, replies: unknown[]): Promise<void> {
  await fetch(`${STAND_IN_ORIGIN}/__scenario`, { method: "POST", body: JSON.stringify({ email, replies }) })
}

/** The request bodies the stand-in received from `email`. */
export async function received(email: string): Promise<Record<string, any>[]> {
  const response = await fetch(`${STAND_IN_ORIGIN}/__requests?email=${encodeURIComponent(email)}`)
  return (await response.json()) as Record<string, any>[]
}
