/**
 * The files of the CMS at `/admin/`: its page, `config.yml` (generated from the schemas), the CMS's scripts (cms/main.ts
 * bundled with Sveltia CMS from the pinned npm package, never a CDN, and with the schemas), the preview's worker and
 * stylesheet (the page's own components and CSS), and `data.json` (the data, which an edit is checked
 * beside). Served by `gatsby develop` (gatsby-node.ts) and written into `public/admin/` by the build, content-hashed
 * there.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { buildSync } from "esbuild"
import { ADMIN_ROBOTS, adminPolicy } from "./admin-policy"
import { readDataTexts } from "../data/data-folder"
import { DATA_SNAPSHOT_FILE } from "../../../src/shared/data-snapshot"
import { DATA_FORMAT, cmsConfigYaml, type CmsBackend } from "./cms-config"
import { readSchemaSet } from "../data/schema-files"
import { VALIDATORS_MODULE, validatorsModule } from "./schema-validators-module"

/** The folder of `/admin/` the CMS's scripts and Sveltia's fonts are served from. */
export const CMS_FOLDER = "cms"

/**
 * Sveltia's fonts, WebAssembly and marker picture (`npm/assets/` of the package): its code finds them beside itself
 * (`new URL("assets/…", import.meta.url)`), which esbuild does not follow, so they are copied to `cms/assets/`.
 * @param root the project's root folder (Gatsby compiles this file into .cache/, where `__dirname` means nothing).
 */
const sveltiaAssets = (root: string) =>
  path.join(path.dirname(createRequire(path.join(root, "package.json")).resolve("@sveltia/cms")), "assets")

/**
 * The CMS's page: no inline script or style, `noindex`, and its own policy in a `<meta>` (for hosts that send no
 * headers, like GitHub Pages).
 * @param connect the origins the CMS talks to besides itself (see adminPolicy).
 * @param script the path of the bundled cms/main.ts inside /admin/ ({@link AdminBundle} `script`).
 */
export function adminHtml(connect: readonly string[], script: string): string {
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
    <script type="module" src="${script}"></script>
  </body>
</html>
`
}

/** The CMS's own files beside its page: the bundled cms/main.ts and the preview's worker and stylesheet. */
export interface AdminBundle {
  /** The path, inside /admin/, of cms/main.ts bundled with Sveltia CMS, e.g. `cms/main-3F2A….js`. */
  script: string
  /** Every file of the CMS's scripts by its path inside /admin/: the entry, its chunks, Sveltia's assets. */
  files: Map<string, Uint8Array>
  /** cms/preview-worker.tsx with the page's components. */
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
 * local CSS, `gatsby` replaced by cms/gatsby-shim.ts), then cms/main.ts and Sveltia CMS (an ES module, split into
 * chunks loaded as needed: its languages, code highlighting, map), with the schemas and the worker's and stylesheet's
 * names inlined.
 * @param root the project's root folder.
 * @param naming `"hashed"` names for a build (content-hashed, cached for a year), `"fixed"` for `npm run cms` (whose
 *   bundle also knows it works on the project's folder: cms/local-folder.ts).
 * @throws on a compile error in either bundle.
 */
export function adminBundle(root: string, naming: "hashed" | "fixed"): AdminBundle {
  const admin = path.join(root, "cms")
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
  // The schemas' validators compiled now (the CMS's page allows no eval), in a file esbuild can read, by the name
  // cms/main.ts imports them by.
  const schemaSet = readSchemaSet(path.join(root, "data"))
  const validators = path.join(root, "node_modules", ".cache", "eicr-cms", "schema-validators.mjs")
  fs.mkdirSync(path.dirname(validators), { recursive: true })
  fs.writeFileSync(validators, validatorsModule(schemaSet))
  const main = buildSync({
    entryPoints: [path.join(admin, "main.ts")],
    alias: { [VALIDATORS_MODULE]: validators },
    bundle: true,
    write: false,
    outdir: CMS_FOLDER,
    splitting: true,
    format: "esm",
    minify: true,
    target: "es2022",
    entryNames: naming === "hashed" ? "[name]-[hash]" : "[name]",
    define: {
      __SCHEMAS__: JSON.stringify(schemaSet),
      __FORMAT__: JSON.stringify(DATA_FORMAT),
      // Beside the CMS's page: a worker's and a stylesheet's address is read against the page's, not the script's.
      __PREVIEW__: JSON.stringify(names),
      __LOCAL__: JSON.stringify(naming === "fixed"),
    },
    logLevel: "silent",
    metafile: true,
  })
  const files = new Map<string, Uint8Array>()
  const outdir = path.resolve(CMS_FOLDER)
  for (const file of main.outputFiles) files.set(`${CMS_FOLDER}/${path.relative(outdir, file.path)}`, file.contents)
  const assets = sveltiaAssets(root)
  for (const name of fs.readdirSync(assets).filter((name) => !name.endsWith(".map")))
    files.set(`${CMS_FOLDER}/assets/${name}`, fs.readFileSync(path.join(assets, name)))
  // Each chunk loaded by `import()` is an entry point of its own in the metafile: the one wanted is main.ts's.
  const entry = Object.entries(main.metafile.outputs).find(
    ([, output]) => output.entryPoint && path.resolve(output.entryPoint) === path.join(admin, "main.ts"),
  )?.[0]
  if (!entry) throw new Error("esbuild made no entry for cms/main.ts")
  const schemaDir = path.join(root, "data", "schemas")
  const sources = [
    ...Object.keys(preview.metafile.inputs),
    ...Object.keys(main.metafile.inputs).filter((file) => !file.includes("node_modules")),
    // The validators' generator: a change to it changes the bundle as a schema's does.
    path.join(root, "node", "build-steps", "cms", "schema-validators-module.ts"),
    path.join(root, "src", "shared", "data-rules", "schema-validators.ts"),
    ...fs.readdirSync(schemaDir).map((name) => path.join(schemaDir, name)),
  ].map((file) => path.resolve(file))
  return {
    script: `${CMS_FOLDER}/${path.relative(outdir, path.resolve(entry))}`,
    files,
    worker,
    css,
    names,
    sources: [...new Set(sources)],
  }
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
 * `data.json` of /admin/ (src/shared/data-snapshot.ts): every data file's text and the pictures of `dataDir/images/`,
 * which the CMS checks an edit beside and previews it with.
 */
export function dataSnapshot(dataDir: string): string {
  const texts = Object.fromEntries(readDataTexts(dataDir))
  const imageDir = path.join(dataDir, "images")
  const images = fs.existsSync(imageDir) ? fs.readdirSync(imageDir).map((name) => `images/${name}`) : []
  return JSON.stringify({ texts, images })
}

/**
 * Writes the CMS into `adminDir` (e.g. `public/admin/`).
 * @param root the project's root folder (node/build-steps/cms/, node_modules/).
 * @param dataDir the data (data/, or a test build's copy).
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
  const bundle = adminBundle(root, "hashed")
  const files: Record<string, string | Uint8Array> = {
    ...Object.fromEntries(bundle.files),
    [bundle.names.worker]: bundle.worker,
    [bundle.names.css]: bundle.css,
    "index.html": adminHtml(connect, bundle.script),
    "config.yml": cmsConfigYaml(backend, readSchemaSet(dataDir), siteUrl),
    [DATA_SNAPSHOT_FILE]: dataSnapshot(dataDir),
  }
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(adminDir, name)), { recursive: true })
    fs.writeFileSync(path.join(adminDir, name), content)
  }
}
