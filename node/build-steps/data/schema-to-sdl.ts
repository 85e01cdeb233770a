/**
 * The GraphQL types of the data, generated from the JSON Schemas in `data/schemas/`: the data model is
 * described once, in the schemas editors and `npm run check:data` already use, and a new field needs no second
 * description. Each data file `x-y.json` becomes a node type `XYJson implements Node @dontInfer` (the name
 * gatsby-transformer-json gives it, see gatsby-config.ts), so a missing required field fails the build instead
 * of rendering an empty box.
 *
 * Mapping (JSON Schema draft-07 → GraphQL SDL):
 * - `string` → `String`, `integer` → `Int`, `number` → `Float`, `boolean` → `Boolean`, `enum` → `String`;
 * - `format: "date"` → `Date @dateformat`; the custom keyword `"x-gatsby": "File"` → `File @fileByRelativePath`;
 *   `"x-gatsby": "JSON"` → Gatsby's `JSON` scalar, queried whole (an object whose keys follow a list in the code, as
 *   the quote form's `labels` follow src/quote-form/fields/quote-field-table.ts);
 * - `array` of X → `[X!]`; an object → a type of its own, named after its definition (`definitions.json#/…/nav`
 *   → `Nav`; `#/definitions/phone` in business → `BusinessJsonPhone`) or its place (`pricing` `rows` →
 *   `PricingJsonRows`);
 * - a property listed in `required` gets `!`.
 */
import { dataFileOf, refTarget, type JsonSchema } from "../../../src/shared/data-rules/json-schema"
import { readSchemaSet } from "./schema-files"

/** Field names every Gatsby node already has (gatsby's Node interface), so a data file cannot use them. */
const RESERVED = new Set(["id", "parent", "children", "internal", "fields"])

/** "why-choose-us" → "WhyChooseUs"; "from_name" → "FromName". */
export function pascalCase(name: string): string {
  return name.replace(/(^|[-_\s]+)(\w)/g, (_, __, letter: string) => letter.toUpperCase())
}

/** The node type of a data file, e.g. `quote-form.json` → `QuoteFormJson` (as gatsby-transformer-json names it). */
export const nodeTypeName = (fileName: string) => `${pascalCase(fileName.replace(/\.json$/, ""))}Json`

/**
 * The SDL of every data file's node type and the types they use.
 * @param schemas each data file's name (e.g. `faq.json`) and its schema.
 * @param shared the shared definitions (`data/schemas/definitions.json`), which `$ref`s name as
 *   `definitions.json#/definitions/<name>`.
 * @throws when a schema uses a construct with no GraphQL equivalent here (a non-object file, a `$ref` to
 *   somewhere else, a property without a type), naming the file and the property.
 */
export function dataModelSdl(schemas: readonly { file: string; schema: JsonSchema }[], shared: JsonSchema): string {
  const types = new Map<string, string>()

  /** A `$ref`'s schema and its GraphQL type name: a file's own definition is prefixed with the file's type. */
  function resolve(ref: string, root: JsonSchema, rootType: string): { schema: JsonSchema; name: string } {
    const target = refTarget(ref, root, shared)
    return {
      schema: target.schema,
      name: target.shared ? pascalCase(target.name) : `${rootType}${pascalCase(target.name)}`,
    }
  }

  function fieldType(schema: JsonSchema, name: string, root: JsonSchema, rootType: string, where: string): string {
    if (schema.$ref) {
      const target = resolve(schema.$ref, schema.$ref.startsWith("#") ? root : shared, rootType)
      return fieldType(target.schema, target.name, schema.$ref.startsWith("#") ? root : shared, rootType, where)
    }
    if (schema["x-gatsby"] === "File") return "File @fileByRelativePath"
    if (schema["x-gatsby"] === "JSON") return "JSON"
    if (schema.enum) return "String"
    switch (schema.type) {
      case "string":
        return schema.format === "date" ? "Date @dateformat" : "String"
      case "integer":
        return "Int"
      case "number":
        return "Float"
      case "boolean":
        return "Boolean"
      case "array": {
        if (!schema.items) throw new Error(`${where} is an array without "items"`)
        const item = fieldType(schema.items, name, root, rootType, `${where}[]`)
        // Directives belong after the list type: [File!] @fileByRelativePath.
        const [base, ...directives] = item.split(" ")
        return [`[${base}!]`, ...directives].join(" ")
      }
      case "object":
        define(name, schema, root, rootType, where, false)
        return name
      default:
        throw new Error(`${where} has no type that maps to GraphQL`)
    }
  }

  function define(name: string, schema: JsonSchema, root: JsonSchema, rootType: string, where: string, node: boolean) {
    if (types.has(name)) return
    types.set(name, "") // reserved: a type refers to itself only through a $ref, which this marks as known
    const required = new Set(schema.required ?? [])
    // "$schema" names the file's schema for editors; it is not data.
    const fields = Object.entries(schema.properties ?? {})
      .filter(([key]) => !key.startsWith("$"))
      .map(([key, property]) => {
        const [type, ...directives] = fieldType(
          property,
          `${name}${pascalCase(key)}`,
          root,
          rootType,
          `${where}.${key}`,
        ).split(" ")
        return `  ${key}: ${type}${required.has(key) ? "!" : ""}${directives.length ? ` ${directives.join(" ")}` : ""}`
      })
    if (fields.length === 0) throw new Error(`${where} is an object without properties`)
    types.set(name, `type ${name}${node ? " implements Node @dontInfer" : ""} {\n${fields.join("\n")}\n}`)
  }

  for (const { file, schema } of schemas) {
    if (schema.type !== "object") throw new Error(`data/${file}: the file must hold an object (its schema's "type")`)
    for (const key of Object.keys(schema.properties ?? {})) {
      if (RESERVED.has(key))
        throw new Error(`data/${file}: "${key}" is a field name Gatsby keeps for itself; rename it`)
    }
    const name = nodeTypeName(file)
    define(name, schema, schema, name, `data/${file}`, true)
  }
  return [...types.values()].join("\n\n") + "\n"
}

/**
 * The SDL of the data in `dataDir`: every `schemas/<file>.schema.json` with the shared
 * `schemas/definitions.json`.
 * @throws when a schema file cannot be read or parsed, or maps to no GraphQL type (see {@link dataModelSdl}).
 */
export function dataModelSdlOf(dataDir: string): string {
  const { files, shared } = readSchemaSet(dataDir)
  const schemas = Object.entries(files).map(([key, schema]) => ({ file: dataFileOf(key), schema }))
  return dataModelSdl(schemas, shared)
}
