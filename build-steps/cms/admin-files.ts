/**
 * The files of the CMS at `/admin/`: its page, `config.yml` (generated from the schemas), `cms.js` (admin/main.ts
 * bundled with the schemas), the preview's worker and stylesheet (the page's own components and CSS), `content.json`
 * (the site's content, which an edit is checked beside), and Decap CMS's own standalone bundle (`decap-cms.js`, its
 * lazily loaded chunks and WebAssembly), copied from the pinned `decap-cms` package: never a CDN. Served by
 * `gatsby develop` (gatsby-node.ts) and written into `public/admin/` by the build, content-hashed there.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { buildSync } from "esbuild"
import { ADMIN_ROBOTS, adminPolicy } from "./admin-policy"
import { readDataTexts } from "../data/data-folder"
import { CONTENT_FILE } from "./admin/site-content"
import { DATA_FORMAT, MEDIA_FOLDER, decapConfigYaml, type CmsBackend } from "./decap-config"
import { readSchemaSet } from "../data/schema-files"

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

/** The CMS's own files beside its page: the bundled admin/main.ts and the preview's worker and stylesheet. */
export interface AdminBundle {
  /** admin/main.ts, with the schemas and the names below inlined. */
  script: string
  /** admin/preview-worker.tsx with the page's components. */
  worker: string
  /** The page's CSS (src/styles/global.css and the sections' CSS modules), for the preview frame. */
  css: string
  /** The names `script` loads the other two by, beside it. */
  names: { worker: string; css: string }
  /** Every file it was made from (absolute paths): the sources esbuild read and the schemas inlined. */
  sources: string[]
}

/** A file name with the first 12 hex digits of its content's SHA-256, e.g. `cms-3f2a….js`, cacheable for a year. */
const hashed = (stem: string, extension: string, content: string) =>
  `${stem}-${crypto.createHash("sha256").update(content).digest("hex").slice(0, 12)}.${extension}`

/**
 * Bundles the CMS's scripts with esbuild: the preview's worker first (the page's sections, their CSS modules as
 * local CSS, `gatsby` replaced by admin/gatsby-shim.ts), then admin/main.ts with the schemas and the worker's and
 * stylesheet's names inlined.
 * @param root the project's root folder.
 * @param naming `"hashed"` names for a build (content-hashed, cached for a year), `"fixed"` for `npm run cms`.
 * @throws on a compile error in either bundle.
 */
export function adminBundle(root: string, naming: "hashed" | "fixed"): AdminBundle {
  const admin = path.join(root, "build-steps", "cms", "admin")
  const preview = buildSync({
    entryPoints: { "preview-worker": path.join(admin, "preview-worker.tsx") },
    bundle: true,
    write: false,
    outdir: "out",
    minify: true,
    format: "iife",
    target: "es2020",
    jsx: "automatic",
    loader: { ".module.css": "local-css" },
    alias: { gatsby: path.join(admin, "gatsby-shim.ts") },
    // The page's settings (src/shared/settings.ts) are the build's business; the preview sends nothing and loads no map.
    define: { "process.env.NODE_ENV": '"production"', "process.env": "{}" },
    logLevel: "silent",
    metafile: true,
  })
  const output = (extension: string) => preview.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? ""
  const worker = output(".js")
  const css = output(".css")
  const names =
    naming === "hashed"
      ? { worker: hashed("preview-worker", "js", worker), css: hashed("preview", "css", css) }
      : { worker: "preview-worker.js", css: "preview.css" }
  const main = buildSync({
    entryPoints: [path.join(admin, "main.ts")],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    target: "es2020",
    define: {
      __SCHEMAS__: JSON.stringify(readSchemaSet(path.join(root, "data"))),
      __FORMAT__: JSON.stringify(DATA_FORMAT),
      __MEDIA_FOLDER__: JSON.stringify(MEDIA_FOLDER),
      __PREVIEW__: JSON.stringify(names),
    },
    logLevel: "silent",
    metafile: true,
  })
  const schemaDir = path.join(root, "data", "schemas")
  const sources = [
    ...Object.keys(preview.metafile.inputs),
    ...Object.keys(main.metafile.inputs),
    ...fs.readdirSync(schemaDir).map((name) => path.join(schemaDir, name)),
  ].map((file) => path.resolve(file))
  return { script: main.outputFiles[0].text, worker, css, names, sources: [...new Set(sources)] }
}

/** A file's modification time in ms, or -1 when it is gone. */
const modifiedAt = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1

let latest: { bundle: AdminBundle; made: Map<string, number> } | undefined

/**
 * The CMS's scripts for `npm run cms` (fixed names), bundled again only when a file they were made from has changed
 * since the last time: every load of `/admin/` asks for them, and a build takes a quarter of a second.
 * @param root the project's root folder.
 * @throws on a compile error.
 */
export function currentAdminBundle(root: string): AdminBundle {
  if (latest && [...latest.made].every(([file, time]) => modifiedAt(file) === time)) return latest.bundle
  const bundle = adminBundle(root, "fixed")
  latest = { bundle, made: new Map(bundle.sources.map((file) => [file, modifiedAt(file)])) }
  return bundle
}

/**
 * `content.json` of /admin/ (admin/site-content.ts): every data file's text and the pictures of `dataDir/images/`,
 * which the CMS checks an edit beside and previews it with.
 */
export function siteContent(dataDir: string): string {
  const texts = Object.fromEntries(readDataTexts(dataDir))
  const imageDir = path.join(dataDir, "images")
  const images = fs.existsSync(imageDir) ? fs.readdirSync(imageDir).map((name) => `images/${name}`) : []
  return JSON.stringify({ texts, images })
}

/**
 * Writes the CMS into `adminDir` (e.g. `public/admin/`).
 * @param root the project's root folder (build-steps/cms/, node_modules/).
 * @param dataDir the content (data/, or a test build's copy).
 * @param backend where it works; `connect` in its policy follows from it.
 * @param siteUrl SITE_URL, linked from the CMS.
 */
export function writeAdmin(
  adminDir: string,
  root: string,
  dataDir: string,
  backend: CmsBackend,
  connect: readonly string[],
  siteUrl: string,
) {
  const decap = decapFolder(root)
  fs.mkdirSync(path.join(adminDir, decap), { recursive: true })
  const bundle = adminBundle(root, "hashed")
  // Content-hashed, like the page's scripts, so it may be cached for a year.
  const scriptName = hashed("cms", "js", bundle.script)
  const files: Record<string, string> = {
    [scriptName]: bundle.script,
    [bundle.names.worker]: bundle.worker,
    [bundle.names.css]: bundle.css,
    "index.html": adminHtml(connect, decap, scriptName),
    "config.yml": decapConfigYaml(backend, readSchemaSet(dataDir), siteUrl),
    [CONTENT_FILE]: siteContent(dataDir),
  }
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(adminDir, name), text)
  for (const [name, file] of decapFiles(root)) fs.copyFileSync(file, path.join(adminDir, decap, name))
}
