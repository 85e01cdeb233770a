/**
 * Where each folder's code runs, and what its links may reach (issue 50, issue 59), for
 * tests/repository/code-folders.test.ts: the places, each file's links (imports, Node.js modules, npm packages, files
 * read by path), what is wrong with them, and what an entry compiled for the browser reaches.
 */
import fs from "node:fs"
import path from "node:path"
import { VALIDATORS_MODULE } from "../../node/build-steps/cms/schema-validators-module"
import { browserGlobalsIn, compiledByPath, importsOf } from "./import-graph"
import { nodeOnlyPackage, packagesIn } from "./node-only-package"

const ROOT = path.resolve(__dirname, "..", "..")
/** The folders of code: the page, the CMS, Node.js's side and the tests' support. */
export const CODE_ROOTS = ["src", "cms", "node", "tests"] as const
/** Gatsby's four files at the top level: each is placed as a folder is. */
export const TOP_LEVEL = ["gatsby-browser.ts", "gatsby-ssr.tsx", "gatsby-node.ts", "gatsby-config.ts"] as const

/** What code of a place may read by path (compile, bundle or render), beside what it imports. */
export const BROWSER_CODE = ["src", "cms"]

/**
 * Where each folder's code runs, most specific first: a file belongs to the first row whose folder holds it, and may
 * import (relative imports) only files of the rows `imports` names, and read by path (compile for the browser, render
 * as a template: {@link compiledByPath}) only files of the folders `reads` names; `nodeModules` says whether it may
 * import Node.js's own modules (`node:fs`…) and npm packages that need them ({@link nodeOnlyPackage}).
 */
export const PLACES = [
  { folder: "src/shared", runs: "anywhere: plain code", imports: ["src/shared"], reads: [], nodeModules: false },
  {
    folder: "src/due-date-tool/property-types.ts",
    runs: "anywhere: plain code, the one list of the due-date tool's types of property, which npm run format:data reads",
    imports: [],
    reads: [],
    nodeModules: false,
  },
  {
    folder: "src/quote-form/fields/quote-field-table.ts",
    runs: "anywhere: plain code, the one list of the quote's fields, which npm run format:data reads too",
    imports: [],
    reads: [],
    nodeModules: false,
  },
  {
    folder: "src",
    runs: "the page: the visitor's browser, and the build's server render",
    imports: ["src"],
    reads: [],
    nodeModules: false,
  },
  { folder: "cms", runs: "the CMS: the editor's browser", imports: ["cms", "src"], reads: [], nodeModules: false },
  {
    folder: "node/build-steps",
    runs: "Node.js, at build time",
    imports: ["node/build-steps", "node/paths", "node/workflow-commands", "src/shared"],
    reads: BROWSER_CODE,
    nodeModules: true,
  },
  {
    folder: "node/dev-server",
    runs: "Node.js, under npm start",
    imports: ["node/dev-server", "node/build-steps", "node/paths", "src/shared"],
    reads: BROWSER_CODE,
    nodeModules: true,
  },
  {
    folder: "node/scripts",
    runs: "Node.js, as an npm command",
    imports: ["node", "src/shared", "src/quote-form/fields/quote-field-table", "src/due-date-tool/property-types"],
    reads: ["src/images"],
    nodeModules: true,
  },
  { folder: "node", runs: "Node.js: what all of node/ shares", imports: ["node"], reads: [], nodeModules: true },
  {
    folder: "tests",
    runs: "the tests",
    imports: ["tests", "src", "cms", "node", "data"],
    reads: BROWSER_CODE,
    nodeModules: true,
  },
  {
    folder: "gatsby-browser.ts",
    runs: "the page: Gatsby's browser hooks",
    imports: ["src"],
    reads: [],
    nodeModules: false,
  },
  { folder: "gatsby-ssr.tsx", runs: "the build's server render", imports: ["src"], reads: [], nodeModules: false },
  {
    folder: "gatsby-node.ts",
    runs: "Node.js: Gatsby's build and dev server hooks",
    imports: ["node/build-steps", "node/dev-server", "node/paths"],
    reads: [],
    nodeModules: true,
  },
  {
    folder: "gatsby-config.ts",
    runs: "Node.js: Gatsby's settings",
    imports: ["node/build-steps", "node/paths"],
    reads: [],
    nodeModules: true,
  },
] as const

/** Whether `file` (a path from the root) is `folder` or inside it. */
export const inside = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`)

/** The row of {@link PLACES} a file belongs to, or undefined outside the code's folders. */
export const placeOf = (file: string) => PLACES.find(({ folder }) => inside(file, folder))

/** Every source file under `dir` (a path from the root), each `__tests__/` folder and type declarations left out. */
export function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return ["__tests__", "node_modules"].includes(entry.name) ? [] : sources(file)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : []
  })
}

/**
 * Whether npm package `name` needs Node.js ({@link nodeOnlyPackage}). The CMS's validators are no package: the build
 * generates them from ajv's standalone code and esbuild's `alias` gives them that name (node/build-steps/cms).
 */
const needsNode = (name: string) => name !== VALIDATORS_MODULE && nodeOnlyPackage(name) !== null

/** One file's links: what it imports, the Node.js modules and npm packages among them, what it reads by path. */
export const linksOf = (file: string, text = fs.readFileSync(path.join(ROOT, file), "utf8")) => ({
  file,
  ...importsOf(file, text),
  packages: packagesIn(text),
  compiled: compiledByPath(file, text),
  text,
})
export type Links = ReturnType<typeof linksOf>

/**
 * Everything wrong with one file's links, as `file (where it runs) → what`: an import or a file read by path that its
 * place may not reach, a Node.js module or Node-only package in code that runs in a browser, a browser global in plain
 * code.
 */
export function wrongLinks({ file, files: imports, nodeModules, packages, compiled, text }: Links): string[] {
  const place = placeOf(file)!
  const reached = imports.filter((target) => !place.imports.some((allowed) => inside(target, allowed)))
  const read = compiled.filter((target) => !place.reads.some((allowed) => inside(target, allowed)))
  const node = place.nodeModules ? [] : [...nodeModules, ...packages.filter(needsNode)]
  const browser = place.runs.startsWith("anywhere") ? browserGlobalsIn(text) : []
  return [...reached, ...read, ...node, ...browser].map((target) => `${file} (${place.runs}) → ${target}`)
}

/**
 * What each file compiled for the browser by path (the head script's entry, the reply page's, cms/main.ts) reaches
 * that a browser cannot run: a file outside `src/` and `cms/`, a Node.js module, a Node-only package; as
 * `entry (compiled by …) → file → what`.
 */
export function compiledEntriesReachingNode(all: Links[]): string[] {
  const byNode = new Map(all.map((links) => [links.file.replace(/\.(tsx?|mjs|js)$/, ""), links]))
  return all.flatMap(({ file: compiler, compiled }) =>
    compiled
      .filter((entry) => byNode.has(entry))
      .flatMap((entry) => {
        const wrong: string[] = []
        const seen = new Set([entry])
        const queue = [entry]
        while (queue.length > 0) {
          const links = byNode.get(queue.shift()!)
          if (!links) continue
          const outside = links.files.filter((target) => !BROWSER_CODE.some((folder) => inside(target, folder)))
          const nodeOnly = [...links.nodeModules, ...links.packages.filter(needsNode)]
          wrong.push(
            ...[...outside, ...nodeOnly].map((what) => `${entry} (compiled by ${compiler}) → ${links.file} → ${what}`),
          )
          for (const next of links.files.filter((target) => !outside.includes(target) && !seen.has(target))) {
            seen.add(next)
            queue.push(next)
          }
        }
        return wrong
      }),
  )
}
