/**
 * `npm run test:mutation`: runs StrykerJS (tests/stryker.config.json, with the command's arguments, e.g. `--mutate
 * src/quote-form/email-check.ts` or `--incremental`), then gives its last word (issue 59): the score of each part StrykerJS mutated, read from its JSON report
 * (reports/mutation/mutation.json, mutation-testing-report-schema), with timeouts apart: a mutant that only timed out
 * was caught by no assertion, so the score here is killed / (killed + survived + no coverage), and the timeouts are
 * counted beside it. Ignored mutants (a `Stryker disable` mark, each with its reason beside the code) are counted too.
 * Fails (exit code 1) when the quote path, `src/quote-form/`, is under the break threshold of
 * tests/stryker.config.json.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..", "..", "..")
/** The parts a score is given for, by the start of a file's path; the first that matches a file takes it. */
export const PARTS = [
  { name: "the quote path", under: "src/quote-form/" },
  { name: "the preferred times' days and line", under: "src/shared/preferred-times-" },
  { name: "the data's rules", under: "src/shared/data-rules/" },
  { name: "Node.js's side", under: "node/" },
] as const

type Status = "Killed" | "Survived" | "NoCoverage" | "Timeout" | "Ignored" | "CompileError" | "RuntimeError" | "Pending"
interface Report {
  files: Record<string, { mutants: { status: Status }[] }>
}

/** The counts and score of one part: `score` in %, or null when nothing of it was mutated. */
export function scoreOf(report: Report, under: string) {
  const count = { Killed: 0, Survived: 0, NoCoverage: 0, Timeout: 0, Ignored: 0 }
  for (const [file, { mutants }] of Object.entries(report.files))
    if (file.startsWith(under))
      for (const { status } of mutants) if (status in count) count[status as keyof typeof count]++
  const judged = count.Killed + count.Survived + count.NoCoverage
  return { ...count, score: judged === 0 ? null : (100 * count.Killed) / judged }
}

/** The lines to print, one per part mutated, e.g. "the quote path: 95.1% (1150 killed, 59 survived, …)". */
export function scoreLines(report: Report): string[] {
  return PARTS.flatMap(({ name, under }) => {
    const { score, Killed, Survived, NoCoverage, Timeout, Ignored } = scoreOf(report, under)
    if (score === null) return []
    return [
      `${name} (${under}): ${score.toFixed(2)}% without timeouts (${Killed} killed, ${Survived} survived, ` +
        `${NoCoverage} without coverage; ${Timeout} timed out, ${Ignored} ignored by a mark)`,
    ]
  })
}

if (require.main === module) {
  const reportFile = path.join(ROOT, "reports", "mutation", "mutation.json")
  const started = Date.now()
  const stryker = path.join(ROOT, "node_modules", ".bin", "stryker")
  const run = spawnSync(stryker, ["run", "tests/stryker.config.json", ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: "inherit",
  })
  // The scores are printed after a failed run too (Stryker fails the whole run under `break`), from this run's report.
  if (fs.existsSync(reportFile) && fs.statSync(reportFile).mtimeMs >= started) {
    const report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as Report
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, "tests", "stryker.config.json"), "utf8")) as {
      thresholds: { break: number }
    }
    for (const line of scoreLines(report)) console.log(line)
    const { score } = scoreOf(report, PARTS[0].under)
    if (score !== null && score < config.thresholds.break) {
      console.error(`The quote path's score without timeouts is under ${config.thresholds.break}%.`)
      process.exitCode = 1
    }
  }
  if (run.status !== 0) process.exitCode = run.status ?? 1
}
