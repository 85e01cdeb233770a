/**
 * `npm run check:html`: checks every built page in `public/` with the W3C Nu Html Checker (`vnu.jar`, from the
 * `vnu-jar` npm package, run by the machine's Java 11+) and exits 1 naming each error as `file:line: message`.
 * Valid HTML is what every browser and assistive technology parses the same way.
 *
 * Java is called directly: the package's own runner would download a Java if none were found, and nothing may
 * be downloaded at test time.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { builtPages } from "../build/after-build/built-pages"

/** One message of vnu's `--format json` output. */
interface VnuMessage {
  type: "error" | "info" | "non-document-error"
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * Runs the checker on `files`.
 * @returns the errors, one line each (empty when every page is valid).
 * @throws when Java cannot be started or the checker's output cannot be read.
 */
export function htmlErrors(files: readonly string[]): string[] {
  const jar = require.resolve("vnu-jar/build/dist/vnu.jar")
  const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", "--stdout", ...files], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  })
  if (run.error) throw new Error(`Cannot run Java for the HTML check (${run.error.message}); install Java 11 or newer.`)
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] }
  return messages
    .filter((message) => message.type !== "info")
    .map((message) => {
      const file = message.url ? path.relative(process.cwd(), new URL(message.url).pathname) : "?"
      const snippet = message.extract ? ` (near "${message.extract.replace(/\s+/g, " ").trim().slice(0, 80)}")` : ""
      return `${file}:${message.lastLine ?? "?"}: ${message.message}${snippet}`
    })
}

if (require.main === module) {
  const publicDir = path.resolve(__dirname, "..", "public")
  const files = fs.existsSync(publicDir) ? builtPages(publicDir) : []
  if (files.length === 0) {
    console.error("public/ has no pages: run `npm run build` first.")
    process.exit(1)
  }
  const errors = htmlErrors(files)
  if (errors.length > 0) {
    console.error(`The built HTML has ${errors.length} error(s) (W3C Nu Html Checker):`)
    for (const error of errors) console.error(`  - ${error}`)
    process.exit(1)
  }
  console.log(`HTML: ${files.length} built page(s) valid (W3C Nu Html Checker).`)
}
