/**
 * Every file or folder of this project that a doc names exists (issue 26: docs that named a test file that had moved).
 * A path is a backticked or linked name that starts with one of the project's own folders; it is looked up from the
 * project root, and also from the doc's own folder. A bare file name (`send-queue.ts`) is checked in a folder's own
 * README, where it names a file beside it. Built output (`public/`), URL paths and addresses are left out, and so are
 * the made-up names of docs/how-to.md's worked example ({@link EXAMPLES}).
 */
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..")
const DOCS = [
  "README.md",
  ...fs.readdirSync(path.join(ROOT, "docs")).map((file) => `docs/${file}`),
  "src/quote/README.md",
].filter((file) => file.endsWith(".md"))
const PROJECT_FOLDERS = [
  "src",
  "plugins",
  "scripts",
  "e2e",
  "engines",
  "tests",
  "data",
  "docs",
  "static",
  ".github",
  ".ci",
]
const BARE_FILE = /^[\w.-]+\.(?:ts|tsx|mjs|js|json|md|css)$/
/** The worked example's files, which a reader makes: a `checklist` section, a `castle.jpg` picture. */
const EXAMPLES = /(^|\/)checklist[./]|castle\.jpg$/
/** Files the build writes (git-ignored, so absent from a clean clone): named in the docs all the same. */
const GENERATED = new Set(["tests/built-content", "tests/built-content/", "src/gatsby-types.d.ts"])

/**
 * The paths `text` names: backticked words and Markdown link targets that look like this project's files.
 * @param bare also bare file names (`send-queue.ts`), for a folder's own README.
 */
export function namedPaths(text: string, bare = false): string[] {
  const candidates = [
    ...[...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]),
    ...[...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]),
  ]
  return [
    ...new Set(
      candidates
        .map((candidate) => candidate.replace(/[:,.;]+$/, "").replace(/^\.\//, ""))
        .filter((candidate) => !/^[a-z]+:/.test(candidate) && !candidate.includes("*") && !candidate.includes("{"))
        .filter(
          (candidate) =>
            PROJECT_FOLDERS.some((folder) => candidate === folder || candidate.startsWith(`${folder}/`)) ||
            (bare && BARE_FILE.test(candidate)),
        ),
    ),
  ]
}

describe("paths named in the docs", () => {
  it.each(DOCS)("%s names only files and folders that exist", (doc) => {
    const text = fs.readFileSync(path.join(ROOT, doc), "utf8")
    const missing = namedPaths(text, doc.includes("/") && !doc.startsWith("docs/")).filter(
      (named) =>
        !EXAMPLES.test(named) &&
        !GENERATED.has(named) &&
        // From the root, from the doc's folder, or (a bare name in a folder's README) from its tests beside it.
        ![ROOT, path.join(ROOT, path.dirname(doc)), path.join(ROOT, path.dirname(doc), "__tests__")].some((from) =>
          fs.existsSync(path.join(from, named)),
        ),
    )
    expect(missing).toEqual([])
  })

  it("finds a path in backticks and in a link, and leaves out addresses", () => {
    expect(
      namedPaths("see `src/config.ts`, [the guide](docs/editing.md#x) and `https://example.com/src/a.ts`"),
    ).toEqual(["src/config.ts", "docs/editing.md"])
  })
})
