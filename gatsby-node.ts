/**
 * The build's table of contents: every step Gatsby runs for this site, in the order a build meets them (Gatsby calls
 * each after the plugins of gatsby-config.ts; `npm start` runs the same steps, then mounts the dev server's parts).
 * The build's steps are in node/build-steps/, a folder for each; the dev server's parts in node/dev-server/; the page's
 * own code is src/, the CMS's cms/ (docs/architecture.md maps them).
 *
 * 1. Check the data and the settings, before anything is compiled (node/build-steps/data, email, counting, cms).
 * 2. Types from the schemas: each data file's GraphQL type (node/build-steps/data).
 * 3. The JSON-LD, computed as a field of the business at build time (node/build-steps/data).
 * 4. The dev server only (`npm start`, `npm run cms`): the guard, the local outbox, the reply page and the CMS at
 *    /admin/ (node/dev-server).
 * 5. The page bundle: no code that never runs, and the head script compiled for the server
 *    (node/build-steps/page-bundle).
 * 6. After the build: the reply page written, the pages secured, the social image and robots.txt
 *    (node/build-steps/after-build), the counting proxy's rule (node/build-steps/counting), and the CMS's files in
 *    public/admin/ (node/build-steps/cms).
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { checkCmsSettings, writeCms } from "./node/build-steps/cms/steps"
import { addJsonLd, checkData, declareDataTypes } from "./node/build-steps/data/steps"
import { checkCountingSettings, writeCountingRedirects } from "./node/build-steps/counting/steps"
import { writeReplyPage } from "./node/build-steps/after-build/owner-pages"
import { secureBuiltPages } from "./node/build-steps/after-build/steps"
import { checkEmailSettings } from "./node/build-steps/email/steps"
import { pageBundle } from "./node/build-steps/page-bundle/steps"
import { serveCms } from "./node/dev-server/cms"
import { guardDevServer, guardDevSockets } from "./node/dev-server/guard-server"
import { serveOutbox } from "./node/dev-server/outbox/serve-outbox"
import { serveReplyPage } from "./node/dev-server/reply-page"
import { dataDir, OUTBOX_DIR, PUBLIC_DIR, ROOT, siteUrl } from "./node/paths"

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
  serveReplyPage(app, DATA_DIR)
  serveCms(app, cms)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  pageBundle(args, path.join(ROOT, "node", "build-steps", "page-bundle", "empty-module.js"), path.join(ROOT, ".cache"))
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  writeReplyPage(PUBLIC_DIR, DATA_DIR)
  await secureBuiltPages(args, PUBLIC_DIR)
  writeCountingRedirects(PUBLIC_DIR, args.reporter)
  writeCms(cms, args.reporter)
}
