/**
 * Jest's jsdom environment for mutation runs (tests/stryker.config.json). Once a test has failed with a mutant active,
 * every later test of that mutant's run is skipped, in this file and in the files after it: one failure kills the
 * mutant (StrykerJS needs no more), and Jest has no way to stop a run at its first failing test (its `bail` counts
 * files, and StrykerJS turns it off). In the dry run (no mutant active) it notes which file holds which test
 * (tests-by-file.cjs), so that sequencer.cjs runs only the files that hold a mutant's tests.
 *
 * How: jest-circus announces `test_start` before it decides whether a test is skipped, and awaits the environment's
 * `handleTestEvent` on the way, so a test marked `mode = "skip"` there is not run. The environment module is loaded once
 * per StrykerJS worker, so the mutant that failed is remembered across the run's files; the active mutant's id is in
 * `__STRYKER_ACTIVE_MUTANT__` (@stryker-mutator/api, `INSTRUMENTER_CONSTANTS`). Not for tests Jest retries
 * (`jest.retryTimes`, used nowhere here): a retry marked skipped would hide its failure.
 */
const { TestEnvironment } = require("jest-environment-jsdom")
const testsByFile = require("./tests-by-file.cjs")

/** The id of the mutant a test has failed under, or undefined. */
let failedUnder

class FailFastEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    this.rootDir = config.projectConfig.rootDir
    this.testPath = context.testPath
  }

  /** @param {{ name: string, test?: { mode?: string } }} event jest-circus's event */
  async handleTestEvent(event) {
    const mutant = process.env.__STRYKER_ACTIVE_MUTANT__
    if (mutant === undefined) {
      if (event.name === "test_start") testsByFile.note(this.rootDir, this.testPath, event.test)
    } else if (event.name === "test_fn_failure" || event.name === "hook_failure") failedUnder = mutant
    else if (event.name === "test_start" && failedUnder === mutant) event.test.mode = "skip"
  }
}

module.exports = FailFastEnvironment
