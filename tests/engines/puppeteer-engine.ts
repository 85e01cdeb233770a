/**
 * Stock Firefox for the engines suite (Firefox ESR on Debian, the runner's Firefox on GitHub, Firefox.app on a Mac),
 * through puppeteer-core over WebDriver BiDi, the W3C protocol stock Firefox speaks (no geckodriver).
 */
import puppeteer, { type Browser, type KeyInput, type Page } from "puppeteer-core"
import { pageErrors, type EngineName, type EnginePage, type Key, type Launcher, type Size } from "./driver"

/** Wraps a puppeteer page as an {@link EnginePage}, collecting the console errors and page errors it reports. */
function wrap(engine: EngineName, size: Size, browser: Browser, page: Page): EnginePage {
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
    click: (selector) => page.click(selector),
    async type(selector, text) {
      await page.focus(selector)
      await page.keyboard.type(text)
    },
    async press(key: Key) {
      await page.keyboard.press(key as KeyInput)
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` })
    },
    engineErrors: errors.errors,
    close: () => browser.close(),
  }
}

/** Stock Firefox at `file`, headless, over WebDriver BiDi (engines.ts finds it). */
export function firefoxLauncher(file: string): Launcher {
  return async (size) => {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: file,
      protocol: "webDriverBiDi",
      headless: true,
    })
    const page = await browser.newPage()
    await page.setViewport({ width: size.width, height: size.height })
    return wrap("firefox", size, browser, page)
  }
}
