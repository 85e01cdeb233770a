import type { GatsbyConfig } from "gatsby"
import fs from "node:fs"
import path from "node:path"
import type { IncomingMessage, ServerResponse } from "node:http"
import dotenv from "dotenv"
import { missingEmailSettings } from "./scripts/email-settings"
import { createOutboxHandler } from "./scripts/local-outbox"
import { SEND_PATH } from "./scripts/provider-protocol"
import { nodeTypeName } from "./plugins/content-model/schema-to-sdl"
import { searchTexts } from "./src/seo/search-texts"

// Settings from .env.development (npm start) or .env.production (npm run build), then .env; see .env.example.
dotenv.config({ path: `.env.${process.env.NODE_ENV ?? "development"}` })
dotenv.config()

/**
 * `npm start` with no provider settings: quotes go to the local outbox on the dev server itself
 * (POST /api/v1.0/email/send, files in .outbox/), so the form works without an account.
 */
const useLocalOutbox =
  process.env.gatsby_executing_command === "develop" && missingEmailSettings(process.env).length > 0
if (useLocalOutbox) {
  process.env.GATSBY_EMAILJS_PUBLIC_KEY = "local-outbox"
  process.env.GATSBY_EMAILJS_SERVICE_ID = "local-outbox"
  process.env.GATSBY_EMAILJS_TEMPLATE_ID = "local-outbox"
  process.env.GATSBY_EMAILJS_ORIGIN = "self" // the page's own origin, i.e. the dev server
  process.env.GATSBY_EMAILJS_BLOCK_HEADLESS = "false"
}

/**
 * Public address of the published site, without a trailing slash (env `SITE_URL`).
 * Used for the canonical URL, Open Graph image URLs and the sitemap.
 */
const siteUrl = (process.env.SITE_URL || "https://www.example.com").replace(/\/+$/, "")

/**
 * What the configuration takes from data/: the title and description (data/site.json `seo`, facts filled in) and
 * the business's names for the web manifest. Read before data/ is checked: a broken file gives empty texts here,
 * and the data check (gatsby-node.ts onPreInit) then stops the build naming the problem.
 */
function fromData() {
  try {
    const read = (file: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, "data", file), "utf8"))
    const business = read("business.json")
    return { business, search: searchTexts(read("site.json").seo, business) }
  } catch {
    return {
      business: { name: "", shortName: "", tagline: "" },
      search: { title: "", description: "", notFoundTitle: "" },
    }
  }
}
const { business, search } = fromData()

const config: GatsbyConfig = {
  siteMetadata: { ...search, siteUrl },
  // Set PATH_PREFIX (e.g. /my-repo) when the site is published below a sub-path, as on a GitHub project page.
  pathPrefix: process.env.PATH_PREFIX || "",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  developMiddleware: (app) => {
    if (!useLocalOutbox) return
    const handler = createOutboxHandler(path.resolve(__dirname, ".outbox"))
    app.post(SEND_PATH, (request: IncomingMessage, response: ServerResponse) => void handler(request, response))
    console.log(`Local outbox: no GATSBY_EMAILJS_* settings, so quotes are saved in .outbox/ (see README).`)
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "avif", "webp"], quality: 70, placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.resolve(__dirname, "data"), ignore: ["**/schemas/**"] },
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
    {
      resolve: "gatsby-transformer-json",
      // One type per file, named after the file (quote-form.json → QuoteFormJson); by default a single object
      // would be named after its folder. The types themselves come from the JSON Schemas (plugins/content-model).
      options: { typeName: ({ node }: { node: { base: string } }) => nodeTypeName(node.base) },
    },
  ],
}

export default config
