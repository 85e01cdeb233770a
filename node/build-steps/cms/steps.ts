/**
 * The CMS at `/admin/` (gatsby-node.ts runs these steps; admin-files.ts has its files; the dev server serves it too:
 * node/dev-server/cms.ts). A build writes it into `public/admin/` with the GitHub back end when `GATSBY_CMS_REPO` and `GATSBY_CMS_AUTH_URL`
 * are set (cms-config.ts), and leaves it out otherwise: the CMS is then usable only locally.
 * The page never loads any of it; the page's policy and `<meta>` never reach it (node/build-steps/after-build).
 */
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { ADMIN_PATH, GITHUB_ORIGINS } from "./admin-policy"
import { writeAdmin } from "./admin-files"
import { githubBackendFromEnv } from "./cms-config"

/** Where the CMS's steps work: the project (node_modules/, cms/), the data, the built site, and its address. */
export interface CmsPlaces {
  root: string
  dataDir: string
  publicDir: string
  siteUrl: string
}

/** Stops a build whose CMS settings are half filled in or malformed, before anything is compiled. */
export function checkCmsSettings(reporter: Reporter): void {
  try {
    githubBackendFromEnv(process.env)
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

/** Writes the published CMS into `public/admin/` when the GitHub back end is configured. */
export function writeCms({ root, dataDir, publicDir, siteUrl }: CmsPlaces, reporter: Reporter): void {
  const backend = githubBackendFromEnv(process.env)
  // Gatsby keeps public/ between builds: an /admin/ of an earlier build must not outlive its settings.
  fs.rmSync(path.join(publicDir, "admin"), { recursive: true, force: true })
  if (!backend) {
    reporter.info("No /admin/ published: GATSBY_CMS_REPO is not set (the CMS works locally with npm run cms).")
    return
  }
  writeAdmin(path.join(publicDir, "admin"), root, dataDir, backend, GITHUB_ORIGINS, siteUrl)
  reporter.info(`Wrote the CMS into public${ADMIN_PATH} (GitHub back end, ${backend.repo})`)
}
