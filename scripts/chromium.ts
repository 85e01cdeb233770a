/** Where the browser tests and the benchmark find Chromium, and how they start it on this kind of machine. */
import fs from "node:fs"

/**
 * Flags for Chromium run as root in a container with no network but the registries: no sandbox (root), no GPU,
 * and none of the background connections (updates, sync) that would otherwise be refused one by one.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

/**
 * The Chromium to use: `PLAYWRIGHT_CHROMIUM_PATH` when set, else Debian's `/usr/bin/chromium` when present,
 * else `undefined` (Playwright's own build, after `npx playwright install chromium`).
 */
export function chromiumPath(): string | undefined {
  return (
    process.env.PLAYWRIGHT_CHROMIUM_PATH ||
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) => fs.existsSync(file))
  )
}
