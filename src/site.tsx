/**
 * What every part of the page may need: the business facts (data/business.json), the words used across the
 * page (data/site.json), the postcode districts covered (data/coverage.json), each with its GraphQL fragment, and the
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
    appointments {
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
    eicrIntervals {
      rented
      socialHousing
      ownerOccupied
      commercial
      industrial
    }
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
  fragment SiteText on SiteJson {
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

/** The business facts and site-wide words, as the page query returns them. */
export interface Site {
  business: Queries.BusinessFactsFragment
  text: Queries.SiteTextFragment
  /** The words of the quote forms (data/quote-form.json; fragment in src/quote/quote-form.tsx). */
  quoteForm: Queries.QuoteFormTextFragment
  /** The postcode districts covered (data/coverage.json), for the forms' postcode check. */
  coverage: Queries.CoverageDistrictsFragment
  /**
   * The year of the build, for the footer's copyright line: the page query's `site.buildYear` (Gatsby's
   * `buildTime`, so the browser's hydration matches the build's HTML); the CMS's preview gives the current year.
   */
  year: string
}

const SiteContext = createContext<Site | null>(null)

/** Gives `site` to every component below it (the page wraps itself in one). */
export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
}

/**
 * The business facts and site-wide words.
 * @throws when used outside a {@link SiteProvider} (a component rendered on its own, e.g. in a test without one).
 */
export function useSite(): Site {
  const site = useContext(SiteContext)
  if (!site) throw new Error("useSite() needs a <SiteProvider> above it")
  return site
}
