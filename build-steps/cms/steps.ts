/**
 * The CMS at `/admin/` (gatsby-node.ts runs these steps; admin-files.ts has its files). `gatsby develop` serves it against Decap's local
 * proxy (`decap-server` on `CMS_PROXY_PORT`, default 8081; `npm run cms` starts both), saving into the working tree.
 * A build writes it into `public/admin/` with the GitHub back end when `GATSBY_CMS_REPO` and `GATSBY_CMS_AUTH_URL`
 * are set (decap-config.ts), and leaves it out otherwise: the CMS is then usable only locally.
 * The page never loads any of it; the page's policy and `<meta>` never reach it (build-steps/after-build).
 */
import fs from "node:fs"
import path from "node:path"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Reporter } from "gatsby"
import { ADMIN_PATH, ADMIN_ROBOTS, GITHUB_ORIGINS, adminPolicy, localProxyOrigin } from "./admin-policy"
import { adminHtml, currentAdminBundle, decapFiles, decapFolder, siteContent, writeAdmin } from "./admin-files"
import { CONTENT_FILE } from "./admin/site-content"
import { decapConfigYaml, githubBackendFromEnv } from "./decap-config"
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
  const proxy = localProxyOrigin(process.env)
  const files = decapFiles(root)
  const decapDir = decapFolder(root)
  // Bundled again when one of its sources changed (the page loads cms.js first; the worker and the stylesheet it names
  // come from the same bundle).
  let bundle = currentAdminBundle(root)
  app.get(`${ADMIN_PATH}*`, (request: IncomingMessage & { path: string }, response: ServerResponse) => {
    const name = request.path.slice(ADMIN_PATH.length) || "index.html"
    const decap = name.startsWith(`${decapDir}/`) ? files.get(name.slice(decapDir.length + 1)) : undefined
    response.setHeader("Content-Security-Policy", adminPolicy([proxy]))
    response.setHeader("X-Robots-Tag", ADMIN_ROBOTS)
    response.setHeader("Cache-Control", decap ? "public, max-age=31536000, immutable" : "no-store")
    const send = (type: string, body: string | Buffer) => {
      response.setHeader("Content-Type", type)
      response.end(body)
    }
    const javascript = "text/javascript; charset=utf-8"
    if (name === "index.html") send("text/html; charset=utf-8", adminHtml([proxy], decapDir))
    else if (name === "config.yml")
      send(
        "text/yaml; charset=utf-8",
        decapConfigYaml({ kind: "local", proxyUrl: `${proxy}/api/v1` }, readSchemaSet(dataDir), siteUrl),
      )
    else if (name === "cms.js") {
      bundle = currentAdminBundle(root)
      send(javascript, bundle.script)
    } else if (name === bundle.names.worker) send(javascript, bundle.worker)
    else if (name === bundle.names.css) send("text/css; charset=utf-8", bundle.css)
    else if (name === CONTENT_FILE) send("application/json; charset=utf-8", siteContent(dataDir))
    else if (decap) send(name.endsWith(".wasm") ? "application/wasm" : "text/javascript", fs.readFileSync(decap))
    else {
      response.statusCode = 404
      send("text/plain", "Not found")
    }
  })
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
