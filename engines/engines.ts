/**
 * Which browser each engine of the suite runs in on this machine, and how a developer installs one that is missing.
 * Stock browsers come first, as visitors run them: Firefox (ESR on Debian) over WebDriver BiDi (puppeteer-engine.ts),
 * WebKitGTK through Debian's WebKitWebDriver (webkit-engine.ts); else Playwright's own builds, where
 * `npx playwright install` could download them (playwright-engine.ts). Chromium is the Playwright suite's.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import type { EngineName, Launcher } from "./driver"
import { playwrightLauncher } from "./playwright-engine"
import { firefoxLauncher } from "./puppeteer-engine"
import { webkitLauncher } from "./webkit-engine"

/** The engines by the names a visitor knows, for the report. */
export const ENGINE_LABELS: Record<EngineName, string> = { chromium: "Chromium", firefox: "Firefox", webkit: "WebKit" }

/** How to install each engine, for the line that says it did not run. */
export const INSTALL: Record<EngineName, string> = {
  chromium: "Debian/Ubuntu: sudo apt-get install chromium; macOS and others: npx playwright install chromium",
  firefox:
    "Debian: sudo apt-get install firefox-esr (Ubuntu: firefox); macOS and others: npx playwright install firefox",
  webkit: "Debian/Ubuntu: sudo apt-get install webkit2gtk-driver xvfb; macOS and others: npx playwright install webkit",
}

/**
 * The first of `names` that is an executable file on `PATH` and exits 0 when run with `check` (Debian's
 * /usr/bin/firefox is a script that runs firefox-esr, so being there is not enough), or `undefined`.
 */
export function runnableOnPath(
  names: readonly string[],
  check: readonly string[],
  searchPath = process.env.PATH ?? "",
): string | undefined {
  for (const name of names) {
    for (const folder of searchPath.split(path.delimiter).filter(Boolean)) {
      const file = path.join(folder, name)
      try {
        fs.accessSync(file, fs.constants.X_OK)
      } catch {
        continue
      }
      if (spawnSync(file, check, { stdio: "ignore", timeout: 10_000 }).status === 0) return file
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

/** Stock Firefox: `FIREFOX_PATH`, else `firefox-esr` or `firefox` on `PATH`, else Firefox.app. */
function stockFirefox(): string | undefined {
  return (
    existing(process.env.FIREFOX_PATH) ??
    runnableOnPath(["firefox-esr", "firefox"], ["--version"]) ??
    existing(MAC_FIREFOX)
  )
}

/** WebKitGTK: `WebKitWebDriver` (`WEBKIT_WEBDRIVER_PATH`, else on `PATH`) and MiniBrowser (`WEBKIT_MINIBROWSER_PATH`). */
function webkitGtk(): { webDriver: string; miniBrowser: string } | undefined {
  const webDriver = existing(process.env.WEBKIT_WEBDRIVER_PATH) ?? runnableOnPath(["WebKitWebDriver"], ["--help"])
  const miniBrowser = existing(process.env.WEBKIT_MINIBROWSER_PATH) ?? MINIBROWSERS.find((file) => fs.existsSync(file))
  return webDriver && miniBrowser ? { webDriver, miniBrowser } : undefined
}

/** How the suite runs `engine` here: a launcher and the browser it starts, or `undefined` when none is installed. */
export function findEngine(engine: EngineName): { launcher: Launcher; browser: string } | undefined {
  if (engine === "firefox") {
    const file = stockFirefox()
    if (file) return { launcher: firefoxLauncher(file), browser: file }
  }
  if (engine === "webkit") {
    const gtk = webkitGtk()
    if (gtk) return { launcher: webkitLauncher(gtk.webDriver, gtk.miniBrowser), browser: gtk.miniBrowser }
  }
  return playwrightLauncher(engine)
}
