/**
 * The one test of a browser-test configuration where no Chromium starts (chromium.ts `withChromium`): skipped, never
 * passed, with the line that says what to install; under CI a failure, as a missing engine is (tests/engines/).
 */
import { test } from "@playwright/test"
import { ON_CI } from "../../../node/scripts/stages"
import { CHROMIUM_NOT_RUN } from "./chromium"

test("Chromium starts on this machine", () => {
  test.skip(!ON_CI, CHROMIUM_NOT_RUN)
  throw new Error(`${CHROMIUM_NOT_RUN}: required under CI=true`)
})
