/** Where the browser tests find Chromium, and how they start it on this kind of machine (e2e/support/chromium.json). */
import fs from "node:fs"
import settings from "./chromium.json"

/**
 * Flags for Chromium run as root in a container with no network but the registries: no sandbox (root), no GPU,
 * and none of the background connections (updates, sync) that would otherwise be refused one by one.
 */
export const CHROMIUM_FLAGS: readonly string[] = settings.flags

/**
 * The Chromium to use: `PLAYWRIGHT_CHROMIUM_PATH` when set, else Debian's `/usr/bin/chromium` when present,
 * else `undefined` (Playwright's own build, after `npx playwright install chromium`).
 */
export function chromiumPath(): string | undefined {
  return process.env.PLAYWRIGHT_CHROMIUM_PATH || settings.paths.find((file) => fs.existsSync(file))
}
