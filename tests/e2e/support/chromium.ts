/**
 * Where the browser tests find Chromium, and how they start it on this kind of machine (tests/e2e/support/chromium.json).
 * A browser counts only if it really starts: Ubuntu's /usr/bin/chromium-browser (and /usr/bin/firefox) are shims that
 * ask for the snap package, and answer `--version` without being a browser Playwright can drive.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium, type PlaywrightTestConfig } from "@playwright/test"
import { reportNotRun } from "../../../node/scripts/stages"
import settings from "./chromium.json"

/**
 * Flags for Chromium run as root in a container with no network but the registries: no sandbox (root), no GPU,
 * and none of the background connections (updates, sync) that would otherwise be refused one by one.
 */
export const CHROMIUM_FLAGS: readonly string[] = settings.flags

/** How to install a Chromium, for the line that says the browser tests did not run. */
export const INSTALL_CHROMIUM =
  "Debian: sudo apt-get install chromium; Ubuntu, macOS and others: npx playwright install chromium"

/** The line that says the browser tests did not run, for lack of a Chromium that starts. */
export const CHROMIUM_NOT_RUN = `Chromium: not run (install: ${INSTALL_CHROMIUM})`

/**
 * Whether the executable `file` is a snap package's browser or Ubuntu's shim for one (a shell script that runs, or asks
 * for, `/snap/bin/<name>`): a snap's confinement keeps out the profile folders automation gives it.
 */
export function isSnapShim(file: string): boolean {
  try {
    if (fs.realpathSync(file).startsWith("/snap/")) return true
    const head = Buffer.alloc(4096)
    const descriptor = fs.openSync(file, "r")
    const length = fs.readSync(descriptor, head, 0, head.length, 0)
    fs.closeSync(descriptor)
    const text = head.subarray(0, length).toString("latin1")
    return text.startsWith("#!") && /\/snap\/|snap install/.test(text)
  } catch {
    return false
  }
}

/**
 * Whether the Chromium at `file` really starts: headless, with the suite's flags and a profile of its own, it loads a
 * blank page and prints its DOM (at most 30 s). `--version` would not do: a shim answers it too.
 */
export function chromiumStarts(file: string): boolean {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "chromium-probe-"))
  try {
    const run = spawnSync(
      file,
      ["--headless=new", ...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, "--dump-dom", "about:blank"],
      { encoding: "utf8", timeout: 30_000, stdio: ["ignore", "pipe", "ignore"] },
    )
    return run.status === 0 && run.stdout.includes("<body>")
  } finally {
    fs.rmSync(profile, { recursive: true, force: true })
  }
}

/** Where {@link findChromium} looks, in order; each has a default. */
export interface ChromiumSearch {
  /** The stock browsers' paths, in order (default chromium.json `paths`: Debian's /usr/bin/chromium first). */
  stock?: readonly string[]
  /** Playwright's own build, after `npx playwright install chromium`: its path, which may not exist. */
  playwrightOwn?: () => string
  /** Told why each candidate was passed over. */
  note?: (line: string) => void
}

/**
 * The Chromium to run: the first of the stock paths that exists, is not a snap shim ({@link isSnapShim}) and starts
 * ({@link chromiumStarts}), else Playwright's own build when it starts.
 * @returns its path, or `undefined` when none does.
 */
export function findChromium({
  stock = settings.paths,
  playwrightOwn = () => chromium.executablePath(),
  note = () => undefined,
}: ChromiumSearch = {}): string | undefined {
  for (const file of [...stock, playwrightOwn()]) {
    if (!fs.existsSync(file)) continue
    if (isSnapShim(file)) note(`${file} is a snap shim: passed over`)
    else if (!chromiumStarts(file)) note(`${file} did not start: passed over`)
    else return file
  }
  return undefined
}

/**
 * What a caller needs of Chromium: `"page"`, any that runs the page (Debian's headless shell first, chromium.json
 * `headlessShell`: about half the CPU); `"timing"`, a full browser that paints as a visitor's does (chromium.json
 * `paths`), for the tests and measurements that time the page's work.
 */
export type ChromiumUse = "page" | "timing"

/** Where {@link chromiumPath} keeps what it found, for the processes it starts (the runner's workers), by use. */
const FOUND: Record<ChromiumUse, string> = { page: "CHROMIUM_FOUND_FOR_PAGE", timing: "CHROMIUM_FOUND_FOR_TIMING" }

/**
 * The Chromium the browser tests use: `PLAYWRIGHT_CHROMIUM_PATH` when set (the developer's choice, for every use),
 * else {@link findChromium}'s for `use`, which is then kept in the environment so that the processes this one starts
 * (the test runner's workers, the engines suite) do not search again.
 * @returns the path, or `undefined` when no Chromium starts on this machine.
 */
export function chromiumPath(use: ChromiumUse = "page"): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH
  if (process.env[FOUND[use]]) return process.env[FOUND[use]]
  const stock = use === "timing" ? settings.paths : [...settings.headlessShell, ...settings.paths]
  const found = findChromium({ stock, note: (line) => console.log(`Chromium: ${line}`) })
  if (found) process.env[FOUND[use]] = found
  return found
}

/**
 * A Playwright configuration as it runs here: `config` itself when a Chromium starts ({@link chromiumPath}); else,
 * reported "not run" with the command that installs one, a configuration whose one test (chromium-not-run.ts) is
 * skipped, never passed, or under CI fails with that line. No server is started for it.
 * @param use what the configuration's tests need of Chromium ({@link ChromiumUse}).
 */
export function withChromium(config: PlaywrightTestConfig, use: ChromiumUse = "page"): PlaywrightTestConfig {
  if (chromiumPath(use)) return config
  // Once: the configuration is read again by each of the runner's workers.
  if (!process.env.TEST_WORKER_INDEX) reportNotRun(CHROMIUM_NOT_RUN)
  const { webServer: _server, globalSetup: _setup, projects: _projects, testIgnore: _ignore, ...rest } = config
  return { ...rest, testDir: __dirname, testMatch: "chromium-not-run.ts" }
}
