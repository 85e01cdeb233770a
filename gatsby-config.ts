import dotenv from "dotenv"
import type { GatsbyConfig } from "gatsby"
import { nodeTypeName } from "./node/build-steps/data/schema-to-sdl"
import { readSiteFacts } from "./node/build-steps/data/site-facts"
import { dataDir, siteUrl as siteUrlFrom } from "./node/paths"

// Settings from .env.development (npm start) or .env.production (npm run build), then .env; see .env.example.
dotenv.config({ path: `.env.${process.env.NODE_ENV ?? "development"}` })
dotenv.config()

const { search, business } = readSiteFacts(dataDir())

/** Public address of the published site, without a trailing slash (env `SITE_URL`; node/paths.ts). */
const siteUrl = siteUrlFrom()

const config: GatsbyConfig = {
  // Title, description and the 404 page's title: data/site.json `seo`, with data/business.json filled in.
  siteMetadata: { ...search, siteUrl },
  // Set PATH_PREFIX (e.g. /my-repo) when the site is published below a sub-path, as on a GitHub project page.
  pathPrefix: process.env.PATH_PREFIX || "",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "avif", "webp"], quality: 70, placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: dataDir(), ignore: ["**/schemas/**"] },
    },
    {
      resolve: "gatsby-transformer-json",
      // One type per file, named after the file (quote-form.json → QuoteFormJson); by default a single object
      // would be named after its folder. The types themselves come from the JSON Schemas (node/build-steps/data).
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
