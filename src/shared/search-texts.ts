/**
 * The page's title and description for search results, browser tabs and social previews, written in
 * data/site.json `seo` with the business facts of data/business.json filled in: renaming the business or changing
 * the headline price changes them too. Used by gatsby-config.ts (`siteMetadata`, read by the Seo component) and by
 * `npm run check:data`, which keeps the description within the length search results show.
 */
import { formatPounds } from "./price"
import { fillIn } from "./text"

/** The texts as written in data/site.json `seo`, and as filled in. */
export interface SearchTexts {
  title: string
  description: string
  notFoundTitle: string
}

/** Search engines cut a description longer than this many characters in their results. */
export const DESCRIPTION_MAX_LENGTH = 160

/** The facts the texts may use. */
export type SearchFacts = { name: string; town: string; county: string; priceFrom: number; coverage: readonly string[] }

/**
 * Fills in the search texts: `{name}`, `{town}`, `{county}`, `{priceFrom}` (e.g. "£89") and `{nearbyTowns}` (the
 * first three towns of `coverage` other than the home town, e.g. "Canterbury, Folkestone, Dover").
 * @throws when a text uses another placeholder (the schema refuses that first).
 */
export function searchTexts(seo: SearchTexts, business: SearchFacts): SearchTexts {
  const values = {
    name: business.name,
    town: business.town,
    county: business.county,
    priceFrom: formatPounds(business.priceFrom),
    nearbyTowns: business.coverage
      .filter((town) => town !== business.town)
      .slice(0, 3)
      .join(", "),
  }
  return {
    title: fillIn(seo.title, values),
    description: fillIn(seo.description, values),
    notFoundTitle: fillIn(seo.notFoundTitle, values),
  }
}
