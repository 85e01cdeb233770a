/**
 * `npm run test:edits`: the tests pass whatever an editor publishes. Makes a copy of the project as a clean clone
 * would have it (e2e/support/cms-sandbox.ts), applies ordinary editor edits there (editor-edits.ts), checks that
 * `npm run check:data` accepts them, then runs the unit tests, the test build and the browser tests (at desktop size)
 * in the copy. Exits 1 naming the step that failed; the copy is deleted either way.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createSandbox } from "./cms-sandbox"
import { applyEditorEdits } from "./editor-edits"

const STEPS: [string, string[]][] = [
  ["check:data accepts the edits", ["npm", "run", "check:data"]],
  ["the unit tests", ["npm", "run", "test:unit"]],
  ["the test build", ["npm", "run", "build:test"]],
  ["the browser tests", ["npx", "playwright", "test", "--project", "desktop"]],
]

const dir = createSandbox()
let failed: string | undefined
try {
  applyEditorEdits(path.join(dir, "data"))
  for (const [name, [command, ...args]] of STEPS) {
    console.log(`\n== After the editor's edits: ${name}`)
    const run = spawnSync(command, args, { cwd: dir, stdio: "inherit", env: { ...process.env, CI: "true" } })
    if (run.status !== 0) {
      failed = name
      break
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 })
}
if (failed) {
  console.error(
    `\nAfter ordinary editor edits (e2e/support/editor-edits.ts), ${failed} failed: a test pins content an editor may change.`,
  )
  process.exit(1)
}
console.log("\nAfter ordinary editor edits, check:data, the unit tests, the build and the browser tests all pass.")
