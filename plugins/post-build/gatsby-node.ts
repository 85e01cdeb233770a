/**
 * After the build (local plugin): every page is secured (its scripts start after its first paint, every inline
 * script and style must be one the site emits or the build stops, and its Content-Security-Policy goes in a `<meta>` and in
 * `_headers`), then the social-card image (`og-image.png`) and `robots.txt` pointing at the sitemap are written.
 * Option: `publicDir`, the absolute path of the built site.
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { analyticsSettings, providerOrigin } from "../../src/config"
import { securePages } from "./security-headers"
import { writeSocialImage } from "./social-image"

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({ publicDir: Joi.string().required().description("Absolute path of public/, the built site") })

/** What the query below returns: the generated node types, narrowed to the fields asked for. */
interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } } | null
  businessJson: Pick<Queries.BusinessJson, "name" | "tagline" | "priceFrom" | "coverage"> | null
  heroJson: Pick<Queries.HeroJson, "price"> | null
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, pathPrefix }, options) => {
  const { publicDir } = options as unknown as { publicDir: string }
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
        price
      }
    }
  `)
  const siteUrl = result.data?.site?.siteMetadata.siteUrl ?? ""
  const business = result.data?.businessJson
  const hero = result.data?.heroJson
  if (!business || !hero) {
    reporter.panicOnBuild("data/business.json or data/hero.json produced no data for the social image")
    return
  }
  // The page sends quotes to the e-mail provider and, when counting is on, events to the analytics endpoint.
  const connectTo = [providerOrigin(process.env.GATSBY_EMAILJS_ORIGIN), analyticsSettings()?.endpoint ?? ""]
  const unexpected = securePages(publicDir, connectTo)
  if (unexpected.length > 0) {
    reporter.panicOnBuild(
      "A built page has an inline script or style the site does not emit; a script would run with the " +
        "Content-Security-Policy's blessing, and a style attribute is refused by it, so the build stops. Look for " +
        "markup in data/ (a name or text holding <script>) or a style={…} in a component (use a class):\n" +
        unexpected.map(({ page, kind, start }) => `  - public/${page}, ${kind}: ${start}`).join("\n"),
    )
    return
  }
  await writeSocialImage({ ...business, priceLine: hero.price }, path.join(publicDir, "og-image.png"))
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${pathPrefix ?? ""}/sitemap-index.xml\n`,
  )
  reporter.info("Wrote og-image.png, robots.txt, _headers and each page's Content-Security-Policy <meta>")
}
