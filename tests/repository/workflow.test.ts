/** @jest-environment node */
/**
 * The GitHub Actions workflows in .github/workflows/: each must be valid YAML and a valid workflow (checked by
 * @action-validator/core against the published workflow schema), must pin every action to a full commit SHA
 * (GitHub's security hardening guide: a tag can be moved to other code, a commit cannot), and the deploy
 * workflow must keep the steps that publishing relies on (docs/publishing.md).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import YAML from "yaml"
import { validateWorkflow } from "@action-validator/core"
import { CHECKS_STATUS } from "../../node/build-steps/cms/cms-config"
import { REQUIRED_CHECK } from "../../cms/change-status"

const workflowDir = path.resolve(__dirname, "..", "..", ".github", "workflows")
const workflowFiles = fs.existsSync(workflowDir)
  ? fs
      .readdirSync(workflowDir)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
  : []

interface Step {
  id?: string
  name?: string
  if?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, unknown>
}
interface Job {
  /** The job's name, as its check is named on a pull request. */
  name?: string
  /** A reusable workflow called as the whole job. */
  uses?: string
  needs?: string | string[]
  permissions?: Record<string, string>
  environment?: { name?: string; url?: string }
  steps: Step[]
}
interface Workflow {
  permissions?: Record<string, string>
  jobs: Record<string, Job>
}

function read(name: string): string {
  return fs.readFileSync(path.join(workflowDir, name), "utf8")
}

/** `owner/repo[/path]@` followed by a full 40-character commit SHA, nothing else. */
const PINNED = /^[\w.-]+\/[\w.-]+(\/[^@\s]+)?@[0-9a-f]{40}$/

/**
 * Every `uses:` of a workflow (steps, and jobs that call a reusable workflow) that is not pinned to a full commit
 * SHA, as "job › step: reference". Local actions (`./…`) are files of this repository and need no pin.
 */
function unpinnedUses(workflow: Workflow): string[] {
  const found: string[] = []
  for (const [jobName, job] of Object.entries(workflow.jobs ?? {})) {
    const refs: [string, string][] = job.uses ? [[jobName, job.uses]] : []
    for (const [index, s] of (job.steps ?? []).entries()) {
      if (s.uses !== undefined) refs.push([`${jobName} › step ${index + 1}`, String(s.uses)])
    }
    for (const [where, ref] of refs) {
      if (!ref.startsWith("./") && !PINNED.test(ref)) found.push(`${where}: ${ref}`)
    }
  }
  return found
}

/** The `uses:` lines of a workflow's text that carry no trailing `# vX[.Y[.Z]]` comment naming the release. */
function pinsWithoutReleaseComment(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => /^\s*(-\s+)?uses:\s*[^.\s]/.test(line))
    .filter((line) => !/@[0-9a-f]{40}\s+#\s*v\d+(\.\d+){0,2}\s*$/.test(line))
    .map((line) => line.trim())
}

describe("GitHub Actions workflows", () => {
  it("exist", () => {
    expect(workflowFiles).toContain("deploy.yml")
  })

  describe.each(workflowFiles)("%s", (name) => {
    it("is valid YAML", () => {
      const document = YAML.parseDocument(read(name))
      expect(document.errors.map((error) => error.message)).toEqual([])
    })

    it("is a valid GitHub Actions workflow", () => {
      const result = validateWorkflow(read(name))
      expect(result.errors).toEqual([])
    })

    it("pins every action to a full commit SHA", () => {
      expect(unpinnedUses(YAML.parse(read(name)) as Workflow)).toEqual([])
    })

    it("names the release of every pinned action in a trailing comment (`# v4.2.2`)", () => {
      expect(pinsWithoutReleaseComment(read(name))).toEqual([])
    })
  })

  it("the pin check reports tags, branches and short SHAs (so the check above cannot pass silently)", () => {
    const workflow = YAML.parse(
      [
        "on: push",
        "jobs:",
        "  build:",
        "    runs-on: ubuntu-latest",
        "    steps:",
        "      - uses: actions/checkout@v4",
        "      - uses: actions/setup-node@main",
        "      - uses: actions/cache@0057852",
        "      - uses: actions/upload-artifact@ea165f8d65b6e75b540449e92b4886f43607fa02 # v4.6.2",
        "      - uses: ./.github/actions/local",
        "  reuse:",
        "    uses: owner/repo/.github/workflows/ci.yml@v1",
        "",
      ].join("\n"),
    ) as Workflow
    expect(unpinnedUses(workflow)).toEqual([
      "build › step 1: actions/checkout@v4",
      "build › step 2: actions/setup-node@main",
      "build › step 3: actions/cache@0057852",
      "reuse: owner/repo/.github/workflows/ci.yml@v1",
    ])
    expect(
      pinsWithoutReleaseComment(
        [
          "      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683",
          "        uses: actions/deploy-pages@d6db90164ac5ed86f2b6aed7e0febac5b3c0c03e # v4.0.5",
        ].join("\n"),
      ),
    ).toEqual(["- uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683"])
  })

  it("the validator reports a broken workflow (so the check above cannot pass silently)", () => {
    const broken = [
      "on: push",
      "jobs:",
      "  test:",
      "    runs-onx: ubuntu-latest",
      "    steps:",
      "      - run: echo hi",
      "",
    ]
    const result = validateWorkflow(broken.join("\n"))
    expect(result.errors.length).toBeGreaterThan(0)
  })
})

describe("deploy.yml", () => {
  const workflow = YAML.parse(read("deploy.yml")) as Workflow
  const { changes, data, test, checks, build, deploy } = workflow.jobs
  const step = (job: Job, action: string): Step | undefined => job.steps.find((s) => s.uses?.startsWith(`${action}@`))
  const named = (job: Job, name: string): Step => {
    const found = job.steps.find((s) => s.name === name)
    if (!found) throw new Error(`no step "${name}"`)
    return found
  }

  it("reads the Node version from .nvmrc, with the npm cache, in every job that installs", () => {
    for (const job of [data, test, build]) {
      expect(step(job, "actions/setup-node")?.with).toMatchObject({ "node-version-file": ".nvmrc", cache: "npm" })
      expect(job.steps.some((s) => s.run === "npm ci")).toBe(true)
    }
    expect(fs.readFileSync(path.resolve(__dirname, "..", "..", ".nvmrc"), "utf8").trim()).toMatch(/^\d+$/)
  })

  it("checks a data-only change with check:data, the build and the smoke test, and any other with the full set", () => {
    expect(data.steps.map((s) => s.run).filter(Boolean)).toEqual([
      "npm ci",
      "npm run check:data",
      "npm run build:test -- --live",
      "npm run test:smoke",
    ])
    expect((data as Job & { "timeout-minutes"?: number })["timeout-minutes"]).toBeLessThanOrEqual(10)
    expect(test.steps.map((s) => s.run).filter(Boolean)).toEqual(
      expect.arrayContaining(["npm audit --omit=dev --audit-level=high", "npm run test:all"]),
    )
    // The full set's budget (docs/testing.md): a run that grew past it fails instead of passing slowly.
    expect((test as Job & { "timeout-minutes"?: number })["timeout-minutes"]).toBe(20)
    expect([data.needs, test.needs]).toEqual(["changes", "changes"])
  })

  it("builds only after the checks passed, and deploys what it built", () => {
    expect(checks.needs).toEqual(["changes", "data", "test"])
    expect(build.needs).toBe("checks")
    expect(deploy.needs).toBe("build")
    // One of "data" and "test" is always skipped: without always(), GitHub would skip every job after it too.
    const conditions = [build, deploy].map((job) => (job as Job & { if?: string }).if ?? "")
    expect(conditions).toEqual([
      "always() && github.event_name != 'pull_request' && needs.checks.result == 'success'",
      "always() && needs.build.result == 'success'",
    ])
  })

  /** Runs a step's shell script with `env` as the runner does (bash -eo pipefail); its exit code and $GITHUB_OUTPUT. */
  function runStep(script: string, env: Record<string, string>, cwd = os.tmpdir()) {
    const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "step-")), "output")
    fs.writeFileSync(output, "")
    const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
      cwd,
      encoding: "utf8",
      env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, ...env },
    })
    return { status: result.status, output: fs.readFileSync(output, "utf8"), stdout: result.stdout }
  }

  it("warns in every run's summary while CODEOWNERS names the placeholder, which GitHub ignores (issue 36)", () => {
    // In the job every run has, before anything that may be skipped.
    expect((changes as Job & { if?: string }).if).toBeUndefined()
    const step = named(changes, "Code owners named")
    expect(step.if).toBeUndefined()
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), "owners-"))
    fs.mkdirSync(path.join(repo, ".github"))
    const run = (owners: string) => {
      fs.writeFileSync(path.join(repo, ".github", "CODEOWNERS"), owners)
      const summary = path.join(repo, "summary.md")
      fs.writeFileSync(summary, "")
      const { status, stdout } = runStep(step.run!, { GITHUB_STEP_SUMMARY: summary }, repo)
      return { status, stdout, summary: fs.readFileSync(summary, "utf8") }
    }
    const placeholder = run(fs.readFileSync(path.resolve(__dirname, "..", "..", ".github", "CODEOWNERS"), "utf8"))
    expect(placeholder.status).toBe(0)
    expect(placeholder.stdout).toMatch(
      /^::warning file=\.github\/CODEOWNERS,title=Code owners not set::.*@your-github-username/m,
    )
    expect(placeholder.summary).toMatch(/^## ⚠️ Code owners not set\n\nCODEOWNERS still names @your-github-username/)
    expect(run("*  @acme/web-developers\n/data/\n")).toEqual({ status: 0, stdout: "", summary: "" })
    fs.rmSync(repo, { recursive: true, force: true })
  })

  it("tells a data-only change (data/, not its schemas) from any other, and takes an unknown one for code", () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), "scope-"))
    const git = (...args: string[]) =>
      spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], {
        cwd: repo,
        encoding: "utf8",
      }).stdout.trim()
    git("init", "-q", "-b", "main")
    const commit = (files: Record<string, string>) => {
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
        fs.writeFileSync(path.join(repo, file), text)
      }
      git("add", "-A")
      git("commit", "-q", "-m", "change")
      return git("rev-parse", "HEAD")
    }
    const base = commit({ "data/faq.json": "{}", "data/schemas/faq.schema.json": "{}", "src/a.ts": "" })
    const scope = (files: Record<string, string>, from = base) => {
      git("checkout", "-q", base)
      const head = commit(files)
      return runStep(named(changes, "Data only, or code").run!, { BASE: from, CHECKED_SHA: head }, repo).output
    }
    expect(scope({ "data/faq.json": '{"a":1}', "data/images/new.jpg": "x" })).toBe("scope=data\n")
    expect(scope({ "data/schemas/faq.schema.json": '{"a":1}' })).toBe("scope=code\n")
    expect(scope({ "data/faq.json": '{"a":2}', "src/a.ts": "x" })).toBe("scope=code\n")
    expect(scope({ "README.md": "x" })).toBe("scope=code\n")
    // Many files, one of them code: the answer must not depend on where in the list it is.
    const many = Object.fromEntries(Array.from({ length: 3000 }, (_, index) => [`data/images/p${index}.jpg`, "x"]))
    expect(scope({ ...many, "src/z.ts": "x" })).toBe("scope=code\n")
    // A code file moved into data/ touches code: the move's source counts.
    git("checkout", "-q", base)
    fs.mkdirSync(path.join(repo, "data", "images"), { recursive: true })
    fs.renameSync(path.join(repo, "src", "a.ts"), path.join(repo, "data", "images", "a.ts"))
    const moved = commit({})
    expect(runStep(named(changes, "Data only, or code").run!, { BASE: base, CHECKED_SHA: moved }, repo).output).toBe(
      "scope=code\n",
    )
    // The base branch moved on since the change branched off: only the change's own files count.
    git("checkout", "-q", base)
    const later = commit({ "src/b.ts": "x" })
    git("checkout", "-q", base)
    const change = commit({ "data/faq.json": '{"a":6}' })
    expect(runStep(named(changes, "Data only, or code").run!, { BASE: later, CHECKED_SHA: change }, repo).output).toBe(
      "scope=data\n",
    )
    expect(scope({ "data/faq.json": '{"a":3}' }, "")).toBe("scope=code\n")
    expect(scope({ "data/faq.json": '{"a":4}' }, "0000000000000000000000000000000000000000")).toBe("scope=code\n")
    fs.rmSync(repo, { recursive: true, force: true })
  })

  it("passes the required check only when the check that ran passed, never when one failed or none ran", () => {
    const verdict = (CHANGES: string, DATA: string, TEST: string) => {
      const { status, output } = runStep(named(checks, "The change's checks passed").run!, {
        CHANGES,
        DATA,
        TEST,
        SCOPE: "",
      })
      return { status, output }
    }
    expect(verdict("success", "success", "skipped")).toEqual({ status: 0, output: "state=success\n" })
    expect(verdict("success", "skipped", "success")).toEqual({ status: 0, output: "state=success\n" })
    const failing: [string, string, string][] = [
      ["success", "failure", "skipped"],
      ["success", "skipped", "failure"],
      ["success", "cancelled", "skipped"],
      ["success", "skipped", "skipped"],
      ["failure", "skipped", "skipped"],
    ]
    for (const results of failing)
      expect({ results, ...verdict(...results) }).toEqual({ results, status: 1, output: "state=failure\n" })
  })

  it("names its last job as the CMS knows the check it waits for before Publish (cms/change-status.ts)", () => {
    expect(checks.name).toBe(REQUIRED_CHECK)
  })

  it("sets the commit status the CMS reads, on the pull request's own head, pending first", () => {
    const status = (job: Job) => job.steps.find((s) => s.run?.includes("/statuses/"))!
    for (const job of [changes, checks]) {
      expect(status(job).run).toContain(`context="${CHECKS_STATUS}"`)
      expect(job.permissions).toMatchObject({ statuses: "write" })
    }
    expect(status(changes).run).toContain("state=pending")
    expect(status(checks)).toMatchObject({ if: "always()" })
    expect(YAML.parse(read("deploy.yml")).env.CHECKED_SHA).toBe(
      "${{ github.event.pull_request.head.sha || github.sha }}",
    )
  })

  it("builds with the e-mail settings from secrets and uploads public/ as the Pages artifact", () => {
    const buildStep = build.steps.find((s) => s.run === "npm run build")
    expect(buildStep).toBeDefined()
    const env = buildStep?.env ?? {}
    for (const name of ["GATSBY_EMAILJS_PUBLIC_KEY", "GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID"]) {
      expect(env[name]).toBe(`\${{ secrets.${name} }}`)
    }
    // An empty origin would point the forms at the Pages site itself (the local-outbox mode).
    expect(String(env.GATSBY_EMAILJS_ORIGIN)).toContain("https://api.emailjs.com")
    expect(String(env.PREFIX_PATHS)).toContain("vars.PATH_PREFIX")
    expect(step(build, "actions/configure-pages")?.id).toBe("pages")
    expect(step(build, "actions/upload-pages-artifact")?.with).toMatchObject({ path: "public" })
  })

  it("deploys with actions/deploy-pages and only the permissions it needs", () => {
    expect(workflow.permissions).toEqual({ contents: "read" })
    expect(step(deploy, "actions/deploy-pages")?.id).toBe("deployment")
    expect(deploy.permissions).toEqual({ pages: "write", "id-token": "write" })
    expect(deploy.environment?.name).toBe("github-pages")
  })
})

describe("mutation.yml", () => {
  const workflow = YAML.parse(read("mutation.yml")) as Workflow & {
    on: Record<string, { paths?: string[]; branches?: string[] } | { cron: string }[] | null>
  }
  const { mutation } = workflow.jobs
  const stryker = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, "..", "..", "tests/stryker.config.json"), "utf8"),
  ) as {
    mutate: string[]
    incrementalFile: string
  }
  /** Whether a `paths:` filter pattern of the kinds used there (`dir/**`, a file) matches `file`. */
  const matches = (pattern: string, file: string) =>
    pattern.endsWith("/**") ? file.startsWith(pattern.slice(0, -2)) : pattern === file

  it("runs on every pull request and push to main that changes mutated code, its tests or Stryker's settings", () => {
    const mutated = stryker.mutate.filter((glob) => !glob.startsWith("!"))
    for (const event of ["pull_request", "push"]) {
      const { paths = [], branches } = workflow.on[event] as { paths?: string[]; branches?: string[] }
      expect(branches).toEqual(["main"])
      const unwatched = mutated.filter((glob) => !paths.some((pattern) => matches(pattern, glob.replace(/\*.*$/, ""))))
      expect({ event, unwatched }).toEqual({ event, unwatched: [] })
      expect(paths).toEqual(expect.arrayContaining(["tests/stryker.config.json", "node/dev-server/**"]))
    }
    expect(matches("node/build-steps/data/**", "node/build-steps/data/data-folder.ts")).toBe(true)
    expect(matches("node/build-steps/data/**", "node/build-steps/cms/steps.ts")).toBe(false)
  })

  it("runs tests in Stryker's wrapper of Node's environment: a plain `@jest-environment node` stops the run", () => {
    const { testMatch } = (
      JSON.parse(fs.readFileSync(path.resolve(__dirname, "..", "..", "tests/stryker.config.json"), "utf8")) as {
        jest: { config: { testMatch: string[] } }
      }
    ).jest.config
    const folders = testMatch.map((glob) => glob.replace("<rootDir>/", "").replace(/\/\*\*.*$/, ""))
    const files = folders.flatMap((folder) =>
      fs
        .readdirSync(path.resolve(__dirname, "..", "..", folder), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => path.join(folder, file)),
    )
    expect(files.length).toBeGreaterThan(10)
    const plainNode = files.filter((file) =>
      /@jest-environment node\b/.test(fs.readFileSync(path.resolve(__dirname, "..", "..", file), "utf8")),
    )
    expect(plainNode).toEqual([])
  })

  it("runs incrementally, keeping Stryker's incremental file between runs, and every mutant afresh once a week", () => {
    const run = mutation.steps.find((s) => s.run?.startsWith("npm run test:mutation"))!
    expect(run.run).toContain("--incremental")
    expect(String(run.env?.FORCE)).toMatch(/github\.event_name == 'schedule'.*'--force'/)
    const [cron] = workflow.on.schedule as { cron: string }[]
    expect(cron.cron.split(" ")).toHaveLength(5)
    expect(cron.cron.split(" ").slice(2)).toEqual(["*", "*", expect.stringMatching(/^[0-6]$/)]) // one day a week
    const restore = mutation.steps.find((s) => s.uses?.startsWith("actions/cache/restore@"))!
    const save = mutation.steps.find((s) => s.uses?.startsWith("actions/cache/save@"))!
    for (const step of [restore, save]) expect(step.with?.path).toBe(stryker.incrementalFile)
    const order = [restore, run, save].map((step) => mutation.steps.indexOf(step))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(save.if).toMatch(/^always\(\)/) // a score below the break keeps the results of what did run
  })
})

describe(".github/dependabot.yml", () => {
  const file = path.resolve(__dirname, "..", "..", ".github", "dependabot.yml")

  it("asks Dependabot for weekly updates of the pinned actions", () => {
    const config = YAML.parse(fs.readFileSync(file, "utf8")) as {
      version?: number
      updates?: { "package-ecosystem"?: string; directory?: string; schedule?: { interval?: string } }[]
    }
    expect(config.version).toBe(2)
    expect(config.updates).toContainEqual(
      expect.objectContaining({
        "package-ecosystem": "github-actions",
        directory: "/",
        schedule: expect.objectContaining({ interval: "weekly" }),
      }),
    )
  })
})

describe(".github/CODEOWNERS", () => {
  const rules = fs
    .readFileSync(path.resolve(__dirname, "..", "..", ".github", "CODEOWNERS"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/)
      return { pattern, owners }
    })
  /** The owners of `file` as GitHub reads the file: the last rule whose pattern matches (the patterns used here). */
  const ownersOf = (file: string) => {
    const matches = (pattern: string) =>
      pattern === "*" || (pattern.startsWith("/") && pattern.endsWith("/") && file.startsWith(pattern.slice(1)))
    return rules.filter(({ pattern }) => matches(pattern)).at(-1)?.owners ?? []
  }

  it("needs a developer's review for every change outside data/, data/schemas/ and the workflow included", () => {
    for (const file of [
      "src/quote-form/send-quote.ts",
      "package.json",
      ".github/workflows/deploy.yml",
      ".github/CODEOWNERS",
      "data/schemas/faq.schema.json",
      "node/dev-server/guard.ts",
    ])
      expect({ file, owners: ownersOf(file).length > 0 }).toEqual({ file, owners: true })
  })

  it("needs no review for data alone, as the CMS changes it (its Checks suffice)", () => {
    for (const file of ["data/faq.json", "data/images/engineer.jpg", "data/business.json"])
      expect({ file, owners: ownersOf(file) }).toEqual({ file, owners: [] })
  })

  it("is backed by a branch rule whose every setting docs/publishing.md names (issue 36)", () => {
    const publishing = fs.readFileSync(path.resolve(__dirname, "..", "..", "docs", "publishing.md"), "utf8")
    const step = publishing.slice(publishing.indexOf("**Branch protection.**"), publishing.indexOf("\n5. "))
    for (const setting of [
      "Require a pull request before merging",
      "Require review from Code Owners",
      "Dismiss stale pull request approvals when new commits are pushed",
      "Require approval of the most recent reviewable push",
      "Require status checks to pass before merging",
      "Do not allow bypassing the above settings",
      "Settings → Environments → github-pages → Deployment branches and tags",
    ])
      expect({ setting, named: step.includes(setting) }).toEqual({ setting, named: true })
  })

  it("understands every pattern it holds (the check above cannot pass on a pattern it misreads)", () => {
    for (const { pattern } of rules) expect(pattern === "*" || /^\/[\w/-]+\/$/.test(pattern)).toBe(true)
  })
})
