/**
 * `npm run test:special`: the one build with settings of its own, in a copy of the project (cms-sandbox.ts), so the
 * project's `public/` stays the ordinary test build: counting on (GATSBY_COUNTING_*, events going to the stand-in),
 * and strings an editor might paste from a web page in its content (`npm run build:test -- --special`). Runs
 * tests/e2e/special/counting.spec.ts and tests/e2e/special/hostile-content.spec.ts against it at both sizes (`@once` tests at
 * desktop size only). Exits 1 naming the step that failed;
 * the copy is deleted either way.
 */
import { runInSandbox, type SandboxStep } from "./cms-sandbox"

const STEPS: SandboxStep[] = [
  ["the special build", ["npx", "tsx", "tests/e2e/support/build-for-tests.ts", "--special"]],
  ["its browser tests", ["npx", "playwright", "test", "--config", "tests/e2e/special/playwright.config.ts"]],
]

const failed = runInSandbox("Counting on, hostile data", STEPS)
if (failed) {
  console.error(`\nThe special build (tests/e2e/support/special-build.ts): ${failed} failed (its output is above).`)
  process.exit(1)
}
