import businessSchema from "../../../data/schemas/business.schema.json"
import faqSchema from "../../../data/schemas/faq.schema.json"
import quoteFormSchema from "../../../data/schemas/quote-form.schema.json"
import servicesSchema from "../../../data/schemas/services.schema.json"
import services from "../../../tests/starting-data/services.json"
import type { JsonSchema } from "../../../src/shared/data-rules/json-schema"
import { SCHEMA_LISTS, withFaqPlaceholders, withItemsOf, withListed } from "../schema-lists"

const SCHEMAS: Record<string, JsonSchema> = {
  "quote-form.json": quoteFormSchema as unknown as JsonSchema,
  "business.json": businessSchema as unknown as JsonSchema,
  "services.json": servicesSchema as unknown as JsonSchema,
}
const at = (schema: JsonSchema, path: readonly string[]) =>
  path.reduce<JsonSchema | undefined>((part, key) => part?.properties?.[key], schema)!

describe("npm run format:data: the parts of the schemas that follow a list of the code", () => {
  it.each(SCHEMA_LISTS.map((list) => [list.file, list.at.join("."), list] as const))(
    "%s %s follows its list, as format:data writes it (run it after changing the list)",
    (file, _path, { at: path, names }) => {
      expect(at(SCHEMAS[file], path).required).toEqual([...names])
      expect(withListed(SCHEMAS[file], path, names)).toEqual(SCHEMAS[file])
    },
  )

  it("faq.schema.json's answers may name each property type and the price, as format:data writes them", () => {
    expect(withFaqPlaceholders(faqSchema as unknown as JsonSchema)).toEqual(faqSchema)
  })

  it("gives a new item the schema of the list's first without its description, keeps the others, drops a removed one", () => {
    const schema = SCHEMAS["business.json"]
    const intervals = at(withListed(schema, ["eicrIntervals"], ["rented", "example_type"]), ["eicrIntervals"])
    expect(intervals.required).toEqual(["rented", "example_type"])
    expect(intervals.properties!.rented).toBe(at(schema, ["eicrIntervals"]).properties!.rented)
    const { description, ...fresh } = at(schema, ["eicrIntervals"]).properties!.rented
    expect(description).toBeTruthy()
    expect(intervals.properties!.example_type).toEqual(fresh)
    expect(Object.keys(intervals.properties!)).toEqual(["rented", "example_type"])
    const labels = at(withListed(SCHEMAS["quote-form.json"], ["labels"], ["referred_by"]), ["labels"])
    expect(labels.properties!.referred_by).toEqual({ $ref: "definitions.json#/definitions/text" })
  })

  it("lets an FAQ answer name a new type, and says so in the field's description", () => {
    const answer = at(
      withFaqPlaceholders(faqSchema as unknown as JsonSchema, ["rented", "example_type", "priceFrom"]),
      ["items"],
    )
    const { pattern, description } = answer.items!.properties!.answer
    expect(new RegExp(pattern!).test("every {example_type} years from {priceFrom}")).toBe(true)
    expect(new RegExp(pattern!).test("every {industrial} years")).toBe(false)
    expect(description).toMatch(/^The answer as shown\. May use \{rented\}, \{example_type\} \(years/)
  })

  it("gives the tests' copy the live data's value of a new item, keeps its own for the others, drops a removed one", () => {
    const live = { dueTool: { types: { rented: "Rented (live)", example_type: "A house in multiple occupation" } } }
    const copy = withItemsOf(services, live, ["dueTool", "types"], ["rented", "example_type"])
    expect(copy.dueTool.types).toEqual({
      rented: services.dueTool.types.rented,
      example_type: "A house in multiple occupation",
    })
    expect(copy.dueTool.heading).toBe(services.dueTool.heading)
  })

  it("refuses a schema without the object, naming its path", () => {
    expect(() => withListed({ type: "object", properties: {} }, ["labels"], ["a"])).toThrow(/no properties at labels/)
  })
})
