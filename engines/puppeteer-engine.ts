/**
 * Chromium and Firefox for the engines suite, both through puppeteer-core: Debian's Chromium over the Chrome
 * DevTools Protocol, Debian's Firefox ESR over WebDriver BiDi (the protocol stock Firefox speaks; no geckodriver).
 */
import fs from "node:fs"
import { chromium as playwrightChromium } from "@playwright/test"
import puppeteer, { type Browser, type KeyInput, type Page } from "puppeteer-core"
import { CHROMIUM_FLAGS, chromiumPath } from "../e2e/support/chromium"
import type { EngineName, EnginePage, Key, Launcher, Size } from "./driver"

/** `FIREFOX_PATH`, else Firefox ESR as Debian installs it, else a `/usr/bin/firefox` (e.g. a GitHub runner's). */
const FIREFOX = [process.env.FIREFOX_PATH ?? "", "/usr/bin/firefox-esr", "/usr/bin/firefox"].find(
  (file) => file && fs.existsSync(file),
)

/** Wraps a puppeteer page as an {@link EnginePage}, collecting the console errors and page errors it reports. */
function wrap(engine: EngineName, size: Size, browser: Browser, page: Page): EnginePage {
  let errors: string[] = []
  page.on("console", (message) => {
    const where = message.location().url ?? ""
    // Chromium asks for /favicon.ico for the suite's visit to robots.txt (a file with no icon link): not the page's.
    if (message.type() === "error" && !where.endsWith("/favicon.ico")) errors.push(`${message.text()} (${where})`)
  })
  page.on("pageerror", (error) => errors.push(String(error)))
  return {
    engine,
    size,
    async goto(url, until = "load") {
      errors = []
      await page.goto(url, { waitUntil: until === "load" ? "load" : "domcontentloaded" })
    },
    evaluate: <T>(source: string) => page.evaluate(source) as Promise<T>,
    click: (selector) => page.click(selector),
    async type(selector, text) {
      await page.focus(selector)
      await page.keyboard.type(text)
    },
    press: (key: Key) => page.keyboard.press(key as KeyInput),
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` })
    },
    engineErrors: () => [...errors],
    close: () => browser.close(),
  }
}

/**
 * The Chromium of the Playwright suite (e2e/support/chromium.ts: `PLAYWRIGHT_CHROMIUM_PATH` or Debian's), else
 * Playwright's own build; headless, with the project's flags for this machine.
 */
export const chromium: Launcher = async (size) => {
  const browser = await puppeteer.launch({
    browser: "chrome",
    executablePath: chromiumPath() ?? playwrightChromium.executablePath(),
    args: [...CHROMIUM_FLAGS],
    headless: true,
  })
  const page = await browser.newPage()
  await page.setViewport({ width: size.width, height: size.height })
  return wrap("chromium", size, browser, page)
}

/** Firefox ESR, headless, over WebDriver BiDi. */
export const firefox: Launcher = async (size) => {
  if (!FIREFOX) throw new Error("Firefox not found: apt-get install firefox-esr, or set FIREFOX_PATH")
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    protocol: "webDriverBiDi",
    headless: true,
  })
  const page = await browser.newPage()
  await page.setViewport({ width: size.width, height: size.height })
  return wrap("firefox", size, browser, page)
}
