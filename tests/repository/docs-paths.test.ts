/**
 * The docs tell the truth about the code (issues 26 and 33):
 * - every file or folder of this project that a doc names exists. A path is a backticked or linked name that starts
 *   with one of the project's own folders; it is looked up from the project root, and also from the doc's own folder.
 *   In a folder's own README a bare file name (`send-queue.ts`) or a relative one (`../shared/sections.ts`) names a
 *   file from there. Built output (`public/`), URL paths and addresses are left out, and so are the made-up names of
 *   docs/how-to.md's worked example ({@link EXAMPLES});
 * - every `npm run` script a doc names is in package.json;
 * - docs/testing.md lists the stages of `npm run test:all` in package.json's order;
 * - docs/architecture.md's layout lists every folder of the repository, and only folders that exist.
 */
import fs from "node:fs"
import path from "node:path"
import { expand } from "../../node/scripts/stages"

const ROOT = path.resolve(__dirname, "..", "..")
const SCRIPTS = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts
/** Folders no doc describes: git's, the dependencies', and each folder's own tests. */
const NOT_DESCRIBED = new Set([".git", "node_modules", "__tests__"])
/** The folders .gitignore keeps out of the repository (its entries that end in `/`), e.g. `public`, `tests/built-data`. */
const IGNORED = new Set(
  fs
    .readFileSync(path.join(ROOT, ".gitignore"), "utf8")
    .split("\n")
    .filter((line) => line.endsWith("/") && !line.startsWith("#"))
    .map((line) => line.slice(0, -1)),
)

/** Every folder of the repository, from the root (`src/quote`), ignored and undescribed ones left out. */
function folders(from = ""): string[] {
  return fs
    .readdirSync(path.join(ROOT, from), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.posix.join(from, entry.name))
    .filter((folder) => !NOT_DESCRIBED.has(path.basename(folder)) && !IGNORED.has(folder))
    .flatMap((folder) => [folder, ...folders(folder)])
}

/** The docs: the README, docs/, and every folder's own README. */
const DOCS = [
  "README.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
  ...folders()
    .filter((folder) => !folder.startsWith("docs"))
    .map((folder) => `${folder}/README.md`)
    .filter((file) => fs.existsSync(path.join(ROOT, file))),
]
const PROJECT_FOLDERS = ["src", "cms", "node", "tests", "data", "docs", "static", ".github", ".ci"]
/** Folders moved away (issues 39, 50): a doc that still names a path inside one (`e2e/cms.spec.ts`, `scripts/cms.ts`) is wrong. */
const MOVED_FOLDERS = ["build", "build-steps", "scripts", "admin", "e2e", "engines", "__mocks__"]
const BARE_FILE = /^[\w.-]+\.(?:ts|tsx|mjs|js|json|md|css)$/
/** The worked example's files, which a reader makes: a `checklist` section, a `castle.jpg` picture. */
const EXAMPLES = /(^|\/)checklist[./]|castle\.jpg$/
/** Files the build writes (git-ignored, so absent from a clean clone): named in the docs all the same. */
const GENERATED = new Set(["tests/built-data", "tests/built-data/", "src/gatsby-types.d.ts"])

/**
 * The paths `text` names: backticked words and Markdown link targets that look like this project's files.
 * @param bare also bare and relative file names (`send-queue.ts`, `../shared/sections.ts`), for a folder's own README.
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
            MOVED_FOLDERS.some((folder) => candidate.startsWith(`${folder}/`)) ||
            (bare && (BARE_FILE.test(candidate) || candidate.startsWith("../"))),
        ),
    ),
  ]
}

/** The `npm run` scripts `text` names, e.g. `["check:data", "test:all"]`. */
export function namedScripts(text: string): string[] {
  return [...new Set([...text.matchAll(/npm run ([\w:.-]*\w)/g)].map((match) => match[1]))]
}

/** The scripts a numbered list of `text` runs, in order: items that start "1. `npm run lint`". */
export function listedStages(text: string): string[] {
  return [...text.matchAll(/^\s*\d+\. `npm run ([\w:.-]+)`/gm)].map((match) => match[1])
}

/** The folders the first code block after "## Layout" lists, one per line, as `src/quote/ …`. */
export function layoutFolders(text: string): string[] {
  const block = /## Layout[\s\S]*?```\n([\s\S]*?)```/.exec(text)?.[1] ?? ""
  return block
    .split("\n")
    .map((line) => /^(\S+)\/(?:\s|$)/.exec(line)?.[1])
    .filter((folder): folder is string => Boolean(folder))
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
      namedPaths("see `src/shared/settings.ts`, [the guide](docs/editing.md#x) and `https://example.com/src/a.ts`"),
    ).toEqual(["src/shared/settings.ts", "docs/editing.md"])
  })

  it("finds relative names in a folder's README", () => {
    expect(namedPaths("the list in `../shared/sections.ts`", true)).toEqual(["../shared/sections.ts"])
  })
})

describe("npm scripts and folders named in the docs", () => {
  it.each(DOCS)("%s names only npm scripts package.json has", (doc) => {
    const text = fs.readFileSync(path.join(ROOT, doc), "utf8")
    expect(namedScripts(text).filter((name) => !(name in SCRIPTS))).toEqual([])
  })

  it("docs/testing.md lists the stages of npm run test:all, in package.json's order", () => {
    const text = fs.readFileSync(path.join(ROOT, "docs", "testing.md"), "utf8")
    expect(listedStages(text)).toEqual(expand(["test:all"], SCRIPTS))
  })

  it("docs/architecture.md's layout lists every folder of the repository, and no other", () => {
    const listed = layoutFolders(fs.readFileSync(path.join(ROOT, "docs", "architecture.md"), "utf8"))
    expect(folders().filter((folder) => !listed.includes(folder))).toEqual([])
    expect(listed.filter((folder) => !fs.existsSync(path.join(ROOT, folder)))).toEqual([])
  })

  it("reads scripts, a numbered stage list and a layout as they are written", () => {
    expect(namedScripts("run `npm run check:data`, then npm run test:all.")).toEqual(["check:data", "test:all"])
    expect(listedStages("1. `npm run lint`: ESLint\n2. `npm run test:unit`: Jest\n- `npm run cms`")).toEqual([
      "lint",
      "test:unit",
    ])
    expect(layoutFolders("## Layout\n\n```\nsrc/        the page\nsrc/quote/  forms\n```\n")).toEqual([
      "src",
      "src/quote",
    ])
  })
})
