import os from "node:os"
import path from "node:path"
import { defineConfig, devices } from "@playwright/test"
import { SITE_ORIGIN, SITE_PORT, STAND_IN_PORT } from "../support/settings"
import { CHROMIUM_FLAGS, chromiumPath, withChromium } from "../support/chromium"
import { stopWorkflowCommands } from "../../../node/workflow-commands"

// The tests print the data's words (in their titles and failures): on GitHub Actions no line of the run may be read
// as a workflow command. Once, in the runner's own process (its workers' output goes through it).
if (!process.env.TEST_WORKER_INDEX) stopWorkflowCommands()

/**
 * Debian's Chromium when it starts, as on CI; otherwise Playwright's own build; without either, the suite is reported
 * "not run" (`withChromium`). See tests/e2e/support/chromium.ts.
 */
/** The repository: the servers' commands run there (Playwright's default is this file's folder). */
const ROOT = path.resolve(__dirname, "..", "..", "..")

const launchOptions = { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] }

const config = defineConfig({
  // This folder's specs: the built page. The other browser suites have a folder and configuration each
  // (tests/e2e/cms, responsiveness, special); tests/e2e/support/__tests__/ holds Jest's unit tests of the helpers.
  testDir: ".",
  testMatch: "*.spec.ts",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // At least two, also on a 2-core machine (Playwright's default there is one): much of a test is waiting.
  workers: Math.max(2, os.availableParallelism()),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    baseURL: `${SITE_ORIGIN}/`,
    // No trace by default: recording one costs every test about a fifth of its time on a 2-core machine. To see a
    // failure step by step, run it again with `npm run test:e2e -- <file> --trace on` and `npx playwright show-trace`.
    trace: "off",
    launchOptions,
  },
  projects: [
    // A title tagged @phone or @desktop runs at that size only (e.g. the chat panel exists on small screens only); one
    // tagged @once checks what does not depend on the window's size (headers, the sitemap, JSON-LD, the scripts
    // fetched, the forms' and tools' behaviour, most of what is counted: docs/testing.md) and runs at desktop size only.
    { name: "phone", grepInvert: /@desktop|@once/, use: { ...devices["Pixel 7"], launchOptions } },
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 800 }, launchOptions },
    },
  ],
  // Started for this run: a server left running on a port (an older build's) fails the start instead of answering.
  webServer: [
    {
      command: "npx tsx tests/e2e/support/provider-stand-in.ts",
      cwd: ROOT,
      port: STAND_IN_PORT,
      reuseExistingServer: false,
    },
    {
      command: `npx tsx node/scripts/serve-built.ts ${SITE_PORT}`,
      cwd: ROOT,
      url: `${SITE_ORIGIN}/`,
      reuseExistingServer: false,
    },
  ],
})

export default withChromium(config)
