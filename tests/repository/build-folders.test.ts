/**
 * The build's folders (docs/architecture.md, "The three front doors"): plain modules that gatsby-node.ts calls, with no
 * Gatsby plugin stub left, and src/ reached only through src/shared/ (what the build and the page both need), except
 * by the CMS's preview, which renders the page's own components. No folder imports another in a cycle:
 * tests/repository/folder-cycles.test.ts.
 */
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..", "..")
const BUILD = path.join(ROOT, "node/build-steps")

/** Every source file under `dir`, tests left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sources(file)
    return /\.(ts|tsx|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : []
  })
}

/** The project files `file` imports (relative specifiers only), as paths from the root. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8")
  return [...text.matchAll(/(?:from|import|import\(|require\()\s*["'](\.{1,2}\/[^"']+)["']/g)].map((match) =>
    path.relative(ROOT, path.resolve(path.dirname(file), match[1])),
  )
}

const files = sources(BUILD).map((file) => ({ file: path.relative(ROOT, file), imports: importsOf(file) }))

describe("the build's folders", () => {
  it("are plain modules: no Gatsby plugin stub (gatsby-node, package.json, index.js) in any of them", () => {
    const stubs = fs
      .readdirSync(BUILD, { recursive: true, encoding: "utf8" })
      .filter((name) => /(^|\/)(gatsby-(node|browser|ssr)\.[jt]sx?|package\.json|index\.js)$/.test(name))
    expect(stubs).toEqual([])
  })

  it("reach the page's code only through src/shared/, but for the CMS's preview of the page", () => {
    const reached = files.flatMap(({ file, imports }) =>
      imports
        .filter((target) => target.startsWith("src/") && !target.startsWith("src/shared/"))
        .filter(() => !file.startsWith("cms/preview-"))
        .map((target) => `${file} → ${target}`),
    )
    expect(reached).toEqual([])
  })
})
