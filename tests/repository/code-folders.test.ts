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
import { browserGlobalsIn, compiledByPath, cycleAtAnyDepth, importsOf } from "./import-graph"
import { nodeOnlyPackage } from "./node-only-package"
import { CODE_ROOTS, compiledEntriesReachingNode, linksOf, PLACES, sources, TOP_LEVEL, wrongLinks } from "./code-places"

const ROOT = path.resolve(__dirname, "..", "..")

const code = [...CODE_ROOTS.flatMap(sources), ...TOP_LEVEL].map((file) => linksOf(file))
const files = code.map(({ file, files: imports, compiled }) => ({ file, imports: [...imports, ...compiled] }))

describe("the code's folders", () => {
  it("import one another without a cycle, at any depth, a file read by path counting as an import", () => {
    expect(cycleAtAnyDepth(files)).toBeNull()
    for (const root of CODE_ROOTS) expect(files.some(({ file }) => file.startsWith(`${root}/`))).toBe(true)
  })

  it("each hold the code of one place, which imports and reads by path only what its place may", () => {
    expect(code.flatMap(wrongLinks)).toEqual([])
  })

  it("compile for the browser only code that reaches nothing of Node.js, and find each such entry", () => {
    expect(compiledEntriesReachingNode(code)).toEqual([])
    const entries = code.flatMap(({ compiled }) => compiled)
    for (const entry of ["src/enhancement/head-script-entry", "src/reply/reply-page-entry", "cms/main"])
      expect(entries).toContain(entry)
  })

  it("are the folders of docs/architecture.md's table of where code runs, and no other", () => {
    const doc = fs.readFileSync(path.join(ROOT, "docs", "architecture.md"), "utf8")
    const rows = [...doc.matchAll(/^\| `([\w/-]+)\/` +\|/gm)].map((match) => match[1])
    expect(rows.filter((folder) => folder !== "tests").sort()).toEqual(
      PLACES.map(({ folder }) => folder)
        .filter((folder) => folder !== "tests" && !/\.tsx?$/.test(folder))
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
    const stray = (file: string, text: string) => wrongLinks(linksOf(file, text)).map((line) => line.split(" → ")[1])
    expect(stray("src/sections/x.tsx", 'import fs from "node:fs"')).toEqual(["node:fs"])
    expect(stray("src/shared/x.ts", 'import { a } from "../quote-form/a"')).toEqual(["src/quote-form/a"])
    expect(stray("node/build-steps/data/x.ts", 'import { b } from "../../dev-server/guard"')).toEqual([
      "node/dev-server/guard",
    ])
    expect(stray("cms/x.ts", 'import { c } from "../src/pages/index"')).toEqual([])
    expect(stray("gatsby-browser.ts", 'import { d } from "./node/paths"')).toEqual(["node/paths"])
    expect(
      browserGlobalsIn("const a = () => requestAnimationFrame(b); // window\nconst c = { window: 1 }.window"),
    ).toEqual(["requestAnimationFrame"])
  })

  it("names browser code that imports an npm package needing Node.js, and lets one made for the browser pass", () => {
    const stray = (file: string, text: string) => wrongLinks(linksOf(file, text)).map((line) => line.split(" → ")[1])
    expect(stray("src/sections/x.tsx", 'import sharp from "sharp"')).toEqual(["sharp"])
    expect(stray("cms/x.ts", 'const m = () => import("mustache")\nimport { build } from "esbuild"')).toEqual([
      "esbuild",
    ])
    expect(stray("src/shared/x.ts", 'import { JSDOM } from "jsdom"')).toEqual(["jsdom"])
    expect(
      stray("src/sections/x.tsx", 'import { init } from "@emailjs/browser"\nimport { Link } from "gatsby"'),
    ).toEqual([])
    expect(stray("node/build-steps/x.ts", 'import sharp from "sharp"')).toEqual([])
    expect(nodeOnlyPackage("sharp")).toMatch(/^sharp → /)
  })

  it("names an entry compiled for the browser that reaches node/ or Node.js, however deep", () => {
    const planted = (file: string, text: string) =>
      compiledEntriesReachingNode(code.map((links) => (links.file === file ? linksOf(file, text) : links)))
    expect(planted("src/enhancement/head-script-entry.ts", 'import { ROOT } from "../../node/paths"')).toEqual([
      "src/enhancement/head-script-entry (compiled by node/build-steps/page-bundle/head-script.ts) → " +
        "src/enhancement/head-script-entry.ts → node/paths",
    ])
    const deep = planted("src/counting/count.ts", 'import fs from "node:fs"\nimport sharp from "sharp"')
    expect(deep).toContain(
      "src/enhancement/head-script-entry (compiled by node/build-steps/page-bundle/head-script.ts) → " +
        "src/counting/count.ts → node:fs",
    )
    expect(deep).toContain(
      "src/enhancement/head-script-entry (compiled by node/build-steps/page-bundle/head-script.ts) → " +
        "src/counting/count.ts → sharp",
    )
  })

  it("reads files named by path: path.join of the root or __dirname and literals, through a const of the file", () => {
    const text = [
      'const admin = path.join(root, "cms")',
      'build({ entryPoints: [path.join(admin, "main.ts")] })',
      'const TEMPLATE = path.join(ROOT, "src", "reply", "reply-page.html")',
      'const ICON = path.resolve(__dirname, "..", "..", "src", "images", "icon.png")',
      'const missing = path.join(ROOT, "src", "nowhere.ts")',
      "const dynamic = path.join(ROOT, name)",
    ].join("\n")
    expect(compiledByPath("node/scripts/x.ts", text).sort()).toEqual([
      "cms/main",
      "src/images/icon.png",
      "src/reply/reply-page.html",
    ])
    expect(compiledByPath("node/dev-server/x.ts", 'const DIR = path.join(ROOT, "src", "quote-form")')).toEqual([
      "src/quote-form/*",
    ])
    const twice = [
      'function a() { const dir = path.join(ROOT, "cms"); return path.join(dir, "main.ts") }',
      'function b() { const dir = path.join(ROOT, "src", "reply"); return path.join(dir, "reply-page.html") }',
    ].join("\n")
    // The first dir is read before the second is declared; once declared twice, the name leads nowhere.
    expect(compiledByPath("node/build-steps/x.ts", twice)).toEqual(["cms/main", "src/reply/*"])
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
    expect(importsOf("src/quote-form/x.ts", text)).toEqual({
      files: ["src/shared/a", "src/tools/b", "src/quote-form/c"],
      nodeModules: ["node:fs", "os"],
    })
  })
})
