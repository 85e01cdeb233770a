/**
 * The project's import graph, for tests/repository/code-folders.test.ts: what a file imports (read by TypeScript's own
 * pre-processor: static, dynamic and `require`, never a word in a comment), the folders' graph at one depth, a cycle in
 * it, and the browser globals a file uses.
 */
import fs from "node:fs"
import { isBuiltin } from "node:module"
import path from "node:path"
import ts from "typescript"

const ROOT = path.resolve(__dirname, "..", "..")

/** The browser's own globals, which plain code (`src/shared/`) never touches: it runs in Node.js too. */
const BROWSER_GLOBALS = new Set([
  "window",
  "document",
  "navigator",
  "localStorage",
  "sessionStorage",
  "requestAnimationFrame",
  "fetch",
  "location",
])

/** The browser globals `text` uses as values (a property or a word in a comment of that name does not count). */
export function browserGlobalsIn(text: string): string[] {
  const found = new Set<string>()
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && BROWSER_GLOBALS.has(node.text)) {
      const parent = node.parent
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertyAssignment(parent) ||
          ts.isPropertySignature(parent) ||
          ts.isParameter(parent) ||
          ts.isVariableDeclaration(parent) ||
          ts.isBindingElement(parent)) &&
          parent.name === node)
      if (!isName) found.add(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile("x.ts", text, ts.ScriptTarget.Latest, true))
  return [...found]
}

/** What `file` imports: project files (relative specifiers, as paths from the root) and Node.js's own modules. */
export function importsOf(file: string, text = fs.readFileSync(path.join(ROOT, file), "utf8")) {
  const names = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName)
  return {
    files: names
      .filter((name) => name.startsWith("./") || name.startsWith("../"))
      .map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(file), name))),
    nodeModules: names.filter((name) => isBuiltin(name)),
  }
}

/** The folder of `file` cut at `depth` (`node/build-steps/cms/steps.ts` at 2 → `node/build-steps`). */
export const folderAt = (file: string, depth: number) => file.split("/").slice(0, -1).slice(0, depth).join("/")

/** At one depth: the folders each folder imports, with the imports that make each edge (`from → to`). */
export function folderGraph(files: { file: string; imports: string[] }[], depth: number) {
  const graph = new Map<string, Map<string, string[]>>()
  for (const { file, imports } of files) {
    const from = folderAt(file, depth)
    const edges = graph.get(from) ?? new Map<string, string[]>()
    for (const target of imports) {
      const to = folderAt(target, depth)
      if (to !== from) edges.set(to, [...(edges.get(to) ?? []), `${file} → ${target}`])
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

/** The first cycle at any depth, with the imports that make each of its steps, or null. */
export function cycleAtAnyDepth(files: { file: string; imports: string[] }[]): string[] | null {
  const deepest = Math.max(...files.map(({ file }) => file.split("/").length - 1))
  for (let depth = 1; depth <= deepest; depth++) {
    const graph = folderGraph(files, depth)
    const cycle = cycleIn(graph)
    if (cycle)
      return cycle
        .slice(1)
        .map((to, index) => `${cycle[index]} → ${to}: ${graph.get(cycle[index])!.get(to)!.join(", ")}`)
  }
  return null
}

/** A file of the project, as the graph names it: from the root, without its code extension (`src/shared/text`). */
const asNode = (file: string) => file.replace(/\.(tsx?|mjs|js)$/, "")

/**
 * The project's files that `file` reads or compiles by path rather than imports (issue 59): each `path.join(…)` or
 * `path.resolve(…)` of string literals from the root (`ROOT`, `root`) or from `__dirname`, directly or through a
 * `const` of the same file (`const admin = path.join(root, "cms")`, then `path.join(admin, "main.ts")`), that names an
 * existing file or folder of `src/` or `cms/`. A folder counts as its files (`src/quote-form/email-templates/*`).
 * E.g. node/build-steps/page-bundle/head-script.ts compiles `src/enhancement/head-script-entry.ts` for the browser.
 */
export function compiledByPath(file: string, text = fs.readFileSync(path.join(ROOT, file), "utf8")): string[] {
  const known = new Map<string, string>([
    ["ROOT", ""],
    ["root", ""],
    ["__dirname", path.posix.dirname(file)],
  ])
  const evaluate = (node: ts.Expression): string | null => {
    if (ts.isStringLiteral(node)) return node.text
    if (ts.isIdentifier(node)) return known.get(node.text) ?? null
    if (ts.isCallExpression(node) && /^path(\.posix)?\.(join|resolve)$/.test(node.expression.getText())) {
      const parts = node.arguments.map(evaluate)
      return parts.some((part) => part === null) ? null : path.posix.normalize(path.posix.join(...(parts as string[])))
    }
    return null
  }
  const found = new Set<string>()
  const ambiguous = new Set<string>()
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = evaluate(node.initializer)
      const name = node.name.text
      // A name declared twice (in two functions) with two paths is read as neither.
      if (value !== null && !known.has(name) && !ambiguous.has(name)) known.set(name, value)
      else if (known.get(name) !== value && !["ROOT", "root", "__dirname"].includes(name)) {
        known.delete(name)
        ambiguous.add(name)
      }
    }
    if (ts.isCallExpression(node)) {
      const target = evaluate(node)
      if (target && /^(src|cms)\//.test(target) && fs.existsSync(path.join(ROOT, target)))
        found.add(fs.statSync(path.join(ROOT, target)).isDirectory() ? `${target}/*` : asNode(target))
    }
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true))
  return [...found]
}
