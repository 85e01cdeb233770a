/**
 * After the build (gatsby-node.ts runs this step): every page is secured (its scripts start after its first paint, every inline
 * script and style must be one the site emits or the build stops, and its Content-Security-Policy goes in a `<meta>` and in
 * `_headers`), then the social-card image (`og-image.png`) and `robots.txt` pointing at the sitemap are written.
 */
import fs from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import { countingSettings, providerOrigin } from "../../../src/shared/settings"
import { securePages } from "./security-headers"
import { writeSocialImage } from "./social-image"

/** What the query below returns: the generated node types, narrowed to the fields asked for. */
interface PostBuildData {
  site: { siteMetadata: { siteUrl: string } } | null
  businessJson: Pick<Queries.BusinessJson, "name" | "tagline" | "priceFrom" | "coverage"> | null
  heroJson: Pick<Queries.HeroJson, "price"> | null
}

/** Secures the built pages in `publicDir`, then writes the social image and robots.txt (see above). */
export async function secureBuiltPages(
  { graphql, reporter, pathPrefix }: Pick<BuildArgs, "graphql" | "reporter" | "pathPrefix">,
  publicDir: string,
): Promise<void> {
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
  // The page sends quotes to the e-mail provider and, when counting is on, events to the counting endpoint.
  const connectTo = [providerOrigin(process.env.GATSBY_EMAILJS_ORIGIN), countingSettings()?.endpoint ?? ""]
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
