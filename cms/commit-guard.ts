/**
 * Nothing reaches the live site outside a pull request. With the GitHub back end and the editorial workflow, each
 * change is committed to a branch of its own (`cms/<collection>/<entry>`, Sveltia CMS's workflow/branch.js) and goes
 * live when its pull request is merged, after CI's checks. Two of the CMS's actions commit straight to the published
 * branch instead: deleting a picture on the Assets page, and uploading one there, where no entry is open (and, under
 * `npm run cms`, anything saved after signing in with a token rather than working on the local folder). The guard
 * stands between the CMS and GitHub's API: a commit to any branch but a pull request's is refused before it is sent,
 * with a sentence the editor sees in the site's panel. A picture added inside an entry goes into that entry's pull request, untouched.
 * The local folder of `npm run cms` is written by the browser itself (no request), which git shows before anything is
 * published.
 */

/** The prefix of the branches of the CMS's pull requests (Sveltia CMS's `WORKFLOW_BRANCH_PREFIX`). */
export const PULL_REQUEST_BRANCH = "cms/"

/** What the editor reads when a commit would go straight to the live site. */
export const STRAIGHT_TO_LIVE_REFUSED =
  "This would change the live site at once, outside a pull request, so it is not done. Add or replace a picture from " +
  "the entry that shows it (open the entry, then its picture field): it goes live with that change, after its checks. " +
  "A picture no longer used is removed by your developer."

/** The branch a request to GitHub's GraphQL API commits to (`createCommitOnBranch`), or undefined for any other. */
export function commitBranchOf(body: unknown): string | undefined {
  if (typeof body !== "string" || !body.includes("createCommitOnBranch")) return undefined
  try {
    const { variables } = JSON.parse(body) as { variables?: { input?: { branch?: { branchName?: unknown } } } }
    const branch = variables?.input?.branch?.branchName
    return typeof branch === "string" ? branch : ""
  } catch {
    return ""
  }
}

/** The title of the panel (notice.ts) that says why: the CMS itself says only "Upload failed". */
export const STRAIGHT_TO_LIVE_TITLE = "Not done: this would change the live site at once"

/**
 * Wraps `win.fetch`: a GraphQL commit to a branch that is not a pull request's is refused (the promise rejects with
 * {@link STRAIGHT_TO_LIVE_REFUSED}, and `refused` is called with it, to show the editor); every other request passes.
 */
export function guardCommits(win: Pick<Window, "fetch">, refused: (why: string) => void): void {
  const send = win.fetch.bind(win)
  win.fetch = async (input, init) => {
    const branch = commitBranchOf(init?.body)
    if (branch !== undefined && !branch.startsWith(PULL_REQUEST_BRANCH)) {
      refused(STRAIGHT_TO_LIVE_REFUSED)
      throw new Error(STRAIGHT_TO_LIVE_REFUSED)
    }
    return send(input, init)
  }
}
