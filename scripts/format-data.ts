/**
 * `npm run format:data`: rewrites every `data/*.json` in its canonical form (build/content/json-format.ts), the form
 * the CMS writes: keys in schema order, `JSON.stringify(…, null, 2)` and a final newline. Run it after editing a
 * schema's property order; the unit test `build/content/__tests__/json-format.test.ts` fails until you do.
 */
import fs from "node:fs"
import path from "node:path"
import { fromDataFile, toDataFile } from "../build/content/json-format"
import { dataFiles, readSchemaSet } from "../build/content/schema-files"

const dataDir = path.resolve(__dirname, "..", "data")
const schemas = readSchemaSet(dataDir)
for (const file of dataFiles(dataDir)) {
  const text = fs.readFileSync(file, "utf8")
  const canonical = toDataFile(fromDataFile(text), schemas)
  if (canonical !== text) {
    fs.writeFileSync(file, canonical)
    console.log(`rewrote ${path.relative(process.cwd(), file)}`)
  }
}
