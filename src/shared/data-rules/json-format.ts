/**
 * How a data file is written: the one canonical form of `data/*.json`, shared by the CMS (its custom format
 * `eicr-json`, bundled into the CMS's script at `/admin/cms/`), `npm run format:data` and the round-trip test. Keys come in the order of
 * the file's JSON Schema (`properties`, `$schema` first; keys the schema does not know keep their place after
 * them), nested objects too; the text is `JSON.stringify(value, null, 2)` and a final newline, which Prettier's
 * `json-stringify` parser also writes (`.prettierrc.json` overrides `data/*.json`). So a one-field edit in the
 * CMS changes one line of the file in git, whatever order Immutable.js handed the keys back in. An optional field
 * (not in its object's `required`) that was emptied (`""`, `[]`, `null`, or an object left with nothing in it) is left
 * out, as if never written: the CMS hands back `[]` for a list whose every item was removed, and the schema's
 * `minItems: 1` would then refuse what the editor meant as "none".
 *
 * Browser-safe: no Node imports; the schemas are passed in.
 */

import { resolveRef, type JsonSchema, type SchemaSet } from "./json-schema"

/** An emptied value: `""`, `[]`, `null`, `undefined` or `{}`. */
const isEmpty = (value: unknown) =>
  value === "" ||
  value === null ||
  value === undefined ||
  (Array.isArray(value) ? value.length === 0 : typeof value === "object" && Object.keys(value).length === 0)

/**
 * `value` with its objects' keys in `schema` order (unknown keys after, in their own order), and the emptied
 * optional fields of the schema's objects left out.
 */
function ordered(value: unknown, schema: JsonSchema, root: JsonSchema, shared: JsonSchema): unknown {
  const here = resolveRef(schema, root, shared)
  if (Array.isArray(value)) return value.map((item) => ordered(item, here.items ?? {}, root, shared))
  if (value === null || typeof value !== "object") return value
  const record = value as Record<string, unknown>
  const known = Object.keys(here.properties ?? {}).filter((key) => key in record)
  const rest = Object.keys(record).filter((key) => !known.includes(key))
  const optional = (key: string) => here.properties?.[key] !== undefined && !here.required?.includes(key)
  const result: Record<string, unknown> = {}
  for (const key of [...known, ...rest]) {
    const item = ordered(record[key], here.properties?.[key] ?? {}, root, shared)
    if (!(optional(key) && isEmpty(item))) result[key] = item
  }
  return result
}

/**
 * The canonical text of a data file.
 * @param data the parsed content; its `$schema` (e.g. `"./schemas/faq.schema.json"`) picks the key order.
 * @param schemas every file schema and the shared definitions.
 * @returns `JSON.stringify` with 2 spaces and a final newline, keys in schema order (`$schema` first); a value whose
 *   `$schema` names no known schema keeps its own key order.
 */
export function toDataFile(data: unknown, schemas: SchemaSet): string {
  const name = data !== null && typeof data === "object" ? (data as Record<string, unknown>).$schema : undefined
  const root = (typeof name === "string" && schemas.files[name]) || {}
  return `${JSON.stringify(ordered(data, root, root, schemas.shared), null, 2)}\n`
}

/** Parses a data file's text. @throws SyntaxError on text that is not JSON. */
export function fromDataFile(text: string): unknown {
  return JSON.parse(text)
}
