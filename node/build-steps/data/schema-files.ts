/**
 * The one reader of the data files from disk for the build and the scripts: the schemas of `data/schemas/` as a
 * {@link SchemaSet} (json-schema.ts) and the list of data files.
 */
import fs from "node:fs"
import path from "node:path"
import { dataFileOf, schemaKeyOf, type JsonSchema, type SchemaSet } from "../../../src/shared/data-rules/json-schema"

/**
 * Every schema of `dataDir/schemas/`: each `<name>.schema.json` keyed by the `$schema` value its data file carries
 * (`./schemas/<name>.schema.json`), and the shared `definitions.json`.
 * @throws when a schema file cannot be read or is not JSON.
 */
export function readSchemaSet(dataDir: string): SchemaSet {
  const schemaDir = path.join(dataDir, "schemas")
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8")) as JsonSchema
  const files: Record<string, JsonSchema> = {}
  for (const file of fs
    .readdirSync(schemaDir)
    .filter((name) => name.endsWith(".schema.json"))
    .sort()) {
    files[schemaKeyOf(dataFileOf(file))] = read(file)
  }
  return { files, shared: read("definitions.json") }
}

/** The data files of `dataDir` (`data/*.json`), as absolute paths, sorted by name. */
export function dataFiles(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(dataDir, name))
}
