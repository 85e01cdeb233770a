/** @jest-environment node */
/**
 * The contract the GitHub stand-in is held to (github-contract.ts) names what GitHub's published descriptions do not
 * allow: a request GitHub does not document, an answer of the wrong shape, a GraphQL field GitHub does not have, and a
 * null where GitHub never gives one. (Each fits once put right, so the checks are not simply always failing.)
 */
import { graphqlBreaches, restContract } from "../github-contract"

const rest = restContract()

describe("the REST contract (api.github.com's OpenAPI description)", () => {
  it("knows GitHub's operations by their path templates, and no other", () => {
    expect(rest.operationOf("PUT", "/repos/owner/site/pulls/1/merge")).toBe(
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge",
    )
    expect(rest.operationOf("GET", "/repos/owner/site/git/trees/refs/heads/main")).toBe(
      "GET /repos/{owner}/{repo}/git/trees/{tree_sha}",
    )
    expect(rest.operationOf("POST", "/repos/owner/site/pulls/1/publish")).toBeUndefined()
  })

  it("refuses a request body of the wrong shape: a pull request's title as a number", () => {
    const operation = "POST /repos/{owner}/{repo}/pulls"
    expect(rest.checkRequest(operation, { title: 7, head: "cms/x", base: "main" })).toMatch(/\/title must be string/)
    expect(rest.checkRequest(operation, { title: "Update", head: "cms/x", base: "main", draft: true })).toBeUndefined()
  })

  it("refuses an answer whose own values are wrong, once what the CMS does not read is filled in", () => {
    const operation = "GET /repos/{owner}/{repo}/pulls/{pull_number}"
    const answer = (state: string) =>
      rest.complete(operation, 200, { number: 1, state, title: "Update", draft: false, labels: [] })
    expect(rest.checkAnswer(operation, 200, answer("OPEN"))).toMatch(
      /\/state must be equal to one of the allowed values/,
    )
    expect(rest.checkAnswer(operation, 200, answer("open"))).toBeUndefined()
  })

  it("refuses an answer with a status GitHub does not give for the operation", () => {
    expect(rest.checkAnswer("PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge", 418, {})).toMatch(/no 418/)
  })
})

describe("the GraphQL contract (GitHub's schema)", () => {
  const query = `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { isPrivate nameWithOwner } }`
  const variables = { owner: "owner", name: "site" }

  it("refuses a field GitHub's schema does not have", () => {
    expect(graphqlBreaches({ query: "{ viewer { login shoeSize } }" }, { data: {} })).toEqual([
      expect.stringMatching(/Cannot query field "shoeSize" on type "User"/),
    ])
  })

  it("refuses an answer with null where GitHub never gives one, and takes the right one", () => {
    const answer = (isPrivate: unknown) => ({ data: { repository: { isPrivate, nameWithOwner: "owner/site" } } })
    expect(graphqlBreaches({ query, variables }, answer(null))).toEqual([
      expect.stringMatching(/Cannot return null for non-nullable field Repository\.isPrivate/),
    ])
    expect(graphqlBreaches({ query, variables }, answer(true))).toEqual([])
  })
})
