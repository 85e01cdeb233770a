/**
 * What the site's configuration takes from data/: the title and description for search results (data/site.json
 * `seo`, with the business facts filled in) and the business's names for the web manifest.
 */
import fs from "node:fs"
import path from "node:path"
import { searchTexts, type SearchTexts } from "../../../src/shared/search-texts"

/** The facts gatsby-config.ts needs. */
export interface SiteFacts {
  search: SearchTexts
  business: { name: string; shortName: string; tagline: string }
}

/**
 * Reads the facts from `dataDir`. The configuration is read before data/ is checked, so a file that cannot be
 * read gives empty texts here; the data check (onPreInit) then stops the build naming the problem.
 */
export function readSiteFacts(dataDir: string): SiteFacts {
  try {
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))
    const business = read("business.json")
    return { business, search: searchTexts(read("site.json").seo, business) }
  } catch {
    return {
      business: { name: "", shortName: "", tagline: "" },
      search: { title: "", description: "", notFoundTitle: "" },
    }
  }
}
