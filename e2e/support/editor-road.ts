/**
 * `npm run test:edits`: the tests pass whatever an editor publishes. Makes a copy of the project (the files git tracks
 * and the new ones it does not ignore, as they are now: e2e/support/cms-sandbox.ts), applies ordinary editor edits
 * there (editor-edits.ts), checks that `npm run check:data` accepts them, then runs the unit tests, the test build, the
 * HTML check, the browser tests at both sizes and the engines suite in the copy. Exits 1 naming the step that failed;
 * the copy is deleted either way. The CMS's browser test (`npm run test:cms`) is not run again: it edits the content
 * itself and reads what it expects from it.
 */
import path from "node:path"
import { runInSandbox, type SandboxStep } from "./cms-sandbox"
import { applyEditorEdits } from "./editor-edits"

const STEPS: SandboxStep[] = [
  ["check:data accepts the edits", ["npm", "run", "check:data"]],
  // The unit tests run on tests/starting-content/: this keeps one that reads data/ from creeping back in.
  ["the unit tests", ["npm", "run", "test:unit"]],
  ["the test build", ["npm", "run", "build:test"]],
  ["the HTML check", ["npm", "run", "check:html"]],
  ["the browser tests", ["npm", "run", "test:e2e"]],
  ["the three browser engines", ["npm", "run", "test:engines"]],
]

const failed = runInSandbox("After the editor's edits", STEPS, (dir) => applyEditorEdits(path.join(dir, "data")))
if (failed) {
  console.error(
    `\nAfter ordinary editor edits (e2e/support/editor-edits.ts), ${failed} failed: a test that pins content an editor may change, or a fault of the step itself (its output is above).`,
  )
  process.exit(1)
}
console.log("\nAfter ordinary editor edits, check:data, the unit tests, the build and every browser test pass.")
