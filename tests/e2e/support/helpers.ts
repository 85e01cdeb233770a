import AxeBuilder from "@axe-core/playwright"
import { expect, type Locator, type Page } from "@playwright/test"
import type { QuoteEnquiry, QuoteFieldName } from "../../../src/quote-form/fields/quote-fields"
import { labels } from "./built-data"
import { sectionPosition, settledInView, settledPage } from "./page-checks"

export { enquiry, fieldsOf, received, release, scenario, uniqueEmail } from "./provider-client"
export { uncovered } from "./page-checks"
export { expectQuiet } from "./settings"

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

/**
 * Records every Content-Security-Policy violation the page reports (its `securitypolicyviolation` events and the
 * browser's console messages), from the next navigation on; the test asserts the list is empty.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction("__reportCsp", (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      ;(window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(
        `${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`.trim(),
      )
    })
  })
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/** The WCAG 2.2 AA rules axe-core checks the page against. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * Runs axe-core over the whole page once it has settled ({@link settledPage}: two frames, then the end of every finite
 * animation) and returns the violations, one line each for a readable failure.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Settled first: a floating control stepping aside fades out (src/components/use-step-aside.ts), and axe would measure the
  // contrast of its text half faded.
  await page.evaluate(settledPage)
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  )
}

/** Whether React has hydrated the page (gatsby-browser.ts marks `<html data-hydrated="true">`). */
export const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")

/** Opens the page and waits for React to hydrate (`load`, then {@link hydrated}: `<html data-hydrated="true">`). */
export async function openPage(page: Page): Promise<void> {
  await page.goto("/")
  await hydrated(page)
}

/** Scrolls the window to `top` px at once, whatever the page's smooth-scrolling setting. */
export async function scrollToY(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top)
}

/**
 * Expects the element with `id` to be scrolled to: its top just below the sticky header, or, for a section
 * too near the end of the page to reach that, the page scrolled to its end with the section's top on screen.
 * Smooth scrolling takes a while and may not have started yet: it holds only when two reads 100 ms apart find the
 * same scroll position, with the section in view there (page-checks.ts `sectionPosition`, `settledInView`).
 */
export async function expectSectionInView(page: Page, id: string): Promise<void> {
  const judge = settledInView()
  await expect
    .poll(async () => judge(await page.evaluate(sectionPosition, id)), { timeout: 5_000, intervals: [100] })
    .toBe(true)
}

/**
 * What Chromium's accessibility tree says of an element, as a screen reader gets it (Chrome DevTools Protocol):
 * its role, name and states such as `expanded`. The native states of `popovertarget` buttons and `<summary>`
 * are not attributes, so this is the way to test them.
 */
export async function accessibleNode(
  locator: Locator,
): Promise<{ role: string; name: string; states: Record<string, unknown> }> {
  const page = locator.page()
  const marker = `ax-${Date.now()}-${Math.random().toString(36).slice(2)}`
  await locator.evaluate((element, value) => element.setAttribute("data-ax-probe", value), marker)
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 })
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[data-ax-probe="${marker}"]`,
    })
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false })
    const node = nodes.find((candidate) => !candidate.ignored) ?? nodes[0]
    return {
      role: String(node.role?.value ?? ""),
      name: String(node.name?.value ?? ""),
      states: Object.fromEntries((node.properties ?? []).map((property) => [property.name, property.value.value])),
    }
  } finally {
    await cdp.detach()
    await locator.evaluate((element) => element.removeAttribute("data-ax-probe"))
  }
}

/** Expects the control to be announced as expanded (`true`) or collapsed (`false`), polling until it is. */
export async function expectExpanded(locator: Locator, expanded: boolean): Promise<void> {
  await expect.poll(async () => (await accessibleNode(locator)).states.expanded).toBe(expanded)
}

/** Types each value of `values` into the field of the quote form `form` that its visible label names. */
export async function fillQuote(form: Locator, values: Partial<QuoteEnquiry>): Promise<void> {
  for (const [name, value] of Object.entries(values) as [QuoteFieldName, string][]) {
    await form.getByLabel(labels[name]).fill(value)
  }
}

/**
 * Holds back every response whose address matches `pattern` (by default the page's scripts) until the returned
 * function is called: until then the page is its server HTML, as on a slow phone.
 * @returns `release`, which lets the held responses through (and any later ones at once).
 */
export async function holdResponses(page: Page, pattern: RegExp = /\.js(\?|$)/): Promise<() => void> {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await gate
    await route.continue()
  })
  return release
}
