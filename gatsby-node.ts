/**
 * The build's table of contents: every step Gatsby runs for this site, in the order a build meets them (Gatsby calls
 * each after the plugins of gatsby-config.ts; under `npm start`, the bundle's step comes before the dev server's).
 * Each step's code is in the folder of build-steps/ named for what it does (docs/architecture.md maps them); the page's own
 * code is src/.
 *
 * 1. Check the content and the settings, before anything is compiled (build-steps/data, build-steps/outbox, build-steps/counting,
 *    build-steps/cms).
 * 2. Types from the schemas: each data file's GraphQL type (build-steps/data).
 * 3. The JSON-LD, computed as a field of the business at build time (build-steps/data).
 * 4. The dev server (`npm start`, `npm run cms`): the local tools' guard, the local outbox and the CMS at /admin/
 *    (build-steps/local-tools, build-steps/outbox, build-steps/cms).
 * 5. The page bundle: no code that never runs, and the head script compiled for the server (build-steps/page-bundle).
 * 6. After the build: the pages secured, the social image and robots.txt (build-steps/after-build), the counting proxy's
 *    rule (build-steps/counting), and the CMS's files in public/admin/ (build-steps/cms).
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { serveCms, checkCmsSettings, writeCms } from "./build-steps/cms/steps"
import { addJsonLd, checkData, declareDataTypes } from "./build-steps/data/steps"
import { checkCountingSettings, writeCountingRedirects } from "./build-steps/counting/steps"
import { secureBuiltPages } from "./build-steps/after-build/steps"
import { guardDevServer, guardDevSockets } from "./build-steps/local-tools/dev-server"
import { checkEmailSettings, serveOutbox } from "./build-steps/outbox/steps"
import { pageBundle } from "./build-steps/page-bundle/steps"
import { dataDir, OUTBOX_DIR, PUBLIC_DIR, ROOT, siteUrl } from "./build-steps/paths"

const DATA_DIR = dataDir()
const cms = { root: ROOT, dataDir: DATA_DIR, publicDir: PUBLIC_DIR, siteUrl: siteUrl() }

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  checkData(DATA_DIR, reporter)
  checkEmailSettings(reporter)
  checkCountingSettings(reporter)
  checkCmsSettings(reporter)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  declareDataTypes(DATA_DIR, actions.createTypes)
}

export const createResolvers: GatsbyNode["createResolvers"] = (args) => addJsonLd(args)

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  guardDevServer(app)
  guardDevSockets()
  serveOutbox(app, OUTBOX_DIR)
  serveCms(app, cms)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  pageBundle(args, path.join(ROOT, "build-steps", "page-bundle", "empty-module.js"), path.join(ROOT, ".cache"))
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await secureBuiltPages(args, PUBLIC_DIR)
  writeCountingRedirects(PUBLIC_DIR, args.reporter)
  writeCms(cms, args.reporter)
}
