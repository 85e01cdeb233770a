/**
 * Validation of the editable content in `data/` against the JSON Schemas in `data/schemas/`, then against
 * the rules a schema cannot express (`content-rules.ts`).
 *
 * Used by `npm run check:data` (which `npm run build` runs first) and by the content-model plugin (its gatsby-node.ts), so an
 * editor's mistake stops both the dev server and the build with a message that names the file,
 * the item and the field, instead of publishing an empty box.
 */
import fs from "node:fs"
import path from "node:path"
import Ajv, { type ErrorObject } from "ajv"
import addFormats from "ajv-formats"
import { CONTENT_RULES } from "./content-rules"

/** One thing wrong in one data file. */
export interface DataProblem {
  /** Path relative to the project, e.g. `data/reviews.json`. */
  file: string
  /** The list the item is in, e.g. `items` (the reviews of data/reviews.json). */
  list?: string
  /** 1-based position in that list, e.g. 2 for the second review. */
  item?: number
  /** A name for the item a person recognises (its `name`, `question` or `service`), if it has one. */
  label?: string
  /** Dotted field path inside the item, e.g. `rating` or `phone.e164`. */
  field?: string
  /** What is wrong, in plain words. */
  message: string
  /** `"warning"` when it should be fixed soon but does not stop the build (e.g. an old law.checked date). */
  severity?: "warning"
}

/** Fields whose value is a path into `data/` that must exist on disk (schema definition `image`). */
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
    case "const":
      return `must be ${JSON.stringify(error.params.allowedValue)}`
    case "additionalProperties":
      return `is not a known field (check the spelling of "${error.params.additionalProperty}")`
    default:
      return error.message ?? "is not valid"
  }
}

function labelOf(value: unknown): string | undefined {
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>
    for (const key of ["name", "question", "service", "title", "outward"]) {
      if (typeof record[key] === "string" && record[key]) return record[key] as string
    }
  }
  return undefined
}

/**
 * Where a path inside a file points, as a person names it: the list and the item in it (with its label),
 * then the field inside the item. `["items", "3", "answer"]` → list "items", item 4, field "answer".
 */
export function locate(
  data: unknown,
  segments: readonly string[],
): Pick<DataProblem, "list" | "item" | "label" | "field"> {
  const index = segments.findIndex((segment) => /^\d+$/.test(segment))
  if (index < 0) return { field: segments.length > 0 ? segments.join(".") : undefined }
  let list: unknown = data
  for (const segment of segments.slice(0, index)) list = (list as Record<string, unknown> | undefined)?.[segment]
  const position = Number(segments[index])
  const rest = segments.slice(index + 1)
  return {
    list: index > 0 ? segments.slice(0, index).join(".") : undefined,
    item: position + 1,
    label: Array.isArray(list) ? labelOf(list[position]) : undefined,
    field: rest.length > 0 ? rest.join(".") : undefined,
  }
}

function toProblem(file: string, data: unknown, error: ErrorObject): DataProblem {
  const segments = error.instancePath.split("/").slice(1)
  if (error.keyword === "required") segments.push(String(error.params.missingProperty))
  if (error.keyword === "additionalProperties") segments.push(String(error.params.additionalProperty))
  return { file, ...locate(data, segments), message: describe(error) }
}

/** Every image path in `data` (at any depth) that names no file in `dataDir`. */
function missingImages(file: string, data: unknown, dataDir: string): DataProblem[] {
  const problems: DataProblem[] = []
  const visit = (value: unknown, segments: string[]) => {
    if (Array.isArray(value)) value.forEach((entry, index) => visit(entry, [...segments, String(index)]))
    else if (value && typeof value === "object") {
      for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
        if (IMAGE_FIELDS.has(key) && typeof entry === "string" && !fs.existsSync(path.join(dataDir, entry))) {
          problems.push({
            file,
            ...locate(data, [...segments, key]),
            message: `points to data/${entry}, which does not exist`,
          })
        } else visit(entry, [...segments, key])
      }
    }
  }
  visit(data, [])
  return problems
}

/**
 * Checks every `*.json` in `dataDir` against `dataDir/schemas/<name>.schema.json`, then each file that passed
 * its schema against its rule in `CONTENT_RULES` (so a file with schema problems shows those first).
 *
 * @param dataDir absolute or relative path of the `data/` folder.
 * @param today the moment of the check, for rules about dates (no review in the future); the real clock by
 *   default, a fixed date in tests.
 * @returns every problem found (empty when the content is valid), warnings among them (`severity: "warning"`, see
 *   {@link errorsOf}); never throws for bad content.
 */
export function validateData(dataDir: string, today: Date = new Date()): DataProblem[] {
  const schemaDir = path.join(dataDir, "schemas")
  const relative = (name: string) => path.posix.join(path.basename(dataDir), name)
  // verbose: errors carry their schema, so a pattern error can quote the field's description, not a regex.
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true })
  addFormats(ajv)
  // Shapes the schemas share (text, image), referred to as "definitions.json#/definitions/…".
  ajv.addSchema(JSON.parse(fs.readFileSync(path.join(schemaDir, "definitions.json"), "utf8")))
  const problems: DataProblem[] = []
  const valid = new Map<string, unknown>()
  const schemaNames = fs
    .readdirSync(schemaDir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort()
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
      valid.set(name, data)
    }
    problems.push(...missingImages(file, data, dataDir))
  }
  // The rules run once every file has been read, since some compare files (a menu entry against the sections).
  for (const [name, data] of valid) {
    for (const found of CONTENT_RULES[name]?.(data, { today, files: valid }) ?? []) {
      const severity = found.warning ? { severity: "warning" as const } : {}
      problems.push({ file: relative(name), ...locate(data, found.path), message: found.message, ...severity })
    }
  }
  for (const stray of dataNames) {
    problems.push({ file: relative(stray), message: "has no schema in data/schemas/, so the site does not read it" })
  }
  return problems
}

/** Formats one problem as a line an editor can act on, e.g.
 * `data/reviews.json, item 2 of "items" ("David K."), field "rating": must be <= 5`. */
export function formatProblem(problem: DataProblem): string {
  let where = problem.file
  if (problem.item !== undefined) {
    where += `, item ${problem.item}${problem.list ? ` of "${problem.list}"` : ""}`
    if (problem.label) where += ` ("${problem.label}")`
  }
  if (problem.field !== undefined) where += `, field "${problem.field}"`
  return `${where}: ${problem.message}`
}

/** The problems that stop a build: all but the warnings. */
export function errorsOf(problems: readonly DataProblem[]): DataProblem[] {
  return problems.filter((problem) => problem.severity !== "warning")
}
