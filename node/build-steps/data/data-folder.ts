/**
 * Validation of the editable data in `data/`: reads the data files, their JSON Schemas (`data/schemas/`) and the
 * pictures there, and judges them with validate-data.ts.
 *
 * Used by `npm run check:data` (which `npm run build` runs first) and by the build's first step (node/build-steps/data/steps.ts), so an
 * editor's mistake stops both the dev server and the build with a message that names the file,
 * the item and the field, instead of publishing an empty box.
 */
import fs from "node:fs"
import path from "node:path"
import { readSchemaSet } from "./schema-files"
import { symbolicLinkUnder } from "./symbolic-links"
import { validateData, type DataProblem } from "../../../src/shared/data-rules/validate-data"
import { pictureProblem, pictureSizeProblem } from "../../../src/shared/picture-types"
import probeSync from "probe-image-size/sync"
import { compileValidators } from "../../../src/shared/data-rules/schema-validators"

/** Where the pictures are, inside the data folder (the CMS's `media_folder`: cms-config.ts). */
const PICTURES = "images"

/**
 * Every file in `dataDir/images/` (and below) judged by its bytes, as a picture pushed by hand is never seen by the
 * CMS: of a type the site publishes, its bytes of the type its name says, and within the size limits
 * (src/shared/picture-types.ts, `PICTURE_LIMITS`). One problem per file, naming the file and the limit.
 */
export function pictureFileProblems(dataDir: string, folder = path.basename(dataDir)): DataProblem[] {
  const root = path.join(dataDir, PICTURES)
  if (!fs.existsSync(root)) return []
  // A hidden file (`.gitkeep`, a Mac's `.DS_Store`) is no picture of the site: no data file can name it.
  const files = (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter(
    (entry) => entry.isFile() && !entry.name.startsWith("."),
  )
  return files.flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name)
    const file = `${folder}/${path.relative(dataDir, full).split(path.sep).join("/")}`
    const bytes = fs.readFileSync(full)
    const typeProblem = pictureProblem(entry.name, bytes)
    if (typeProblem) return [{ file, message: typeProblem }]
    const sizeProblem = pictureSizeProblem(entry.name, bytes.length, probeSync(bytes) ?? undefined)
    return sizeProblem ? [{ file, message: sizeProblem }] : []
  })
}

/** The text of every `*.json` in `dataDir`, by file name. */
export function readDataTexts(dataDir: string): Map<string, string> {
  return new Map(
    fs
      .readdirSync(dataDir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dataDir, name), "utf8")]),
  )
}

/**
 * Checks every `*.json` in `dataDir` against `dataDir/schemas/<name>.schema.json` and the data rules
 * ({@link validateData}); an image field must name a file in `dataDir`, every picture there must be one the site
 * publishes within the size limits ({@link pictureFileProblems}), and no file or folder there may be a symbolic link.
 *
 * @param dataDir absolute or relative path of the `data/` folder.
 * @param today the moment of the check, for rules about dates (no review in the future); the real clock by
 *   default, a test's own clock in tests.
 * @returns every problem found (empty when the data is valid), warnings among them; never throws for bad data.
 * @throws when a schema file cannot be read or is not JSON (a developer's mistake, not an editor's).
 */
export function validateDataFolder(dataDir: string, today: Date = new Date()): DataProblem[] {
  const folder = path.basename(dataDir)
  const schemas = readSchemaSet(dataDir)
  // The data is files of its own: a link could lead the build to any file of the machine.
  const link = symbolicLinkUnder(dataDir)
  const links: DataProblem[] = link
    ? [{ file: `${folder}/${link}`, message: "is a symbolic link: put the file itself in its place" }]
    : []
  return [
    ...links,
    ...(link ? [] : pictureFileProblems(dataDir, folder)),
    ...validateData({
      texts: readDataTexts(dataDir),
      schemas,
      today,
      hasImage: (file) => fs.existsSync(path.join(dataDir, file)),
      folder,
      validators: compileValidators(schemas),
    }),
  ]
}
