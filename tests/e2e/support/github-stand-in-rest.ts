/**
 * The REST half of the GitHub stand-in (github-stand-in.ts): the REST calls Sveltia CMS 0.221.1 makes with its `github`
 * back end (read from its bundle's sources, `src/lib/services/backends/git/github/*.js`: the signed-in user, the
 * collaborator check, the recursive tree, blobs, pull requests and their labels, merging, and branch updates), over the
 * in-memory repository (github-stand-in-store.ts), with the fields of GitHub's answers that it reads.
 */
import { EDITOR, Repository, StandInError, type PullRequest } from "./github-stand-in-store"

export type Json = Record<string, unknown>
/** An HTTP answer: JSON, or a body with its content type. */
export type Reply = { status: number; json?: unknown; body?: Buffer; type?: string }
type Handler = (match: string[], body: Json, accept: string) => Reply

/** A JSON answer. */
export const ok = (json: unknown, status = 200): Reply => ({ status, json })

/**
 * The REST API of `repo` (GitHub's paths below `/api/v3`, as GitHub Enterprise serves them); `origin` makes the URLs.
 * @returns a function answering `method` `path` (from `/api/v3/…`) with a JSON `body` and the `Accept` header, or
 * giving undefined for a route it does not have.
 */
export function restRoutes(repo: Repository, origin: string) {
  const repoUrl = `${origin}/${repo.owner}/${repo.name}`
  const pullOf = (number: string) => {
    const pull = repo.pulls.find((p) => p.number === Number(number))
    if (!pull) throw new StandInError(404, "Not Found")
    return pull
  }
  const labelsJson = (labels: string[]) => labels.map((name, i) => ({ id: i + 1, name, color: "ededed" }))
  const pullJson = (p: PullRequest) => ({
    id: p.number,
    node_id: p.nodeId,
    number: p.number,
    title: p.title,
    body: p.body,
    state: p.state,
    draft: p.draft,
    merged: p.merged,
    html_url: `${repoUrl}/pull/${p.number}`,
    user: { login: EDITOR.login, id: EDITOR.id },
    labels: labelsJson(p.labels),
    head: { ref: p.head, sha: repo.branches.get(p.head) ?? p.headSha ?? null, label: `${repo.owner}:${p.head}` },
    base: { ref: p.base, sha: repo.branches.get(p.base) ?? null, label: `${repo.owner}:${p.base}` },
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  })
  const issueJson = (p: PullRequest) => ({
    number: p.number,
    title: p.title,
    state: p.state,
    labels: labelsJson(p.labels),
    pull_request: { html_url: `${repoUrl}/pull/${p.number}` },
  })

  const routes: [string, RegExp, Handler][] = [
    [
      "GET",
      /^$/,
      () =>
        ok({
          id: 1,
          name: repo.name,
          full_name: `${repo.owner}/${repo.name}`,
          owner: { login: repo.owner },
          default_branch: repo.defaultBranch,
          private: repo.isPrivate,
          visibility: repo.isPrivate ? "private" : "public",
          fork: false,
          html_url: repoUrl,
          permissions: { admin: true, push: true, pull: true },
        }),
    ],
    ["GET", /^\/collaborators\/([^/]+)$/, ([user]) => ({ status: user === EDITOR.login ? 204 : 404 })],
    [
      "GET",
      /^\/git\/trees\/(.+)$/,
      ([ref]) => {
        const commit = repo.resolve(ref)
        if (!commit) throw new StandInError(404, "Not Found")
        const rows = repo.treeRows(commit).map((row) => ({
          ...row,
          url: `${origin}/api/v3/repos/${repo.owner}/${repo.name}/git/${row.type}s/${row.sha}`,
        }))
        return ok({ sha: commit.tree, tree: rows, truncated: false })
      },
    ],
    [
      "GET",
      /^\/git\/blobs\/([0-9a-f]{40})$/,
      ([sha], _body, accept) => {
        const data = repo.blobs.get(sha)
        if (!data) throw new StandInError(404, "Not Found")
        if (!accept.includes("raw")) {
          return ok({ sha, size: data.length, encoding: "base64", content: data.toString("base64") })
        }
        return {
          status: 200,
          body: data,
          type: data.includes(0) ? "application/octet-stream" : "text/plain; charset=utf-8",
        }
      },
    ],
    [
      "PATCH",
      /^\/git\/refs\/heads\/(.+)$/,
      ([branch], body) => {
        if (!repo.branches.has(branch)) throw new StandInError(422, "Reference does not exist")
        repo.refuseProtected(branch)
        if (!repo.commits.has(String(body.sha))) throw new StandInError(422, "Object does not exist")
        repo.branches.set(branch, String(body.sha))
        return ok({ ref: `refs/heads/${branch}`, object: { sha: body.sha, type: "commit" } })
      },
    ],
    [
      "DELETE",
      /^\/git\/refs\/heads\/(.+)$/,
      ([branch]) => {
        if (!repo.branches.delete(branch)) throw new StandInError(422, "Reference does not exist")
        return { status: 204 }
      },
    ],
    [
      "POST",
      /^\/pulls$/,
      (_match, body) => {
        const head = String(body.head).replace(/^[^:]*:/, "")
        const base = String(body.base ?? repo.defaultBranch)
        if (!repo.branches.has(head) || !repo.branches.has(base)) throw new StandInError(422, "Validation Failed")
        // GitHub's answer to a draft on a plan without them (REST "Create a pull request"; the words as GitHub gives them).
        if (body.draft === true && repo.kind === "private-free")
          throw new StandInError(422, "Draft pull requests are not supported in this repository.")
        if (repo.pulls.some((p) => p.head === head && p.state === "open")) {
          throw new StandInError(422, `A pull request already exists for ${repo.owner}:${head}.`)
        }
        const number = repo.pulls.length + 1
        const date = repo.tick()
        const pull: PullRequest = {
          number,
          nodeId: `PR_${number}`,
          title: String(body.title),
          body: String(body.body ?? ""),
          head,
          base,
          state: "open",
          merged: false,
          draft: body.draft === true,
          labels: [],
          createdAt: date,
          updatedAt: date,
        }
        repo.pulls.push(pull)
        return ok(pullJson(pull), 201)
      },
    ],
    ["GET", /^\/pulls\/(\d+)$/, ([number]) => ok(pullJson(pullOf(number)))],
    [
      "PATCH",
      /^\/pulls\/(\d+)$/,
      ([number], body) => {
        const pull = pullOf(number)
        if (body.state === "closed" || body.state === "open") {
          if (pull.state === "open" && body.state === "closed") pull.headSha = repo.branches.get(pull.head)
          pull.state = body.state
        }
        if (typeof body.title === "string") pull.title = body.title
        pull.updatedAt = repo.tick()
        return ok(pullJson(pull))
      },
    ],
    [
      "GET",
      /^\/pulls\/(\d+)\/files$/,
      ([number]) => {
        const pull = pullOf(number)
        const changes = repo.changes(
          repo.branches.get(pull.base) ?? "",
          repo.branches.get(pull.head) ?? pull.headSha ?? "",
        )
        const status = { ADDED: "added", MODIFIED: "modified", DELETED: "removed" }
        return ok([...changes].map(([filename, change]) => ({ filename, status: status[change] })))
      },
    ],
    [
      "PUT",
      /^\/pulls\/(\d+)\/merge$/,
      ([number], body) => {
        const title = typeof body.commit_title === "string" ? body.commit_title : undefined
        const pull = pullOf(number)
        // REST "Merge a pull request": 409 "if sha was provided and pull request head did not match".
        if (typeof body.sha === "string" && body.sha !== repo.branches.get(pull.head))
          throw new StandInError(409, "Head branch was modified. Review and try the merge again.")
        const commit = repo.merge(pull, String(body.merge_method ?? "merge"), title)
        return ok({ sha: commit.sha, merged: true, message: "Pull Request successfully merged" })
      },
    ],
    ["GET", /^\/issues\/(\d+)$/, ([number]) => ok(issueJson(pullOf(number)))],
    [
      "PATCH",
      /^\/issues\/(\d+)$/,
      ([number], body) => {
        const pull = pullOf(number)
        if (Array.isArray(body.labels))
          pull.labels = body.labels.map((label) => (typeof label === "string" ? label : String((label as Json).name)))
        pull.updatedAt = repo.tick()
        return ok(issueJson(pull))
      },
    ],
    [
      "POST",
      /^\/issues\/(\d+)\/labels$/,
      ([number], body) => {
        const pull = pullOf(number)
        const added = Array.isArray(body.labels) ? body.labels.map(String) : []
        pull.labels = [...new Set([...pull.labels, ...added])]
        pull.updatedAt = repo.tick()
        return ok(labelsJson(pull.labels))
      },
    ],
    ["POST", /^\/dispatches$/, () => ({ status: 204 })],
    // REST "Get the combined status for a specific reference": "pending" while no status is reported.
    [
      "GET",
      /^\/commits\/([^/]+)\/status$/,
      ([ref]) => {
        const commit = repo.resolve(ref)
        if (!commit) throw new StandInError(404, "Not Found")
        const statuses = repo.statuses.get(commit.sha) ?? []
        const state = statuses.some((s) => s.state === "failure")
          ? "failure"
          : statuses.length > 0 && statuses.every((s) => s.state === "success")
            ? "success"
            : "pending"
        return ok({
          state,
          sha: commit.sha,
          total_count: statuses.length,
          statuses: statuses.map((s, index) => ({ id: index + 1, ...s, target_url: null })),
        })
      },
    ],
    // REST "List check runs for a Git reference".
    [
      "GET",
      /^\/commits\/([^/]+)\/check-runs$/,
      ([ref]) => {
        const commit = repo.resolve(ref)
        if (!commit) throw new StandInError(404, "Not Found")
        const runs = repo.checkRuns.get(commit.sha) ?? []
        return ok({
          total_count: runs.length,
          check_runs: runs.map((run) => ({
            id: run.id,
            name: run.name,
            head_sha: commit.sha,
            status: run.status,
            conclusion: run.conclusion,
            output: { title: null, summary: null, annotations_count: run.annotations.length },
          })),
        })
      },
    ],
    // REST "List check run annotations".
    [
      "GET",
      /^\/check-runs\/(\d+)\/annotations$/,
      ([id]) => {
        const run = [...repo.checkRuns.values()].flat().find((r) => r.id === Number(id))
        if (!run) throw new StandInError(404, "Not Found")
        return ok(
          run.annotations.map((a) => ({
            path: a.path,
            start_line: a.line,
            end_line: a.line,
            annotation_level: a.level ?? "failure",
            title: a.title,
            message: a.message,
          })),
        )
      },
    ],
  ]

  const own = `/api/v3/repos/${repo.owner}/${repo.name}`
  return (method: string, path: string, body: Json, accept: string): Reply | undefined => {
    if (method === "GET" && path === "/api/v3/user") {
      return ok({
        ...EDITOR,
        html_url: `${origin}/${EDITOR.login}`,
        avatar_url: `${origin}/avatars/u/${EDITOR.id}`,
        type: "User",
      })
    }
    for (const [routeMethod, pattern, handler] of path.startsWith(own) ? routes : []) {
      const match = pattern.exec(path.slice(own.length))
      if (routeMethod === method && match) return handler(match.slice(1).map(decodeURIComponent), body, accept)
    }
    return undefined
  }
}
