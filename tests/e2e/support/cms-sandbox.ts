/**
 * A throwaway copy of this project for the CMS's browser test (tests/e2e/cms/cms.spec.ts), so saving in the CMS never touches
 * the developer's working tree: the files git knows here (tracked and new, as they are now, unignored), in a temporary
 * folder that is a git repository of its own with one commit, `node_modules` linked to this one's. `npm run cms`
 * runs there (gatsby develop serves it, the CMS writes into it), and `git diff` there shows what the CMS wrote.
 * `npm run test:special` runs its build and tests in one too ({@link runInSandbox}).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..", "..", "..")

/** The port of the sandbox's site (gatsby develop, which serves the CMS); env CMS_TEST_SITE_PORT. */
export const CMS_SITE_PORT = Number(process.env.CMS_TEST_SITE_PORT ?? 8390)
export const CMS_SITE_ORIGIN = `http://localhost:${CMS_SITE_PORT}`

/** The environment variable that hands the sandbox's folder from the global set-up to the tests. */
export const SANDBOX_ENV = "CMS_TEST_SANDBOX"

/** Runs git in `cwd` with a fixed identity and no user configuration; returns its output. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    "git",
    ["-c", "user.name=CMS test", "-c", "user.email=cms-test@example.com", "-c", "safe.directory=*", ...args],
    {
      cwd,
      encoding: "utf8",
      env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" },
    },
  )
}

/** Makes the sandbox: this project's current files, committed once, `node_modules` linked. @returns its folder. */
export function createSandbox(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-sandbox-"))
  const files = git(ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)))
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file))
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"))
  git(dir, "init", "-q", "-b", "main")
  git(dir, "add", "-A")
  git(dir, "commit", "-q", "-m", "sandbox")
  return dir
}

/**
 * The mark the sandbox's "editor" leaves when the dev server opens a file in it (`/__open-stack-frame-in-editor`):
 * `<file>.opened` beside the file. tests/e2e/cms/dev-server.spec.ts checks that a link from another site opens nothing.
 */
export const editorMark = (file: string) => `${file}.opened`

/**
 * Starts `npm run cms` (node/scripts/cms.ts) in `dir` on the test ports; its output goes to `dir/cms.log`. Its editor
 * (`REACT_EDITOR`, read by Gatsby's dev server) only leaves a mark ({@link editorMark}).
 */
export function startCms(dir: string): ChildProcess {
  const log = fs.openSync(path.join(dir, "cms.log"), "a")
  return spawn(process.execPath, [require.resolve("tsx/cli"), "node/scripts/cms.ts"], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      CMS_SITE_PORT: String(CMS_SITE_PORT),
      REACT_EDITOR: `sh -c 'touch "${editorMark("$0")}"'`,
    },
  })
}

/** Whether any process of the group led by `pid` is still running. */
function groupRunning(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Stops `npm run cms` started by {@link startCms}: its whole process group (the runner, gatsby develop and its
 * workers), with SIGTERM, and resolves once none of them is left, polling every 100 ms; after 10 s the
 * stragglers get SIGKILL.
 */
export async function stopCms(cms: ChildProcess): Promise<void> {
  const pid = cms.pid
  if (!pid || !groupRunning(pid)) return
  process.kill(-pid, "SIGTERM")
  const end = Date.now() + 10_000
  while (groupRunning(pid)) {
    if (Date.now() > end) process.kill(-pid, "SIGKILL")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Waits until `url` answers 200, polling every second. @throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** One step of {@link runInSandbox}: what it checks, and the command that does it. */
export type SandboxStep = [name: string, command: string[]]

/**
 * Makes a sandbox ({@link createSandbox}), lets `prepare` change it, then runs `steps` there one after another (as on CI,
 * `CI=true`), stopping at the first that fails; the sandbox is deleted either way.
 * @param heading printed before each step, e.g. "With counting on".
 * @returns the name of the step that failed, or `undefined` when all passed.
 */
export function runInSandbox(
  heading: string,
  steps: readonly SandboxStep[],
  prepare?: (dir: string) => void,
): string | undefined {
  const dir = createSandbox()
  try {
    prepare?.(dir)
    for (const [name, [command, ...args]] of steps) {
      console.log(`\n== ${heading}: ${name}`)
      const run = spawnSync(command, args, { cwd: dir, stdio: "inherit", env: { ...process.env, CI: "true" } })
      if (run.status !== 0) return name
    }
    return undefined
  } finally {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 })
  }
}
