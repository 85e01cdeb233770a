/**
 * `npm run test:busy [-- <script> <times>]`: the load test of the tests (issue 51). Keeps every core busy with a
 * process that only spins (one per core, `os.availableParallelism()`, at the tests' own priority), runs `npm run
 * <script>` (default `test`) `<times>` times in a row (default 3) under that load, stops at the first failure, and
 * prints each run's result, wall-clock time and the 1-minute load average at its end. A test that passes here waits on
 * what the page does, not on how long things usually take (docs/testing.md, "A busy machine").
 *
 * @throws nothing; exits 1 at the first failed run (its output is above the summary), 0 when every run passed.
 */
import { spawn, spawnSync } from "node:child_process"
import os from "node:os"
import { duration } from "./stages"

const [script = "test", timesArgument = "3"] = process.argv.slice(2)
const times = Number(timesArgument)
if (!Number.isInteger(times) || times < 1) {
  console.error(`test:busy: the number of runs must be a whole number of 1 or more, not "${timesArgument}"`)
  process.exit(2)
}

const cores = os.availableParallelism()
const hogs = Array.from({ length: cores }, () =>
  spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore", detached: false }),
)
const stopHogs = () => hogs.forEach((hog) => hog.kill("SIGKILL"))
process.on("exit", stopHogs)
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130))

const lines: string[] = []
let failed = false
for (let run = 1; run <= times && !failed; run++) {
  console.log(`\n=== test:busy: npm run ${script}, run ${run} of ${times}, ${cores} cores kept busy\n`)
  const started = Date.now()
  const { status } = spawnSync("npm", ["run", script], { stdio: "inherit" })
  failed = status !== 0
  const [load] = os.loadavg()
  const seconds = Math.round((Date.now() - started) / 1000)
  lines.push(`  run ${run}: ${failed ? "failed" : "passed"} in ${duration(seconds)}, load average ${load.toFixed(1)}`)
}

console.log(`\nnpm run ${script} with ${cores} busy processes beside it (one per core):\n${lines.join("\n")}`)
process.exit(failed ? 1 : 0)
