/**
 * A fresh `data/` folder for each test of the data checks, so each test breaks one thing, and an edit as an editor
 * would make it: the starting data (tests/starting-data/, a fixed copy of the data the site shipped with, so
 * no test depends on what an editor has since changed in data/) with today's schemas (data/schemas/). Call
 * {@link dataCopyPerTest} at the top of a test file (it registers beforeEach/afterEach).
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { formatProblem, type DataProblem } from "../../../src/shared/data-rules/validate-data"
import { validateDataFolder } from "../../../node/build-steps/data/data-folder"
import { STARTING_DATA } from "./starting-data"

const schemas = path.resolve(__dirname, "..", "..", "..", "data", "schemas")

/** A fixed "today" after every review and the law check of the starting data: the tests' own clock. */
export const TODAY = new Date("2026-11-23T12:00:00Z")

/** What a test file gets: its copy's problems and a way to change one value. */
export interface DataCopy {
  /** Every problem of the copy, warnings included, on `today` (default {@link TODAY}). */
  problems: (today?: Date) => DataProblem[]
  /** The problems as the lines `npm run check:data` prints. */
  messages: (today?: Date) => string[]
  /**
   * Changes one value of a data file: `edit("reviews.json", "items.1.rating", 6)` sets the second review's rating;
   * `undefined` removes the field.
   */
  edit: (file: string, where: string, value: unknown) => void
  /** The copy's folder, e.g. to write a file that is not valid JSON. */
  dir: () => string
}

/** Makes the folder before each test of the calling file and removes it after the test. */
export function dataCopyPerTest(): DataCopy {
  let dataDir = ""
  beforeEach(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "eicr-data-")), "data")
    fs.cpSync(STARTING_DATA, dataDir, { recursive: true })
    fs.cpSync(schemas, path.join(dataDir, "schemas"), { recursive: true })
  })
  afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }))
  const problems = (today: Date = TODAY) => validateDataFolder(dataDir, today)
  return {
    problems,
    messages: (today?: Date) => problems(today).map(formatProblem),
    edit(file, where, value) {
      const full = path.join(dataDir, file)
      const json: unknown = JSON.parse(fs.readFileSync(full, "utf8"))
      const keys = where.split(".")
      const last = keys.pop()!
      const parent = keys.reduce<Record<string, unknown>>(
        (node, key) => node[key] as Record<string, unknown>,
        json as Record<string, unknown>,
      )
      if (value === undefined) delete parent[last]
      else parent[last] = value
      // As the CMS writes it (src/shared/data-rules/json-format.ts): the keys keep their order.
      fs.writeFileSync(full, `${JSON.stringify(json, null, 2)}\n`)
    },
    dir: () => dataDir,
  }
}
