/**
 * The published CMS's road (GitHub sign-in, a change as a pull request, Publish), tried against a local stand-in of
 * GitHub (github-stand-in.ts) on the CMS that `npm run cms` serves: its `config.yml` and page are swapped for the ones
 * a build writes with the GitHub back end (node/build-steps/cms), made by the same functions with the stand-in's addresses
 * in place of GitHub's, so the page's policy lets the CMS reach it. The repository starts as the sandbox's data/.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, type Page } from "@playwright/test"
import { adminHtml } from "../../../node/build-steps/cms/admin-files"
import { adminPolicy } from "../../../node/build-steps/cms/admin-policy"
import { cmsConfigYaml } from "../../../node/build-steps/cms/cms-config"
import { readSchemaSet } from "../../../node/build-steps/data/schema-files"
import { startGitHubStandIn, type GitHubStandIn } from "./github-stand-in"
import type { RepositoryKind } from "./github-stand-in-store"
import { press } from "./cms-ui"

/** The stand-in's repository. */
export const STAND_IN_REPO = { owner: "owner", repo: "site" } as const

/**
 * Starts a GitHub stand-in seeded with `dir`'s data/ (its JSON files and pictures) and makes `page`'s /admin/ the
 * published CMS working on it. Call before the CMS's page is loaded; close the stand-in after the test.
 * @param kind the repository the stand-in plays: public (default), or private on GitHub Free (no draft pull requests;
 *   the sign-in then asks for the `repo` scope, as `GATSBY_CMS_PRIVATE_REPO=true` makes it).
 */
export async function publishedCmsOn(page: Page, dir: string, kind: RepositoryKind = "public"): Promise<GitHubStandIn> {
  const dataDir = path.join(dir, "data")
  const seed: Record<string, Buffer> = {}
  for (const name of fs.readdirSync(dataDir).filter((name) => name.endsWith(".json")))
    seed[`data/${name}`] = fs.readFileSync(path.join(dataDir, name))
  for (const name of fs.readdirSync(path.join(dataDir, "images")))
    seed[`data/images/${name}`] = fs.readFileSync(path.join(dataDir, "images", name))
  const standIn = await startGitHubStandIn({ seed, ...STAND_IN_REPO, kind })
  // Chromium asks before a page reaches another origin on this machine (Local Network Access), as the stand-in is;
  // GitHub's API is on the internet, where it does not ask.
  await page.context().grantPermissions(["local-network-access"])
  const backend = {
    kind: "github",
    repo: `${STAND_IN_REPO.owner}/${STAND_IN_REPO.repo}`,
    branch: "main",
    authUrl: standIn.authBaseUrl,
    authScope: kind === "public" ? "public_repo" : "repo",
    apiRoot: standIn.apiRoot,
  } as const
  const connect = [standIn.origin]
  await page.route(/\/admin\/config\.yml(\?.*)?$/, (route) =>
    route.fulfill({
      contentType: "text/yaml; charset=utf-8",
      body: cmsConfigYaml(backend, readSchemaSet(dataDir), "https://www.example.com"),
    }),
  )
  await page.route(/\/admin\/(index\.html)?$/, async (route) => {
    const response = await route.fetch()
    const script = /<script type="module" src="([^"]+)"/.exec(await response.text())?.[1]
    if (!script) throw new Error("/admin/ names no script")
    await route.fulfill({
      response,
      headers: { ...response.headers(), "content-security-policy": adminPolicy(connect) },
      body: adminHtml(connect, script),
    })
  })
  return standIn
}

/** Presses "Sign In with GitHub" and waits for the CMS to list the collections (the stand-in's helper signs in at once). */
export async function signInWithGitHub(page: Page): Promise<void> {
  await page.goto("admin/")
  await press(page.getByRole("button", { name: /Sign In with .*GitHub/ }))
  await expect(page.getByText("Page sections").first()).toBeVisible()
}
