/**
 * The project's folders and address, as every build step finds them. Gatsby runs a compiled copy of gatsby-node.ts
 * from .cache/, so they are found from the working folder, which npm's scripts make the project's own.
 */
import path from "node:path"

/** The project's folder (data/, public/, node_modules/). */
export const ROOT = process.cwd()
/**
 * The data the site is built from: data/, or the folder `DATA_DIR` names (tests/e2e/support/build-for-tests.ts). A
 * function, so that gatsby-config.ts reads it after loading the `.env` files.
 */
export const dataDir = (env: NodeJS.ProcessEnv = process.env) => path.resolve(ROOT, env.DATA_DIR || "data")
/** The built site. */
export const PUBLIC_DIR = path.join(ROOT, "public")
/** Where `npm start`'s local outbox saves each enquiry (node/dev-server/outbox). */
export const OUTBOX_DIR = path.join(ROOT, ".outbox")

/** `SITE_URL` without a trailing slash (canonical URLs, social images, the JSON-LD, the sitemap, the CMS's link). */
export const siteUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.SITE_URL || "https://www.example.com").replace(/\/+$/, "")
