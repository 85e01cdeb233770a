/**
 * `npm run starting-data`: copies into tests/starting-data/ (the tests' fixed copy of the data, read by the
 * unit tests) every data file and picture of data/ that has no copy there yet, e.g. a new section's data file
 * (docs/how-to.md, "Add a section to the page"). `npm run starting-data -- faq.json` copies the named files again,
 * over their copies, after a change the tests should start from. Prints what it copied; copies nothing else.
 */
import fs from "node:fs"
import path from "node:path"

/**
 * Copies `names` (file names in `dataDir`, pictures as `images/<name>`), or, when none are given, every `*.json` and
 * picture of `dataDir` that `startingDir` lacks.
 *
 * @returns the names copied, in order.
 * @throws Error naming a given file that `dataDir` does not have.
 */
export function copyStartingData(dataDir: string, startingDir: string, names: readonly string[] = []): string[] {
  const chosen = names.length > 0 ? [...names] : missingFrom(dataDir, startingDir)
  for (const name of chosen) {
    const from = path.join(dataDir, name)
    if (!fs.existsSync(from)) throw new Error(`${path.join(path.basename(dataDir), name)} does not exist`)
    fs.mkdirSync(path.dirname(path.join(startingDir, name)), { recursive: true })
    fs.copyFileSync(from, path.join(startingDir, name))
  }
  return chosen
}

/** The data files and pictures of `dataDir` with no copy in `startingDir`. */
function missingFrom(dataDir: string, startingDir: string): string[] {
  const listed = (folder: string, prefix: string) =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder, { withFileTypes: true })
          .filter((entry) => entry.isFile() && (prefix !== "" || entry.name.endsWith(".json")))
          .map((entry) => prefix + entry.name)
      : []
  const content = (dir: string) => [...listed(dir, ""), ...listed(path.join(dir, "images"), "images/")]
  const copies = new Set(content(startingDir))
  return content(dataDir).filter((name) => !copies.has(name))
}

if (require.main === module) {
  const root = path.resolve(__dirname, "..", "..")
  try {
    const copied = copyStartingData(
      path.join(root, "data"),
      path.join(root, "tests", "starting-data"),
      process.argv.slice(2),
    )
    console.log(copied.length === 0 ? "Nothing to copy." : copied.map((name) => `copied data/${name}`).join("\n"))
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  }
}
