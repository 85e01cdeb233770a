/**
 * The quote form's labels in data/quote-form.json's schema follow the one list of the quote's fields
 * (src/quote-form/fields/quote-field-table.ts, issue 59): `npm run format:data` writes them, so a new field is a row
 * of the table, its label in the data and its line in the EmailJS template (docs/how-to.md, "Add a field to the quote
 * form"), and nothing else by hand. src/quote-form/fields/__tests__/quote-fields.test.ts fails until it has run.
 */
import { QUOTE_FIELD_TABLE } from "../../src/quote-form/fields/quote-field-table"
import type { JsonSchema } from "../../src/shared/data-rules/json-schema"

/** The schema of a label no other words describe: one line of text (data/schemas/definitions.json). */
const LABEL_SCHEMA: JsonSchema = { $ref: "definitions.json#/definitions/text" }

/**
 * data/quote-form.json's schema with `labels` requiring exactly the table's fields, in its order: a field's own schema
 * kept, a new one's {@link LABEL_SCHEMA}, a removed one's dropped. The rest of the schema is returned as it is.
 * @param schema data/schemas/quote-form.schema.json, parsed.
 * @param names the fields' names in form order (by default the table's).
 * @throws when the schema has no `labels` object.
 */
export function withTableLabels(
  schema: JsonSchema,
  names: readonly string[] = QUOTE_FIELD_TABLE.map(({ name }) => name),
) {
  const labels = schema.properties?.labels
  if (!labels?.properties) throw new Error("data/schemas/quote-form.schema.json has no labels.properties")
  const properties = Object.fromEntries(names.map((name) => [name, labels.properties![name] ?? LABEL_SCHEMA]))
  return { ...schema, properties: { ...schema.properties, labels: { ...labels, required: [...names], properties } } }
}

/**
 * The tests' starting copy of data/quote-form.json with a label for each of `names`: a label it lacks is taken from
 * the live data (`live`), one of a field no longer in the table is dropped.
 */
export function withLabelsOf<T extends { labels: Record<string, string> }>(
  copy: T,
  live: { labels: Record<string, string> },
  names: readonly string[] = QUOTE_FIELD_TABLE.map(({ name }) => name),
): T {
  return { ...copy, labels: Object.fromEntries(names.map((name) => [name, copy.labels[name] ?? live.labels[name]])) }
}
