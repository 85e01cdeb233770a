/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { stopWorkflowCommands } from "../../../workflow-commands"
import { formatProblem } from "../../../../src/shared/data-rules/validate-data"
import { annotations, lineOf, markdownText, placeProblems, summary, type PlacedProblem } from "../github-report"

const faq = `{
  "$schema": "./schemas/faq.schema.json",
  "items": [
    {
      "question": "One?",
      "answer": "Yes."
    },
    {
      "question": "Two, with: a comma?",
      "answer": ""
    }
  ]
}
`

describe("lineOf", () => {
  it("finds the line of a value, of a missing field's object, and of the file for no path", () => {
    expect(lineOf(faq, ["items", "1", "answer"])).toBe(10)
    expect(lineOf(faq, ["items", "1", "sources"])).toBe(8)
    expect(lineOf(faq, ["items"])).toBe(3)
    expect(lineOf(faq, [])).toBe(1)
    expect(lineOf("{ not json", ["items"])).toBe(1)
  })
})

describe("the pull request's report", () => {
  const problems = placeProblems(
    [
      {
        file: "data/faq.json",
        list: "items",
        item: 2,
        label: "Two, with: a comma?",
        field: "answer",
        at: ["items", "1", "answer"],
        message: "must not be empty",
      },
      { file: "data/hero.json", message: "is not in the layout the CMS writes", severity: "warning" },
    ],
    (file) => (file === "data/faq.json" ? faq : undefined),
  )

  it("annotates each problem on its file and line, in check:data's words, escaped for the runner", () => {
    expect(annotations(problems)).toEqual([
      `::error file=data/faq.json,line=10,title=check%3Adata%3A data/faq.json::${formatProblem(problems[0])}`,
      "::warning file=data/hero.json,line=1,title=check%3Adata%3A data/hero.json::data/hero.json: is not in the layout the CMS writes",
    ])
    // A line break the data holds is written "\n": every report of a problem is one line (formatProblem).
    const [multiLine] = annotations([{ ...problems[0], message: "100% wrong\nreally" }])
    expect(multiLine).toMatch(/: 100%25 wrong\\nreally$/)
  })

  it("sums the problems up in plain words, with what to do, and says so when all is well", () => {
    const text = summary(problems)
    expect(text).toMatch(/^## ❌ The data in data\/ has 1 problem: this change cannot go live/)
    expect(text).toContain(`| data\\/faq\\.json line 10 | ${markdownText(formatProblem(problems[0]))} |`)
    expect(text).toContain("### Warnings (the change can still go live)")
    expect(text).toContain("docs/editing.md")
    expect(summary([problems[1]])).toMatch(/^## ✅ The data in data\/ is valid/)
  })
})

describe("markdownText: data in the job summary shows as text", () => {
  // An FAQ or a review can hold anything an editor or a visitor's copy-paste puts there.
  const hostile = [
    "See [our prices](https://evil.example/login) or ![x](https://evil.example/p.png)",
    "visit www.evil.example, https://evil.example/a?b=c or write to someone@evil.example",
    "<img src=x onerror=alert(1)> <b>bold</b> &amp; **strong** _em_ `code` ~~gone~~ a | b",
    "# a heading\n- a list\n> a quote",
  ]

  it("escapes every ASCII punctuation character, so no link, HTML, emphasis or table break is left", () => {
    for (const text of hostile) {
      const escaped = markdownText(text)
      // Only escaped punctuation remains (CommonMark: a backslash before ASCII punctuation makes it literal text).
      expect(escaped.replace(/\\[!-/:-@[-`{-~]/g, "")).not.toMatch(/[!-/:-@[-`{-~]/)
      expect(escaped).not.toMatch(/\n/)
    }
  })

  it("reads back as the same words", () => {
    for (const text of hostile)
      expect(markdownText(text).replace(/\\([!-/:-@[-`{-~])/g, "$1")).toBe(text.replace(/\s*\n\s*/g, " "))
  })

  it("is what the summary shows of each problem", () => {
    const linked: PlacedProblem = { file: "data/faq.json", line: 3, message: "[link](https://evil.example)" }
    expect(summary([linked])).not.toContain("[link](https://evil.example)")
    expect(summary([linked])).toContain("\\[link\\]\\(https\\:\\/\\/evil\\.example\\)")
  })
})

describe("npm run check:data in GitHub Actions", () => {
  it("annotates the pull request and writes the job summary, besides its usual lines", () => {
    const root = path.resolve(__dirname, "..", "..", "..", "..")
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eicr-check-"))
    fs.cpSync(path.join(root, "tests", "starting-data"), path.join(dir, "data"), { recursive: true })
    fs.cpSync(path.join(root, "data", "schemas"), path.join(dir, "data", "schemas"), { recursive: true })
    const reviews = path.join(dir, "data", "reviews.json")
    // A name that tries to smuggle a workflow command onto a line of its own.
    const injected = "::error file=data/hero.json,line=1::made up"
    fs.writeFileSync(
      reviews,
      fs
        .readFileSync(reviews, "utf8")
        .replace('"rating": 5', '"rating": 6')
        .replace(/"name": "([^"]*)"/, `"name": "$1\\n${injected}"`),
    )
    const summaryFile = path.join(dir, "summary.md")
    const run = spawnSync(
      process.execPath,
      [require.resolve("tsx/cli"), path.join(root, "node", "scripts", "check-data.ts"), path.join(dir, "data")],
      {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, GITHUB_ACTIONS: "true", GITHUB_STEP_SUMMARY: summaryFile },
      },
    )
    const written = fs.readFileSync(summaryFile, "utf8")
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
    expect(run.status).toBe(1)
    expect(written).toMatch(/^## ❌ The data in data\/ has 1 problem/)
    const annotation =
      /^::error file=data\/reviews\.json,line=\d+,title=check%3Adata%3A data\/reviews\.json::.*"rating": must be <= 5$/m
    expect(run.stderr).toMatch(annotation)
    expect(run.stderr).toContain('field "rating": must be <= 5')
    // Only check:data's own annotation is a command. The runner reads a batch's stderr before its stdout (issue 36),
    // so the stop goes to stderr after the annotation and before any quoted data, and the start again, at exit, to
    // stdout after everything else.
    const stop = /^::stop-commands::([0-9a-f]{32})$/m.exec(run.stderr)
    expect(stop).not.toBeNull()
    expect(annotation.exec(run.stderr)!.index).toBeLessThan(stop!.index)
    expect(run.stderr.slice(0, stop!.index)).not.toContain(`\n${injected}`)
    expect(run.stderr.slice(stop!.index)).toContain(injected)
    expect(run.stdout).not.toContain("::stop-commands::")
    expect(run.stdout.trimEnd().endsWith(`::${stop![1]}::`)).toBe(true)
  })
})

describe("stopWorkflowCommands", () => {
  const original = process.env.GITHUB_ACTIONS
  afterEach(() => {
    if (original === undefined) delete process.env.GITHUB_ACTIONS
    else process.env.GITHUB_ACTIONS = original
  })

  it("on GitHub Actions, stops the runner reading commands until the process exits, with a token of its own", () => {
    process.env.GITHUB_ACTIONS = "true"
    const printed: string[] = []
    const exitHandlers: (() => void)[] = []
    const on = jest.spyOn(process, "on").mockImplementation(((event: string, handler: () => void) => {
      if (event === "exit") exitHandlers.push(handler)
      return process
    }) as typeof process.on)
    try {
      const token = stopWorkflowCommands({
        stop: (line) => printed.push(`stop: ${line}`),
        start: (line) => printed.push(`start: ${line}`),
      })
      expect(token).toMatch(/^[0-9a-f]{32}$/)
      expect(printed).toEqual([`stop: ::stop-commands::${token}`])
      for (const handler of exitHandlers) handler()
      expect(printed).toEqual([`stop: ::stop-commands::${token}`, `start: ::${token}::`])
      expect(stopWorkflowCommands({ stop: () => undefined, start: () => undefined })).not.toBe(token)
    } finally {
      on.mockRestore()
    }
  })

  it("elsewhere prints nothing", () => {
    delete process.env.GITHUB_ACTIONS
    const printed: string[] = []
    const print = (line: string) => void printed.push(line)
    expect(stopWorkflowCommands({ stop: print, start: print })).toBeUndefined()
    expect(printed).toEqual([])
  })
})
