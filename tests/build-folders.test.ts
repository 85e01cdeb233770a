/**
 * The build's folders (docs/architecture.md, "The three front doors"): plain modules that gatsby-node.ts calls, with no
 * import cycle between two folders of build/, no Gatsby plugin stub left, and src/ reached only through src/shared/
 * (what the build and the page both need), except by the CMS's preview, which renders the page's own components.
 */
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..")
const BUILD = path.join(ROOT, "build")

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

/** The folder of build/ a path is in (`build/cms/admin/x.ts` → `build/cms`), or null outside build/. */
const buildFolder = (file: string) => /^build\/([^/]+)\//.exec(file)?.[0].slice(0, -1) ?? null

/** The folders of build/ each folder imports, a folder's own imports left out. */
export function folderGraph(files: { file: string; imports: string[] }[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const { file, imports } of files) {
    const from = buildFolder(file)
    if (!from) continue
    const targets = graph.get(from) ?? new Set<string>()
    for (const target of imports.map(buildFolder)) if (target && target !== from) targets.add(target)
    graph.set(from, targets)
  }
  return graph
}

/** A cycle in `graph` as the folders along it (`["a", "b", "a"]`), or null. */
export function cycleIn(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>()
  const visit = (node: string, trail: string[]): string[] | null => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node]
    if (done.has(node)) return null
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node])
      if (cycle) return cycle
    }
    done.add(node)
    return null
  }
  for (const node of graph.keys()) {
    const cycle = visit(node, [])
    if (cycle) return cycle
  }
  return null
}

const files = sources(BUILD).map((file) => ({ file: path.relative(ROOT, file), imports: importsOf(file) }))

describe("the build's folders", () => {
  it("import one another without a cycle", () => {
    expect(cycleIn(folderGraph(files))).toBeNull()
  })

  it("finds a cycle between two folders, and none in a chain", () => {
    const graph = (edges: [string, string][]) =>
      folderGraph(edges.map(([from, to]) => ({ file: `build/${from}/steps.ts`, imports: [`build/${to}/steps.ts`] })))
    expect(
      cycleIn(
        graph([
          ["cms", "content"],
          ["content", "cms"],
        ]),
      ),
    ).toEqual(["build/cms", "build/content", "build/cms"])
    expect(
      cycleIn(
        graph([
          ["after-build", "cms"],
          ["cms", "content"],
        ]),
      ),
    ).toBeNull()
  })

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
        .filter(() => !file.startsWith("build/cms/admin/preview-"))
        .map((target) => `${file} → ${target}`),
    )
    expect(reached).toEqual([])
  })
})
