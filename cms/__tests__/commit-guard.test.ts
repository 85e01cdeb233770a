/** @jest-environment node */
import { PULL_REQUEST_BRANCH, STRAIGHT_TO_LIVE_REFUSED, commitBranchOf, guardCommits } from "../commit-guard"

/** The body Sveltia CMS sends GitHub's GraphQL API to commit `paths` to `branch` (backends/git/github/commits.js). */
const commitBody = (branch: string, paths: string[], deleted: string[] = []) =>
  JSON.stringify({
    query: "mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }",
    variables: {
      input: {
        branch: { repositoryNameWithOwner: "owner/site", branchName: branch },
        fileChanges: {
          additions: paths.map((path) => ({ path, contents: "" })),
          deletions: deleted.map((path) => ({ path })),
        },
      },
    },
  })

/** A window whose fetch records what reaches the network. */
function guarded() {
  const sent: string[] = []
  const win = {
    fetch: jest.fn(async (input: RequestInfo | URL) => {
      sent.push(String(input))
      return new Response("{}")
    }),
  }
  const told: string[] = []
  guardCommits(win as unknown as Window, (why) => told.push(why))
  return { win: win as unknown as Pick<Window, "fetch">, sent, told }
}

const GRAPHQL = "https://api.github.com/graphql"

describe("nothing reaches the live site outside a pull request", () => {
  it("refuses a picture deleted from the Assets page (a commit straight to main), before it is sent", async () => {
    const { win, sent, told } = guarded()
    const body = commitBody("main", [], ["data/images/castle.jpg"])
    await expect(win.fetch(GRAPHQL, { method: "POST", body })).rejects.toThrow(STRAIGHT_TO_LIVE_REFUSED)
    expect(sent).toEqual([])
    // Said to the editor too: the CMS itself shows only "Upload failed".
    expect(told).toEqual([STRAIGHT_TO_LIVE_REFUSED])
  })

  it("refuses a picture uploaded from the Assets page, and a data file saved straight to any branch but a pull request's", async () => {
    const { win, sent } = guarded()
    for (const body of [commitBody("main", ["data/images/new.jpg"]), commitBody("live", ["data/faq.json"])])
      await expect(win.fetch(GRAPHQL, { method: "POST", body })).rejects.toThrow(STRAIGHT_TO_LIVE_REFUSED)
    expect(sent).toEqual([])
  })

  it("lets a change into its pull request's branch through, its picture and all, and every other request", async () => {
    const { win, sent, told } = guarded()
    const branch = `${PULL_REQUEST_BRANCH}sections/attractions`
    await win.fetch(GRAPHQL, {
      method: "POST",
      body: commitBody(branch, ["data/attractions.json", "data/images/new.jpg"]),
    })
    await win.fetch("https://api.github.com/repos/owner/site/pulls/3/merge", { method: "PUT", body: "{}" })
    await win.fetch(GRAPHQL, { method: "POST", body: JSON.stringify({ query: "query { viewer { login } }" }) })
    expect(sent).toHaveLength(3)
    expect(told).toEqual([])
  })

  it("refuses a commit whose branch it cannot read, rather than let it through", () => {
    expect(commitBranchOf("createCommitOnBranch {")).toBe("")
    expect(commitBranchOf(JSON.stringify({ query: "createCommitOnBranch", variables: {} }))).toBe("")
    expect(commitBranchOf(JSON.stringify({ query: "query { viewer { login } }" }))).toBeUndefined()
    expect(commitBranchOf(undefined)).toBeUndefined()
  })
})
