/**
 * The counts and lists the docs state, checked against the repository (issue 39): the programs of `node/scripts/` that
 * docs/architecture.md's layout names, and the number of files docs/how-to.md's "Add a section to the page" and "Add a
 * field to the quote form" say they take, against the steps they list. (The top level's count: top-level.test.ts; the folders of the layout
 * and every path the docs name: docs-paths.test.ts.)
 */
import fs from "node:fs"
import path from "node:path"
import { QUOTE_FIELD_TABLE } from "../../src/quote-form/fields/quote-field-table"

const ROOT = path.resolve(__dirname, "..", "..")
const read = (doc: string) => fs.readFileSync(path.join(ROOT, "docs", doc), "utf8")
const NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

/** The names a layout line gives after a folder, e.g. `scripts/   the npm scripts' programs: a, b (c), d` → a, b, d. */
export function namesAfterColon(line: string): string[] {
  return line
    .slice(line.indexOf(":") + 1)
    .replace(/\([^)]*\)/g, "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
}

/** The steps of a section of `text` that starts at `heading`: its items `1. **…**`, up to the next `## `. */
export function numberedSteps(text: string, heading: string): string[] {
  const start = text.indexOf(heading)
  const end = text.indexOf("\n## ", start + heading.length)
  const part = text.slice(start, end < 0 ? undefined : end)
  return [...part.matchAll(/^\d+\. \*\*`?([^*`]+)`?\*\*/gm)].map((match) => match[1])
}

describe("what the docs count and list", () => {
  it("docs/architecture.md's node/scripts/ line names every program in node/scripts/, and only those", () => {
    const line = read("architecture.md")
      .split("\n")
      .find((text) => text.startsWith("node/scripts/ "))!
    const programs = fs
      .readdirSync(path.join(ROOT, "node", "scripts"), { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
      .map((entry) => entry.name.replace(/\.(ts|mjs)$/, ""))
    expect(namesAfterColon(line).sort()).toEqual(programs.sort())
  })

  it.each([
    "## Add a section to the page",
    "## Add a field to the quote form",
    "## Add a type of property to the due-date tool",
  ])("docs/how-to.md's %s says how many files it takes by hand, as many as the steps it lists", (heading) => {
    const text = read("how-to.md")
    const part = text.slice(text.indexOf(heading), text.indexOf("\n1. ", text.indexOf(heading)))
    const steps = numberedSteps(text, heading)
    expect(steps.length).toBeGreaterThan(0)
    expect(part).toContain(`${NUMBERS[steps.length].replace(/^./, (first) => first.toUpperCase())} files by hand`)
  })

  it("docs/requirements.md's fields of §3 are rows of the quote field table, each of the kind it says, in its order", () => {
    const text = read("requirements.md")
    const part = text.slice(text.indexOf("## §3"), text.indexOf("\n## ", text.indexOf("## §3") + 1))
    const named = [...part.matchAll(/`(\w+)` \(([^;)]+)/g)].map(([, name, kind]) => ({ name, kind }))
    expect(named.map(({ name }) => name)).toEqual(["from_name", "from_email", "phone", "postcode", "message"])
    const kindOf = (row: (typeof QUOTE_FIELD_TABLE)[number]) =>
      row.control === "textarea" ? "several lines" : { text: "text", email: "e-mail", tel: "telephone" }[row.type]
    const rows = named.map(({ name }) => QUOTE_FIELD_TABLE.find((row) => row.name === name))
    expect(rows.map((row) => row && kindOf(row))).toEqual(named.map(({ kind }) => kind))
    const order = rows.map((row) => QUOTE_FIELD_TABLE.indexOf(row!))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it("reads a layout line and a numbered recipe as they are written", () => {
    expect(namesAfterColon("scripts/   programs: a, b (npm test), c")).toEqual(["a", "b", "c"])
    expect(numberedSteps("## X\n\n1. **`a.ts`**: x\n2. **b**: y\n\n## Y\n\n1. **c**", "## X")).toEqual(["a.ts", "b"])
  })
})
