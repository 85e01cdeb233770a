/**
 * GitHub's workflow commands (https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands): how a
 * value is escaped in one, and how a process stops the runner reading them while it prints the data's words.
 * Used by check:data's report (node/build-steps/data/github-report.ts), the build (node/build-steps/data/steps.ts), `npm test`'s stages and the
 * browser tests' runner.
 */
import crypto from "node:crypto"

/** A workflow command's message, escaped as GitHub's runner reads it. */
export const escapeData = (value: string) => value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")
/** A workflow command's property value (`file=…`, `title=…`), escaped as GitHub's runner reads it. */
export const escapeProperty = (value: string) => escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C")

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
 * the like) in what this process prints from now until it exits: the data's words reach the log (check:data's
 * report, the build's warnings, a browser test's failure), and a data string with a line that starts with "::" must not
 * make an annotation or mask a value. Elsewhere does nothing.
 * The runner reads each batch of a step's output stderr first, then stdout (issue 36). So the stop goes to stderr: it
 * is read before any line of its batch on either stream; and the start again at exit goes to stdout: it is read after
 * every line of its batch. The annotations that must stay commands go to stderr before the stop (node/scripts/check-data.ts).
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
