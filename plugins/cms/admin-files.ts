/**
 * The files of the CMS at `/admin/`: its page, `config.yml` (generated from the schemas), `cms.js` (admin/main.ts
 * bundled with the schemas, content-hashed when built), `preview.css`, and Decap CMS's own standalone bundle (`decap-cms.js`, its lazily
 * loaded chunks and WebAssembly), copied from the pinned `decap-cms` package: never a CDN. Served by
 * `gatsby develop` (gatsby-node.ts) and written into `public/admin/` by the build.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { buildSync } from "esbuild"
import { ADMIN_ROBOTS, adminPolicy } from "./admin-policy"
import { DATA_FORMAT, decapConfigYaml, type CmsBackend } from "./decap-config"
import { readSchemaSet } from "./schema-set"

/**
 * Decap's standalone bundle: `dist/` of the `decap-cms` package, resolved from the project's root (`root`: Gatsby
 * compiles this file into .cache/, where neither `__dirname` nor a bare `require.resolve` means this folder).
 */
const decapDist = (root: string) =>
  path.dirname(createRequire(path.join(root, "package.json")).resolve("decap-cms/dist/decap-cms.js"))

/**
 * The folder of `/admin/` Decap's files are served from, named after the pinned version (`decap-cms-3.16.3/`), so
 * they can be cached for a year like the page's content-hashed scripts (`_headers` `/*.js`). Decap loads its chunks
 * from beside its own script.
 */
export function decapFolder(root: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(decapDist(root), "..", "package.json"), "utf8")) as {
    version: string
  }
  return `decap-cms-${pkg.version}`
}

/** The files of Decap's bundle the page needs: the entry, its chunks (`123.decap-cms.js`) and its WebAssembly. */
export const isDecapFile = (name: string) => /^(?:\d+\.)?decap-cms\.js$|^[\da-f]+\.wasm$/.test(name)

/** Decap's files, by name, as absolute paths. @param root the project's root folder. */
export function decapFiles(root: string): Map<string, string> {
  const dist = decapDist(root)
  return new Map(
    fs
      .readdirSync(dist)
      .filter(isDecapFile)
      .map((name) => [name, path.join(dist, name)]),
  )
}

/**
 * The CMS's page: no inline script or style, `noindex`, and its own policy in a `<meta>` (for hosts that send no
 * headers, like GitHub Pages); `cms.js` first, so Decap waits for it (admin/main.ts).
 * @param connect the origins the CMS talks to besides itself (see adminPolicy).
 * @param decap the folder of Decap's files ({@link decapFolder}); `script` the name of the bundled admin/main.ts.
 */
export function adminHtml(connect: readonly string[], decap: string, script = "cms.js"): string {
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${adminPolicy(connect, "meta")}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="${ADMIN_ROBOTS}" />
    <link rel="icon" href="data:," />
    <title>Edit the website</title>
  </head>
  <body>
    <script src="${script}"></script>
    <script src="${decap}/decap-cms.js"></script>
  </body>
</html>
`
}

/** admin/main.ts bundled for the browser, with the schemas of `root/data/` inlined. */
export function adminScript(root: string): string {
  const result = buildSync({
    entryPoints: [path.join(root, "plugins", "cms", "admin", "main.ts")],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    target: "es2020",
    define: {
      __SCHEMAS__: JSON.stringify(readSchemaSet(path.join(root, "data"))),
      __FORMAT__: JSON.stringify(DATA_FORMAT),
    },
  })
  return result.outputFiles[0].text
}

/** The style of the preview pane. */
export const previewCss = (root: string) =>
  fs.readFileSync(path.join(root, "plugins", "cms", "admin", "preview.css"), "utf8")

/**
 * Writes the CMS into `adminDir` (e.g. `public/admin/`).
 * @param root the project's root folder (data/, plugins/cms/, node_modules/).
 * @param backend where it works; `connect` in its policy follows from it.
 * @param siteUrl SITE_URL, linked from the CMS.
 */
export function writeAdmin(
  adminDir: string,
  root: string,
  backend: CmsBackend,
  connect: readonly string[],
  siteUrl: string,
) {
  const decap = decapFolder(root)
  fs.mkdirSync(path.join(adminDir, decap), { recursive: true })
  const script = adminScript(root)
  // Content-hashed, like the page's scripts, so it may be cached for a year.
  const scriptName = `cms-${crypto.createHash("sha256").update(script).digest("hex").slice(0, 12)}.js`
  fs.writeFileSync(path.join(adminDir, scriptName), script)
  fs.writeFileSync(path.join(adminDir, "index.html"), adminHtml(connect, decap, scriptName))
  fs.writeFileSync(
    path.join(adminDir, "config.yml"),
    decapConfigYaml(backend, readSchemaSet(path.join(root, "data")), siteUrl),
  )
  fs.writeFileSync(path.join(adminDir, "preview.css"), previewCss(root))
  for (const [name, file] of decapFiles(root)) fs.copyFileSync(file, path.join(adminDir, decap, name))
}
