/**
 * The data check itself, on files already read: each data file against its JSON Schema, then against the rules a
 * schema cannot express (`data-rules.ts`). Browser-safe (no Node imports), so the same code judges the data in
 * `npm run check:data` (data-folder.ts reads the files), in every build, and in the CMS before it saves an edit
 * (cms/check-on-save.ts): an edit one accepts, the others accept.
 */
import type { ErrorObject } from "ajv"
import type { SchemaValidators } from "./schema-validators"
import { toDataFile } from "./json-format"
import { dataFileOf, type SchemaSet } from "./json-schema"
import { DATA_RULES, everyFileRule } from "./data-rules"

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
  /** Where in the file's JSON the problem is, as keys and 0-based indexes, e.g. `["items", "1", "rating"]`. */
  at?: string[]
  /** What is wrong, in plain words. */
  message: string
  /** `"warning"` when it should be fixed soon but does not stop the build (e.g. an old law.checked date). */
  severity?: "warning"
}

/** What {@link validateData} judges. */
export interface DataToCheck {
  /** The text of every data file, by name (`faq.json`, …). */
  texts: ReadonlyMap<string, string>
  /** Every schema, keyed `./schemas/<name>.schema.json`, and the shared `definitions.json`. */
  schemas: SchemaSet
  /** The moment of the check, for rules about dates (no review in the future): the real clock, or a test's own. */
  today: Date
  /** Whether a picture exists, by its path inside data/ (`images/castle.jpg`). */
  hasImage: (path: string) => boolean
  /** The folder the files are reported in (default `data`). */
  folder?: string
  /**
   * The schemas' validators: compiled now with ajv (`compileValidators`, schema-validators.ts) in Node.js, or compiled
   * at build time (the CMS's bundle, whose page allows no `eval`: node/build-steps/cms/schema-validators-module.ts).
   */
  validators: SchemaValidators
}

/** Fields whose value is a path into `data/` that must exist (schema definition `image`). */
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
    case "minItems":
      return `must have at least ${error.params.limit} item${error.params.limit === 1 ? "" : "s"}`
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
): Pick<DataProblem, "list" | "item" | "label" | "field" | "at"> {
  const at = [...segments]
  const index = segments.findIndex((segment) => /^\d+$/.test(segment))
  if (index < 0) return { field: segments.length > 0 ? segments.join(".") : undefined, at }
  let list: unknown = data
  for (const segment of segments.slice(0, index)) list = (list as Record<string, unknown> | undefined)?.[segment]
  const position = Number(segments[index])
  const rest = segments.slice(index + 1)
  return {
    list: index > 0 ? segments.slice(0, index).join(".") : undefined,
    item: position + 1,
    label: Array.isArray(list) ? labelOf(list[position]) : undefined,
    field: rest.length > 0 ? rest.join(".") : undefined,
    at,
  }
}

/**
 * Fields renamed since the site was delivered, by data file: old dotted path → new one. A file that still has the old
 * field is told its new name, instead of "must NOT have additional properties" and a missing field (issue 39: the
 * contact section's quick links, once `menus.footer`, are `menus.contact`, the section's one name; issue 59: the
 * preferred times' settings and words, once `appointments` and `times`, are `preferredTimes`, the feature's one name).
 */
export const RENAMED_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "site.json": { "menus.footer": "menus.contact" },
  "business.json": { appointments: "preferredTimes" },
  "quote-form.json": { times: "preferredTimes" },
}

/** The value at a dotted `path` of `data`, or `undefined`. */
const valueAt = (data: unknown, path: string) =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data)

/** The problem an ajv error stands for, or `null` when a renamed field's problem says it already. */
function toProblem(file: string, data: unknown, error: ErrorObject, renamed: Readonly<Record<string, string>> = {}) {
  const segments = error.instancePath.split("/").slice(1)
  if (error.keyword === "required") segments.push(String(error.params.missingProperty))
  if (error.keyword === "additionalProperties") segments.push(String(error.params.additionalProperty))
  const path = segments.join(".")
  const oldName = Object.keys(renamed).find((old) => renamed[old] === path)
  if (error.keyword === "required" && oldName !== undefined && valueAt(data, oldName) !== undefined) return null
  const message =
    error.keyword === "additionalProperties" && renamed[path]
      ? `is now called "${renamed[path]}": rename the field (its content stays as it is)`
      : describe(error)
  return { file, ...locate(data, segments), message } satisfies DataProblem
}

/** Every image path in `data` (at any depth) that names no picture. */
function missingImages(file: string, data: unknown, hasImage: (path: string) => boolean, folder: string) {
  const problems: DataProblem[] = []
  const visit = (value: unknown, segments: string[]) => {
    if (Array.isArray(value)) value.forEach((entry, index) => visit(entry, [...segments, String(index)]))
    else if (value && typeof value === "object") {
      for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
        if (IMAGE_FIELDS.has(key) && typeof entry === "string" && !hasImage(entry)) {
          problems.push({
            file,
            ...locate(data, [...segments, key]),
            message: `points to ${folder}/${entry}, which does not exist`,
          })
        } else visit(entry, [...segments, key])
      }
    }
  }
  visit(data, [])
  return problems
}

/**
 * Checks every data file against `./schemas/<name>.schema.json`, then each file that passed its schema against its
 * rule in `DATA_RULES` (so a file with schema problems shows those first); a file not in the canonical form the
 * CMS writes (src/shared/data-rules/json-format.ts) gets a warning.
 * @returns every problem found (empty when the data is valid), warnings among them (`severity: "warning"`, see
 *   {@link errorsOf}); never throws for bad data.
 */
export function validateData({
  texts,
  schemas,
  today,
  hasImage,
  folder = "data",
  validators: validatorOf,
}: DataToCheck): DataProblem[] {
  const relative = (name: string) => `${folder}/${name}`
  const problems: DataProblem[] = []
  const valid = new Map<string, unknown>()
  const dataNames = new Set(texts.keys())
  for (const schemaName of Object.keys(schemas.files).sort()) {
    const name = dataFileOf(schemaName)
    const file = relative(name)
    const text = texts.get(name)
    if (text === undefined) {
      problems.push({ file, message: "is missing: the site needs this file" })
      continue
    }
    dataNames.delete(name)
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch (error) {
      problems.push({ file, message: `is not valid JSON: ${(error as Error).message}` })
      continue
    }
    const validate = validatorOf(schemaName)
    if (!validate(data)) {
      for (const error of validate.errors ?? []) {
        // "if/then"-style wrapper errors repeat what the specific error says.
        if (error.keyword === "$ref") continue
        const problem = toProblem(file, data, error, RENAMED_FIELDS[name])
        if (problem) problems.push(problem)
      }
    } else {
      valid.set(name, data)
      if (toDataFile(data, schemas) !== text)
        problems.push({
          file,
          message: "is not in the layout the CMS writes: run npm run format:data (the content itself is fine)",
          severity: "warning",
        })
    }
    problems.push(...missingImages(file, data, hasImage, folder))
  }
  // The rules run once every file has been read, since some compare files (a menu entry against the sections).
  for (const [name, data] of valid) {
    const context = { today, files: valid }
    for (const found of [...(DATA_RULES[name]?.(data, context) ?? []), ...everyFileRule(name, data, context)]) {
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
  // One line whatever the content holds: a value with a line break (quoted in a message) must not start a line of
  // its own in a log, where one that begins with "::" would be read as a workflow command on GitHub Actions.
  return `${where}: ${problem.message}`.replace(/\r\n|\r|\n|\u2028|\u2029/g, "\\n")
}

/** The problems that stop a build: all but the warnings. */
export function errorsOf(problems: readonly DataProblem[]): DataProblem[] {
  return problems.filter((problem) => problem.severity !== "warning")
}
