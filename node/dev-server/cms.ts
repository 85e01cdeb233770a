/**
 * The CMS at `/admin/` on the dev server (`npm start`, `npm run cms`; gatsby-node.ts mounts it): the editor's browser
 * reads and writes the project's folder itself ("Work with Local Repository"). Its files are made by the build's own
 * CMS step (node/build-steps/cms), from the files of the moment.
 */
import fs from "node:fs"
import path from "node:path"
import type { IncomingMessage, ServerResponse } from "node:http"
import { ADMIN_PATH, ADMIN_ROBOTS, GITHUB_ORIGINS, adminPolicy } from "../build-steps/cms/admin-policy"
import { adminHtml, currentAdminBundle, dataSnapshot } from "../build-steps/cms/admin-files"
import { DATA_SNAPSHOT_FILE } from "../../src/shared/data-snapshot"
import { cmsConfigYaml } from "../build-steps/cms/cms-config"
import { readSchemaSet } from "../build-steps/data/schema-files"
import type { CmsPlaces } from "../build-steps/cms/steps"

/**
 * Serves `/admin/` on the dev server, each file made from the files of the moment: a schema or component edit shows
 * on the CMS's next load, and `data.json` is read from data/ on each request (an edit is checked beside the data
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
    else if (name === DATA_SNAPSHOT_FILE) send("application/json; charset=utf-8", dataSnapshot(dataDir))
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
