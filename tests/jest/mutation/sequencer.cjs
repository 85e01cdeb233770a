/**
 * The test files of a mutation run (tests/stryker.config.json), and their order. StrykerJS runs a mutant's tests by
 * name (Jest's `testNamePattern`), and Jest would still load every related file, setting up its environment and
 * modules only to skip its tests: here only the files that hold one of those tests run, as the dry run noted them
 * (tests-by-file.cjs; a file it did not note runs too). Then a file that failed in the last run comes first (it likely
 * kills the next mutant of the same code too), then the quickest, so that with fail-fast-environment.cjs a mutant is
 * most often killed before the slow files (the preferred times' 34 renders, the model test) have run. Times (ms) are
 * Jest's cache of the last run; a file without one goes last. Jest's own order runs the slowest first.
 */
const Sequencer = require("@jest/test-sequencer").default
const testsByFile = require("./tests-by-file.cjs")

let noted

class QuickFirstSequencer extends Sequencer {
  constructor(options) {
    super(options)
    this.pattern = options.globalConfig.testNamePattern
    this.rootDir = options.globalConfig.rootDir
  }

  /** @param {import("@jest/test-result").Test[]} tests */
  sort(tests) {
    noted ??= testsByFile.read(this.rootDir)
    const wanted = this.pattern ? new RegExp(this.pattern, "i") : undefined
    let chosen =
      wanted && noted ? tests.filter((test) => noted.get(test.path)?.some((name) => wanted.test(name)) ?? true) : tests
    // None would leave Jest nothing to run and StrykerJS a mutant "survived" by 0 tests: then all of them run.
    if (chosen.length === 0) chosen = tests
    const key = (test) => [this.hasFailed(test) ? 0 : 1, this.time(test) ?? Number.POSITIVE_INFINITY]
    return chosen.sort((a, b) => {
      const [failedA, timeA] = key(a)
      const [failedB, timeB] = key(b)
      return failedA - failedB || timeA - timeB
    })
  }
}

module.exports = QuickFirstSequencer
