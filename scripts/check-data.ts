/** `npm run check:data`: validates data/; prints warnings, and exits 1 with one line per problem when any is an error. */
import path from "node:path"
import { errorsOf, formatProblem, validateData } from "../plugins/content-model/validate-data"

const problems = validateData(path.resolve(__dirname, "..", "data"))
const errors = errorsOf(problems)
const warnings = problems.filter((problem) => !errors.includes(problem))
if (warnings.length > 0) {
  console.warn(`The content in data/ has ${warnings.length} warning(s) (the site is still built):`)
  for (const warning of warnings) console.warn(`  - ${formatProblem(warning)}`)
}
if (errors.length > 0) {
  console.error(`The content in data/ has ${errors.length} problem(s); the site was not built:`)
  for (const problem of errors) console.error(`  - ${formatProblem(problem)}`)
  console.error("Fix each field named above (see docs/editing.md), then run the command again.")
  process.exit(1)
}
console.log(`data/: all content files are valid${warnings.length > 0 ? " (see the warnings above)" : ""}.`)
