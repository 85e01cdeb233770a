/**
 * The top level a newcomer reads at a glance (issue 39): at most 17 visible entries in the repository (18 with
 * `node_modules/` once installed), each named in docs/architecture.md's "Layout" with a reason to stand there.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..", "..")
/** The most visible entries the repository may hold at its top (issue 39: 18 with node_modules). */
const MOST = 17

/** The visible entries at the top of the repository as git holds it (`src`, `README.md`), sorted. */
function topLevel(): string[] {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean)
  return [...new Set(files.map((file) => file.split("/")[0]))].filter((name) => !name.startsWith(".")).sort()
}

/** The text of docs/architecture.md's "Layout" section, up to its folder map. */
function layoutText(): string {
  const doc = fs.readFileSync(path.join(ROOT, "docs", "architecture.md"), "utf8")
  const start = doc.indexOf("## Layout")
  return doc.slice(start, doc.indexOf("```", start))
}

describe("the top level", () => {
  it(`holds at most ${MOST} visible entries`, () => {
    expect(topLevel().length).toBeLessThanOrEqual(MOST)
  })

  it("names each of them in docs/architecture.md's Layout, and says how many there are", () => {
    const text = layoutText()
    const entries = topLevel()
    const named = (name: string) => text.includes(`\`${name}\``) || text.includes(`\`${name}/\``)
    expect(entries.filter((name) => !named(name))).toEqual([])
    expect(text).toContain(`At the top, ${entries.length} entries`)
  })
})
