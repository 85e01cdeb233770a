import schema from "../../../data/schemas/quote-form.schema.json"
import type { JsonSchema } from "../../../src/shared/data-rules/json-schema"
import { withLabelsOf, withTableLabels } from "../quote-field-labels"

const quoteFormSchema = schema as unknown as JsonSchema

describe("npm run format:data: the quote form's labels follow the quote field table", () => {
  it("gives a new field a label of one line in the schema, keeps the others' own, and drops a removed one", () => {
    const names = ["from_name", "referred_by", "message"]
    const labels = withTableLabels(quoteFormSchema, names).properties.labels
    expect(labels.required).toEqual(names)
    expect(Object.keys(labels.properties!)).toEqual(names)
    expect(labels.properties!.referred_by).toEqual({ $ref: "definitions.json#/definitions/text" })
    expect(labels.properties!.message).toBe(quoteFormSchema.properties!.labels.properties!.message)
    expect(labels.description).toBe(quoteFormSchema.properties!.labels.description)
  })

  it("leaves the schema as it is when it follows the table", () => {
    expect(withTableLabels(quoteFormSchema)).toEqual(quoteFormSchema)
  })

  it("gives the tests' copy the live data's label of a new field, and keeps its own for the others", () => {
    const copy = { submit: "Send", labels: { from_name: "Name (copy)", postcode: "Postcode" } }
    const live = { labels: { from_name: "Name (live)", referred_by: "Who sent you?" } }
    expect(withLabelsOf(copy, live, ["from_name", "referred_by"])).toEqual({
      submit: "Send",
      labels: { from_name: "Name (copy)", referred_by: "Who sent you?" },
    })
  })

  it("refuses a schema without labels, naming the file", () => {
    expect(() => withTableLabels({ type: "object", properties: {} })).toThrow(/quote-form\.schema\.json has no labels/)
  })
})
