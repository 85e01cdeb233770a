/**
 * `npm run check:data`'s findings as GitHub shows them on a pull request: one annotation per problem on the file and
 * line it concerns (GitHub's workflow commands `::error` and `::warning`), and a job summary in plain words
 * (Markdown written to `$GITHUB_STEP_SUMMARY`), so an editor reads the same sentence the command prints, beside the
 * line to change. https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands
 */
import crypto from "node:crypto"
import { findNodeAtLocation, parseTree, type Node } from "jsonc-parser"
import { formatProblem, type DataProblem } from "../build/content/validate-content"

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

/** A workflow command's message, escaped as GitHub's runner reads it. */
const escapeData = (value: string) => value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")
/** A workflow command's property value (`file=…`, `title=…`), escaped as GitHub's runner reads it. */
const escapeProperty = (value: string) => escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C")

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
 * punctuation character backslash-escaped (CommonMark, "Backslash escapes"), so a message from the content shows as
 * written: no link, emphasis, HTML, table cell break or autolinked address (`[a](https://x)`, `<b>`, `www.x.com`).
 */
export const markdownText = (text: string) => text.replace(/\s*\n\s*/g, " ").replace(/[!-/:-@[-`{-~]/g, "\\$&")

/**
 * The job summary: whether the content passed, then a table of every problem (file and line, what is wrong) and what
 * to do, in the words of docs/editing.md.
 */
export function summary(problems: readonly PlacedProblem[]): string {
  const errors = problems.filter((problem) => problem.severity !== "warning")
  const warnings = problems.filter((problem) => problem.severity === "warning")
  const lines = [
    errors.length === 0
      ? "## ✅ The content in data/ is valid"
      : `## ❌ The content in data/ has ${errors.length} problem${errors.length === 1 ? "" : "s"}: this change cannot go live`,
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

/** Where the two lines of {@link stopWorkflowCommands} go: the stop, and the start again at exit. */
export interface CommandStreams {
  stop: (line: string) => void
  start: (line: string) => void
}

/** The runner's order: stderr for the stop, stdout for the start again (see {@link stopWorkflowCommands}). */
const RUNNER_ORDER: CommandStreams = {
  stop: (line) => process.stderr.write(`${line}\n`),
  start: (line) => process.stdout.write(`${line}\n`),
}

/**
 * On GitHub Actions (`GITHUB_ACTIONS=true`), stops the runner reading workflow commands (`::error`, `::add-mask` and
 * the like) in what this process prints from now until it exits: the content's words reach the log (check:data's
 * report, the build's warnings, a browser test's failure), and a data string with a line that starts with "::" must not
 * make an annotation or mask a value. Elsewhere does nothing.
 * The runner reads each batch of a step's output stderr first, then stdout (issue 36). So the stop goes to stderr: it
 * is read before any line of its batch on either stream; and the start again at exit goes to stdout: it is read after
 * every line of its batch. The annotations that must stay commands go to stderr before the stop (scripts/check-data.ts).
 * https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands#stopping-and-starting-workflow-commands
 * @param streams where the two lines go ({@link RUNNER_ORDER} by default).
 * @returns the token that starts them again at exit, or `undefined` when not on GitHub Actions.
 */
export function stopWorkflowCommands(streams: CommandStreams = RUNNER_ORDER): string | undefined {
  if (process.env.GITHUB_ACTIONS !== "true") return undefined
  const token = crypto.randomBytes(16).toString("hex")
  streams.stop(`::stop-commands::${token}`)
  process.on("exit", () => streams.start(`::${token}::`))
  return token
}
