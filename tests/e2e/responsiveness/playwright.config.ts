import { defineConfig } from "@playwright/test"
import base from "../page/playwright.config"
import { CHROMIUM_FLAGS, chromiumPath, withChromium } from "../support/chromium"

/**
 * The responsiveness test (tests/e2e/responsiveness/responsiveness.spec.ts, `npm run test:responsiveness`): the suite's browsers and
 * servers, one test at a time and nothing beside it, since it times the page's work at 4× CPU; in a full Chromium,
 * which paints as a visitor's does (the suite's other tests may run in the headless shell: support/chromium.ts).
 */
const launchOptions = { executablePath: chromiumPath("timing"), args: [...CHROMIUM_FLAGS] }
const config = defineConfig({
  ...base,
  workers: 1,
  projects: base.projects?.map((project) => ({ ...project, use: { ...project.use, launchOptions } })),
})

export default withChromium(config, "timing")
