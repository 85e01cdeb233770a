/**
 * A local stand-in for GitHub, for browser tests of Sveltia CMS's `github` back end with `publish_mode:
 * editorial_workflow`: the REST and GraphQL calls Sveltia CMS 0.221.1 makes (read from its bundle's sources,
 * `src/lib/services/backends/git/github/*.js` and `…/git/shared/*.js`), over an in-memory repository
 * (github-stand-in-store.ts, github-stand-in-graphql.ts), and the sign-in popup of an OAuth helper like
 * sveltia-cms-auth, which hands out a fixed token at once.
 *
 * Give the CMS `backend: { name: "github", repo: "<owner>/<repo>", api_root: standIn.apiRoot, base_url:
 * standIn.authBaseUrl }`: Sveltia CMS keeps an `api_root` ending in `/api/v3` as the REST root and derives GraphQL's
 * from it (`…/api/v3` → `…/graphql`), and opens `<base_url>/<auth_endpoint>` (default `auth`) for signing in.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { graphqlExecutor } from "./github-stand-in-graphql"
import { ok, restRoutes, type Json, type Reply } from "./github-stand-in-rest"
import { Repository, StandInError, type CheckRun, type RepositoryKind } from "./github-stand-in-store"
import { graphqlBreaches, restContract } from "./github-contract"

/** The token the sign-in page hands out; API calls must carry it (`Authorization: token|Bearer <it>`). */
export const STAND_IN_TOKEN = "gho_standInToken0000000000000000000000"

/** A pull request as the stand-in holds it; `files` are the changed files' contents at the head (deleted ones left out). */
export interface StandInPull {
  number: number
  title: string
  head: string
  base: string
  state: "open" | "closed"
  merged: boolean
  /** Whether it is a draft pull request (GitHub's `draft`). */
  draft: boolean
  labels: string[]
  files: Record<string, string>
}

export interface GitHubStandIn {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  origin: string
  /** For the CMS's `backend.api_root`: `<origin>/api/v3` (GraphQL then at `<origin>/graphql`). */
  apiRoot: string
  /** For the CMS's `backend.base_url`: the sign-in page is `<authBaseUrl>/auth`, Sveltia's default `auth_endpoint`. */
  authBaseUrl: string
  /** The token the sign-in page hands out ({@link STAND_IN_TOKEN}). */
  token: string
  /** Every pull request opened so far, oldest first. */
  pulls(): StandInPull[]
  /** `path` on `branch` (its head) as UTF-8 text, or undefined when the branch or the file does not exist. */
  file(branch: string, path: string): string | undefined
  /**
   * Reports pull request `number`'s checks on its head, as the workflow does when it has run (.github/workflows/
   * deploy.yml): the required check "Checks" and the commit status "Site checks" pass, or fail with the data check's
   * job failing beside them with `annotations` (check:data's lines, on their files).
   */
  reportChecks(number: number, outcome: "success" | "failure", annotations?: CheckRun["annotations"]): void
  /** Every refusal the stand-in answered, as GitHub would: "405 PUT /…/merge: Pull Request is still a draft". */
  refusals(): string[]
  /** What the CMS asked for that the stand-in could not answer: "METHOD /path" or "graphql: Type.field". */
  unanswered(): string[]
  /**
   * Every request or answer that does not fit GitHub's published description (github-contract.ts): a request GitHub
   * does not document, a body or an answer of the wrong shape.
   */
  breaches(): string[]
  close(): Promise<void>
}

/** The sign-in popup: the two messages sveltia-cms-auth posts to `window.opener` (Sveltia's `authorize()`). */
const authPage = (provider: string, token: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body><p>Signing in...</p><script>
  const provider = ${JSON.stringify(provider)}
  const result = ${JSON.stringify(JSON.stringify({ token, provider }))}
  window.addEventListener("message", ({ data, origin }) => {
    if (data !== "authorizing:" + provider) return
    window.opener.postMessage("authorization:" + provider + ":success:" + result, origin)
  })
  window.opener.postMessage("authorizing:" + provider, "*")
</script></body></html>`

/**
 * Starts the stand-in with one repository, `<owner>/<repo>`, whose `branch` (default "main") has one commit holding
 * `seed` (repository path → content, e.g. `{ "data/pricing.json": "…" }`), on 127.0.0.1:`port` (0: any free port).
 * @returns the running stand-in; {@link GitHubStandIn.close} stops it.
 */
export async function startGitHubStandIn(options: {
  seed: Record<string, string | Buffer>
  owner: string
  repo: string
  branch?: string
  port?: number
  /** A public repository (default) or a private one on GitHub Free, which refuses draft pull requests. */
  kind?: RepositoryKind
}): Promise<GitHubStandIn> {
  const repo = new Repository(options.owner, options.repo, options.branch ?? "main", options.seed, options.kind)
  const refused: string[] = []
  const breaches: string[] = []
  const contract = restContract()
  let checkRunIds = 0
  const missing: string[] = []
  const unanswered = (what: string) => void (missing.includes(what) || missing.push(what))
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const graphql = graphqlExecutor(repo, origin, unanswered)
  const rest = restRoutes(repo, origin)

  const answerApi = (request: http.IncomingMessage, path: string, body: Json): Reply => {
    const method = request.method ?? "GET"
    const [scheme, token] = String(request.headers.authorization).split(" ")
    if (!/^(token|bearer)$/i.test(scheme) || token !== STAND_IN_TOKEN) return ok({ message: "Bad credentials" }, 401)
    if (path === "/graphql" || path === "/api/graphql") {
      if (method !== "POST") return ok({ message: "Not Found" }, 404)
      const answer = graphql(body)
      for (const error of (answer.errors ?? []) as { message: string }[]) refused.push(`graphql: ${error.message}`)
      breaches.push(...graphqlBreaches(body, answer).map((breach) => `graphql ${breach}`))
      return ok(answer)
    }
    const below = path.replace(/^\/api\/v3/, "")
    const operation = contract.operationOf(method, below)
    if (!operation) breaches.push(`${method} ${below}: not in GitHub's description`)
    else {
      const why = contract.checkRequest(operation, body)
      if (why) breaches.push(why)
    }
    let reply: Reply | undefined
    try {
      reply = rest(method, path, body, String(request.headers.accept))
    } catch (error) {
      if (!(error instanceof StandInError)) throw error
      refused.push(`${error.status} ${method} ${path}: ${error.message}`)
      reply = ok({ message: error.message, documentation_url: "https://docs.github.com/rest" }, error.status)
    }
    if (!reply) {
      unanswered(`${method} ${path}`)
      return ok({ message: "Not Found" }, 404)
    }
    if (operation && reply.json !== undefined) {
      reply.json = contract.complete(operation, reply.status, reply.json)
      const why = contract.checkAnswer(operation, reply.status, reply.json)
      if (why) breaches.push(why)
    }
    return reply
  }

  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const url = new URL(request.url ?? "/", origin)
      const cors = {
        "Access-Control-Allow-Origin": request.headers.origin ?? "*",
        "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
        "Access-Control-Allow-Headers":
          request.headers["access-control-request-headers"] ??
          "Authorization, Content-Type, Accept, X-GitHub-Api-Version",
        "Access-Control-Allow-Private-Network": "true",
        "Access-Control-Max-Age": "600",
        Vary: "Origin",
      }
      let reply: Reply
      try {
        const text = Buffer.concat(chunks).toString("utf8")
        // The sign-in popup's browser asks for a favicon; nothing is missing when there is none.
        if (request.method === "OPTIONS" || url.pathname === "/favicon.ico") reply = { status: 204 }
        else if (url.pathname === "/auth" && request.method === "GET") {
          reply = {
            status: 200,
            body: Buffer.from(authPage(url.searchParams.get("provider") ?? "github", STAND_IN_TOKEN)),
            type: "text/html; charset=utf-8",
          }
        } else if (url.pathname.startsWith("/api/") || url.pathname === "/graphql") {
          reply = answerApi(request, url.pathname, text ? (JSON.parse(text) as Json) : {})
        } else {
          unanswered(`${request.method} ${url.pathname}`)
          reply = { status: 404, body: Buffer.from("Not Found"), type: "text/plain" }
        }
      } catch (error) {
        if (!(error instanceof StandInError)) console.error("GitHub stand-in:", error)
        else refused.push(`${error.status} ${request.method} ${url.pathname}: ${error.message}`)
        const status = error instanceof StandInError ? error.status : 500
        reply = ok({ message: error instanceof Error ? error.message : String(error) }, status)
      }
      const body = reply.body ?? (reply.json === undefined ? undefined : Buffer.from(JSON.stringify(reply.json)))
      const type = reply.type ?? (reply.json === undefined ? undefined : "application/json; charset=utf-8")
      response.writeHead(reply.status, { ...cors, ...(type ? { "Content-Type": type } : {}) }).end(body)
    })
  })

  return {
    origin,
    apiRoot: `${origin}/api/v3`,
    authBaseUrl: origin,
    token: STAND_IN_TOKEN,
    pulls: () =>
      repo.pulls.map((p) => {
        const head = repo.branches.get(p.head) ?? p.headSha ?? ""
        const changed = [...repo.changes(p.baseSha ?? repo.branches.get(p.base) ?? "", head)]
        const files = changed.flatMap(([path, change]) =>
          change === "DELETED" ? [] : [[path, repo.text(head, path) ?? ""]],
        )
        return {
          number: p.number,
          title: p.title,
          head: p.head,
          base: p.base,
          state: p.state,
          merged: p.merged,
          draft: p.draft,
          labels: [...p.labels],
          files: Object.fromEntries(files),
        }
      }),
    file: (branch, path) => (repo.branches.has(branch) ? repo.text(branch, path) : undefined),
    reportChecks: (number, outcome, annotations = []) => {
      const pull = repo.pulls.find((p) => p.number === number)
      const head = pull && repo.branches.get(pull.head)
      if (!head) throw new Error(`pull request ${number} has no head`)
      const run = (
        name: string,
        conclusion: CheckRun["conclusion"],
        notes: CheckRun["annotations"] = [],
      ): CheckRun => ({
        id: ++checkRunIds,
        name,
        status: "completed",
        conclusion,
        annotations: notes,
      })
      repo.checkRuns.set(head, [
        // A failed job also carries the runner's own annotation, which is not check:data's.
        ...(outcome === "failure"
          ? [
              run("Data check (check:data, build, smoke test)", "failure", [
                ...annotations,
                { path: ".github", line: 1, title: "", message: "Process completed with exit code 1." },
              ]),
            ]
          : []),
        run(repo.requiredCheck, outcome),
      ])
      repo.statuses.set(head, [
        {
          context: "Site checks",
          state: outcome,
          description: outcome === "success" ? "The checks passed" : "A check failed: open Details",
        },
      ])
    },
    refusals: () => [...refused],
    unanswered: () => [...missing],
    breaches: () => [...new Set(breaches)],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
