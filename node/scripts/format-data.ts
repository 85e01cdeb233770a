/**
 * `npm run format:data`: rewrites every `data/*.json` in its canonical form (src/shared/data-rules/json-format.ts), the form
 * the CMS writes: keys in schema order, `JSON.stringify(…, null, 2)` and a final newline. Run it after editing a
 * schema's property order; the unit test `src/shared/data-rules/__tests__/json-format.test.ts` fails until you do.
 * Then gives the tests their starting copy of any data file or picture that has none yet (a new section's, docs/how-to.md
 * "Add a section to the page"; node/scripts/starting-data.ts), so adding a section is one command after its six files.
 */
import fs from "node:fs"
import path from "node:path"
import { fromDataFile, toDataFile } from "../../src/shared/data-rules/json-format"
import { dataFiles, readSchemaSet } from "../build-steps/data/schema-files"
import { copyStartingData } from "./starting-data"

const dataDir = path.resolve(__dirname, "..", "..", "data")
const schemas = readSchemaSet(dataDir)
for (const file of dataFiles(dataDir)) {
  const text = fs.readFileSync(file, "utf8")
  const canonical = toDataFile(fromDataFile(text), schemas)
  if (canonical !== text) {
    fs.writeFileSync(file, canonical)
    console.log(`rewrote ${path.relative(process.cwd(), file)}`)
  }
}
for (const name of copyStartingData(dataDir, path.resolve(__dirname, "..", "..", "tests", "starting-data")))
  console.log(`copied data/${name} to tests/starting-data/ (the tests' starting copy)`)
