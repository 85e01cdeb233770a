import path from "node:path"
import dotenv from "dotenv"
import type { GatsbyConfig } from "gatsby"
import { nodeTypeName } from "./plugins/content-model/schema-to-sdl"
import { readSiteFacts } from "./plugins/content-model/site-facts"

// Settings from .env.development (npm start) or .env.production (npm run build), then .env; see .env.example.
dotenv.config({ path: `.env.${process.env.NODE_ENV ?? "development"}` })
dotenv.config()

/**
 * The content the site is built from: data/, or the folder `DATA_DIR` names (the test builds' generated copy,
 * e2e/support/build-for-tests.ts).
 */
const dataDir = path.resolve(__dirname, process.env.DATA_DIR || "data")
const { search, business } = readSiteFacts(dataDir)

/**
 * Public address of the published site, without a trailing slash (env `SITE_URL`).
 * Used for the canonical URL, Open Graph image URLs, the JSON-LD and the sitemap.
 */
const siteUrl = (process.env.SITE_URL || "https://www.example.com").replace(/\/+$/, "")

const config: GatsbyConfig = {
  // Title, description and the 404 page's title: data/site.json `seo`, with data/business.json filled in.
  siteMetadata: { ...search, siteUrl },
  // Set PATH_PREFIX (e.g. /my-repo) when the site is published below a sub-path, as on a GitHub project page.
  pathPrefix: process.env.PATH_PREFIX || "",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    // This site's own plugins (plugins/): checks and types of data/, the e-mail settings and the local outbox of
    // `npm start`, the post-build steps (security of the pages, social image, robots.txt), what the page's
    // JavaScript leaves out (page-bundle) and the CMS.
    { resolve: "content-model", options: { dataDir } },
    { resolve: "email-provider", options: { outboxDir: path.resolve(__dirname, ".outbox") } },
    { resolve: "post-build", options: { publicDir: path.resolve(__dirname, "public") } },
    // Opt-in counting (GATSBY_ANALYTICS_*): settings checked, left out of the build when off, the proxy rule.
    { resolve: "analytics", options: { publicDir: path.resolve(__dirname, "public") } },
    {
      resolve: "page-bundle",
      options: { noHooksModule: path.resolve(__dirname, "plugins/page-bundle/no-browser-hooks.js") },
    },
    // The CMS at /admin/ (plugins/cms): served by `npm run cms`, published when GATSBY_CMS_REPO is set.
    { resolve: "cms", options: { root: __dirname, dataDir, publicDir: path.resolve(__dirname, "public"), siteUrl } },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "avif", "webp"], quality: 70, placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: dataDir, ignore: ["**/schemas/**"] },
    },
    {
      resolve: "gatsby-transformer-json",
      // One type per file, named after the file (quote-form.json → QuoteFormJson); by default a single object
      // would be named after its folder. The types themselves come from the JSON Schemas (plugins/content-model).
      options: { typeName: ({ node }: { node: { base: string } }) => nodeTypeName(node.base) },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: business.name,
        short_name: business.shortName,
        description: business.tagline,
        start_url: "/",
        lang: "en-GB",
        background_color: "#ffffff",
        theme_color: "#1d3557",
        display: "minimal-ui",
        icon: "src/images/icon.png",
        // The icon is a local PNG: no cache-busting query string, so the favicon URL stays stable.
        cache_busting_mode: "none",
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404/", "/404.html", "/dev-404-page/"] },
    },
  ],
}

export default config
