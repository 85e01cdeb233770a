/**
 * `npm run check:data`'s findings as GitHub shows them on a pull request: one annotation per problem on the file and
 * line it concerns (GitHub's workflow commands `::error` and `::warning`), and a job summary in plain words
 * (Markdown written to `$GITHUB_STEP_SUMMARY`), so an editor reads the same sentence the command prints, beside the
 * line to change. https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands
 */
import { findNodeAtLocation, parseTree, type Node } from "jsonc-parser"
import { escapeData, escapeProperty } from "../../workflow-commands"
import { formatProblem, type DataProblem } from "../../../src/shared/data-rules/validate-data"

/**
 * The 1-based line of `text` where the value at `at` starts (keys and 0-based list indexes, e.g.
 * `["items", "1", "rating"]`); for a field that is missing, the line of the nearest object or list that holds it;
 * 1 when the text is not JSON or `at` is empty.
 */
export function lineOf(text: string, at: readonly string[] = []): number {
  const tree = parseTree(text)
  if (!tree) return 1
  let node: Node | undefined
  for (let depth = at.length; depth > 0 && !node; depth--) {
    node = findNodeAtLocation(
      tree,
      at.slice(0, depth).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    )
  }
  // A property's value: point at its key's line ("rating": 6), which is the same line for a plain value.
  const start = node?.parent?.type === "property" ? node.parent.offset : (node?.offset ?? 0)
  return text.slice(0, start).split("\n").length
}

/** One problem with the line it concerns. */
export interface PlacedProblem extends DataProblem {
  line: number
}

/**
 * Each problem with its line. @param textOf the text of a reported file (`data/faq.json`), or undefined when
 * it cannot be read.
 */
export function placeProblems(
  problems: readonly DataProblem[],
  textOf: (file: string) => string | undefined,
): PlacedProblem[] {
  return problems.map((problem) => {
    const text = textOf(problem.file)
    return { ...problem, line: text === undefined ? 1 : lineOf(text, problem.at) }
  })
}

/** The workflow commands that annotate each problem on its file and line, e.g. `::error file=data/faq.json,line=12,title=…::…`. */
export function annotations(problems: readonly PlacedProblem[]): string[] {
  return problems.map((problem) => {
    const kind = problem.severity === "warning" ? "warning" : "error"
    const title = escapeProperty(`check:data: ${problem.file}`)
    return `::${kind} file=${escapeProperty(problem.file)},line=${problem.line},title=${title}::${escapeData(formatProblem(problem))}`
  })
}

/**
 * Data as text in the job summary (GitHub-flavoured Markdown, which also renders HTML): lines joined, and every ASCII
 * punctuation character backslash-escaped (CommonMark, "Backslash escapes"), so a message from the data shows as
 * written: no link, emphasis, HTML, table cell break or autolinked address (`[a](https://x)`, `<b>`, `www.x.com`).
 */
export const markdownText = (text: string) => text.replace(/\s*\n\s*/g, " ").replace(/[!-/:-@[-`{-~]/g, "\\$&")

/**
 * The job summary: whether the data passed, then a table of every problem (file and line, what is wrong) and what
 * to do, in the words of docs/editing.md.
 */
export function summary(problems: readonly PlacedProblem[]): string {
  const errors = problems.filter((problem) => problem.severity !== "warning")
  const warnings = problems.filter((problem) => problem.severity === "warning")
  const lines = [
    errors.length === 0
      ? "## ✅ The data in data/ is valid"
      : `## ❌ The data in data/ has ${errors.length} problem${errors.length === 1 ? "" : "s"}: this change cannot go live`,
    "",
  ]
  const table = (rows: readonly PlacedProblem[]) => [
    "| Where | What is wrong |",
    "| --- | --- |",
    ...rows.map(
      (problem) => `| ${markdownText(problem.file)} line ${problem.line} | ${markdownText(formatProblem(problem))} |`,
    ),
    "",
  ]
  if (errors.length > 0)
    lines.push(
      ...table(errors),
      "Correct each field named above: in the CMS, open the change (the pull request's entry), fix the field and save " +
        "again; the checks run again by themselves. What each message means: docs/editing.md, “Checking your changes”.",
      "",
    )
  if (warnings.length > 0) lines.push("### Warnings (the change can still go live)", "", ...table(warnings))
  return lines.join("\n")
}
