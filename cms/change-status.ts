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
 *   reads the same; the branch rule still merges nothing whose checks have not passed.
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
const DRAFT_TOGGLE = /\b(convertPullRequestToDraft|markPullRequestReadyForReview)\b/
const NO_DRAFTS = "Draft pull requests are not supported"

/**
 * Wraps `win.fetch` (see the module's comment); every other request passes untouched.
 * @param show shows a panel (see {@link Show}).
 */
export function explainChanges(win: Pick<Window, "fetch">, show: Show): void {
  const send = win.fetch.bind(win)
  let draftsRefused = false
  win.fetch = async (input, init) => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    const url = new URL(href, globalThis.location?.href ?? "http://localhost/")
    const method = (init?.method ?? "GET").toUpperCase()
    const body = typeof init?.body === "string" ? init.body : undefined
    if (method === "POST" && PULLS.test(url.pathname) && body) return openPull(url, init!, body)
    if (method === "POST" && url.pathname.endsWith("/graphql") && draftsRefused && body && DRAFT_TOGGLE.test(body)) {
      // The pull request is not a draft and cannot become one here: nothing to ask GitHub.
      const mutation = DRAFT_TOGGLE.exec(body)![1]
      return new Response(JSON.stringify({ data: { [mutation]: { pullRequest: { isDraft: false } } } }), {
        headers: { "Content-Type": "application/json" },
      })
    }
    if (method === "POST" && url.pathname.endsWith("/graphql") && body?.includes("createCommitOnBranch")) {
      // A save: its commit on the change's branch (commit-guard.ts lets no other through).
      const response = await send(input, init)
      const answer = response.ok
        ? ((await response
            .clone()
            .json()
            .catch(() => ({}))) as { errors?: unknown })
        : {}
      if (response.ok && !answer.errors) show(CHANGE_STATUS.saved, NEXT.saved, "news")
      return response
    }
    const merge = MERGE.exec(url.pathname)
    if (method === "PUT" && merge) return publish(url, merge[1], input, init)
    return send(input, init)
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
   * Publishes (merges) pull request `number` once its required check has passed on its head; until then it is not
   * asked of GitHub, and the answer is a 405 of this page's own (a private repository on GitHub Free has no branch
   * rule to refuse it), with the panel saying why.
   */
  async function publish(mergeUrl: URL, number: string, input: RequestInfo | URL, init?: RequestInit) {
    const repository = mergeUrl.href.replace(/\/pulls\/\d+\/merge$/, "")
    const get = async <T>(path: string): Promise<T> => {
      const response = await send(`${repository}${path}`, { headers: init?.headers })
      if (!response.ok) throw new Error(`${path}: ${response.status}`)
      return (await response.json()) as T
    }
    const standing = await checksOf(get, number).catch(() => undefined)
    if (standing && standing.title !== CHANGE_STATUS.published) {
      show(standing.title, standing.lines, "problem", SVELTIA_PUBLISH_FAILED)
      const message = `Required status check "${REQUIRED_CHECK}" has not passed (this page's own answer)`
      return new Response(JSON.stringify({ message }), {
        status: 405,
        headers: { "Content-Type": "application/json" },
      })
    }
    const response = await send(input, init)
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
 * Where pull request `number`'s checks stand: passed (titled {@link CHANGE_STATUS.published}, to go on), running, or
 * failed with check:data's words (the annotations of the failed check runs on its head).
 * @param get reads a path below the repository's REST address. @throws when GitHub cannot be read.
 */
async function checksOf(
  get: <T>(path: string) => Promise<T>,
  number: string,
): Promise<{ title: string; lines: readonly string[] }> {
  const { head } = await get<{ head: { sha: string } }>(`/pulls/${number}`)
  const { check_runs: runs } = await get<{ check_runs: { id: number; name: string; conclusion: string | null }[] }>(
    `/commits/${head.sha}/check-runs`,
  )
  const required = runs.find((run) => run.name === REQUIRED_CHECK)
  if (required?.conclusion === "success") return { title: CHANGE_STATUS.published, lines: [] }
  const failed = runs.filter((run) => run.conclusion === "failure")
  if (failed.length === 0) return { title: CHANGE_STATUS.running, lines: NEXT.running }
  const notes = await Promise.all(failed.map((run) => get<{ message: string }[]>(`/check-runs/${run.id}/annotations`)))
  const words = [...new Set(notes.flat().map((note) => note.message))]
  return { title: CHANGE_STATUS.failed, lines: words.length > 0 ? [...words, NEXT.failed] : [NEXT.otherCheck] }
}
