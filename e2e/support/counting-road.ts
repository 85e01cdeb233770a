/**
 * `npm run test:analytics`: the site with counting on (GATSBY_ANALYTICS_*, README "Counting visits"). Makes a copy of
 * the project (e2e/support/cms-sandbox.ts), builds it there with the counting settings of e2e/support/settings.ts
 * (events go to the stand-in), and runs e2e/counting.spec.ts against that build at both sizes. The project's own
 * `public/` stays the build without counting, which the rest of the suite tests. Exits 1 naming the step that failed;
 * the copy is deleted either way.
 */
import { runInSandbox, type SandboxStep } from "./cms-sandbox"

const STEPS: SandboxStep[] = [
  ["the counting build", ["npx", "tsx", "e2e/support/build-for-tests.ts", "--counting"]],
  ["the counting test", ["npx", "playwright", "test", "--config", "playwright.counting.config.ts"]],
]

const failed = runInSandbox("With counting on", STEPS)
if (failed) {
  console.error(`\nWith counting on (e2e/support/counting-road.ts): ${failed} failed (its output is above).`)
  process.exit(1)
}
