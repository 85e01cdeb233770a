/**
 * `npm run test:busy [-- <script> <times>]`: the load test of the tests (issue 51). Keeps every core busy with a
 * process that only spins (one per core, `os.availableParallelism()`, at the tests' own priority), runs `npm run
 * <script>` (default `test`) `<times>` times in a row (default 3) under that load, stops at the first failure, and
 * prints each run's result, wall-clock time and the 1-minute load average at its end. A test that passes here waits on
 * what the page does, not on how long things usually take (docs/testing.md, "A busy machine").
 *
 * @throws nothing; exits 1 at the first failed run (its output is above the summary), 0 when every run passed, 130
 * when stopped (SIGINT, SIGTERM), which also stops the run under way and the spinning processes.
 */
import { spawn } from "node:child_process"
import os from "node:os"
import { duration } from "./stages"

const [script = "test", timesArgument = "3"] = process.argv.slice(2)
const times = Number(timesArgument)
if (!Number.isInteger(times) || times < 1) {
  console.error(`test:busy: the number of runs must be a whole number of 1 or more, not "${timesArgument}"`)
  process.exit(2)
}

/** Spins, and leaves once its parent (this script) is gone, however that ended (even SIGKILL). */
const HOG = "const parent = process.ppid; for (let i = 0; ; i++) if (i % 1e8 === 0 && process.ppid !== parent) break"
const cores = os.availableParallelism()
const hogs = Array.from({ length: cores }, () => spawn(process.execPath, ["-e", HOG], { stdio: "ignore" }))
let run: ReturnType<typeof spawn> | undefined
const stop = () => {
  hogs.forEach((hog) => hog.kill("SIGKILL"))
  if (run?.pid) process.kill(-run.pid, "SIGTERM") // npm and everything it started: a group of their own
}
process.on("exit", stop)
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130))

/** Runs `npm run <script>` in a process group of its own; resolves with its exit code. */
const npmRun = () =>
  new Promise<number>((resolve) => {
    run = spawn("npm", ["run", script], { stdio: "inherit", detached: true })
    run.on("exit", (code) => resolve(code ?? 1))
  })

async function main(): Promise<number> {
  const lines: string[] = []
  let failed = false
  for (let count = 1; count <= times && !failed; count++) {
    console.log(`\n=== test:busy: npm run ${script}, run ${count} of ${times}, ${cores} cores kept busy\n`)
    const started = Date.now()
    failed = (await npmRun()) !== 0
    run = undefined
    const [load] = os.loadavg()
    const seconds = Math.round((Date.now() - started) / 1000)
    lines.push(
      `  run ${count}: ${failed ? "failed" : "passed"} in ${duration(seconds)}, load average ${load.toFixed(1)}`,
    )
  }
  console.log(`\nnpm run ${script} with ${cores} busy processes beside it (one per core):\n${lines.join("\n")}`)
  return failed ? 1 : 0
}

void main().then((code) => process.exit(code))
