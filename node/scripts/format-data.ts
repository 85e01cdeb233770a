/**
 * `npm run format:data`: rewrites every `data/*.json` in its canonical form (src/shared/data-rules/json-format.ts), the form
 * the CMS writes: keys in schema order, `JSON.stringify(…, null, 2)` and a final newline. Run it after editing a
 * schema's property order; the unit test `src/shared/data-rules/__tests__/json-format.test.ts` fails until you do.
 * Then gives the tests their starting copy of any data file or picture that has none yet (a new section's, docs/how-to.md
 * "Add a section to the page"; node/scripts/starting-data.ts), so adding a section is one command after its six files.
 * First, it makes the quote form's labels in the schema and in the tests' copy follow the quote field table
 * (quote-field-labels.ts), so adding a field is a row of the table, a label in the data and a line of the e-mail.
 */
import fs from "node:fs"
import path from "node:path"
import prettier from "prettier"
import { fromDataFile, toDataFile } from "../../src/shared/data-rules/json-format"
import { dataFiles, readSchemaSet } from "../build-steps/data/schema-files"
import { withLabelsOf, withTableLabels } from "./quote-field-labels"
import { copyStartingData } from "./starting-data"

const dataDir = path.resolve(__dirname, "..", "..", "data")
const startingDir = path.resolve(__dirname, "..", "..", "tests", "starting-data")

/** Writes `value` to `file` as Prettier formats it (the repository's JSON style), when that changes the file. */
async function rewrite(file: string, value: unknown) {
  const options = { ...(await prettier.resolveConfig(file)), filepath: file }
  const text = await prettier.format(JSON.stringify(value, null, 2), options)
  if (text === fs.readFileSync(file, "utf8")) return
  fs.writeFileSync(file, text)
  console.log(`rewrote ${path.relative(process.cwd(), file)} (the quote field table's labels)`)
}
const read = <T = Record<string, never>>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T
type QuoteFormData = { labels: Record<string, string> }

async function main() {
  const schemaFile = path.join(dataDir, "schemas", "quote-form.schema.json")
  await rewrite(schemaFile, withTableLabels(read(schemaFile)))
  const startingFile = path.join(startingDir, "quote-form.json")
  await rewrite(
    startingFile,
    withLabelsOf(read<QuoteFormData>(startingFile), read<QuoteFormData>(path.join(dataDir, "quote-form.json"))),
  )
  const schemas = readSchemaSet(dataDir)
  for (const file of dataFiles(dataDir)) {
    const text = fs.readFileSync(file, "utf8")
    const canonical = toDataFile(fromDataFile(text), schemas)
    if (canonical !== text) {
      fs.writeFileSync(file, canonical)
      console.log(`rewrote ${path.relative(process.cwd(), file)}`)
    }
  }
  for (const name of copyStartingData(dataDir, startingDir))
    console.log(`copied data/${name} to tests/starting-data/ (the tests' starting copy)`)
}

void main()
