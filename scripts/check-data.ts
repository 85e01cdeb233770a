/** `npm run check:data`: validates data/ and exits 1 with one line per problem. */
import path from "node:path"
import { formatProblem, validateData } from "../plugins/content-model/validate-data"

const problems = validateData(path.resolve(__dirname, "..", "data"))
if (problems.length > 0) {
  console.error(`The content in data/ has ${problems.length} problem(s); the site was not built:`)
  for (const problem of problems) console.error(`  - ${formatProblem(problem)}`)
  console.error("Fix each field named above (see docs/editing.md), then run the command again.")
  process.exit(1)
}
console.log("data/: all content files are valid.")
