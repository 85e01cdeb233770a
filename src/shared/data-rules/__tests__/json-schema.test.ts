import { dataFileOf, refTarget, resolveRef, schemaKeyOf, type JsonSchema } from "../json-schema"

const shared: JsonSchema = {
  definitions: { text: { type: "string", minLength: 1 }, "price-row": { $ref: "#/definitions/text" } },
}
const root: JsonSchema = { definitions: { "opening-hours": { type: "object" } } }

describe("the one $ref resolver", () => {
  it("follows a file's own definition and a shared one, names with hyphens included", () => {
    expect(refTarget("#/definitions/opening-hours", root, shared)).toEqual({
      schema: { type: "object" },
      name: "opening-hours",
      shared: false,
    })
    expect(refTarget("definitions.json#/definitions/text", root, shared).shared).toBe(true)
  })
  it("throws, naming the $ref, for one that leads nowhere or has another form", () => {
    expect(() => refTarget("#/definitions/missing", root, shared)).toThrow('unknown $ref "#/definitions/missing"')
    expect(() => refTarget("other.json#/definitions/text", root, shared)).toThrow(/other\.json/)
  })
  it("merges a property's own keywords over the definition's, and follows a $ref that leads to another", () => {
    expect(resolveRef({ $ref: "definitions.json#/definitions/text", description: "Name" }, root, shared)).toEqual({
      type: "string",
      minLength: 1,
      description: "Name",
    })
    // In definitions.json, "#/definitions/..." is definitions.json's own: resolved with it as the root.
    expect(resolveRef({ $ref: "#/definitions/price-row" }, shared, shared)).toEqual({ type: "string", minLength: 1 })
  })
})

describe("schema keys", () => {
  it("go from a data file to its $schema value and back", () => {
    expect(schemaKeyOf("why-choose-us.json")).toBe("./schemas/why-choose-us.schema.json")
    expect(dataFileOf(schemaKeyOf("faq.json"))).toBe("faq.json")
  })
})
