/**
 * The small engine-neutral interface the cross-engine suite is written against: what a visitor does (open the
 * page, click, type, press a key) and what the test reads back (a script's result in the page). Each engine's
 * driver implements it: tests/engines/browsers/puppeteer-engine.ts (Chromium over CDP, Firefox over WebDriver BiDi) and
 * tests/engines/browsers/webkit-engine.ts (WebKitGTK over classic WebDriver).
 */
import assert from "node:assert/strict"
import { expectQuiet } from "../../e2e/support/settings"

/** The three browser engines of issue 14. */
export type EngineName = "chromium" | "firefox" | "webkit"

/** A window size in CSS px. */
export interface Size {
  /** "phone" (a narrow window, below the page's 768 px breakpoint) or "desktop". */
  name: "phone" | "desktop"
  width: number
  height: number
}

/** Asked for: 412×915 (a Pixel 7's viewport) and 1366×800. WebKitGTK's window will not go below about 447 px. */
export const SIZES: readonly Size[] = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1366, height: 800 },
]

/** Keys the suite presses. */
export type Key = "Escape" | "Enter" | "Tab"

/** One browser window at one size, driven as a visitor would use it. */
export interface EnginePage {
  readonly engine: EngineName
  readonly size: Size
  /**
   * Loads `url` and resolves once its `load` event has fired, or with `until` "parsed" once its HTML is parsed
   * (DOMContentLoaded: a page whose scripts are held back never fires `load`).
   */
  goto(url: string, until?: "load" | "parsed"): Promise<void>
  /**
   * Runs `source` (a JavaScript expression, see {@link inPage}) in the page and resolves with its JSON value;
   * a promise is awaited. Rejects when the script throws.
   */
  evaluate<T>(source: string): Promise<T>
  /** A real click (the engine's input events) in the middle of the first element matching the CSS `selector`. */
  click(selector: string): Promise<void>
  /** Focuses the first element matching `selector` and types `text` key by key after what it holds. */
  type(selector: string, text: string): Promise<void>
  /** Presses and releases `key` in the focused element. */
  press(key: Key): Promise<void>
  /** Saves a PNG of the viewport to `file`. */
  screenshot(file: string): Promise<void>
  /** Console errors and uncaught errors the engine itself reported since the last {@link goto} (none in WebKit). */
  engineErrors(): string[]
  /** Closes the window and ends the browser (and its driver). */
  close(): Promise<void>
}

/**
 * `closing`, or after `ms` whichever comes first; never rejects. A hung engine may never answer its own close: the
 * caller then ends its processes all the same (each engine's `close`).
 */
export function atMost(closing: Promise<unknown>, ms = 8_000): Promise<unknown> {
  return Promise.race([closing.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms).unref())])
}

/** Starts an engine with a window of `size`. */
export type Launcher = (size: Size) => Promise<EnginePage>

/** A console message as Playwright and puppeteer both give it. */
interface ConsoleMessage {
  type(): string
  text(): string
  location(): { url?: string }
}

/**
 * The console errors and page errors of one page, as each engine's wrapper hands them over (`console`, `pageError`):
 * `errors()` lists them, `clear()` empties the list (each visit starts afresh). Chromium's request for /favicon.ico on
 * the suite's visit to robots.txt (a file with no icon link) is not the page's, and is left out.
 */
export function pageErrors() {
  let errors: string[] = []
  return {
    console(message: ConsoleMessage) {
      const where = message.location().url ?? ""
      if (message.type() === "error" && !where.endsWith("/favicon.ico")) errors.push(`${message.text()} (${where})`)
    },
    pageError: (error: unknown) => void errors.push(String(error)),
    errors: () => [...errors],
    clear: () => void (errors = []),
  }
}

/**
 * The expression that calls `fn` with `args` in the page. Functions reach the page as their source text, so
 * they may use only their arguments (JSON values) and the page's globals. tsx compiles them with esbuild's
 * `keepNames`, which wraps inner named functions in `__name(...)`: a no-op stand-in is defined for it.
 */
export function inPage(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  const list = args.map((arg) => JSON.stringify(arg)).join(", ")
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${list}) })()`
}

/**
 * The expression that calls `fn` in the page with the first element matching the CSS `selector` (for a check written
 * for an element, e.g. tests/e2e/support/page-checks.ts `uncovered`); `fn` gets `null` when nothing matches.
 */
export function onElement(fn: (element: never) => unknown, selector: string): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(document.querySelector(${JSON.stringify(selector)})) })()`
}

/**
 * Polls `page` with the expression `source` every 50 ms until it returns a truthy value, and resolves with it.
 * @throws after `timeoutMs` (default 5000 ms) with `what` and the last value seen, so a failure says what was
 *   awaited.
 */
export async function waitFor<T>(page: EnginePage, source: string, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    last = await page.evaluate<T>(source)
    if (last) return last as T
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(last)})`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Expects the expression `source` to be truthy now and through the one quiet window, by the Playwright suite's own
 * `expectQuiet` (tests/e2e/support/settings.ts): for what must not happen (`what` says what holds).
 */
export async function expectQuietIn(page: EnginePage, source: string, what: string): Promise<void> {
  await expectQuiet(async () => assert.ok(await page.evaluate(source), what))
}
