/**
 * Playwright's own browser builds for the engines suite, where `npx playwright install firefox webkit` could download
 * them (a developer's laptop, GitHub's runners; not this project's CI machine), and the Chromium of the Playwright suite
 * (`ENGINES=chromium`). Playwright's Firefox and WebKit are patched builds of the engines visitors run; where Debian's
 * stock Firefox ESR and WebKitGTK are installed, the suite prefers those (puppeteer-engine.ts, webkit-engine.ts).
 */
import fs from "node:fs"
import { chromium, firefox, webkit, type BrowserType } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath } from "../../e2e/support/chromium"
import { pageErrors, type EngineName, type Key, type Launcher } from "./driver"

const TYPES: Record<EngineName, BrowserType> = { chromium, firefox, webkit }

/** The binary Playwright would start for `engine`, or `undefined` when it is not installed. */
function executable(engine: EngineName): string | undefined {
  const file = (engine === "chromium" && chromiumPath()) || TYPES[engine].executablePath()
  return fs.existsSync(file) ? file : undefined
}

/**
 * A launcher for `engine` through Playwright and the browser it starts, or `undefined` when that is not installed.
 * The launcher's window collects the console errors and uncaught errors of the page.
 */
export function playwrightLauncher(engine: EngineName): { launcher: Launcher; browser: string } | undefined {
  const file = executable(engine)
  if (!file) return undefined
  const launcher: Launcher = async (size) => {
    const browser = await TYPES[engine].launch({
      executablePath: file,
      args: engine === "chromium" ? [...CHROMIUM_FLAGS] : [],
    })
    // A browser that starts but opens no window is closed again: left running, it would keep the suite from ending.
    const page = await browser
      .newPage({ viewport: { width: size.width, height: size.height } })
      .catch(async (error: unknown) => {
        await browser.close().catch(() => undefined)
        throw error
      })
    const errors = pageErrors()
    page.on("console", (message) => errors.console(message))
    page.on("pageerror", (error) => errors.pageError(error))
    return {
      engine,
      size,
      async goto(url, until = "load") {
        errors.clear()
        await page.goto(url, { waitUntil: until === "load" ? "load" : "domcontentloaded" })
      },
      evaluate: <T>(source: string) => page.evaluate(source) as Promise<T>,
      // Scrolled to if needed, then a visitor's click in the element's middle: no waiting for Playwright's own
      // actionability checks, as the other drivers do not wait either.
      async click(selector) {
        const element = page.locator(selector).first()
        await element.scrollIntoViewIfNeeded()
        const box = await element.boundingBox()
        if (!box) throw new Error(`${selector} is not shown`)
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      },
      async type(selector, text) {
        await page.focus(selector)
        await page.keyboard.type(text)
      },
      press: (key: Key) => page.keyboard.press(key),
      async screenshot(file) {
        await page.screenshot({ path: file })
      },
      engineErrors: errors.errors,
      close: () => browser.close(),
    }
  }
  return { launcher, browser: file }
}
