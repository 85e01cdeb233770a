import { defineConfig, devices } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath, withChromium } from "../support/chromium"
import { CMS_SITE_ORIGIN } from "../support/cms-sandbox"

/**
 * The CMS's browser tests (tests/e2e/cms/cms.spec.ts, cms-phone.spec.ts, `npm run test:cms`): its own configuration, since it runs against
 * `npm run cms` (gatsby develop) in a throwaway copy of the project (tests/e2e/support/cms-setup.ts),
 * not against the built site like the rest of tests/e2e/. One desktop browser, one test at a time: they edit the same files.
 */
const launchOptions = { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] }

const config = defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  globalSetup: "../support/cms-setup.ts",
  use: {
    baseURL: `${CMS_SITE_ORIGIN}/`,
    // No trace, as in playwright.config.ts: recording one (its screencast above all) kept Chromium's GPU process busy
    // and took this suite from 3.2 to 4.6 minutes. To see a failure step by step, run it again with `--trace on`.
    trace: "off",
    ...devices["Desktop Chrome"],
    viewport: { width: 1366, height: 800 },
    launchOptions,
  },
})

export default withChromium(config)
