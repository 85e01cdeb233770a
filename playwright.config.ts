import fs from "node:fs"
import { defineConfig, devices } from "@playwright/test"
import { SITE_ORIGIN, SITE_PORT, STAND_IN_PORT } from "./e2e/settings"

/**
 * Chromium from the system (Debian's `chromium`) when present, as on CI; otherwise Playwright's own build
 * (`npx playwright install chromium` on a developer's machine). Override with PLAYWRIGHT_CHROMIUM_PATH.
 */
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((file) => fs.existsSync(file))
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || systemChromium

const launchOptions = {
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
}

export default defineConfig({
  testDir: "e2e",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    baseURL: `${SITE_ORIGIN}/`,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 800 }, launchOptions } },
  ],
  webServer: [
    {
      command: "npx tsx e2e/provider-stand-in.ts",
      port: STAND_IN_PORT,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npx tsx scripts/serve-built.ts ${SITE_PORT}`,
      url: `${SITE_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
})
