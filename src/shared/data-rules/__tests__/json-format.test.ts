/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import fs from "node:fs"
import path from "node:path"
import { spawnSync } from "node:child_process"
import { fromDataFile, toDataFile } from "../json-format"
import { dataFiles, readSchemaSet } from "../../../../node/build-steps/data/schema-files"
import { STARTING_DATA } from "../../../../tests/jest/support/starting-data"

// Today's schemas, and the starting data (never the live data/, which an editor changes).
const schemas = readSchemaSet(path.resolve(__dirname, "../../../../data"))
const startingDir = STARTING_DATA
const files = dataFiles(startingDir)

/** The same object with its keys in reverse order, at every depth: what a Map that lost the order hands back. */
function shuffled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shuffled)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, shuffled(item)]),
  )
}

describe("the canonical form of a data file (what the CMS writes)", () => {
  it.each(files.map((file) => [path.basename(file), file]))("%s round-trips byte for byte", (_, file) => {
    const text = fs.readFileSync(file, "utf8")
    expect(toDataFile(fromDataFile(text), schemas)).toBe(text)
  })

  it("is what Prettier writes too (its json-stringify parser for data/, .prettierrc.json), so an editor's format-on-save agrees", () => {
    // Prettier 3's API is an ES module, which Jest's CommonJS cannot load: run its command line.
    const prettier = require.resolve("prettier/bin/prettier.cjs")
    const result = spawnSync(process.execPath, [prettier, "--check", ...files], { encoding: "utf8" })
    expect(result.stderr + result.stdout).toContain("All matched files use Prettier code style!")
    expect(result.status).toBe(0)
  })

  it.each(files.map((file) => [path.basename(file), file]))(
    "%s keeps its key order when handed back shuffled",
    (_, file) => {
      const text = fs.readFileSync(file, "utf8")
      expect(toDataFile(shuffled(fromDataFile(text)), schemas)).toBe(text)
    },
  )

  it("changes one line for a one-field edit", () => {
    const text = fs.readFileSync(path.join(startingDir, "pricing.json"), "utf8")
    const data = shuffled(fromDataFile(text)) as { rows: { amount: number }[] }
    data.rows[1].amount = 155
    const before = text.split("\n")
    const after = toDataFile(data, schemas).split("\n")
    expect(after).toHaveLength(before.length)
    expect(after.filter((line, index) => line !== before[index])).toEqual(['      "amount": 155,'])
  })

  it("keeps keys the schema does not know, after the known ones, and $schema first", () => {
    const data = { extra: 1, heading: "H", $schema: "./schemas/pricing.schema.json" }
    expect(Object.keys(JSON.parse(toDataFile(data, schemas)))).toEqual(["$schema", "heading", "extra"])
  })

  it("keeps numbers and non-ASCII text as JSON.stringify writes them", () => {
    const data = { $schema: "./schemas/hero.schema.json", price: "from £99 – café", n: 1.5, m: 1e21 }
    expect(toDataFile(data, schemas)).toBe(`${JSON.stringify(data, null, 2)}\n`)
  })

  it("leaves out an optional field the editor emptied, and keeps a required one for check:data to name", () => {
    const faq = JSON.parse(fs.readFileSync(path.join(startingDir, "faq.json"), "utf8")) as {
      items: { question: string; answer: string; sources?: string[] }[]
    }
    const [first, second] = faq.items
    const edited = {
      ...faq,
      items: [
        { ...first, answer: "" },
        { ...second, sources: [] },
      ],
    }
    const saved = JSON.parse(toDataFile(edited, schemas)) as typeof faq
    expect(saved.items[1]).toEqual({ question: second.question, answer: second.answer })
    expect(saved.items[0].answer).toBe("")
    const hero = { $schema: "./schemas/hero.schema.json", heading: "H", extra: "" }
    expect(JSON.parse(toDataFile(hero, schemas))).toEqual(hero)
  })
})
