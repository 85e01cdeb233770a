/**
 * Which test file holds which test, as the dry run of a mutation run saw them (fail-fast-environment.cjs writes,
 * sequencer.cjs reads): one line per test, a JSON array of the file's path and the test's full name (its describe
 * blocks' names and its own, joined by spaces, as Jest and StrykerJS name a test; kept as it is, tabs and all). The file is in the Jest project's root, which in a
 * mutation run is StrykerJS's throwaway sandbox (`.stryker-tmp/sandbox-…`), new for each run.
 */
const fs = require("node:fs")
const path = require("node:path")

const fileIn = (rootDir) => path.join(rootDir, ".stryker-tests-by-file.jsonl")

/** The full name of a jest-circus test: its describe blocks' names and its own, joined by spaces. */
function fullName(test) {
  const names = []
  for (let block = test.parent; block && block.parent; block = block.parent) names.unshift(block.name)
  return [...names, test.name].join(" ")
}

/** Notes that `testPath` holds `test` (a jest-circus test). */
function note(rootDir, testPath, test) {
  fs.appendFileSync(fileIn(rootDir), `${JSON.stringify([testPath, fullName(test)])}\n`)
}

/** The tests of each file (path → full names), or undefined before a dry run has written any. */
function read(rootDir) {
  let text
  try {
    text = fs.readFileSync(fileIn(rootDir), "utf8")
  } catch {
    return undefined
  }
  const byFile = new Map()
  for (const line of text.split("\n").filter(Boolean)) {
    const [file, name] = JSON.parse(line)
    byFile.set(file, [...(byFile.get(file) ?? []), name])
  }
  return byFile
}

module.exports = { note, read }
