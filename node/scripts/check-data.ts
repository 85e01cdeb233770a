/**
 * `npm run check:data`: validates data/ (or the folder given as the first argument, or else in `DATA_DIR`, as for the
 * test builds: tests/e2e/support/build-for-tests.ts); prints warnings, and exits 1
 * with one line per problem when any is an error.
 * In GitHub Actions (`GITHUB_ACTIONS=true`) it also annotates each problem on its file and line, and writes the job
 * summary (node/build-steps/data/github-report.ts), so the pull request shows the same words beside the line to change.
 */
import fs from "node:fs"
import path from "node:path"
import { errorsOf, formatProblem } from "../../src/shared/data-rules/validate-data"
import { validateDataFolder } from "../build-steps/data/data-folder"
import { stopWorkflowCommands } from "../workflow-commands"
import { annotations, placeProblems, summary } from "../build-steps/data/github-report"

const dataDir = path.resolve(process.argv[2] ?? process.env.DATA_DIR ?? path.join(__dirname, "..", "..", "data"))
const problems = validateDataFolder(dataDir)
const errors = errorsOf(problems)
const warnings = problems.filter((problem) => !errors.includes(problem))
const onGitHub = process.env.GITHUB_ACTIONS === "true"
if (onGitHub) {
  const placed = placeProblems(problems, (file) => {
    try {
      return fs.readFileSync(path.join(path.dirname(dataDir), file), "utf8")
    } catch {
      return undefined
    }
  })
  // On stderr, before the stop below on the same stream: read as commands, in order (node/workflow-commands.ts).
  for (const line of annotations(placed)) console.error(line)
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${summary(placed)}\n`)
  // The lines below quote the data, which may hold a line that starts with "::".
  stopWorkflowCommands()
}
if (warnings.length > 0) {
  console.warn(`The data in data/ has ${warnings.length} warning(s) (the site is still built):`)
  for (const warning of warnings) console.warn(`  - ${formatProblem(warning)}`)
}
if (errors.length > 0) {
  console.error(`The data in data/ has ${errors.length} problem(s); the site was not built:`)
  for (const problem of errors) console.error(`  - ${formatProblem(problem)}`)
  console.error("Fix each field named above (see docs/editing.md), then run the command again.")
  process.exit(1)
}
console.log(`data/: all data files are valid${warnings.length > 0 ? " (see the warnings above)" : ""}.`)
