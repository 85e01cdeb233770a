/**
 * `npm test` and `npm run test:all`: runs npm scripts one after another, each as its own stage, stops at the first
 * that fails, and prints how long each took (seconds, wall clock) with the slowest marked. The stage list is the
 * command's arguments in package.json, so that file is the one place that says what a command runs. An argument
 * whose own script is a stage list (`test` in `test:all`) stands for its stages.
 *
 * A stage may say that part of it did not run (the engines suite without Firefox, the HTML check without Java): it
 * calls {@link reportNotRun}, which appends a line to the file named by `STAGE_NOTES`, and the summary shows that line
 * beside the stage, so nothing missing reads as passed. Under CI ({@link ON_CI}) the stage fails instead.
 *
 * @throws nothing; exits with the failed stage's code, or 0 when every stage passed.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { stopWorkflowCommands } from "../workflow-commands"

const ROOT = path.resolve(__dirname, "..", "..")
const RUNNER = "tsx node/scripts/stages.ts"
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>
  }
).scripts

/** Whether this is a CI run (`CI` set, and not to "false"): there a part of a stage that cannot run fails the stage. */
export const ON_CI = Boolean(process.env.CI) && process.env.CI !== "false"

/**
 * Says that part of a stage did not run: prints `line` (e.g. `Firefox: not run (install: …)`, naming what is missing
 * and the command that installs it) and, under `npm test`, adds it to the stage summary. Never throws; the caller
 * skips what cannot run, or fails under {@link ON_CI}.
 */
export function reportNotRun(line: string): void {
  console.log(line)
  if (process.env.STAGE_NOTES) fs.appendFileSync(process.env.STAGE_NOTES, `${line}\n`)
}

/** `names` with each one whose script is itself a stage list replaced by its stages, in order. */
export function expand(names: readonly string[], all: Record<string, string> = scripts): string[] {
  return names.flatMap((name) => {
    const command = all[name]
    if (command === undefined) throw new Error(`package.json has no script "${name}"`)
    return command.startsWith(`${RUNNER} `) ? expand(command.slice(RUNNER.length + 1).split(/\s+/), all) : [name]
  })
}

/** Seconds as "1m 05s" or "42s". */
export const duration = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, "0")}s` : `${seconds}s`

interface Stage {
  name: string
  seconds: number
  status: "passed" | "failed" | "not started"
  notes: string[]
}

function report(stages: Stage[]): void {
  const ran = stages.filter((stage) => stage.status !== "not started")
  const slowest = ran.reduce<Stage | undefined>((a, b) => (a && a.seconds >= b.seconds ? a : b), undefined)
  const total = ran.reduce((sum, stage) => sum + stage.seconds, 0)
  const width = Math.max(...stages.map((stage) => stage.name.length))
  console.log("\nStage times (wall clock):")
  for (const stage of stages) {
    const time = stage.status === "not started" ? "" : duration(stage.seconds)
    const mark = stage === slowest ? "  ← slowest" : ""
    const notes = stage.notes.map((note) => `\n  ${" ".repeat(width)}   ${note}`).join("")
    console.log(`  ${stage.name.padEnd(width)}  ${time.padStart(7)}  ${stage.status}${mark}${notes}`)
  }
  console.log(`  ${"total".padEnd(width)}  ${duration(total).padStart(7)}`)
}

function main(): number {
  // The stages print the data's words (a test's failure, the build's warnings): no workflow command on GitHub.
  stopWorkflowCommands()
  const stages: Stage[] = expand(process.argv.slice(2)).map((name) => ({
    name,
    seconds: 0,
    status: "not started",
    notes: [],
  }))
  const notesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "stages-")), "notes")
  for (const stage of stages) {
    console.log(`\n=== ${stage.name}`)
    fs.writeFileSync(notesFile, "")
    const start = process.hrtime.bigint()
    const run = spawnSync("npm", ["run", "--silent", stage.name], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", STAGE_NOTES: notesFile },
    })
    stage.seconds = Math.round(Number(process.hrtime.bigint() - start) / 1e9)
    stage.notes = fs.readFileSync(notesFile, "utf8").split("\n").filter(Boolean)
    stage.status = run.status === 0 ? "passed" : "failed"
    if (run.status !== 0) {
      report(stages)
      console.error(`\n${stage.name} failed (its output is above); the stages after it did not run.`)
      return run.status ?? 1
    }
  }
  report(stages)
  return 0
}

if (require.main === module) process.exit(main())
