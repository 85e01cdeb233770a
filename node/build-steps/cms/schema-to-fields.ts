/**
 * The CMS's fields from the JSON Schemas in `data/schemas/`: the form an editor fills in holds the same rules
 * `npm run check:data` applies, so a value the schema forbids is refused in the form, with a message. Mapping
 * (JSON Schema draft-07 → a field of Decap's configuration format, which Sveltia CMS reads:
 * https://sveltiacms.app/en/docs/fields):
 * - not in `required` → `required: false` (the CMS's fields are required by default);
 * - `string` → `string`, or `text` (a growing text box) where the schema marks the field `"x-multiline": true` (prose:
 *   paragraphs, answers, messages); `pattern`, `format` and `minLength`/`maxLength` → one `pattern` that holds
 *   them all ({@link allOf}), with a plain-English message; `format: "email"` and `"uri"` → a looser pattern that never
 *   refuses what ajv accepts (`npm run check:data`, which the CMS also runs before it saves: cms/check-on-save.ts,
 *   applies the full format); `format: "date"` → `datetime` as YYYY-MM-DD without time;
 *   `"x-gatsby": "File"` (a picture in data/images/) → `image` taking the published formats only (`accept`), without a
 *   pattern (see there), its path checked by check:data before saving;
 * - `integer` → `number` (`value_type: int`), `number` → `number` (`float`); `minimum`/`maximum` → `min`/`max`;
 *   `exclusiveMinimum: 0` on an integer → `min` 1 (a number's bound is written as `minimum`, which the CMS carries
 *   exactly: prices start at `minimum: 0.01`, a penny);
 * - `boolean` → `boolean` with `default: false`, so a new list item's untouched toggle is saved as what it shows; an
 *   array of `enum` strings → a multiple `select`;
 * - `array` → `list` (`field` for a list of plain values, `fields` for a list of objects), `minItems`/`maxItems`
 *   → `min`/`max` (a required list's `min` only, and a list without `minItems` not required: the CMS refuses an empty
 *   required list and one under `min`, where the file leaves an optional emptied list out); `object` → `object`;
 * - an optional field's `pattern` also takes the empty text, which the file leaves out ({@link orEmpty});
 * - `const` (the `$schema` key) → no field: the CMS keeps the key as it is.
 * The CMS saves every text trimmed and judges it trimmed. `uniqueItems` and the rules of data-rules.ts (phone numbers,
 * repeated questions…) have no field rule: the CMS runs `npm run check:data`'s own check before it saves
 * (cms/check-on-save.ts), and the pull request runs it again. `title` → label (else the key in words),
 * `description` → hint. node/build-steps/cms/__tests__/cms-agrees.test.ts draws values for every field and judges them with
 * the CMS's validation rules and with check:data.
 */

/** A CMS field, as in its `config.yml` (https://sveltiacms.app/en/docs/fields). */
import { resolveRef, type JsonSchema } from "../../../src/shared/data-rules/json-schema"
import { PICTURE_ACCEPT } from "../../../src/shared/picture-types"

export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [regex: string, message: string]
  value_type?: "int" | "float"
  min?: number
  max?: number
  options?: string[]
  multiple?: boolean
  field?: CmsField
  fields?: CmsField[]
  collapsed?: boolean
  summary?: string
  format?: string
  date_format?: string
  time_format?: boolean
  choose_url?: boolean
  default?: boolean
  /** An image field's file types (its dialog's picker and drop zone). */
  accept?: string
}

/**
 * The formats a form can check: a pattern each that accepts everything ajv-formats' full format accepts (so the form
 * never refuses a value check:data takes) and catches the usual slips; check:data, run by the CMS before it saves,
 * applies the format itself.
 */
const FORMATS: Readonly<Record<string, [pattern: string, message: string]>> = {
  email: ["^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", "Write an e-mail address, e.g. name@example.co.uk."],
  uri: ["^[A-Za-z][A-Za-z0-9+.-]*:\\S*$", "Write the whole web address, with no spaces."],
}

/** "startingPrice" → "Starting price"; "e164" → "E164". */
export function words(key: string): string {
  const spaced = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/**
 * The `{placeholders}` a text's `pattern` allows, e.g. `["responseTime", "phone"]` for the schemas' form
 * `^(?=[\\s\\S]*\\S)(?:[^{}]|\\{(?:responseTime|phone)\\})*$`; undefined for a pattern of another kind.
 */
export function placeholdersOf(pattern: string): string[] | undefined {
  const found = /\\\{\(\?:([\w|]+)\)\\\}|\\\{(\w+)\\\}/.exec(pattern)
  return found ? (found[1] ?? found[2]).split("|") : undefined
}

/** A plain-English message for a schema `pattern` that a value does not match. */
export function patternMessage(pattern: string, description?: string): string {
  if (pattern === "\\S") return "Write something: this cannot be empty."
  const placeholders = placeholdersOf(pattern)
  if (placeholders) {
    const allowed = placeholders.map((word) => `{${word}}`)
    return `Write something; the only {words} it may use are ${allowed.join(", ")}.`
  }
  return description
    ? `Not in the expected form: ${description.replace(/[^.!?]$/, "$&.")}`
    : "Not in the expected form."
}

/**
 * One `pattern` that holds every rule: a value passes when each regular expression finds a match in it (JSON
 * Schema's `pattern` searches anywhere in the value; the CMS tests `new RegExp(pattern).test(value)` likewise), e.g.
 * `allOf(["\\S", "^https://"])` → `^(?=[\\s\\S]*?(?:\\S))(?=[\\s\\S]*?(?:^https://))`. One rule is returned as it is.
 */
export function allOf(patterns: readonly string[]): string {
  if (patterns.length === 1) return patterns[0]
  return `^${patterns.map((pattern) => `(?=[\\s\\S]*?(?:${pattern}))`).join("")}`
}

/**
 * The rule of `minLength`..`maxLength` characters (UTF-16 code units, which is how JavaScript counts; the data's
 * texts have no characters outside the Basic Multilingual Plane), or undefined when there is none.
 */
export function lengthPattern(minLength?: number, maxLength?: number): string | undefined {
  if (minLength === undefined && maxLength === undefined) return undefined
  return `^[\\s\\S]{${minLength ?? 0},${maxLength ?? ""}}$`
}

/** The message of a length rule, e.g. "At most 90 characters." */
function lengthMessage(minLength?: number, maxLength?: number): string {
  if (maxLength === undefined) return `At least ${minLength} character${minLength === 1 ? "" : "s"}.`
  return minLength ? `Between ${minLength} and ${maxLength} characters.` : `At most ${maxLength} characters.`
}

/** The CMS field for property `name` of schema `schema` (see the mapping above). @throws on an unknown type. */
export function fieldOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
  root: JsonSchema,
  shared: JsonSchema,
): CmsField {
  const s = resolveRef(schema, root, shared)
  const base: CmsField = { name, label: s.title ?? words(name), widget: "string" }
  if (!required) base.required = false
  // The shared "text" shape's own description ("Text as shown on the page; not empty") says nothing to an editor.
  const hint = schema.description ?? (s.pattern === "\\S" ? undefined : s.description)
  if (hint) base.hint = hint
  switch (s.type) {
    case "string": {
      // No pattern: the CMS tests an image field's pattern against nothing useful while a new upload waits to be
      // saved (it refused a JPEG), and the field takes only files chosen in its own dialog, which upload-guard.ts
      // narrows to the pictures the site publishes; check:data's check before saving judges the path.
      if (s["x-gatsby"] === "File") return { ...base, widget: "image", choose_url: false, accept: PICTURE_ACCEPT }
      if (s.format === "date")
        return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false }
      const field: CmsField = { ...base, widget: s["x-multiline"] ? "text" : "string" }
      const rules: [string, string][] = []
      if (s.pattern) rules.push([s.pattern, patternMessage(s.pattern, s.description)])
      if (s.format && FORMATS[s.format]) rules.push(FORMATS[s.format])
      const length = lengthPattern(s.minLength, s.maxLength)
      if (length) rules.push([length, lengthMessage(s.minLength, s.maxLength)])
      if (rules.length > 0)
        field.pattern = [
          orEmpty(allOf(rules.map(([pattern]) => pattern)), required),
          rules.map(([, message]) => message).join(" "),
        ]
      return field
    }
    case "integer":
    case "number": {
      const int = s.type === "integer"
      const field: CmsField = { ...base, widget: "number", value_type: int ? "int" : "float" }
      if (s.exclusiveMinimum !== undefined) {
        if (s.exclusiveMinimum !== 0 || !int)
          throw new Error(`${name}: only an integer's exclusiveMinimum 0 has a CMS equivalent; write minimum`)
        field.min = 1
      }
      if (s.minimum !== undefined) field.min = s.minimum
      if (s.maximum !== undefined) field.max = s.maximum
      return field
    }
    case "boolean":
      return { ...base, widget: "boolean", default: false }
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: fieldsOf(s, root, shared) }
    case "array": {
      const items = resolveRef(s.items ?? {}, root, shared)
      // The CMS refuses an empty list that is required, and one shorter than `min` even when it is optional; the file
      // leaves out an optional list emptied (json-format.ts), and the schema allows an empty list without minItems.
      const bounds = {
        ...(s.minItems !== undefined && required && { min: s.minItems }),
        ...(s.maxItems !== undefined && { max: s.maxItems }),
        ...(required && !s.minItems && { required: false }),
      }
      if (items.enum) return { ...base, widget: "select", multiple: true, options: items.enum, ...bounds }
      if (items.type === "object") {
        const fields = fieldsOf(items, root, shared)
        const first = fields.find((field) => field.widget === "string" || field.widget === "text")
        return {
          ...base,
          widget: "list",
          collapsed: true,
          ...(first && { summary: `{{fields.${first.name}}}` }),
          fields,
          ...bounds,
        }
      }
      return { ...base, widget: "list", field: fieldOf(singular(name), items, true, root, shared), ...bounds }
    }
    default:
      throw new Error(`${name}: no CMS widget for type ${String(s.type)}`)
  }
}

/**
 * An optional field's pattern, which also takes the empty text: the CMS tests a pattern on an empty field too, and the
 * file leaves an optional field emptied out (json-format.ts).
 */
const orEmpty = (pattern: string, required: boolean) => (required ? pattern : `^$|${pattern}`)

/** "paragraphs" → "paragraph": the name of one item of a list of plain values. */
const singular = (name: string) => name.replace(/ies$/, "y").replace(/s$/, "")

/** The fields of an object schema, in the order of its `properties`, without `const` keys (`$schema`). */
export function fieldsOf(schema: JsonSchema, root: JsonSchema, shared: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => property.const === undefined)
    .map(([name, property]) => fieldOf(name, property, required.has(name), root, shared))
}
