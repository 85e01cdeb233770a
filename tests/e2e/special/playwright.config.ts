import { defineConfig } from "@playwright/test"
import base from "../page/playwright.config"
import { withChromium } from "../support/chromium"
import { TEST_COUNTING_SETTINGS } from "../support/settings"

// The build's counting settings, for the tests' own look at what it built (the head script it compiled with counting).
Object.assign(process.env, TEST_COUNTING_SETTINGS)

/**
 * The special build's browser tests (`npm run test:special`, tests/e2e/support/special-build.ts makes the build in a copy of
 * the project): counting on (tests/e2e/special/counting.spec.ts) and hostile strings in the data (tests/e2e/special/hostile-content.spec.ts), at
 * the suite's sizes and with its servers. One test at a time: every counting test reads all the events the stand-in
 * collected.
 */
const config = defineConfig({
  ...base,
  workers: 1,
})

export default withChromium(config)
