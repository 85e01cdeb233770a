/**
 * JSON Schema as this project's build reads it: the one type of a schema, the one `$ref` resolver, the names of
 * schemas and data files. The GraphQL types (schema-to-sdl.ts), the CMS's fields (node/build-steps/cms/schema-to-fields.ts),
 * the canonical JSON format (src/shared/data-rules/json-format.ts) and `npm run check:data` (validate-data.ts, with ajv)
 * all read `data/schemas/` through it; schema-files.ts reads them from disk. Browser-safe: no Node imports.
 */

/** The subset of JSON Schema (draft-07) the data files use, with the project's `x-` keywords. */
export interface JsonSchema {
  $ref?: string
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean"
  title?: string
  description?: string
  const?: unknown
  enum?: string[]
  format?: string
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  uniqueItems?: boolean
  /**
   * `File`: a picture: the GraphQL field is a `File` (schema-to-sdl.ts), the CMS's an image widget. `JSON`: an object
   * the page queries whole (no field-by-field selection), e.g. the quote form's labels, one per field of the code's list.
   */
  "x-gatsby"?: "File" | "JSON"
  /** Prose, edited in a growing text box in the CMS. */
  "x-multiline"?: boolean
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  definitions?: Record<string, JsonSchema>
}

/** Every schema of `data/schemas/`, by the name a data file's `$schema` gives it, and the shared definitions. */
export interface SchemaSet {
  /** The file schemas, keyed by their `$schema` value, e.g. `"./schemas/faq.schema.json"`. */
  files: Record<string, JsonSchema>
  /** `data/schemas/definitions.json`, which `$ref`s name as `definitions.json#/definitions/<name>`. */
  shared: JsonSchema
}

/** The key of a data file's schema in a {@link SchemaSet}, its `$schema` value: `faq.json` → `./schemas/faq.schema.json`. */
export const schemaKeyOf = (file: string) => `./schemas/${file.replace(/\.json$/, ".schema.json")}`

/** The data file a schema key describes: `./schemas/faq.schema.json` → `faq.json`. */
export const dataFileOf = (schemaKey: string) => schemaKey.replace(/^.*\//, "").replace(/\.schema\.json$/, ".json")

/** A `$ref` this project writes: `#/definitions/<name>` in the file's own schema, or in `definitions.json`. */
const REF = /^(definitions\.json)?#\/definitions\/([\w-]+)$/

/** Where a `$ref` leads: the schema, the definition's name, and whether it is a shared definition. */
export interface RefTarget {
  schema: JsonSchema
  name: string
  shared: boolean
}

/**
 * The definition `ref` names.
 * @param root the schema of the file the `$ref` is in (for `#/definitions/<name>`).
 * @param shared `data/schemas/definitions.json` (for `definitions.json#/definitions/<name>`).
 * @throws Error naming the `$ref` when it has another form or names no definition.
 */
export function refTarget(ref: string, root: JsonSchema, shared: JsonSchema): RefTarget {
  const match = REF.exec(ref)
  const inShared = Boolean(match?.[1])
  const schema = match ? (inShared ? shared : root).definitions?.[match[2]] : undefined
  if (!match || !schema) throw new Error(`unknown $ref "${ref}"`)
  return { schema, name: match[2], shared: inShared }
}

/**
 * `schema` with its `$ref` followed (also a `$ref` that leads to another), merged with its own keywords, which win
 * (a property's `description` beside a `$ref` is the property's). A schema without `$ref` is returned as it is.
 * @throws Error naming the `$ref` when it cannot be followed ({@link refTarget}).
 */
export function resolveRef(schema: JsonSchema, root: JsonSchema, shared: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema
  const { $ref, ...own } = schema
  return { ...resolveRef(refTarget($ref, root, shared).schema, root, shared), ...own }
}
