/**
 * No import cycle between two folders of the code (issue 39): `src/`, the build's code (`node/build-steps/`) and `scripts/`.
 * A folder is a first-level folder of one of them (`src/quote`, `node/build-steps/data`), or the files at its top
 * (`src`, `node/build-steps`, `scripts`). Imports are read by TypeScript's own pre-processor (static, dynamic and `require`,
 * never a word in a comment); each folder's tests are left out, as only they may reach across.
 */
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

const ROOT = path.resolve(__dirname, "..", "..")
/** The code's roots, each a folder of the repository. */
export const CODE_ROOTS = ["src", "node/build-steps", "scripts"] as const

/** Every source file under `dir` (a path from the root), tests and type declarations left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sources(file)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : []
  })
}

/** The project files `file` imports (relative specifiers), as paths from the root without extension. */
export function importsOf(file: string, text = fs.readFileSync(path.join(ROOT, file), "utf8")): string[] {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((name) => name.startsWith("./") || name.startsWith("../"))
    .map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(file), name)))
}

/** The folder a file is in, as defined above (`src/quote/x.ts` → `src/quote`, `src/page-wide.tsx` → `src`), or null. */
export function folderOf(file: string): string | null {
  const [root, ...rest] = file.split("/")
  if (!(CODE_ROOTS as readonly string[]).includes(root)) return null
  return rest.length > 1 ? `${root}/${rest[0]}` : root
}

/** The folders each folder imports, with the imports that make each edge (`from → to`), a folder's own left out. */
export function folderGraph(files: { file: string; imports: string[] }[]): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>()
  for (const { file, imports } of files) {
    const from = folderOf(file)
    if (!from) continue
    const edges = graph.get(from) ?? new Map<string, string[]>()
    for (const target of imports) {
      const to = folderOf(target)
      if (to && to !== from) edges.set(to, [...(edges.get(to) ?? []), `${file} → ${target}`])
    }
    graph.set(from, edges)
  }
  return graph
}

/** A cycle in `graph` as the folders along it (`["a", "b", "a"]`), or null. */
export function cycleIn(graph: Map<string, Map<string, string[]>>): string[] | null {
  const done = new Set<string>()
  const visit = (node: string, trail: string[]): string[] | null => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node]
    if (done.has(node)) return null
    for (const next of graph.get(node)?.keys() ?? []) {
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

/** A cycle with the imports that make each of its steps, for the failure message. */
const explain = (graph: Map<string, Map<string, string[]>>, cycle: string[] | null) =>
  cycle?.slice(1).map((to, index) => graph.get(cycle[index])!.get(to)!.join(", ")) ?? null

describe("the code's folders", () => {
  const graph = folderGraph(CODE_ROOTS.flatMap(sources).map((file) => ({ file, imports: importsOf(file) })))

  it("import one another without a cycle, in src/, the build's code and scripts/", () => {
    expect(explain(graph, cycleIn(graph))).toBeNull()
    // The graph is the code's: every root is in it.
    for (const root of CODE_ROOTS) expect([...graph.keys()].some((folder) => folder.startsWith(root))).toBe(true)
  })

  it("finds a cycle injected between two folders, across roots too, and none in a chain", () => {
    const withEdges = (edges: [string, string][]) =>
      folderGraph([
        ...CODE_ROOTS.flatMap(sources).map((file) => ({ file, imports: importsOf(file) })),
        ...edges.map(([file, target]) => ({ file, imports: [target] })),
      ])
    expect(cycleIn(withEdges([["src/shared/x.ts", "src/quote/y"]]))).toEqual(
      expect.arrayContaining(["src/shared", "src/quote"]),
    )
    expect(
      cycleIn(
        withEdges([
          ["node/scripts/x.ts", "node/build-steps/data/y"],
          ["node/build-steps/data/z.ts", "node/scripts/w"],
        ]),
      ),
    ).toEqual(expect.arrayContaining(["scripts", "node/build-steps/data"]))
    expect(cycleIn(withEdges([["node/scripts/x.ts", "node/build-steps/data/y"]]))).toBeNull()
  })

  it("reads imports as TypeScript does: dynamic ones count, words in comments do not", () => {
    const text = [
      'import { a } from "../shared/a"',
      'const b = () => import(/* webpackChunkName: "b" */ "../tools/b")',
      '// e.g. `() => import("../sections/faq")`',
      'export { c } from "./c"',
      'import React from "react"',
    ].join("\n")
    expect(importsOf("src/quote/x.ts", text)).toEqual(["src/shared/a", "src/tools/b", "src/quote/c"])
  })
})
