/**
 * Where a change stands, said to the owner on the published CMS (issue 57), and saves that work on a private
 * repository on GitHub Free. It stands between Sveltia CMS and GitHub's API (a wrapper of `fetch`, like
 * commit-guard.ts), reads GitHub's answers and asks GitHub what the CMS does not:
 * - **Saved**: a change committed to its pull request's branch: the site's checks now run (2 to 3 minutes), and
 *   Publish works once they pass.
 * - **Publish held** until the required check {@link REQUIRED_CHECK} has passed on the pull request's head (GitHub's
 *   branch rule refuses it too, where the plan has one: a private repository on GitHub Free has none): still running,
 *   say so and that Publish will work when they pass; failed, list what check:data said (its annotations on the head,
 *   in its own words: file, item, field, rule) and what to do. Sveltia itself says only "Couldn't publish the entry.
 *   Please try again."
 * - **Published**: merged; the site is rebuilt and the change is live in a few minutes.
 * - **No draft pull requests** (a private repository on GitHub Free or Pro: GitHub answers 422 "Draft pull requests
 *   are not supported in this repository."): the pull request is opened again as a ready one, and for the rest of the
 *   session Sveltia's draft toggles (GraphQL `convertPullRequestToDraft`, `markPullRequestReadyForReview`) are
 *   answered here without asking GitHub. Sveltia keeps a change's status in its label (`sveltia-cms/draft`, …), so it
 *   reads the same; Publish is still held until the checks pass (above), branch rule or not.
 */

/**
 * The check that must pass before a change is published: the workflow's last job (.github/workflows/deploy.yml,
 * "Checks", which docs/publishing.md's branch rule requires; tests/repository/workflow.test.ts keeps the two the same).
 */
export const REQUIRED_CHECK = "Checks"

/** The panel titles (notice.ts), as the tests look them up. */
export const CHANGE_STATUS = {
  saved: "Saved: the site checks are running on this change",
  running: "Not published yet: the site checks are still running",
  failed: "Not published: the site checks found a problem in this change",
  published: "Published: the change goes live in a few minutes",
  unknown: "Not published: the site checks could not be read",
  refused: "Not published",
} as const

/** What the owner does next, by title. */
const NEXT = {
  saved: [
    "The checks start when a change is saved and take 2 to 3 minutes.",
    "When you are happy with it, set its status to Ready, then press Publish: it works once the checks pass.",
  ],
  running: [
    "The checks start when a change is saved and take 2 to 3 minutes. Your change is saved: nothing is lost.",
    "Wait a minute, then press Publish again: it works as soon as they pass.",
  ],
  failed:
    "Change what is named above in this entry and press Save; the checks run again (2 to 3 minutes), then Publish.",
  otherCheck:
    "A check other than the data check failed, so the problem is not in the words or prices: ask your developer (the pull request's Checks tab says which).",
  published: ["The site is being rebuilt with it; it is live once that build finishes (about 3 minutes)."],
  ask: "Your change is saved; ask your developer what this means.",
  unknown: [
    "GitHub did not answer when the CMS asked whether this change's checks have passed. Your change is saved.",
    "Try Publish again in a minute; if it keeps saying this, check your connection or GitHub's status page.",
  ],
} as const

/**
 * Shows a panel: a title, its lines, whether it is a problem or news, and the words of Sveltia's own toast that it
 * says better (to be hidden: "Please try again" is wrong advice for a check that failed).
 */
type Show = (title: string, lines: readonly string[], tone: "problem" | "news", replaces?: string) => void

/** Sveltia CMS's toast when a merge fails (its en-US `workflow.publishing_entry_failed`). */
export const SVELTIA_PUBLISH_FAILED = "Couldn’t publish the entry. Please try again."

const PULLS = /\/repos\/[^/]+\/[^/]+\/pulls$/
const MERGE = /\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/merge$/
/** A GraphQL mutation whose first field is `name` (the operation itself, never a word in its variables). */
const mutationOf = (query: string) => /^\s*mutation\b[^{]*\{\s*(\w+)/.exec(query)?.[1]
const DRAFT_TOGGLES = new Set(["convertPullRequestToDraft", "markPullRequestReadyForReview"])
const NO_DRAFTS = "Draft pull requests are not supported"
/** A completed check run's conclusions that are not a pass (GitHub's `conclusion`). */
const NOT_PASSED = new Set(["failure", "cancelled", "timed_out", "action_required", "startup_failure", "stale"])

/** The `query` of a GraphQL request's body, or "" when the body is no such JSON. */
function queryOf(body: string): string {
  try {
    return String((JSON.parse(body) as { query?: unknown }).query ?? "")
  } catch {
    return ""
  }
}

/** The answer given for GitHub without asking it: JSON with `status`. */
const answer = (json: unknown, status = 200) =>
  new Response(JSON.stringify(json), { status, headers: { "Content-Type": "application/json" } })

/**
 * Wraps `win.fetch` (see the module's comment); every other request passes untouched.
 * @param show shows a panel (see {@link Show}).
 */
export function explainChanges(win: Pick<Window, "fetch">, show: Show): void {
  const send = win.fetch.bind(win)
  let draftsRefused = false
  win.fetch = async (input, init) => {
    // Sveltia calls fetch(url, init) with a string body; a Request (never made by it) passes untouched.
    if (input instanceof Request || typeof init?.body !== "string") return send(input, init)
    const url = new URL(String(input), globalThis.location?.href ?? "http://localhost/")
    const method = (init.method ?? "GET").toUpperCase()
    const body = init.body
    if (method === "POST" && PULLS.test(url.pathname)) return openPull(url, init, body)
    const merge = MERGE.exec(url.pathname)
    if (method === "PUT" && merge) return publish(url, merge[1], init, body)
    if (method !== "POST" || !url.pathname.endsWith("/graphql")) return send(input, init)
    const mutation = mutationOf(queryOf(body))
    if (mutation && DRAFT_TOGGLES.has(mutation)) return toggleDraft(input, init, mutation)
    if (mutation !== "createCommitOnBranch") return send(input, init)
    // A save: its commit on the change's branch (commit-guard.ts lets no other through).
    const response = await send(input, init)
    const { errors } = (await response
      .clone()
      .json()
      .catch(() => ({ errors: [] }))) as { errors?: unknown[] }
    if (response.ok && !errors?.length) show(CHANGE_STATUS.saved, NEXT.saved, "news")
    return response
  }

  /** Opens a pull request; refused as a draft, opens it as a ready one. */
  async function openPull(url: URL, init: RequestInit, body: string): Promise<Response> {
    const wanted = JSON.parse(body) as { draft?: boolean }
    const asReady = (): RequestInit => ({ ...init, body: JSON.stringify({ ...wanted, draft: false }) })
    let response = await send(url.href, draftsRefused ? asReady() : init)
    if (response.status === 422 && wanted.draft && (await response.clone().text()).includes(NO_DRAFTS)) {
      draftsRefused = true
      response = await send(url.href, asReady())
    }
    return response
  }

  /**
   * Sveltia's draft toggle: where drafts are refused (learnt from a pull request's opening, or from this toggle's own
   * refusal after a reload), the pull request is not a draft and cannot become one: answered without GitHub.
   */
  async function toggleDraft(input: RequestInfo | URL, init: RequestInit, mutation: string): Promise<Response> {
    const done = answer({ data: { [mutation]: { pullRequest: { isDraft: false } } } })
    if (draftsRefused) return done
    const response = await send(input, init)
    const text = await response.clone().text()
    if (!text.includes(NO_DRAFTS)) return response
    draftsRefused = true
    return done
  }

  /**
   * Publishes (merges) pull request `number` once its required check has passed on its head, and that head only (the
   * merge names its SHA: GitHub answers 409 if a save moved it since). Until then, or when the checks cannot be read,
   * GitHub is not asked (a private repository on GitHub Free has no branch rule to refuse it): the answer is a 405 of
   * this page's own, with the panel saying why.
   */
  async function publish(mergeUrl: URL, number: string, init: RequestInit, body: string) {
    const repository = mergeUrl.href.replace(/\/pulls\/\d+\/merge$/, "")
    const get = async <T>(path: string): Promise<T> => {
      const response = await send(`${repository}${path}`, { headers: init.headers })
      if (!response.ok) throw new Error(`${path}: ${response.status}`)
      return (await response.json()) as T
    }
    const standing = await checksOf(get, number).catch(() => ({
      title: CHANGE_STATUS.unknown,
      lines: NEXT.unknown,
      head: "",
    }))
    if (standing.title !== CHANGE_STATUS.published) {
      show(standing.title, standing.lines, "problem", SVELTIA_PUBLISH_FAILED)
      return answer(
        { message: `Required status check "${REQUIRED_CHECK}" has not passed (this page's own answer)` },
        405,
      )
    }
    const response = await send(mergeUrl.href, {
      ...init,
      body: JSON.stringify({ ...JSON.parse(body), sha: standing.head }),
    })
    if (response.ok) show(CHANGE_STATUS.published, NEXT.published, "news")
    else {
      const { message = "" } = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { message?: string }
      show(CHANGE_STATUS.refused, [`GitHub said: ${message}`, NEXT.ask], "problem")
    }
    return response
  }
}

/**
 * Where pull request `number`'s checks stand on its head (`head`, its SHA): passed (titled
 * {@link CHANGE_STATUS.published}, to go on), running, or failed, with check:data's words (the failure annotations
 * check:data wrote, titled `check:data: <file>`; node/build-steps/data/github-report.ts) when it was the data check.
 * @param get reads a path below the repository's REST address. @throws when GitHub cannot be read.
 */
async function checksOf(
  get: <T>(path: string) => Promise<T>,
  number: string,
): Promise<{ title: string; lines: readonly string[]; head: string }> {
  const { head } = await get<{ head: { sha: string } }>(`/pulls/${number}`)
  const { check_runs: runs } = await get<{ check_runs: { id: number; name: string; conclusion: string | null }[] }>(
    `/commits/${head.sha}/check-runs`,
  )
  const required = runs.find((run) => run.name === REQUIRED_CHECK)
  if (required?.conclusion === "success") return { title: CHANGE_STATUS.published, lines: [], head: head.sha }
  const failed = runs.filter((run) => NOT_PASSED.has(run.conclusion ?? ""))
  if (failed.length === 0) return { title: CHANGE_STATUS.running, lines: NEXT.running, head: head.sha }
  const notes = await Promise.all(
    failed.map((run) =>
      get<{ message: string; title?: string; annotation_level?: string }[]>(`/check-runs/${run.id}/annotations`),
    ),
  )
  const words = [
    ...new Set(
      notes
        .flat()
        .filter((note) => note.annotation_level === "failure" && note.title?.startsWith("check:data"))
        .map((note) => note.message),
    ),
  ]
  const lines = words.length > 0 ? [...words, NEXT.failed] : [NEXT.otherCheck]
  return { title: CHANGE_STATUS.failed, lines, head: head.sha }
}
