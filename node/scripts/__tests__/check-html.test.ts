import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { htmlErrors, javaProblem, notRunLine } from "../check-html"
import { ON_CI, reportNotRun } from "../stages"

const page = (body: string, style = "") =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>t</title>${style}</head><body>${body}</body></html>`

function file(name: string, html: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-html-"))
  const full = path.join(dir, name)
  fs.writeFileSync(full, html)
  return full
}

/** An executable shell script standing in for `java`, as macOS's stub or a broken install would be. */
function fakeJava(script: string): string {
  const java = file("java", `#!/bin/sh\n${script}\n`)
  fs.chmodSync(java, 0o755)
  return java
}

describe("finding a Java that runs the checker", () => {
  it("takes a Java whose -version exits 0", () => {
    expect(javaProblem(fakeJava('echo "openjdk version \\"17\\"" >&2; exit 0'))).toBeUndefined()
  })

  it("says there is none on PATH, and names the command that installs one", () => {
    const problem = javaProblem(path.join(os.tmpdir(), "no-such-dir", "java"))
    expect(problem).toMatch(/^no .*java on PATH$/)
    expect(notRunLine(problem!)).toMatch(/^HTML check: not run \(no .*; install Java 11 or newer: .*apt-get install /)
  })

  it("says a Java that exits non-zero did, with its code and first words (macOS's stub without a Java)", () => {
    const stub = fakeJava(
      'echo "" >&2; echo "The operation could not be completed. Unable to locate a Java Runtime." >&2; exit 1',
    )
    expect(javaProblem(stub)).toBe(
      `${stub} exited with code 1: The operation could not be completed. Unable to locate a Java Runtime`,
    )
  })

  it("says a Java that starts but ends without the checker's report did so, not that JSON is malformed", () => {
    const old = fakeJava(
      '[ "$1" = -version ] && exit 0; echo "UnsupportedClassVersionError: vnu has been compiled by a more recent version" >&2; exit 1',
    )
    expect(() => htmlErrors([file("ok.html", page("<p>x</p>"))], old)).toThrow(
      `The HTML check got no report: ${old} exited with code 1: UnsupportedClassVersionError: vnu has been compiled by a more recent version`,
    )
  })
})

// The checker itself needs a Java: without one it is reported "not run" (npm test's summary shows the line) and its
// tests are skipped, never passed; under CI=true that fails, as a missing browser engine does.
const problem = javaProblem()
if (problem) reportNotRun(notRunLine(problem))
if (problem && ON_CI)
  it("has a Java to run the HTML checker (required under CI=true)", () => {
    throw new Error(notRunLine(problem))
  })

;(problem ? describe.skip : describe)("the HTML check (W3C Nu Html Checker)", () => {
  // One run of the checker for both pages: each run starts a Java (seconds on a loaded machine).
  const valid = file(
    "ok.html",
    page(
      `<details name="faq"><summary><h3>Q</h3></summary><p>A</p></details>` +
        `<button type="button" popovertarget="m">Menu</button><div id="m" popover="auto">Links</div>`,
      // Container queries, which browsers know and the checker's CSS grammar does not (NEWER_CSS).
      `<style>.p{container-type:inline-size}@container (max-width: 26rem){.d{display:block}}</style>`,
    ),
  )
  const invalid = file(
    "bad.html",
    page(
      `\n<picture><source type="image/avif" sizes="100vw"><img alt="" role="presentation"></picture>`,
      `<style>.p{colour:red}</style>`,
    ),
  )
  let errors: string[] = []
  beforeAll(() => {
    errors = htmlErrors([valid, invalid])
  })

  it("passes a valid page, with a native accordion and a popover", () => {
    expect(errors.filter((error) => error.includes("ok.html"))).toEqual([])
  })

  it("names the file, line and message of each error, like GatsbyImage's markup before hydration", () => {
    expect(errors.length).toBeGreaterThanOrEqual(2)
    expect(errors.some((error) => /bad\.html:2: /.test(error))).toBe(true)
    expect(errors.join("\n")).toMatch(/srcset/)
    expect(errors.join("\n")).toMatch(/bad\.html:1: CSS: “colour”/) // other CSS mistakes are still errors
  })
})
