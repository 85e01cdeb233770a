/** @jest-environment node */
/**
 * The stand-in's repository refuses what GitHub refuses, by the repository's kind (github-stand-in-store.ts): where
 * the plan has branch protection (a public repository), no merge before the required check passed and no push to
 * `main`; a private repository on GitHub Free has none, and GitHub merges there whatever the checks said.
 */
import { Repository, type CheckRun, type RepositoryKind } from "../github-stand-in-store"

/** A repository of `kind` with one open pull request from `cms/x`, its head with `conclusion` of "Checks" (or none). */
function withPull(kind: RepositoryKind, conclusion?: CheckRun["conclusion"], draft = false) {
  const repo = new Repository("owner", "site", "main", { "data/a.json": "{}\n" }, kind)
  repo.createBranch("cms/x", repo.branches.get("main")!)
  const head = repo.commitOnBranch("cms/x", undefined, [{ path: "data/a.json", contents: btoa("[]\n") }], [], "x").sha
  if (conclusion !== undefined)
    repo.checkRuns.set(head, [{ id: 1, name: "Checks", status: "completed", conclusion, annotations: [] }])
  const now = new Date()
  const pull = {
    number: 1,
    nodeId: "PR_1",
    title: "x",
    body: "",
    head: "cms/x",
    base: "main",
    state: "open" as const,
    merged: false,
    draft,
    labels: [],
    createdAt: now,
    updatedAt: now,
  }
  repo.pulls.push(pull)
  return { repo, pull }
}

it("refuses, on a public repository, a merge before Checks passed, after it failed, and of a draft, in GitHub's words", () => {
  expect(withPull("public").repo.mergeRefusal(withPull("public").pull)).toBe(
    'Required status check "Checks" is expected.',
  )
  const failed = withPull("public", "failure")
  expect(failed.repo.mergeRefusal(failed.pull)).toBe('Required status check "Checks" is failing.')
  const draft = withPull("public", "success", true)
  expect(draft.repo.mergeRefusal(draft.pull)).toBe("Pull Request is still a draft")
  const passed = withPull("public", "success")
  expect(passed.repo.mergeRefusal(passed.pull)).toBeUndefined()
  expect(passed.repo.merge(passed.pull, "merge", undefined).sha).toBe(passed.repo.branches.get("main"))
})

it("refuses a commit to main on a public repository, and takes it on a private one on GitHub Free", () => {
  const commit = (kind: RepositoryKind) => () =>
    new Repository("owner", "site", "main", {}, kind).commitOnBranch("main", undefined, [], [], "straight to live")
  expect(commit("public")).toThrow("Protected branch update failed for refs/heads/main.")
  expect(commit("private-free")).not.toThrow()
})

it("merges on a private repository on GitHub Free whatever the checks said: it has no branch protection", () => {
  const { repo, pull } = withPull("private-free", "failure")
  expect(repo.mergeRefusal(pull)).toBeUndefined()
})
