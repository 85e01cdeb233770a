/**
 * Which browser each engine of the suite runs in on this machine, and how a developer installs one that is missing.
 * Stock browsers come first, as visitors run them: Firefox (ESR on Debian) over WebDriver BiDi (puppeteer-engine.ts),
 * WebKitGTK through Debian's WebKitWebDriver (webkit-engine.ts); else Playwright's own builds, where
 * `npx playwright install` could download them (playwright-engine.ts). Chromium is the Playwright suite's. A candidate
 * counts only if it really starts: a snap shim (Ubuntu's /usr/bin/firefox) is passed over, and each other one is
 * started once in a window and closed again.
 */
import fs from "node:fs"
import path from "node:path"
import { INSTALL_CHROMIUM, isSnapShim } from "../../e2e/support/chromium"
import type { EngineName, Launcher, Size } from "./driver"
import { playwrightLauncher } from "./playwright-engine"
import { firefoxLauncher } from "./puppeteer-engine"
import { webkitLauncher } from "./webkit-engine"

/** The engines by the names a visitor knows, for the report. */
export const ENGINE_LABELS: Record<EngineName, string> = { chromium: "Chromium", firefox: "Firefox", webkit: "WebKit" }

/** How to install each engine, for the line that says it did not run. */
export const INSTALL: Record<EngineName, string> = {
  chromium: INSTALL_CHROMIUM,
  firefox:
    "Debian: sudo apt-get install firefox-esr; Ubuntu (its firefox is a snap), macOS and others: npx playwright install firefox",
  webkit: "Debian/Ubuntu: sudo apt-get install webkit2gtk-driver xvfb; macOS and others: npx playwright install webkit",
}

/** One way to run an engine here: the browser's file, and the launcher that starts it. */
export interface Candidate {
  browser: string
  launcher: Launcher
}

/** Every executable file named one of `names` in the folders of `searchPath`, in the order of the two. */
export function onPath(names: readonly string[], searchPath = process.env.PATH ?? ""): string[] {
  return names.flatMap((name) =>
    searchPath
      .split(path.delimiter)
      .filter(Boolean)
      .map((folder) => path.join(folder, name))
      .filter((file) => {
        try {
          fs.accessSync(file, fs.constants.X_OK)
          return fs.statSync(file).isFile()
        } catch {
          return false
        }
      }),
  )
}

/**
 * The first of `candidates` that really starts: a snap shim ({@link isSnapShim}) is passed over without being started;
 * each other one is started in a window of `size` and closed again, and one that fails to start is passed over.
 * @param note told why each candidate was passed over.
 * @returns that candidate, or `undefined` when none starts.
 */
export async function firstThatStarts(
  candidates: readonly Candidate[],
  size: Size,
  note: (line: string) => void = () => undefined,
): Promise<Candidate | undefined> {
  for (const candidate of candidates) {
    if (isSnapShim(candidate.browser)) {
      note(`${candidate.browser} is a snap shim: passed over`)
      continue
    }
    try {
      const page = await candidate.launcher(size)
      await page.close()
      return candidate
    } catch (error) {
      note(`${candidate.browser} did not start (${(error as Error).message.split("\n")[0]}): passed over`)
    }
  }
  return undefined
}

/** `file` when it exists. */
const existing = (file: string | undefined) => (file && fs.existsSync(file) ? file : undefined)

/** Where macOS keeps the Firefox a person installed (not on `PATH`). */
const MAC_FIREFOX = "/Applications/Firefox.app/Contents/MacOS/firefox"

/** Where Debian's libwebkit2gtk-4.1-0 installs MiniBrowser (not on `PATH`). */
const MINIBROWSERS = [
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
]

/**
 * `files` without those that lead to a file already listed (a link, or /bin where it is /usr/bin as on Debian), in
 * their order; each file by the first name it has in the list.
 */
export function oncePerFile(files: readonly string[]): string[] {
  const byTarget = new Map<string, string>()
  for (const file of files) {
    const target = fs.realpathSync(file)
    if (!byTarget.has(target)) byTarget.set(target, file)
  }
  return [...byTarget.values()]
}

/** Stock Firefoxes: `FIREFOX_PATH`, then `firefox-esr` and `firefox` on `PATH`, then Firefox.app ({@link oncePerFile}). */
function stockFirefox(): Candidate[] {
  const files = [existing(process.env.FIREFOX_PATH), ...onPath(["firefox-esr", "firefox"]), existing(MAC_FIREFOX)]
  return oncePerFile(files.filter((file) => file !== undefined)).map((file) => ({
    browser: file,
    launcher: firefoxLauncher(file),
  }))
}

/** WebKitGTK: `WebKitWebDriver` (`WEBKIT_WEBDRIVER_PATH`, else on `PATH`) and MiniBrowser (`WEBKIT_MINIBROWSER_PATH`). */
function webkitGtk(): Candidate[] {
  const webDriver = existing(process.env.WEBKIT_WEBDRIVER_PATH) ?? onPath(["WebKitWebDriver"])[0]
  const miniBrowser = existing(process.env.WEBKIT_MINIBROWSER_PATH) ?? MINIBROWSERS.find((file) => fs.existsSync(file))
  return webDriver && miniBrowser ? [{ browser: miniBrowser, launcher: webkitLauncher(webDriver, miniBrowser) }] : []
}

/**
 * How the suite runs `engine` here: the first of its stock browsers, then Playwright's own build, that starts in a
 * window of `size` ({@link firstThatStarts}).
 * @param note told why each candidate was passed over.
 * @returns the launcher and the browser it starts, or `undefined` when none starts.
 */
export function findEngine(
  engine: EngineName,
  size: Size,
  note?: (line: string) => void,
): Promise<Candidate | undefined> {
  const stock = engine === "firefox" ? stockFirefox() : engine === "webkit" ? webkitGtk() : []
  const own = playwrightLauncher(engine)
  return firstThatStarts(own ? [...stock, own] : stock, size, note)
}
