/**
 * The repository behind the GitHub stand-in (github-stand-in.ts), in memory: blobs and commits keyed by real git SHA-1s
 * (`blob <size>\0…`, trees and commits hashed as git hashes them, so the ids look and behave like GitHub's), branches,
 * and pull requests with their labels. Each commit also keeps its flat file list (path → blob SHA), which is all the
 * GitHub API calls Sveltia CMS makes need: trees, history by path, diffs against the merge base, and merges.
 */
import { createHash } from "node:crypto"

/** A refusal the API reports: an HTTP status for REST, the message in `errors` for GraphQL. */
export class StandInError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The one account the stand-in knows: it signs every commit and pull request. */
export const EDITOR = { login: "cms-editor", id: 1001, name: "CMS Editor", email: "cms-editor@example.com" }

export interface Commit {
  sha: string
  tree: string
  parents: string[]
  message: string
  date: Date
  /** Path → blob SHA, every file in the commit. */
  files: ReadonlyMap<string, string>
}

export interface PullRequest {
  number: number
  nodeId: string
  title: string
  body: string
  head: string
  base: string
  state: "open" | "closed"
  merged: boolean
  draft: boolean
  labels: string[]
  createdAt: Date
  updatedAt: Date
  /** The head's commit when the pull request was merged or closed (its branch is usually deleted then). */
  headSha?: string
  /** The base's commit just before the pull request was merged into it. */
  baseSha?: string
}

/** One row of a recursive tree listing, as GitHub's `GET …/git/trees/:sha?recursive=1` gives it. */
export interface TreeRow {
  path: string
  mode: string
  type: "blob" | "tree"
  sha: string
  size?: number
}

/**
 * The kind of repository the stand-in plays: a public one, or a private one on GitHub Free, where GitHub refuses draft
 * pull requests ("Draft pull requests are available in public repositories with GitHub Free …, and in public and
 * private repositories with GitHub Team", docs.github.com, "About pull requests") and has no branch protection
 * ("Protected branches are available in public repositories with GitHub Free …, and in public and private repositories
 * with GitHub Pro, GitHub Team, …", docs.github.com, REST "Branch protection"): there it merges whatever the checks
 * said, and takes a push to `main`.
 */
export type RepositoryKind = "public" | "private-free"

/** A check run on a commit, as GitHub Actions reports a job: in progress, then a conclusion, with annotations. */
export interface CheckRun {
  id: number
  name: string
  status: "in_progress" | "completed"
  conclusion: "success" | "failure" | null
  /** `::error file=…,line=…::…` of the job's steps (check:data's, node/build-steps/data/github-report.ts). */
  annotations: {
    path: string
    line: number
    title: string
    message: string
    level?: "failure" | "warning" | "notice"
  }[]
}

/** What changed between two file lists, in GraphQL's `PatchStatus` terms. */
export type ChangeType = "ADDED" | "MODIFIED" | "DELETED"

const gitHash = (type: string, body: Buffer) =>
  createHash("sha1").update(`${type} ${body.length}\0`).update(body).digest("hex")

const gitTime = (date: Date) => `${Math.floor(date.getTime() / 1000)} +0000`

export class Repository {
  readonly blobs = new Map<string, Buffer>()
  readonly commits = new Map<string, Commit>()
  readonly branches = new Map<string, string>()
  readonly pulls: PullRequest[] = []
  /** Check runs by commit SHA (what the workflow's jobs report on a pull request's head). */
  readonly checkRuns = new Map<string, CheckRun[]>()
  /** Commit statuses by commit SHA (the workflow's "Site checks"). */
  readonly statuses = new Map<
    string,
    { context: string; state: "pending" | "success" | "failure"; description: string }[]
  >()
  /** Whether the repository is private (GitHub's `private`, GraphQL's `isPrivate`). */
  readonly isPrivate: boolean
  private clock = Date.now() - 60_000

  constructor(
    readonly owner: string,
    readonly name: string,
    readonly defaultBranch: string,
    seed: Record<string, string | Buffer>,
    /** The repository's kind: a private one on GitHub Free refuses draft pull requests. */
    readonly kind: RepositoryKind = "public",
    /**
     * The check the default branch's protection requires (docs/publishing.md: "Checks", the workflow's last job):
     * GitHub merges a pull request into it only once that check has passed on the pull request's head, and takes no
     * commit on it but a merge.
     */
    readonly requiredCheck = "Checks",
  ) {
    this.isPrivate = kind !== "public"
    const files = new Map(Object.entries(seed).map(([path, content]) => [path, this.addBlob(content)]))
    this.branches.set(defaultBranch, this.addCommit([], files, "Initial commit").sha)
  }

  /** Stores `content` as a blob. @returns its git SHA-1. */
  addBlob(content: string | Buffer): string {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8")
    const sha = gitHash("blob", data)
    this.blobs.set(sha, data)
    return sha
  }

  /** A fresh time, a second after the last one, so commits and pull requests sort in the order they were made. */
  tick(): Date {
    this.clock = Math.max(this.clock + 1000, Date.now())
    return new Date(this.clock)
  }

  /** Records a commit of `files` on top of `parents`, hashed as git would. @returns the commit. */
  addCommit(parents: string[], files: ReadonlyMap<string, string>, message: string): Commit {
    const date = this.tick()
    const tree = this.buildTree(files, "", [])
    const who = `${EDITOR.name} <${EDITOR.email}> ${gitTime(date)}`
    const text = [
      `tree ${tree}`,
      ...parents.map((p) => `parent ${p}`),
      `author ${who}`,
      `committer ${who}`,
      "",
      message,
    ]
    const commit = { sha: gitHash("commit", Buffer.from(`${text.join("\n")}\n`)), tree, parents, message, date, files }
    this.commits.set(commit.sha, commit)
    return commit
  }

  /** Hashes the tree of `files` under `prefix`, listing every entry (folders first-seen order) in `rows`. */
  private buildTree(files: ReadonlyMap<string, string>, prefix: string, rows: TreeRow[]): string {
    const children = new Map<string, string | null>() // name → blob SHA, or null for a folder
    for (const [path, sha] of files) {
      if (!path.startsWith(prefix)) continue
      const [name, ...rest] = path.slice(prefix.length).split("/")
      children.set(name, rest.length ? null : sha)
    }
    const entries = [...children].map(([name, blob]) => {
      const sha = blob ?? this.buildTree(files, `${prefix}${name}/`, [])
      return { name, sha, tree: blob === null, key: Buffer.from(blob === null ? `${name}/` : name) }
    })
    entries.sort((a, b) => Buffer.compare(a.key, b.key))
    for (const { name, sha, tree } of entries) {
      const path = `${prefix}${name}`
      rows.push(
        tree
          ? { path, mode: "040000", type: "tree", sha }
          : { path, mode: "100644", type: "blob", sha, size: this.blobs.get(sha)?.length ?? 0 },
      )
      if (tree) this.buildTree(files, `${path}/`, rows)
    }
    const body = entries.map(({ name, sha, tree }) =>
      Buffer.concat([Buffer.from(`${tree ? "40000" : "100644"} ${name}\0`), Buffer.from(sha, "hex")]),
    )
    return gitHash("tree", Buffer.concat(body))
  }

  /** Every entry of `commit`'s tree, folders and files, depth first. */
  treeRows(commit: Commit): TreeRow[] {
    const rows: TreeRow[] = []
    this.buildTree(commit.files, "", rows)
    return rows
  }

  /** The commit `ref` names: a commit SHA, a branch name, or `refs/heads/<branch>`. */
  resolve(ref: string): Commit | undefined {
    const branch = ref.replace(/^refs\/heads\//, "")
    return this.commits.get(this.branches.get(branch) ?? ref)
  }

  /** `path`'s content at `ref` as UTF-8 text, or undefined when either is missing. */
  text(ref: string, path: string): string | undefined {
    const sha = this.resolve(ref)?.files.get(path)
    return sha === undefined ? undefined : this.blobs.get(sha)?.toString("utf8")
  }

  /** Creates `branch` at commit `sha`. @throws StandInError 422 when it exists or the commit is unknown. */
  createBranch(branch: string, sha: string): void {
    if (this.branches.has(branch)) {
      throw new StandInError(422, `A ref named "refs/heads/${branch}" already exists in the repository.`)
    }
    if (!this.commits.has(sha)) throw new StandInError(422, `Could not resolve to a commit: ${sha}`)
    this.branches.set(branch, sha)
  }

  /**
   * Commits additions (path → base64 contents) and deletions on top of `branch`, refusing when the branch has moved
   * from `expectedHead` (GraphQL `createCommitOnBranch`). @returns the new commit.
   */
  commitOnBranch(
    branch: string,
    expectedHead: string | undefined,
    additions: { path: string; contents: string }[],
    deletions: { path: string }[],
    message: string,
  ): Commit {
    const head = this.branches.get(branch)
    if (!head) throw new StandInError(422, `Branch ${branch} does not exist`)
    this.refuseProtected(branch)
    if (expectedHead && expectedHead !== head) {
      throw new StandInError(409, `Expected branch to point to "${expectedHead}" but it did not. Pull and try again.`)
    }
    const files = new Map(this.commits.get(head)?.files)
    for (const { path } of deletions) files.delete(path)
    for (const { path, contents } of additions) files.set(path, this.addBlob(Buffer.from(contents, "base64")))
    const commit = this.addCommit([head], files, message)
    this.branches.set(branch, commit.sha)
    return commit
  }

  /**
   * GitHub refuses a commit pushed to a protected branch ("Protected branch update failed for refs/heads/main.", its
   * words for a push that the branch rule "Require a pull request before merging" stops). @throws StandInError 422.
   */
  refuseProtected(branch: string): void {
    if (this.kind !== "private-free" && branch === this.defaultBranch)
      throw new StandInError(422, `Protected branch update failed for refs/heads/${branch}.`)
  }

  /**
   * Why GitHub would not merge `pull` now, or undefined when it would (REST "Merge a pull request": 405 "Method Not
   * Allowed if merge cannot be performed"), in GitHub's words: a draft ("Pull Request is still a draft"), and the
   * required check not yet passed on its head ('Required status check "Checks" is expected.' while it has not
   * reported success; "… is failing." once it has failed).
   */
  mergeRefusal(pull: PullRequest): string | undefined {
    if (pull.draft) return "Pull Request is still a draft"
    if (this.kind === "private-free") return undefined // no branch protection on GitHub Free's private repositories
    const head = this.branches.get(pull.head) ?? ""
    const check = this.checkRuns.get(head)?.find((run) => run.name === this.requiredCheck)
    if (check?.conclusion === "failure") return `Required status check "${this.requiredCheck}" is failing.`
    if (check?.conclusion !== "success") return `Required status check "${this.requiredCheck}" is expected.`
    return undefined
  }

  /** `start` and its ancestors, newest first. */
  ancestors(start: string): Commit[] {
    const seen = new Map<string, Commit>()
    const queue = [start]
    for (let sha = queue.shift(); sha !== undefined; sha = queue.shift()) {
      const commit = this.commits.get(sha)
      if (!commit || seen.has(sha)) continue
      seen.set(sha, commit)
      queue.push(...commit.parents)
    }
    return [...seen.values()].sort((a, b) => b.date.getTime() - a.date.getTime())
  }

  /** The commits from `start` back that changed `path` (against their first parent), newest first; all without. */
  history(start: string, path?: string): Commit[] {
    return this.ancestors(start).filter((commit) => {
      if (path === undefined) return true
      const before = this.commits.get(commit.parents[0] ?? "")?.files.get(path)
      return commit.files.get(path) !== before
    })
  }

  /** The newest common ancestor of two commits (GitHub's three-dot diff base). */
  mergeBase(a: string, b: string): Commit | undefined {
    const ofA = new Set(this.ancestors(a).map((commit) => commit.sha))
    return this.ancestors(b).find((commit) => ofA.has(commit.sha))
  }

  /** The files `head` changed since its merge base with `base`, by path. */
  changes(base: string, head: string): Map<string, ChangeType> {
    const from = this.mergeBase(base, head)?.files ?? new Map<string, string>()
    const to = this.commits.get(head)?.files ?? new Map<string, string>()
    const changes = new Map<string, ChangeType>()
    for (const [path, sha] of to) if (from.get(path) !== sha) changes.set(path, from.has(path) ? "MODIFIED" : "ADDED")
    for (const path of from.keys()) if (!to.has(path)) changes.set(path, "DELETED")
    return changes
  }

  /**
   * Merges pull request `pull` into its base: the base's files with the head's changes since their merge base, as a
   * merge commit (or one commit for `squash`). @throws StandInError 405/409 when it is closed or the base changed the
   * same file. @returns the new commit on the base.
   */
  merge(pull: PullRequest, method: string, title: string | undefined): Commit {
    const base = this.branches.get(pull.base)
    const head = this.branches.get(pull.head)
    if (pull.state !== "open" || !base || !head) throw new StandInError(405, "Pull Request is not mergeable")
    const refusal = this.mergeRefusal(pull)
    if (refusal) throw new StandInError(405, refusal)
    const theirs = this.changes(base, head)
    const ours = this.changes(head, base)
    const headFiles = this.commits.get(head)?.files ?? new Map<string, string>()
    const files = new Map(this.commits.get(base)?.files)
    for (const [path] of theirs) {
      if (ours.has(path) && files.get(path) !== headFiles.get(path)) throw new StandInError(409, "Merge conflict")
      const sha = headFiles.get(path)
      if (sha === undefined) files.delete(path)
      else files.set(path, sha)
    }
    const message = title ?? `Merge pull request #${pull.number} from ${this.owner}/${pull.head}`
    const commit = this.addCommit(method === "squash" ? [base] : [base, head], files, message)
    this.branches.set(pull.base, commit.sha)
    Object.assign(pull, { state: "closed", merged: true, headSha: head, baseSha: base, updatedAt: commit.date })
    return commit
  }
}
