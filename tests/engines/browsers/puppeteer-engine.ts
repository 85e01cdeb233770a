/**
 * Stock Firefox for the engines suite (Firefox ESR on Debian, the runner's Firefox on GitHub, Firefox.app on a Mac),
 * through puppeteer-core over WebDriver BiDi, the W3C protocol stock Firefox speaks (no geckodriver).
 */
import puppeteer, { ProtocolError, type Browser, type KeyInput, type Page } from "puppeteer-core"
import { atMost, pageErrors, type EngineName, type EnginePage, type Key, type Launcher, type Size } from "./driver"

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
    async close() {
      await atMost(browser.close()) // a hung engine may never answer: its process is ended all the same
      browser.process()?.kill("SIGKILL")
    },
  }
}

/**
 * Gives `page` a viewport of `size`. Puppeteer sends BiDi's `browsingContext.setViewport` together with
 * `emulation.setScreenOrientationOverride`, which Firefox 140 ESR (Debian 12's firefox-esr in November 2026) does not
 * know: its "unknown command" comes back before the viewport's own answer. That one error is let pass, and the page is
 * then waited on until its window has the size (seen here: within 200 ms). A Firefox that knows the command (153) is
 * sized as before, with no extra check.
 * @throws when, after that error, the page's window (`innerWidth` × `innerHeight`, CSS px) has not become `size` within
 *   10 s; or on any other protocol error.
 */
async function setViewport(page: Page, { width, height }: Size): Promise<void> {
  try {
    await page.setViewport({ width, height })
    return
  } catch (error) {
    // As Puppeteer itself lets `emulation.setTouchOverride` pass where a browser does not know it.
    const { message } = error as Error
    const unknown = message.includes("unknown command") && message.includes("emulation.setScreenOrientationOverride")
    if (!(error instanceof ProtocolError && unknown)) throw error
  }
  await page
    .waitForFunction((w, h) => window.innerWidth === w && window.innerHeight === h, { timeout: 10_000 }, width, height)
    .catch(async (error: unknown) => {
      const actual = await page.evaluate(() => `${window.innerWidth}×${window.innerHeight}`).catch(() => "unknown")
      throw new Error(`the page's window is ${actual} px, not the ${width}×${height} asked for`, { cause: error })
    })
}

/**
 * Stock Firefox at `file`, headless, over WebDriver BiDi (engines.ts finds it). A browser that starts but cannot be
 * given the size is closed again before the error is thrown, so no Firefox is left running (it would keep the suite's
 * process from ending).
 */
export function firefoxLauncher(file: string): Launcher {
  return async (size) => {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: file,
      protocol: "webDriverBiDi",
      headless: true,
      defaultViewport: null, // the size is set once, below
    })
    try {
      const page = await browser.newPage()
      await setViewport(page, size)
      return wrap("firefox", size, browser, page)
    } catch (error) {
      await browser.close().catch(() => undefined)
      throw error
    }
  }
}
