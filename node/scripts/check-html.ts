/**
 * `npm run check:html`: checks every built page in `public/` with the W3C Nu Html Checker (`vnu.jar`, from the
 * `vnu-jar` npm package, run by the machine's Java 11+) and exits 1 naming each error as `file:line: message`.
 * Valid HTML is what every browser and assistive technology parses the same way.
 *
 * Java is called directly: the package's own runner would download a Java if none were found, and nothing may
 * be downloaded at test time. Without a Java that runs, the check is reported "not run" with the command that installs
 * one (node/scripts/stages.ts `reportNotRun`) and the stage passes; under CI it fails.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { builtPages } from "../build-steps/after-build/built-pages"
import { ON_CI, reportNotRun } from "./stages"

/** How a developer installs a Java the checker runs on, for the line that says the check did not run. */
export const INSTALL_JAVA =
  "Java 11 or newer: Debian/Ubuntu: sudo apt-get install default-jre-headless; macOS: brew install --cask temurin"

/**
 * Why `java` cannot run the checker on this machine, or `undefined` when `java -version` exits 0: it is not on `PATH`,
 * or it exits non-zero (macOS's /usr/bin/java without a Java installed is a stub that exits 1, saying so on stderr).
 * @param java the command to try; `java` on `PATH` by default.
 * @returns one line for a person, e.g. `java exited with code 1: Unable to locate a Java Runtime.`
 */
export function javaProblem(java = "java"): string | undefined {
  const run = spawnSync(java, ["-version"], { encoding: "utf8", timeout: 30_000 })
  if (run.error) {
    const missing = (run.error as NodeJS.ErrnoException).code === "ENOENT"
    return missing ? `no ${java} on PATH` : `${java} could not be started (${run.error.message})`
  }
  if (run.status === 0) return undefined
  return `${java} exited with ${exitOf(run)}${firstLine(run.stderr || run.stdout)}`
}

/** The line that says the check did not run, and why: `HTML check: not run (<problem>; install <…>)`. */
/**
 * CSS the checker's own CSS grammar does not know yet, though browsers do: container queries (CSS Containment Module
 * Level 3, Baseline since 2023; the preferred times' layout, src/quote-form/preferred-times/preferred-times.module.css). Its messages about
 * them are left out; any other CSS message is still an error.
 */
export const NEWER_CSS = [
  /“container-type”: Property “container-type” doesn't exist/,
  /Unrecognized at-rule “@container”/,
]

export const notRunLine = (problem: string) => `HTML check: not run (${problem}; install ${INSTALL_JAVA})`

/** "code 1" or "signal SIGKILL", for a message. */
const exitOf = (run: { status: number | null; signal: NodeJS.Signals | null }) =>
  run.status === null ? `signal ${run.signal}` : `code ${run.status}`

/** `: ` and the first line of `text` that says something (without its full stop), or nothing. */
function firstLine(text: string): string {
  const line = text
    .split("\n")
    .map((part) => part.trim().replace(/\.$/, ""))
    .find(Boolean)
  return line ? `: ${line}` : ""
}

/** One message of vnu's `--format json` output. */
interface VnuMessage {
  type: "error" | "info" | "non-document-error"
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * Runs the checker on `files` (paths of HTML files).
 * @param java the command that runs Java; `java` on `PATH` by default.
 * @returns the errors, one line each (empty when every page is valid).
 * @throws when Java cannot be started, or ends without the checker's report (e.g. a Java older than 11), with what
 *   Java said.
 */
export function htmlErrors(files: readonly string[], java = "java"): string[] {
  const jar = require.resolve("vnu-jar/build/dist/vnu.jar")
  const run = spawnSync(java, ["-jar", jar, "--errors-only", "--format", "json", "--stdout", ...files], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  })
  if (run.error) throw new Error(`Cannot run Java for the HTML check (${run.error.message}); install ${INSTALL_JAVA}.`)
  let messages: VnuMessage[]
  try {
    ;({ messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] })
  } catch {
    // vnu exits 1 when a page has errors, with its report; without a report, Java itself failed.
    throw new Error(`The HTML check got no report: ${java} exited with ${exitOf(run)}${firstLine(run.stderr)}`)
  }
  return messages
    .filter((message) => message.type !== "info" && !NEWER_CSS.some((known) => known.test(message.message)))
    .map((message) => {
      const file = message.url ? path.relative(process.cwd(), new URL(message.url).pathname) : "?"
      const snippet = message.extract ? ` (near "${message.extract.replace(/\s+/g, " ").trim().slice(0, 80)}")` : ""
      return `${file}:${message.lastLine ?? "?"}: ${message.message}${snippet}`
    })
}

if (require.main === module) {
  const publicDir = path.resolve(__dirname, "..", "..", "public")
  const files = fs.existsSync(publicDir) ? builtPages(publicDir) : []
  if (files.length === 0) {
    console.error("public/ has no pages: run `npm run build` first.")
    process.exit(1)
  }
  const problem = javaProblem()
  if (problem) {
    reportNotRun(notRunLine(problem))
    if (ON_CI) console.error("Under CI=true the HTML check must run: install Java.")
    process.exit(ON_CI ? 1 : 0)
  }
  let errors: string[] = []
  try {
    errors = htmlErrors(files)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  if (errors.length > 0) {
    console.error(`The built HTML has ${errors.length} error(s) (W3C Nu Html Checker):`)
    for (const error of errors) console.error(`  - ${error}`)
    process.exit(1)
  }
  console.log(`HTML: ${files.length} built page(s) valid (W3C Nu Html Checker).`)
}
