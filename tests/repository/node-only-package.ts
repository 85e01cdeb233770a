/**
 * Whether an npm package needs Node.js (issue 59: browser code may not import one), for
 * tests/repository/code-folders.test.ts: the package's browser entry resolved as a bundler for the browser resolves it,
 * and every file it reaches read for Node.js's own modules.
 */
import fs from "node:fs"
import { isBuiltin } from "node:module"
import path from "node:path"
import ts from "typescript"

const ROOT = path.resolve(__dirname, "..", "..")

/** The npm packages `text` imports: its bare specifiers (`react-dom/client`), Node.js's own modules left out. */
export function packagesIn(text: string): string[] {
  const names = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName)
  return [...new Set(names.filter((name) => !/^[./]/.test(name) && !isBuiltin(name)))]
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/")

type Exports = string | null | { [condition: string]: Exports }
/**
 * The conditions a bundler for the browser matches (webpack 5, esbuild with platform browser): of an `exports`
 * object, the first key in the package's own order that is one of these is taken.
 */
const BROWSER_CONDITIONS = new Set(["browser", "import", "module", "default", "require"])
const pick = (exports: Exports): string | null => {
  if (exports === null || typeof exports === "string") return exports
  const condition = Object.keys(exports).find((name) => BROWSER_CONDITIONS.has(name))
  return condition ? pick(exports[condition]) : null
}

/** The `exports` entry of `subpath` (`.`, `./sub`), a `./*` pattern's filled in, or null. */
function exportOf(exports: Exports | Record<string, Exports>, subpath: string): Exports {
  if (typeof exports !== "object" || exports === null || !Object.keys(exports).some((key) => key.startsWith(".")))
    return subpath === "." ? (exports as Exports) : null
  if (subpath in exports) return exports[subpath]
  const pattern = Object.keys(exports).find(
    (key) => key.includes("*") && subpath.startsWith(key.split("*")[0]) && subpath.endsWith(key.split("*")[1]),
  )
  if (!pattern) return null
  const [before, after] = pattern.split("*")
  const filled = subpath.slice(before.length, subpath.length - after.length)
  const target = pick(exports[pattern])
  return target === null ? null : target.replace("*", filled)
}

/** The first existing file of `base` as Node.js and bundlers complete a specifier, or null. */
function completed(base: string): string | null {
  for (const suffix of ["", ".js", ".mjs", ".cjs", "/index.js", "/index.mjs"]) {
    const file = base + suffix
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return null
}

const nodeOnlyMemo = new Map<string, string | null>()

/**
 * What Gatsby's webpack config puts in place of a package in the page's bundle (node_modules/gatsby/dist/utils/
 * webpack.config.js, `resolve.alias`): its browser shim, which needs no Node.js module.
 */
const GATSBY_BROWSER_ALIASES = new Set(["gatsby-core-utils/create-content-digest"])

/** The folder of package `name` as Node.js finds it from folder `from` (its nearest `node_modules`), or null. */
function packageDir(name: string, from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name)
    if (fs.existsSync(path.join(candidate, "package.json"))) return candidate
    if (dir === path.dirname(dir)) return null
  }
}

/**
 * Whether npm package `name` needs Node.js (issue 59: browser code may not import one): the Node.js module it
 * reaches, as `sharp → node:child_process`, or null when it runs in a browser. Its browser entry is resolved as a
 * bundler for the browser does (package.json `exports` with the browser conditions, else `browser`, `module`, `main`),
 * then every file it reaches by static, dynamic or `require` import is read, across its dependencies; a Node.js module
 * its `browser` field replaces by `false` does not count. A package imported from `from` (the project's root by default)
 * that is not installed counts as Node-only; one reached inside a package and not installed (an optional `import()`,
 * e.g. Gatsby's `react-server-dom-webpack`) is not read.
 * A package whose browser entry only throws (as `ws`'s does) counts as running in a browser: the check reads imports,
 * not what the code does.
 */
export function nodeOnlyPackage(specifier: string, from = ROOT, seen = new Set<string>()): string | null {
  const name = packageName(specifier)
  const subpath = `.${specifier.slice(name.length)}`
  const dir = packageDir(name, from)
  if (!dir) return from === ROOT ? `${specifier} → (not installed)` : null
  const key = `${dir}:${subpath}`
  if (nodeOnlyMemo.has(key)) return nodeOnlyMemo.get(key)!
  if (seen.has(key)) return null // in progress further up: its own answer is the one that counts
  const outermost = seen.size === 0
  seen.add(key)
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as {
    exports?: Exports | Record<string, Exports>
    browser?: string | Record<string, string | false>
    module?: string
    main?: string
  }
  const browserMap = typeof manifest.browser === "object" ? manifest.browser : {}
  const exports = manifest.exports as Record<string, Exports> | undefined
  const exported = exports && pick(exportOf(exports, subpath))
  const entryName =
    exported ??
    (subpath !== "."
      ? subpath
      : typeof manifest.browser === "string"
        ? manifest.browser
        : (manifest.module ?? manifest.main ?? "index"))
  // The browser field's file replacements (`"./lib/x.node.js": "./lib/x.js"`), by absolute path; `false` drops a file.
  const replaced = new Map(
    Object.entries(browserMap)
      .filter(([from]) => from.startsWith("."))
      .map(([from, to]) => [path.join(dir, from), to === false ? null : path.join(dir, to)] as const),
  )
  const inBrowser = (file: string | null) => (file && replaced.has(file) ? replaced.get(file)! : file)
  const entry = inBrowser(completed(path.join(dir, entryName)))
  let answer: string | null = entry ? null : `${specifier} → (no entry)`
  const queue = entry ? [entry] : []
  const read = new Set(queue)
  while (queue.length > 0 && answer === null) {
    const file = queue.shift()!
    for (const { fileName: imported } of ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true).importedFiles) {
      if (browserMap[imported] === false) continue
      if (isBuiltin(imported)) {
        answer = `${specifier} → ${imported}`
        break
      }
      if (/^[./]/.test(imported)) {
        const next = inBrowser(completed(path.resolve(path.dirname(file), imported)))
        if (next && !read.has(next)) {
          read.add(next)
          queue.push(next)
        }
      } else {
        const inner = GATSBY_BROWSER_ALIASES.has(imported) ? null : nodeOnlyPackage(imported, path.dirname(file), seen)
        if (inner) answer = `${specifier} → ${inner}`
      }
    }
  }
  // Only an answer reached from the top is kept: one found inside a cycle may lean on a package still in progress.
  if (outermost || answer !== null) nodeOnlyMemo.set(key, answer)
  return answer
}
