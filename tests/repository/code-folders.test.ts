/**
 * The code's folders say where their code runs (issue 50; docs/architecture.md, "Layout"), and no two folders import
 * each other in a cycle, at any depth (issue 39 looked at the first level only).
 *
 * - **Where code runs**: each folder of {@link PLACES} holds code of one place, and imports only from the places its
 *   row allows: the page (`src/`) and the CMS (`cms/`) run in a browser and import no Node.js module; `src/shared/` is
 *   plain code that any place may import, and imports nothing outside itself; the build's steps never reach the dev
 *   server's parts or the commands.
 * - **No cycle at any depth**: the files are grouped by their folder cut at depth 1, 2, 3… (`node`, `node/build-steps`,
 *   `node/build-steps/cms`), and at each depth the folders' graph has no cycle; a parent and its own subfolder count as
 *   two folders. Imports are read by TypeScript's own pre-processor (static, dynamic and `require`, never a word in a
 *   comment). Each `__tests__/` folder is left out, as only tests may reach across; test support is in.
 */
import fs from "node:fs"
import path from "node:path"
import { browserGlobalsIn, cycleAtAnyDepth, importsOf } from "./import-graph"

const ROOT = path.resolve(__dirname, "..", "..")
/** The folders of code: the page, the CMS, Node.js's side and the tests' support. */
export const CODE_ROOTS = ["src", "cms", "node", "tests"] as const

/**
 * Where each folder's code runs, most specific first: a file belongs to the first row whose folder holds it, and may
 * import (relative imports) only files of the rows `imports` names; `nodeModules` says whether it may import Node.js's
 * own modules (`node:fs`…).
 */
export const PLACES = [
  { folder: "src/shared", runs: "anywhere: plain code", imports: ["src/shared"], nodeModules: false },
  {
    folder: "src",
    runs: "the page: the visitor's browser, and the build's server render",
    imports: ["src"],
    nodeModules: false,
  },
  { folder: "cms", runs: "the CMS: the editor's browser", imports: ["cms", "src"], nodeModules: false },
  {
    folder: "node/build-steps",
    runs: "Node.js, at build time",
    imports: ["node/build-steps", "node/paths", "node/workflow-commands", "src/shared"],
    nodeModules: true,
  },
  {
    folder: "node/dev-server",
    runs: "Node.js, under npm start",
    imports: ["node/dev-server", "node/build-steps", "node/paths", "src/shared"],
    nodeModules: true,
  },
  { folder: "node/scripts", runs: "Node.js, as an npm command", imports: ["node", "src/shared"], nodeModules: true },
  { folder: "node", runs: "Node.js: what all of node/ shares", imports: ["node"], nodeModules: true },
  { folder: "tests", runs: "the tests", imports: ["tests", "src", "cms", "node", "data"], nodeModules: true },
] as const

/** Whether `file` (a path from the root) is `folder` or inside it. */
const inside = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`)

/** The row of {@link PLACES} a file belongs to, or undefined outside the code's folders. */
export const placeOf = (file: string) => PLACES.find(({ folder }) => inside(file, folder))

/** Every source file under `dir` (a path from the root), each `__tests__/` folder and type declarations left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return ["__tests__", "node_modules"].includes(entry.name) ? [] : sources(file)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : []
  })
}

const code = CODE_ROOTS.flatMap(sources).map((file) => ({ file, ...importsOf(file) }))
const files = code.map(({ file, files: imports }) => ({ file, imports }))

describe("the code's folders", () => {
  it("import one another without a cycle, at any depth", () => {
    expect(cycleAtAnyDepth(files)).toBeNull()
    for (const root of CODE_ROOTS) expect(files.some(({ file }) => file.startsWith(`${root}/`))).toBe(true)
  })

  it("each hold the code of one place, which imports only what its place may", () => {
    const wrong = code.flatMap(({ file, files: imports, nodeModules }) => {
      const place = placeOf(file)!
      const reached = imports.filter((target) => !place.imports.some((allowed) => inside(target, allowed)))
      const node = place.nodeModules ? [] : nodeModules
      const browser =
        place.folder === "src/shared" ? browserGlobalsIn(fs.readFileSync(path.join(ROOT, file), "utf8")) : []
      return [...reached, ...node, ...browser].map((target) => `${file} (${place.runs}) → ${target}`)
    })
    expect(wrong).toEqual([])
  })

  it("are the folders of docs/architecture.md's table of where code runs, and no other", () => {
    const doc = fs.readFileSync(path.join(ROOT, "docs", "architecture.md"), "utf8")
    const rows = [...doc.matchAll(/^\| `([\w/-]+)\/` +\|/gm)].map((match) => match[1])
    expect(rows.filter((folder) => folder !== "tests").sort()).toEqual(
      PLACES.map(({ folder }) => folder)
        .filter((folder) => folder !== "tests")
        .sort(),
    )
  })

  it("hold plain modules on Node.js's side: no Gatsby plugin stub (gatsby-node, package.json, index.js) in node/", () => {
    const stubs = fs
      .readdirSync(path.join(ROOT, "node"), { recursive: true, encoding: "utf8" })
      .filter((name) => /(^|\/)(gatsby-(node|browser|ssr)\.[jt]sx?|package\.json|index\.js)$/.test(name))
    expect(stubs).toEqual([])
  })

  it("finds a cycle injected two levels down, and between a folder and its own subfolder, and none in a chain", () => {
    const withEdges = (edges: [string, string][]) => [
      ...files,
      ...edges.map(([file, target]) => ({ file, imports: [target] })),
    ]
    const twoDown = cycleAtAnyDepth(
      withEdges([
        ["node/build-steps/data/x.ts", "node/build-steps/cms/y"],
        ["node/build-steps/cms/z.ts", "node/build-steps/data/w"],
      ]),
    )
    expect(twoDown?.join("\n")).toMatch(
      /node\/build-steps\/cms → node\/build-steps\/data|node\/build-steps\/data → node\/build-steps\/cms/,
    )
    expect(
      cycleAtAnyDepth(
        withEdges([
          ["src/shared/x.ts", "src/shared/data-rules/y"],
          ["src/shared/data-rules/z.ts", "src/shared/w"],
        ]),
      ),
    ).not.toBeNull()
    expect(cycleAtAnyDepth(withEdges([["node/dev-server/outbox/x.ts", "node/build-steps/counting/y"]]))).toBeNull()
  })

  it("names a file that imports what its place may not: Node.js in the page, the dev server in the build", () => {
    const stray = (file: string, text: string) => {
      const { files: imports, nodeModules } = importsOf(file, text)
      const place = placeOf(file)!
      return [
        ...imports.filter((target) => !place.imports.some((allowed) => inside(target, allowed))),
        ...(place.nodeModules ? [] : nodeModules),
      ]
    }
    expect(stray("src/sections/x.tsx", 'import fs from "node:fs"')).toEqual(["node:fs"])
    expect(stray("src/shared/x.ts", 'import { a } from "../quote/a"')).toEqual(["src/quote/a"])
    expect(stray("node/build-steps/data/x.ts", 'import { b } from "../../dev-server/guard"')).toEqual([
      "node/dev-server/guard",
    ])
    expect(stray("cms/x.ts", 'import { c } from "../src/pages/index"')).toEqual([])
    expect(
      browserGlobalsIn("const a = () => requestAnimationFrame(b); // window\nconst c = { window: 1 }.window"),
    ).toEqual(["requestAnimationFrame"])
  })

  it("reads imports as TypeScript does: dynamic ones count, words in comments do not", () => {
    const text = [
      'import { a } from "../shared/a"',
      'const b = () => import(/* webpackChunkName: "b" */ "../tools/b")',
      '// e.g. `() => import("../sections/faq")`',
      'export { c } from "./c"',
      'import React from "react"',
      'import fs from "node:fs"',
      'import os from "os"',
    ].join("\n")
    expect(importsOf("src/quote/x.ts", text)).toEqual({
      files: ["src/shared/a", "src/tools/b", "src/quote/c"],
      nodeModules: ["node:fs", "os"],
    })
  })
})
