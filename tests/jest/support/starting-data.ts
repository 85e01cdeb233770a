/**
 * The starting data for tests that read files: `tests/starting-data/`, a fixed copy of the content the site was
 * delivered with (the tests' own, never the live data/, which an editor changes), as text and as the CMS's
 * `data.json` (src/shared/data-snapshot.ts) gives it.
 */
import fs from "node:fs"
import path from "node:path"
import type { DataSnapshot } from "../../../src/shared/data-snapshot"

/** The folder. */
export const STARTING_DATA = path.resolve(__dirname, "..", "..", "starting-data")

/** Every data file's text, by name (`faq.json`), and the pictures as the data names them (`images/castle.jpg`). */
export function startingData(): DataSnapshot {
  const texts = Object.fromEntries(
    fs
      .readdirSync(STARTING_DATA)
      .filter((name) => name.endsWith(".json"))
      .map((name) => [name, fs.readFileSync(path.join(STARTING_DATA, name), "utf8")]),
  )
  const images = fs.readdirSync(path.join(STARTING_DATA, "images")).map((name) => `images/${name}`)
  return { texts, images }
}
