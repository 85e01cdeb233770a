/**
 * The page-wide context: what every part of the page may need, the business facts (data/business.json), the site's
 * words used across the page (data/site.json), the postcode districts covered (data/coverage.json), each with its GraphQL fragment, and the
 * build's year, given to the page's components through one context so no component spells a fact or a label of its
 * own.
 */
import { graphql } from "gatsby"
import { createContext, useContext, type ReactNode } from "react"

export const query = graphql`
  fragment BusinessFacts on BusinessJson {
    name
    town
    county
    phone {
      display
      e164
    }
    emergencyPhone {
      display
      e164
    }
    whatsapp
    whatsappMessage
    email
    address {
      street
      locality
      region
      postcode
      country
    }
    noCustomersAtAddress
    hours {
      days
      display
    }
    preferredTimes {
      leadTimeHours
      daysOffered
      windows {
        label
        starts
        ends
      }
      closedDates
    }
    responseTime
    priceFrom
    eicrIntervals
    coverage
    certification
    registration {
      scheme
      number
      registerUrl
      linkText
    }
    promises
    googleProfile {
      reviewsUrl
      writeReviewUrl
    }
  }
  fragment CoverageDistricts on CoverageJson {
    districts {
      outward
      town
    }
  }
  fragment SiteWords on SiteJson {
    menus {
      header {
        section
        label
      }
      contents {
        section
        label
      }
      contact {
        section
        label
      }
    }
    skipLink
    header {
      menu
      navigationLabel
      callUs
    }
    contentsMenu {
      label
      toggle
    }
    cta {
      label
      text
      bookNow
      callNow
      callNowLabel
    }
    chat {
      toggle
      heading
      summary
      openChat
      close
      chatNow
      chatNowHint
    }
    maps {
      show
      showLabel
      cookies
      openInGoogleMaps
      hide
      hideHint
      titleOf
    }
    newTab
    rating
  }
`

/**
 * The quote forms' words as the page query returns them, with `labels` (a JSON scalar, queried whole) typed as what
 * check:data has made sure it is: a string for each field (data/schemas/quote-form.schema.json requires each).
 */
export const quoteFormWords = (fragment: Queries.QuoteFormTextFragment) => fragment as PageWide["quoteForm"]

/** The business facts as the page query returns them, `eicrIntervals` (a JSON scalar) typed as check:data made it. */
export const businessFacts = (fragment: Queries.BusinessFactsFragment) => fragment as PageWide["business"]

/** The page-wide context: the business facts and the site's words, as the page query returns them. */
export interface PageWide {
  /**
   * The business facts (data/business.json). `eicrIntervals` is queried whole (a JSON scalar): years between EICRs
   * for each type of src/due-date-tool/property-types.ts, which check:data makes sure of (the schema requires each).
   */
  business: Omit<Queries.BusinessFactsFragment, "eicrIntervals"> & { eicrIntervals: Readonly<Record<string, number>> }
  /** The site's words used across the page: menus, the CTA's words, "opens in a new tab" (data/site.json). */
  siteWords: Queries.SiteWordsFragment
  /**
   * The words of the quote forms (data/quote-form.json; fragment in src/quote-form/quote-form.tsx). `labels` is
   * queried whole (a JSON scalar): one label per field of src/quote-form/fields/quote-field-table.ts, by its name,
   * which check:data makes sure of (the schema requires each).
   */
  quoteForm: Omit<Queries.QuoteFormTextFragment, "labels"> & { labels: Readonly<Record<string, string>> }
  /**
   * The price table's words (data/pricing.json), for how a price row's Book writes into a message (`bookMessage`),
   * which the owner's e-mail reads back (src/quote-form/owner-email.ts); the pricing section's own query result.
   */
  pricing: Pick<Queries.PricingSectionFragment, "bookMessage">
  /** The postcode districts covered (data/coverage.json), for the forms' postcode check. */
  coverage: Queries.CoverageDistrictsFragment
  /**
   * The year of the build, for the contact section's copyright line: the page query's `site.buildYear` (Gatsby's
   * `buildTime`, so the browser's hydration matches the build's HTML); the CMS's preview gives the current year.
   */
  year: string
}

const PageWideContext = createContext<PageWide | null>(null)

/** Gives `pageWide` to every component below it (the page wraps itself in one). */
export function PageWideProvider({ pageWide, children }: { pageWide: PageWide; children: ReactNode }) {
  return <PageWideContext.Provider value={pageWide}>{children}</PageWideContext.Provider>
}

/**
 * The page-wide context: the business facts and the site's words.
 * @throws when used outside a {@link PageWideProvider} (a component rendered on its own, e.g. in a test without one).
 */
export function usePageWide(): PageWide {
  const pageWide = useContext(PageWideContext)
  if (!pageWide) throw new Error("usePageWide() needs a <PageWideProvider> above it")
  return pageWide
}
