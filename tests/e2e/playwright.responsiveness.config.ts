import { defineConfig } from "@playwright/test"
import base from "./playwright.config"
import { withChromium } from "./support/chromium"

/**
 * The responsiveness test (tests/e2e/responsiveness.spec.ts, `npm run test:responsiveness`): the suite's browsers and
 * servers, one test at a time and nothing beside it, since it times the page's work at 4× CPU.
 */
const config = defineConfig({ ...base, testIgnore: undefined, testMatch: "responsiveness.spec.ts", workers: 1 })

export default withChromium(config)
