/**
 * Validation of the editable content in `data/` against the JSON Schemas in `data/schemas/`, then against
 * the rules a schema cannot express (`content-rules.ts`).
 *
 * Used by `npm run check:data` (which `npm run build` runs first) and by `gatsby-node.ts`, so an
 * editor's mistake stops both the dev server and the build with a message that names the file,
 * the item and the field, instead of publishing an empty box.
 */
import fs from "node:fs"
import path from "node:path"
import Ajv, { type ErrorObject } from "ajv"
import addFormats from "ajv-formats"
import { CONTENT_RULES } from "./content-rules"

/** One thing wrong in one data file. `item` is 1-based; absent for single-object files. */
export interface DataProblem {
  /** Path relative to the project, e.g. `data/reviews.json`. */
  file: string
  /** 1-based position in a list file, e.g. 2 for the second review. */
  item?: number
  /** A name for the item a person recognises (its `name`, `question` or `service`), if it has one. */
  label?: string
  /** Dotted field path inside the item, e.g. `rating` or `phone.e164`. */
  field?: string
  /** What is wrong, in plain words. */
  message: string
}

/** Fields whose value is a path into `data/` that must exist on disk. */
const IMAGE_FIELDS = new Set(["image"])

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case "required":
      return "is missing"
    case "pattern":
      if (error.schemaPath.endsWith("/pattern") && error.params.pattern === "\\S") return "must not be empty"
      return `is not in the expected form (${error.parentSchema?.description ?? error.params.pattern})`
    case "minLength":
      return "must not be empty"
    case "format":
      return `must be a valid ${error.params.format === "uri" ? "absolute URL (https://...)" : error.params.format}`
    case "additionalProperties":
      return `is not a known field (check the spelling of "${error.params.additionalProperty}")`
    default:
      return error.message ?? "is not valid"
  }
}

function labelOf(value: unknown): string | undefined {
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>
    for (const key of ["name", "question", "service", "title"]) {
      if (typeof record[key] === "string" && record[key]) return record[key] as string
    }
  }
  return undefined
}

function toProblem(file: string, data: unknown, error: ErrorObject): DataProblem {
  const segments = error.instancePath.split("/").slice(1)
  if (error.keyword === "required") segments.push(String(error.params.missingProperty))
  if (error.keyword === "additionalProperties") segments.push(String(error.params.additionalProperty))
  let item: number | undefined
  let label: string | undefined
  if (Array.isArray(data) && segments.length > 0 && /^\d+$/.test(segments[0])) {
    const index = Number(segments.shift())
    item = index + 1
    label = labelOf(data[index])
  }
  const field = segments.length > 0 ? segments.join(".") : undefined
  return { file, item, label, field, message: describe(error) }
}

function missingImages(file: string, data: unknown, dataDir: string): DataProblem[] {
  const problems: DataProblem[] = []
  const items = Array.isArray(data) ? data : [data]
  items.forEach((entry, index) => {
    if (!entry || typeof entry !== "object") return
    for (const [key, value] of Object.entries(entry as Record<string, unknown>)) {
      if (IMAGE_FIELDS.has(key) && typeof value === "string" && !fs.existsSync(path.join(dataDir, value))) {
        problems.push({
          file,
          item: Array.isArray(data) ? index + 1 : undefined,
          label: labelOf(entry),
          field: key,
          message: `points to data/${value}, which does not exist`,
        })
      }
    }
  })
  return problems
}

/**
 * Checks every `*.json` in `dataDir` against `dataDir/schemas/<name>.schema.json`, then each file that passed
 * its schema against its rule in `CONTENT_RULES` (so a file with schema problems shows those first).
 *
 * @param dataDir absolute or relative path of the `data/` folder.
 * @param today the moment of the check, for rules about dates (no review in the future); the real clock by
 *   default, a fixed date in tests.
 * @returns every problem found (empty when the content is valid); never throws for bad content.
 */
export function validateData(dataDir: string, today: Date = new Date()): DataProblem[] {
  const schemaDir = path.join(dataDir, "schemas")
  const relative = (name: string) => path.posix.join(path.basename(dataDir), name)
  // verbose: errors carry their schema, so a pattern error can quote the field's description, not a regex.
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true })
  addFormats(ajv)
  const problems: DataProblem[] = []
  const schemaNames = fs.readdirSync(schemaDir).filter((f) => f.endsWith(".schema.json"))
  const dataNames = new Set(fs.readdirSync(dataDir).filter((f) => f.endsWith(".json")))

  for (const schemaName of schemaNames) {
    const name = schemaName.replace(/\.schema\.json$/, ".json")
    const file = relative(name)
    if (!dataNames.has(name)) {
      problems.push({ file, message: "is missing: the site needs this file" })
      continue
    }
    dataNames.delete(name)
    let data: unknown
    try {
      data = JSON.parse(fs.readFileSync(path.join(dataDir, name), "utf8"))
    } catch (error) {
      problems.push({ file, message: `is not valid JSON: ${(error as Error).message}` })
      continue
    }
    const validate = ajv.compile(JSON.parse(fs.readFileSync(path.join(schemaDir, schemaName), "utf8")))
    if (!validate(data)) {
      for (const error of validate.errors ?? []) {
        // "if/then"-style wrapper errors repeat what the specific error says.
        if (error.keyword === "$ref") continue
        problems.push(toProblem(file, data, error))
      }
    } else {
      for (const found of CONTENT_RULES[name]?.(data, { today }) ?? []) {
        const label = Array.isArray(data) && found.item !== undefined ? labelOf(data[found.item - 1]) : undefined
        problems.push({ file, label, ...found })
      }
    }
    problems.push(...missingImages(file, data, dataDir))
  }
  for (const stray of dataNames) {
    problems.push({ file: relative(stray), message: "has no schema in data/schemas/, so the site does not read it" })
  }
  return problems
}

/** Formats one problem as a line an editor can act on, e.g.
 * `data/reviews.json, item 2 ("David K."), field "rating": must be <= 5`. */
export function formatProblem(problem: DataProblem): string {
  let where = problem.file
  if (problem.item !== undefined) where += `, item ${problem.item}${problem.label ? ` ("${problem.label}")` : ""}`
  if (problem.field !== undefined) where += `, field "${problem.field}"`
  return `${where}: ${problem.message}`
}
