import path from "node:path"
import type { GatsbyNode } from "gatsby"
import fs from "node:fs"
import { providerOrigin } from "./src/config"
import { buildSettingsProblem } from "./scripts/email-settings"
import { securePages } from "./scripts/post-build/security-headers"
import { writeSocialImage } from "./scripts/post-build/social-image"
import { formatProblem, validateData } from "./scripts/validate-data"
import { contentModelSdlOf } from "./plugins/content-model/schema-to-sdl"
import type { PriceRow } from "./src/price"
import { jsonLdText, localBusinessJsonLd, type LocalBusinessFacts } from "./src/seo/local-business"

/**
 * Stops `gatsby build` when a required e-mail setting is missing, and `gatsby develop` and `gatsby build` when
 * data/ breaks its JSON Schemas, naming file, item and field.
 * (`npm run build` already runs `npm run check:data` first; this covers `npm start` and direct gatsby calls.)
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const settingsProblem = buildSettingsProblem(process.env)
  if (process.env.gatsby_executing_command === "build" && settingsProblem) reporter.panic(settingsProblem)
  const problems = validateData(path.resolve(__dirname, "data"))
  if (problems.length > 0) {
    reporter.panic(
      `The content in data/ has ${problems.length} problem(s):\n` +
        problems.map((problem) => `  - ${formatProblem(problem)}`).join("\n"),
    )
  }
}

/**
 * Declares every content type explicitly (`@dontInfer`), generated from the JSON Schemas of data/ (the one
 * description of the content model, plugins/content-model/schema-to-sdl.ts), so a missing required field fails
 * the build instead of silently rendering an empty box.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentModelSdlOf(path.resolve(__dirname, "data")))
}

/**
 * Adds `BusinessJson.jsonLd`: the business's schema.org JSON-LD as script text (src/seo/local-business.ts), built
 * here at build time from the business facts, the price table and the site's address, so the page's Head
 * only places it and the browser never runs the code that builds it.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, pathPrefix }) => {
  createResolvers({
    BusinessJson: {
      jsonLd: {
        type: "String!",
        resolve: async (
          business: LocalBusinessFacts,
          _args: unknown,
          context: { nodeModel: { findAll: Function; findOne: Function } },
        ) => {
          const pricing = (await context.nodeModel.findOne({ type: "PricingJson" })) as { rows: PriceRow[] } | null
          const site = (await context.nodeModel.findOne({ type: "Site" })) as {
            siteMetadata: { siteUrl: string }
          } | null
          const siteUrl = `${site?.siteMetadata.siteUrl ?? ""}${pathPrefix}/`
          return jsonLdText(localBusinessJsonLd(business, pricing?.rows ?? [], siteUrl))
        },
      },
    },
  })
}

interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } } | null
  businessJson: { name: string; tagline: string; priceFrom: number; coverage: string[] } | null
  heroJson: { priceLead: string; priceFrom: string } | null
}

/**
 * After the build: every page is secured (its scripts start after its first paint, every inline script must be
 * one the site emits or the build stops, and its Content-Security-Policy goes in a `<meta>` and in `_headers`),
 * then the social-card image (`og-image.png`) and `robots.txt` pointing at the sitemap are written.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, pathPrefix }) => {
  const publicDir = path.resolve(__dirname, "public")
  const result = await graphql<PostBuildData>(`
    query PostBuild {
      site {
        siteMetadata {
          siteUrl
        }
      }
      businessJson {
        name
        tagline
        priceFrom
        coverage
      }
      heroJson {
        priceLead
        priceFrom
      }
    }
  `)
  const siteUrl = result.data?.site?.siteMetadata.siteUrl ?? ""
  const business = result.data?.businessJson
  const hero = result.data?.heroJson
  if (!business || !hero)
    return reporter.panic("data/business.json or data/hero.json produced no data for the social image")
  const unexpected = securePages(publicDir, providerOrigin(process.env.GATSBY_EMAILJS_ORIGIN))
  if (unexpected.length > 0) {
    reporter.panicOnBuild(
      "A built page has an inline script the site does not emit; it would run with the Content-Security-Policy's " +
        "blessing, so the build stops. Look for markup in data/ (a name or text holding <script>):\n" +
        unexpected.map(({ page, start }) => `  - public/${page}: ${start}`).join("\n"),
    )
    return
  }
  await writeSocialImage(
    { ...business, priceLead: hero.priceLead, priceWord: hero.priceFrom },
    path.join(publicDir, "og-image.png"),
  )
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${pathPrefix ?? ""}/sitemap-index.xml\n`,
  )
  reporter.info("Wrote og-image.png, robots.txt, _headers and each page's Content-Security-Policy <meta>")
}
