/**
 * The CMS at `/admin/` (gatsby-node.ts runs these steps; admin-files.ts has its files). `gatsby develop` serves it for
 * working on this machine (`npm run cms`): the editor's browser reads and writes the project's folder itself.
 * A build writes it into `public/admin/` with the GitHub back end when `GATSBY_CMS_REPO` and `GATSBY_CMS_AUTH_URL`
 * are set (cms-config.ts), and leaves it out otherwise: the CMS is then usable only locally.
 * The page never loads any of it; the page's policy and `<meta>` never reach it (build-steps/after-build).
 */
import fs from "node:fs"
import path from "node:path"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Reporter } from "gatsby"
import { ADMIN_PATH, ADMIN_ROBOTS, GITHUB_ORIGINS, adminPolicy } from "./admin-policy"
import { adminHtml, currentAdminBundle, siteContent, writeAdmin } from "./admin-files"
import { CONTENT_FILE } from "./admin/site-content"
import { cmsConfigYaml, githubBackendFromEnv } from "./cms-config"
import { readSchemaSet } from "../data/schema-files"

/** Where the CMS's steps work: the project (node_modules/, build-steps/cms/), the content, the built site, and its address. */
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

/**
 * Serves `/admin/` on the dev server, each file made from the files of the moment: a schema or component edit shows
 * on the CMS's next load, and `content.json` is read from data/ on each request (an edit is checked beside the content
 * as saved so far).
 */
export function serveCms(
  app: {
    get: (
      path: string,
      handle: (request: IncomingMessage & { path: string }, response: ServerResponse) => void,
    ) => unknown
  },
  { root, dataDir, publicDir, siteUrl }: CmsPlaces,
): void {
  // The dev server serves public/ before this handler: a built /admin/ (the GitHub one) must not shadow it.
  fs.rmSync(path.join(publicDir, "admin"), { recursive: true, force: true })
  // Bundled again when one of its sources changed (on each load of the page; its scripts come from that bundle).
  let bundle = currentAdminBundle(root)
  app.get(`${ADMIN_PATH}*`, (request: IncomingMessage & { path: string }, response: ServerResponse) => {
    const name = request.path.slice(ADMIN_PATH.length) || "index.html"
    const own = bundle.files.get(name)
    response.setHeader("Content-Security-Policy", adminPolicy(GITHUB_ORIGINS))
    response.setHeader("X-Robots-Tag", ADMIN_ROBOTS)
    response.setHeader("Cache-Control", "no-store")
    const send = (type: string, body: string | Uint8Array) => {
      response.setHeader("Content-Type", type)
      response.end(body)
    }
    const javascript = "text/javascript; charset=utf-8"
    if (name === "index.html") {
      bundle = currentAdminBundle(root)
      send("text/html; charset=utf-8", adminHtml(GITHUB_ORIGINS, bundle.script))
    } else if (name === "config.yml")
      send(
        "text/yaml; charset=utf-8",
        cmsConfigYaml(
          { kind: "local", repo: process.env.GATSBY_CMS_REPO?.trim() || undefined },
          readSchemaSet(dataDir),
          siteUrl,
        ),
      )
    else if (own) send(contentTypeOf(name), own)
    else if (name === bundle.names.worker) send(javascript, bundle.worker)
    else if (name === bundle.names.css) send("text/css; charset=utf-8", bundle.css)
    else if (name === CONTENT_FILE) send("application/json; charset=utf-8", siteContent(dataDir))
    else {
      response.statusCode = 404
      send("text/plain", "Not found")
    }
  })
}

/** The Content-Type of a file of the CMS's bundle, by its extension. */
function contentTypeOf(name: string): string {
  const types: Record<string, string> = {
    js: "text/javascript; charset=utf-8",
    wasm: "application/wasm",
    woff2: "font/woff2",
    png: "image/png",
    txt: "text/plain; charset=utf-8",
  }
  return types[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream"
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
