/**
 * What the behaviours of the engines suite ask of a page, built on {@link EnginePage} alone so they read the same
 * in every engine: open the page as a first-time visitor, wait for a condition, see whether something shows.
 * The expectations are those of the Playwright suite (tests/e2e/support/helpers.ts), in engine-neutral form.
 */
import assert from "node:assert/strict"
import { inPage, waitFor, type EnginePage } from "./driver"
import { sectionPosition, settledInView } from "../../e2e/support/page-checks"

/**
 * Waits two animation frames: what the page does in the frame after the test's last step (e.g. the FAQ's scroll of
 * an opened question, src/enhancement/accordion-in-sight.ts, one frame after the `toggle` the step queued) is done and
 * painted, as it is before a visitor's next move. Pacing only: that nothing happens is watched with `expectQuietIn`.
 */
export const nextFrames = (page: EnginePage) =>
  page.evaluate<boolean>("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))")

/** Whether the window is narrower than the page's 768 px breakpoint (the phone layout). */
export const isPhone = (page: EnginePage) => page.evaluate<boolean>("innerWidth < 768")

/** Resolves once React has hydrated the page (gatsby-browser.ts marks `<html data-hydrated="true">`). */
export const hydrated = (page: EnginePage) =>
  waitFor(page, `document.documentElement.dataset.hydrated === "true"`, "hydration", 15_000)

/**
 * Opens the page at `origin` as a first-time visitor (no stored map consent or quote draft) and waits until
 * React has hydrated it; with `hydrate` false (a new origin, nothing stored), only until its HTML is parsed.
 * The storage is cleared from a file with no script (robots.txt), so no half-loaded page reports errors. `query` is
 * added to the page's address, e.g. `?engines-clock=…` (test-server.ts `CLOCK_PARAM`).
 */
export async function open(page: EnginePage, origin: string, hydrate = true, query = ""): Promise<void> {
  if (!hydrate) return page.goto(`${origin}/${query}`, "parsed")
  await page.goto(`${origin}/robots.txt`)
  await page.evaluate("(localStorage.clear(), sessionStorage.clear(), true)")
  await page.goto(`${origin}/${query}`)
  await hydrated(page)
}

/**
 * Every error the page has met since it was opened: what the watcher script recorded (tests/engines/browsers/test-server.ts)
 * and, in Chromium and Firefox, what the engine reported on its console.
 */
export async function problems(page: EnginePage): Promise<string[]> {
  const recorded = await page.evaluate<string[] | null>("window.__engineProblems ?? null")
  assert.ok(recorded, "the suite's watcher script did not run in the page")
  return [...recorded, ...page.engineErrors()]
}

/** Expects no error of any kind (see {@link problems}). */
export async function expectNoProblems(page: EnginePage): Promise<void> {
  assert.deepEqual(await problems(page), [])
}

/** Whether the first element matching `selector` exists and is rendered (not hidden, not in a closed popover). */
export const shown = (selector: string) =>
  inPage((css: string) => {
    const element = document.querySelector(css)
    return Boolean(element && element.checkVisibility() && element.getBoundingClientRect().width > 0)
  }, selector)

/** The expression for the text of the first element matching `selector` ("" when absent), spaces collapsed. */
export const textOf = (selector: string) =>
  inPage((css: string) => (document.querySelector(css)?.textContent ?? "").replace(/\s+/g, " ").trim(), selector)

/** Waits until a shown `role="status"` element says `text` (e.g. the thank-you panel's heading). */
export const waitStatus = (page: EnginePage, text: string, what: string, timeoutMs = 10_000) =>
  waitFor(
    page,
    inPage(
      (wanted: string) =>
        [...document.querySelectorAll("[role=status]")].some(
          (status) => status.checkVisibility() && (status.textContent ?? "").includes(wanted),
        ),
      text,
    ),
    what,
    timeoutMs,
  )

/** Waits until the first element matching `selector` shows (`true`) or does not (`false`). */
export const waitShown = (page: EnginePage, selector: string, wanted = true) =>
  waitFor(page, `${shown(selector)} === ${wanted}`, `${selector} ${wanted ? "to show" : "to hide"}`)

/** Waits until the popover `#id` is open (`true`) or closed (`false`). */
export const waitPopover = (page: EnginePage, id: string, open: boolean) =>
  waitFor(
    page,
    `document.getElementById(${JSON.stringify(id)})?.matches(":popover-open") === ${open}`,
    `#${id} ${open ? "open" : "closed"}`,
  )

/** Scrolls the window to `top` px at once, whatever the page's smooth-scrolling setting. */
export const scrollToY = (page: EnginePage, top: number) =>
  page.evaluate(`(window.scrollTo({ top: ${top}, behavior: "instant" }), true)`)

/** Scrolls the element matching `selector` to the middle of the window at once. */
export const scrollIntoView = (page: EnginePage, selector: string) =>
  page.evaluate(
    `(document.querySelector(${JSON.stringify(selector)}).scrollIntoView({ block: "center", behavior: "instant" }), true)`,
  )

/**
 * Waits until the section `id` is scrolled to: its top just below the sticky header, or, for a section too
 * near the end of the page to reach that, the page scrolled to its end with the section's top on screen.
 * (As expectSectionInView in tests/e2e/support/helpers.ts: only when two polls find the same scroll position.)
 */
export async function waitSectionInView(page: EnginePage, id: string): Promise<void> {
  const judge = settledInView()
  // waitFor polls `evaluate`; here each poll's read of the position goes through the judge, which remembers the last.
  await waitFor(
    { ...page, evaluate: async <T>(source: string) => judge(await page.evaluate(source)) as T },
    inPage(sectionPosition, id),
    `#${id} scrolled into view, the scroll settled`,
  )
}

/** Sets the value of the form control `selector` as a picker does (the engines' date pickers differ), with its events. */
export const pick = (page: EnginePage, selector: string, value: string) =>
  page.evaluate(
    inPage(
      (css: string, text: string) => {
        const control = document.querySelector<HTMLInputElement | HTMLSelectElement>(css)!
        const prototype = Object.getPrototypeOf(control) as HTMLInputElement
        Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(control, text)
        control.dispatchEvent(new Event("input", { bubbles: true }))
        control.dispatchEvent(new Event("change", { bubbles: true }))
        return true
      },
      selector,
      value,
    ),
  )
