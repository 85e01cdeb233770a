/**
 * `npm run format:data`: rewrites every `data/*.json` in its canonical form (src/shared/data-rules/json-format.ts), the form
 * the CMS writes: keys in schema order, `JSON.stringify(…, null, 2)` and a final newline. Run it after editing a
 * schema's property order; the unit test `src/shared/data-rules/__tests__/json-format.test.ts` fails until you do.
 * Then gives the tests their starting copy of any data file or picture that has none yet (a new section's, docs/how-to.md
 * "Add a section to the page"; node/scripts/starting-data.ts), so adding a section is one command after its six files.
 * First, it makes the parts of the schemas that follow a list of the code follow it, and gives the tests' copy a new
 * item's value (schema-lists.ts: the quote's fields, the due-date tool's property types).
 */
import fs from "node:fs"
import path from "node:path"
import prettier from "prettier"
import { fromDataFile, toDataFile } from "../../src/shared/data-rules/json-format"
import { dataFiles, readSchemaSet } from "../build-steps/data/schema-files"
import { SCHEMA_LISTS, withFaqPlaceholders, withItemsOf, withListed } from "./schema-lists"
import { copyStartingData } from "./starting-data"

const dataDir = path.resolve(__dirname, "..", "..", "data")
const startingDir = path.resolve(__dirname, "..", "..", "tests", "starting-data")

/** Writes `value` to `file` as Prettier formats it (the repository's JSON style), when that changes the file. */
async function rewrite(file: string, value: unknown) {
  const options = { ...(await prettier.resolveConfig(file)), filepath: file }
  const text = await prettier.format(JSON.stringify(value, null, 2), options)
  if (text === fs.readFileSync(file, "utf8")) return
  fs.writeFileSync(file, text)
  console.log(`rewrote ${path.relative(process.cwd(), file)} (a list of the code: schema-lists.ts)`)
}
const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, never>

async function main() {
  const schemaFile = (file: string) => path.join(dataDir, "schemas", file.replace(/\.json$/, ".schema.json"))
  for (const { file, at, names } of SCHEMA_LISTS) {
    await rewrite(schemaFile(file), withListed(read(schemaFile(file)), at, names))
    const startingFile = path.join(startingDir, file)
    await rewrite(startingFile, withItemsOf(read(startingFile), read(path.join(dataDir, file)), at, names))
  }
  await rewrite(schemaFile("faq.json"), withFaqPlaceholders(read(schemaFile("faq.json"))))
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
