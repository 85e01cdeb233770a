/**
 * The build's table of contents: every step Gatsby runs for this site, in the order a build meets them (Gatsby calls
 * each after the plugins of gatsby-config.ts; under `npm start`, the bundle's step comes before the dev server's).
 * Each step's code is in the folder of build/ named for what it does (docs/architecture.md maps them); the page's own
 * code is src/.
 *
 * 1. Check the content and the settings, before anything is compiled (build/content, build/outbox, build/counting,
 *    build/cms).
 * 2. Types from the schemas: each data file's GraphQL type (build/content).
 * 3. The JSON-LD, computed as a field of the business at build time (build/content).
 * 4. The dev server (`npm start`, `npm run cms`): the local tools' guard, the local outbox and the CMS at /admin/
 *    (build/local-tools, build/outbox, build/cms).
 * 5. The page bundle: no code that never runs, and the head script compiled for the server (build/page-bundle).
 * 6. After the build: the pages secured, the social image and robots.txt (build/after-build), the counting proxy's
 *    rule (build/counting), and the CMS's files in public/admin/ (build/cms).
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { serveCms, checkCmsSettings, writeCms } from "./build/cms/steps"
import { addJsonLd, checkContent, declareContentTypes } from "./build/content/steps"
import { checkCountingSettings, writeCountingRedirects } from "./build/counting/steps"
import { secureBuiltPages } from "./build/after-build/steps"
import { guardDevServer, guardDevSockets } from "./build/local-tools/dev-server"
import { checkEmailSettings, serveOutbox } from "./build/outbox/steps"
import { pageBundle } from "./build/page-bundle/steps"
import { dataDir, OUTBOX_DIR, PUBLIC_DIR, ROOT, siteUrl } from "./build/paths"

const DATA_DIR = dataDir()
const cms = { root: ROOT, dataDir: DATA_DIR, publicDir: PUBLIC_DIR, siteUrl: siteUrl() }

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  checkContent(DATA_DIR, reporter)
  checkEmailSettings(reporter)
  checkCountingSettings(reporter)
  checkCmsSettings(reporter)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  declareContentTypes(DATA_DIR, actions.createTypes)
}

export const createResolvers: GatsbyNode["createResolvers"] = (args) => addJsonLd(args)

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  guardDevServer(app)
  guardDevSockets()
  serveOutbox(app, OUTBOX_DIR)
  serveCms(app, cms)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  pageBundle(args, path.join(ROOT, "build", "page-bundle", "no-browser-hooks.js"))
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await secureBuiltPages(args, PUBLIC_DIR)
  writeCountingRedirects(PUBLIC_DIR, args.reporter)
  writeCms(cms, args.reporter)
}
