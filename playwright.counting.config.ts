import { defineConfig } from "@playwright/test"
import base from "./playwright.config"

/**
 * The counting build's browser test (e2e/counting.spec.ts, `npm run test:analytics`): the suite's browsers, sizes and
 * servers, run on a build with counting on (e2e/support/counting-road.ts makes it in a copy of the project). One test
 * at a time: every test reads all the events the stand-in collected.
 */
export default defineConfig({ ...base, testIgnore: undefined, testMatch: "counting.spec.ts", workers: 1 })
