/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import type { SchemaSet } from "../json-schema"
import { errorsOf, formatProblem, locate, validateData, type DataProblem } from "../validate-data"
import { compileValidators } from "../schema-validators"

// The data check's own work (validate-data.ts) on a small schema written here: how each mistake is worded and
// where it is said to be. data-copy.ts's tests run it on the real schemas and data.
const schemas = {
  shared: {
    $id: "definitions.json",
    definitions: {
      text: { type: "string", pattern: "\\S" },
      image: { type: "string" },
    },
  },
  files: {
    // Out of order on purpose: the files are checked, and their problems listed, by name.
    "./schemas/pricing.schema.json": {
      type: "object",
      required: ["$schema", "rows"],
      properties: {
        $schema: { type: "string" },
        rows: { type: "array", minItems: 1, items: { type: "object", properties: { service: { type: "string" } } } },
      },
    },
    "./schemas/list.schema.json": {
      type: "object",
      required: ["$schema", "items"],
      additionalProperties: false,
      properties: {
        $schema: { type: "string" },
        title: { type: "string", minLength: 1 },
        code: { type: "string", pattern: "^[A-Z]{2}$", description: "two capital letters, e.g. GB" },
        items: {
          type: "array",
          minItems: 2,
          items: {
            type: "object",
            properties: {
              name: { $ref: "definitions.json#/definitions/text" },
              question: { type: "string" },
              title: { type: "string" },
              image: { $ref: "definitions.json#/definitions/image" },
              phone: { type: "object", properties: { e164: { type: "string", pattern: "^\\+" } } },
            },
          },
        },
      },
    },
  },
} as SchemaSet

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
const list = (rest: object) => json({ $schema: "./schemas/list.schema.json", ...rest })
const pricing = json({ $schema: "./schemas/pricing.schema.json", rows: [{ service: "EICR" }] })
const check = (texts: Record<string, string>, hasImage = (path: string) => path === "images/here.jpg") =>
  validateData({
    texts: new Map(Object.entries(texts)),
    schemas,
    today: new Date("2026-11-23"),
    hasImage,
    validators: compileValidators(schemas),
  })
const lines = (texts: Record<string, string>) => check(texts).map(formatProblem)

describe("validateData", () => {
  it("passes data that matches its schemas, in the CMS's layout", () => {
    expect(check({ "list.json": list({ items: [{ name: "A" }, { name: "B" }] }), "pricing.json": pricing })).toEqual([])
  })

  it("says in an editor's words what is wrong: blank text, an empty field, too few items, another form", () => {
    expect(
      lines({ "list.json": list({ title: "", code: "gb", items: [{ name: "" }] }), "pricing.json": pricing }),
    ).toEqual([
      'data/list.json, field "title": must not be empty',
      'data/list.json, field "code": is not in the expected form (two capital letters, e.g. GB)',
      'data/list.json, field "items": must have at least 2 items',
      'data/list.json, item 1 of "items", field "name": must not be empty',
    ])
    expect(
      lines({
        "list.json": list({ items: [{ name: "A" }, { name: "B" }] }),
        "pricing.json": json({ $schema: "./schemas/pricing.schema.json", rows: [] }),
      }),
    ).toEqual(['data/pricing.json, field "rows": must have at least 1 item'])
  })

  it("names an item by its name, question or title, the first that is text, and a field inside a field", () => {
    const items = [{ name: "", title: "Second" }, { question: "Why?", phone: { e164: "0" } }, null]
    expect(lines({ "list.json": list({ items }), "pricing.json": pricing })).toEqual([
      'data/list.json, item 1 of "items" ("Second"), field "name": must not be empty',
      'data/list.json, item 2 of "items" ("Why?"), field "phone.e164": is not in the expected form (^\\+)',
      'data/list.json, item 3 of "items": must be object',
    ])
  })

  it("names a missing file, a file that is not JSON or not an object, and a file no schema describes, by name", () => {
    expect(lines({ "pricing.json": "{", "stray.json": "{}" })).toEqual([
      "data/list.json: is missing: the site needs this file",
      expect.stringMatching(/^data\/pricing\.json: is not valid JSON: /),
      "data/stray.json: has no schema in data/schemas/, so the site does not read it",
    ])
    expect(lines({ "list.json": "[]", "pricing.json": pricing })).toEqual(["data/list.json: must be object"])
  })

  it("names a picture that does not exist, but not a field that holds no path", () => {
    const items = [
      { name: "A", image: "images/here.jpg" },
      { name: "B", image: "images/gone.jpg" },
      { name: "C", image: 7 },
    ]
    expect(lines({ "list.json": list({ items }), "pricing.json": pricing })).toEqual([
      'data/list.json, item 3 of "items" ("C"), field "image": must be string',
      'data/list.json, item 2 of "items" ("B"), field "image": points to data/images/gone.jpg, which does not exist',
    ])
  })

  it("warns about a file the CMS would lay out otherwise, and the build stops only for the errors", () => {
    const problems = check({
      "list.json": JSON.stringify({ $schema: "./schemas/list.schema.json", items: [{}, {}] }),
      "pricing.json": json({ $schema: "./schemas/pricing.schema.json", rows: [] }),
    })
    expect(problems.map(({ file, severity }) => `${file} ${severity ?? "error"}`)).toEqual([
      "data/list.json warning",
      "data/pricing.json error",
    ])
    expect(errorsOf(problems)).toEqual([problems[1]])
  })
})

describe("locate", () => {
  it("names the list, the item and the field a path points to, also in a list at the top of a file", () => {
    const data = { items: Array.from({ length: 13 }, (_, index) => ({ name: `N${index}` })) }
    expect(locate(data, ["items", "12", "name"])).toEqual({
      list: "items",
      item: 13,
      label: "N12",
      field: "name",
      at: ["items", "12", "name"],
    })
    expect(locate([{ title: "Top" }], ["0", "title"])).toEqual({
      item: 1,
      label: "Top",
      field: "title",
      at: ["0", "title"],
    })
  })

  it("takes a field whose name starts with a digit for a field, and the root for no field", () => {
    expect(locate({}, ["hours", "24h"])).toEqual({ field: "hours.24h", at: ["hours", "24h"] })
    expect(locate({}, [])).toEqual({ at: [] })
  })

  it("names the place of a list that is not there", () => {
    expect(locate({}, ["menus", "header", "2", "section"])).toMatchObject({
      list: "menus.header",
      item: 3,
      label: undefined,
    })
  })
})

describe("formatProblem", () => {
  const problem: DataProblem = { file: "data/reviews.json", item: 2, field: "rating", message: "must be <= 5" }

  it("says the item with its list and label when it has them", () => {
    expect(formatProblem(problem)).toBe('data/reviews.json, item 2, field "rating": must be <= 5')
    expect(formatProblem({ ...problem, list: "items", label: "David K." })).toBe(
      'data/reviews.json, item 2 of "items" ("David K."), field "rating": must be <= 5',
    )
  })
})
