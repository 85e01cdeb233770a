/**
 * The order of test files in mutation runs (tests/stryker.config.json): a file that failed in the last run first (it
 * likely kills the next mutant of the same code too), then the quickest first, so that with fail-fast-environment.cjs
 * a mutant is most often killed before the slow files (the preferred times' 34 renders, the model test) have run.
 * Jest's own order runs the slowest first, which suits a full run on many workers. Times (ms) are Jest's cache of the
 * last run; a file without one goes last.
 */
const Sequencer = require("@jest/test-sequencer").default

class QuickFirstSequencer extends Sequencer {
  /** @param {import("@jest/test-result").Test[]} tests */
  sort(tests) {
    const key = (test) => [this.hasFailed(test) ? 0 : 1, this.time(test) ?? Number.POSITIVE_INFINITY]
    return [...tests].sort((a, b) => {
      const [failedA, timeA] = key(a)
      const [failedB, timeB] = key(b)
      return failedA - failedB || timeA - timeB
    })
  }
}

module.exports = QuickFirstSequencer
