/**
 * The parts of the data's schemas that follow a list in the code (issue 59: one list, and the rest follows it), which
 * `npm run format:data` writes, so a new item is a line of its list and its words in the data, and nothing else by
 * hand (docs/how-to.md):
 * - the quote form's `labels` follow the quote field table (src/quote-form/fields/quote-field-table.ts);
 * - `eicrIntervals` (business.json), `dueTool.types` (services.json) and the `{type}`s an FAQ answer may name follow
 *   the due-date tool's property types (src/due-date-tool/property-types.ts).
 * The tests' starting copy of each data file gets a new item's value from the live data. The unit tests that compare
 * a schema with its list fail until the command has run.
 */
import { PROPERTY_TYPES } from "../../src/due-date-tool/property-types"
import { QUOTE_FIELD_TABLE } from "../../src/quote-form/fields/quote-field-table"
import type { JsonSchema } from "../../src/shared/data-rules/json-schema"

/** One object of a data file whose keys follow a list of the code. */
export interface SchemaList {
  /** The data file, in data/ (its schema: data/schemas/<name>.schema.json). */
  file: string
  /** The object's path in the data, e.g. `["dueTool", "types"]`. */
  at: readonly string[]
  /** The keys, in order. */
  names: readonly string[]
}

/** Every object of the data whose keys follow a list of the code. */
export const SCHEMA_LISTS: readonly SchemaList[] = [
  { file: "quote-form.json", at: ["labels"], names: QUOTE_FIELD_TABLE.map(({ name }) => name) },
  { file: "business.json", at: ["eicrIntervals"], names: PROPERTY_TYPES },
  { file: "services.json", at: ["dueTool", "types"], names: PROPERTY_TYPES },
]

/** The placeholders an FAQ answer may use: each property type's years, and the headline price (faq-answer.ts). */
export const FAQ_PLACEHOLDERS = [...PROPERTY_TYPES, "priceFrom"]

/** `value` with the part at `at` replaced by `change(part)`; the rest shared, not copied. */
function changedAt<T>(value: T, at: readonly string[], change: (part: never) => unknown): T {
  if (at.length === 0) return change(value as never) as T
  const [key, ...rest] = at
  const object = value as Record<string, unknown>
  return { ...object, [key]: changedAt(object[key], rest, change) } as T
}

/**
 * `schema` with the object at `at` (a path in the data) requiring exactly `names`, in order: an item's own schema
 * kept, a new one's that of the list's first item without its description, a removed one's dropped.
 * @throws when the schema has no such object with properties.
 */
export function withListed(schema: JsonSchema, at: readonly string[], names: readonly string[]): JsonSchema {
  const path = at.flatMap((key) => ["properties", key])
  return changedAt(schema, path, (object: JsonSchema | undefined) => {
    const first = Object.values(object?.properties ?? {})[0]
    if (!object?.properties || !first) throw new Error(`the schema has no properties at ${at.join(".")}`)
    const { description: _, ...fresh } = first
    const properties = Object.fromEntries(names.map((name) => [name, object.properties![name] ?? fresh]))
    return { ...object, required: [...names], properties }
  })
}

/** faq.schema.json with each answer's pattern and description naming {@link FAQ_PLACEHOLDERS}. */
export function withFaqPlaceholders(schema: JsonSchema, names: readonly string[] = FAQ_PLACEHOLDERS): JsonSchema {
  return changedAt(schema, ["properties", "items", "items", "properties", "answer"], (answer: JsonSchema) => ({
    ...answer,
    pattern: `^(?=[\\s\\S]*\\S)(?:[^{}]|\\{(?:${names.join("|")})\\})*$`,
    description: (answer.description ?? "").replace(
      /May use .*?\(years/,
      `May use ${names
        .slice(0, -1)
        .map((name) => `{${name}}`)
        .join(", ")} (years`,
    ),
  }))
}

/**
 * The tests' starting copy of a data file with the object at `at` holding exactly `names`: an item it lacks is taken
 * from the live data (`live`), one no longer listed is dropped.
 */
export function withItemsOf<T>(copy: T, live: unknown, at: readonly string[], names: readonly string[]): T {
  const liveAt = at.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], live) as
    Record<string, unknown> | undefined
  return changedAt(copy, at, (object: Record<string, unknown>) =>
    Object.fromEntries(names.map((name) => [name, object[name] ?? liveAt?.[name]])),
  )
}
