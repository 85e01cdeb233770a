/**
 * The GraphQL half of the GitHub stand-in (github-stand-in.ts): the queries and mutations Sveltia CMS 0.221.1 sends
 * (read from its bundle's sources, `src/lib/services/backends/git/github/*.js`), answered over the in-memory
 * repository (github-stand-in-store.ts). The query is parsed with `graphql` and walked field by field, with aliases,
 * variables, inline fragments (`... on Blob`) and named fragments; there is no schema, so a field the stand-in does not
 * know is answered `null` and recorded (`graphql: Type.field`) for the test to report.
 */
import { Kind, parse, valueFromASTUntyped, type FragmentDefinitionNode, type SelectionSetNode } from "graphql"
import { EDITOR, Repository, StandInError, type Commit, type PullRequest } from "./github-stand-in-store"

type Args = Record<string, unknown>
type Value = null | string | number | boolean | Node | Value[]
/** An object of the GitHub schema: its type, the interfaces it answers inline fragments for, and its fields. */
interface Node {
  typename: string
  types: string[]
  fields: Record<string, (args: Args) => Value>
}

const node = (typename: string, fields: Node["fields"], types: string[] = []): Node => ({ typename, types, fields })
const list = (typename: string, nodes: Value[]) =>
  node(`${typename}Connection`, {
    nodes: () => nodes,
    totalCount: () => nodes.length,
    pageInfo: () => node("PageInfo", { hasNextPage: () => false, endCursor: () => null }),
  })
const first = <T>(items: T[], args: Args) => items.slice(0, typeof args.first === "number" ? args.first : 100)
const asList = (value: unknown) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value])

const editor = () =>
  node(
    "User",
    {
      login: () => EDITOR.login,
      databaseId: () => EDITOR.id,
      id: () => `U_${EDITOR.id}`,
      name: () => EDITOR.name,
      email: () => EDITOR.email,
      avatarUrl: () => "",
    },
    ["Actor", "Node"],
  )

/** Answers GraphQL requests over `repo`; `origin` makes the `url`s, `unanswered` collects unknown fields. */
export function graphqlExecutor(repo: Repository, origin: string, unanswered: (what: string) => void) {
  const repoUrl = `${origin}/${repo.owner}/${repo.name}`
  const repoId = `R_${repo.owner}_${repo.name}`

  const blob = (sha: string) => {
    const data = repo.blobs.get(sha) ?? Buffer.alloc(0)
    const isBinary = data.includes(0)
    return node(
      "Blob",
      {
        oid: () => sha,
        abbreviatedOid: () => sha.slice(0, 7),
        byteSize: () => data.length,
        isBinary: () => isBinary,
        isTruncated: () => false,
        text: () => (isBinary ? null : data.toString("utf8")),
      },
      ["GitObject", "Node"],
    )
  }

  const commit = (c: Commit): Node => {
    const actor = () =>
      node("GitActor", {
        name: () => EDITOR.name,
        email: () => EDITOR.email,
        avatarUrl: () => "",
        date: () => c.date.toISOString(),
        user: () => editor(),
      })
    return node(
      "Commit",
      {
        oid: () => c.sha,
        abbreviatedOid: () => c.sha.slice(0, 7),
        message: () => c.message,
        messageHeadline: () => c.message.split("\n")[0],
        committedDate: () => c.date.toISOString(),
        authoredDate: () => c.date.toISOString(),
        url: () => `${repoUrl}/commit/${c.sha}`,
        author: actor,
        committer: actor,
        history: (args) =>
          list("CommitHistory", first(repo.history(c.sha, args.path as string | undefined), args).map(commit)),
        file: ({ path }) => {
          const sha = c.files.get(String(path))
          return sha === undefined
            ? null
            : node("TreeEntry", { oid: () => sha, path: () => String(path), object: () => blob(sha) })
        },
        tree: () => node("Tree", { oid: () => c.tree }, ["GitObject", "Node"]),
        // What deploy previews read: no CI runs here, so nothing to report.
        status: () => null,
        deployments: () => list("Deployment", []),
        checkSuites: () => list("CheckSuite", []),
      },
      ["GitObject", "Node"],
    )
  }

  const ref = (name: string) => {
    const sha = repo.branches.get(name)
    if (sha === undefined) return null
    return node("Ref", {
      id: () => `REF_${name}`,
      name: () => name,
      prefix: () => "refs/heads/",
      target: () => commit(repo.commits.get(sha) as Commit),
    })
  }

  const pullRequest = (p: PullRequest) => {
    const headSha = repo.branches.get(p.head) ?? p.headSha ?? ""
    const baseSha = p.baseSha ?? repo.branches.get(p.base) ?? ""
    return node(
      "PullRequest",
      {
        id: () => p.nodeId,
        number: () => p.number,
        title: () => p.title,
        body: () => p.body,
        url: () => `${repoUrl}/pull/${p.number}`,
        state: () => (p.merged ? "MERGED" : p.state === "open" ? "OPEN" : "CLOSED"),
        merged: () => p.merged,
        isDraft: () => p.draft,
        isCrossRepository: () => false,
        createdAt: () => p.createdAt.toISOString(),
        updatedAt: () => p.updatedAt.toISOString(),
        headRefName: () => p.head,
        headRefOid: () => headSha,
        baseRefName: () => p.base,
        author: () => editor(),
        labels: (args) =>
          list(
            "Label",
            first(p.labels, args).map((name) => node("Label", { name: () => name })),
          ),
        files: (args) => {
          const changes = [...repo.changes(baseSha, headSha)].map(([path, changeType]) =>
            node("PullRequestChangedFile", { path: () => path, changeType: () => changeType }),
          )
          return list("PullRequestChangedFile", first(changes, args))
        },
      },
      ["Node"],
    )
  }

  const pullById = (id: unknown) => {
    const found = repo.pulls.find((p) => p.nodeId === id)
    if (!found) throw new StandInError(404, `Could not resolve to a node with the global id of '${String(id)}'`)
    return found
  }

  const repository = node(
    "Repository",
    {
      id: () => repoId,
      name: () => repo.name,
      nameWithOwner: () => `${repo.owner}/${repo.name}`,
      owner: () => node("User", { login: () => repo.owner }, ["RepositoryOwner"]),
      url: () => repoUrl,
      isFork: () => false,
      isPrivate: () => repo.isPrivate,
      viewerPermission: () => "ADMIN",
      defaultBranchRef: () => ref(repo.defaultBranch),
      ref: ({ qualifiedName }) => ref(String(qualifiedName).replace(/^refs\/heads\//, "")),
      object: ({ oid, expression }) => {
        const [rev, path] = typeof expression === "string" ? expression.split(/:(.*)/s) : [String(oid)]
        const sha = path === undefined ? rev : repo.resolve(rev)?.files.get(path)
        if (sha === undefined) return null
        if (repo.blobs.has(sha)) return blob(sha)
        const found = repo.commits.get(sha)
        return found ? commit(found) : null
      },
      pullRequests: (args) => {
        const states = asList(args.states).map(String)
        const labels = asList(args.labels).map(String)
        const pulls = repo.pulls
          .filter((p) => !states.length || states.includes(p.merged ? "MERGED" : p.state.toUpperCase()))
          .filter((p) => !labels.length || p.labels.some((label) => labels.includes(label)))
          .filter((p) => args.headRefName === undefined || p.head === args.headRefName)
          .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
        return list("PullRequest", first(pulls, args).map(pullRequest))
      },
    },
    ["Node"],
  )

  const ownRepository = (owner: unknown, name: unknown) => owner === repo.owner && name === repo.name

  const query = node("Query", {
    repository: ({ owner, name }) => (ownRepository(owner, name) ? repository : null),
    viewer: () => editor(),
    node: ({ id }) => (id === repoId ? repository : pullRequest(pullById(id))),
  })

  const setDraft = (draft: boolean) => (args: Args) => {
    const pull = pullById((args.input as { pullRequestId?: string }).pullRequestId)
    if (draft && repo.kind === "private-free")
      throw new StandInError(422, "Draft pull requests are not supported in this repository.")
    Object.assign(pull, { draft, updatedAt: repo.tick() })
    return node("PullRequestPayload", { pullRequest: () => pullRequest(pull) })
  }

  const mutation = node("Mutation", {
    createRef: (args) => {
      const { repositoryId, name, oid } = args.input as { repositoryId: string; name: string; oid: string }
      if (repositoryId !== repoId)
        throw new StandInError(404, `Could not resolve to a node with the global id of '${repositoryId}'`)
      const branch = name.replace(/^refs\/heads\//, "")
      repo.createBranch(branch, oid)
      return node("CreateRefPayload", { ref: () => ref(branch) })
    },
    createCommitOnBranch: (args) => {
      const input = args.input as {
        branch: { repositoryNameWithOwner?: string; branchName: string }
        expectedHeadOid?: string
        fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] }
        message: { headline: string; body?: string }
      }
      const target = input.branch.repositoryNameWithOwner
      if (target && target !== `${repo.owner}/${repo.name}`)
        throw new StandInError(404, `Could not resolve to a Repository with the name '${target}'.`)
      const message = [input.message.headline, input.message.body].filter(Boolean).join("\n\n")
      const { additions = [], deletions = [] } = input.fileChanges ?? {}
      const made = repo.commitOnBranch(input.branch.branchName, input.expectedHeadOid, additions, deletions, message)
      return node("CreateCommitOnBranchPayload", {
        commit: () => commit(made),
        ref: () => ref(input.branch.branchName),
      })
    },
    markPullRequestReadyForReview: setDraft(false),
    convertPullRequestToDraft: setDraft(true),
  })

  /** Runs one request body `{ query, variables }`. @returns GraphQL's answer, `{ data, errors? }`. */
  return function execute(body: { query?: unknown; variables?: unknown }): { data: unknown; errors?: unknown[] } {
    const document = parse(String(body.query ?? ""))
    const variables = (body.variables ?? {}) as Args
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
    }
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) throw new StandInError(400, "No operation")
    if (operation.operation === "subscription") throw new StandInError(400, "Subscriptions are not supported")
    const errors: { message: string; path: string[] }[] = []

    const select = (value: Value, set: SelectionSetNode | undefined, path: string[]): unknown => {
      if (Array.isArray(value)) return value.map((item, i) => select(item, set, [...path, String(i)]))
      if (value === null || typeof value !== "object" || !set) return value
      const out: Record<string, unknown> = {}
      const collect = (selections: SelectionSetNode) => {
        for (const selection of selections.selections) {
          if (selection.kind === Kind.FIELD) {
            const name = selection.name.value
            const key = selection.alias?.value ?? name
            if (name === "__typename") {
              out[key] = value.typename
              continue
            }
            const resolve = value.fields[name]
            if (!resolve) {
              unanswered(`graphql: ${value.typename}.${name}`)
              out[key] = null
              continue
            }
            const args = Object.fromEntries(
              (selection.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables)]),
            )
            try {
              out[key] = select(resolve(args), selection.selectionSet, [...path, key])
            } catch (error) {
              if (!(error instanceof StandInError)) throw error
              errors.push({ message: error.message, path: [...path, key] })
              out[key] = null
            }
          } else {
            const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value)
            const type = fragment?.typeCondition?.name.value
            if (fragment && (!type || type === value.typename || value.types.includes(type))) {
              collect(fragment.selectionSet)
            }
          }
        }
      }
      collect(set)
      // Unlisted (never sent): which type this object is, for a check against GitHub's schema (github-contract.ts).
      if (!("__typename" in out)) Object.defineProperty(out, "__typename", { value: value.typename, enumerable: false })
      return out
    }

    const data = select(operation.operation === "mutation" ? mutation : query, operation.selectionSet, [])
    return errors.length ? { data, errors } : { data }
  }
}
