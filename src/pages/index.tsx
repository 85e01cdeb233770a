import { useMemo, type ReactNode } from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ChatWidget } from "../components/chat-widget"
import { ContentsMenu } from "../components/contents-menu"
import { CtaBand } from "../components/cta-band"
import { HydrationBoundary } from "../components/hydration-boundary"
import { Seo } from "../components/seo"
import { lazyStaticHtml, staticHtml } from "../components/static-html"
import { Attractions } from "../sections/attractions"
import { Footer } from "../sections/footer"
import { Header } from "../sections/header"
import { Hero } from "../sections/hero"
import { Location } from "../sections/location"
import { sectionFile, SECTIONS, type SectionId } from "../sections/registry"
import { Services } from "../sections/services"
import { SiteProvider, type Site } from "../site"
import "../styles/global.css"

/** The one page's data: each part's fragment, spread here (content from data/*.json). */
export const query = graphql`
  query IndexPage {
    site {
      buildYear: buildTime(formatString: "YYYY")
    }
    business: businessJson {
      ...BusinessFacts
      jsonLd
    }
    text: siteJson {
      ...SiteText
    }
    quoteForm: quoteFormJson {
      ...QuoteFormText
    }
    coverage: coverageJson {
      ...CoverageDistricts
    }
    hero: heroJson {
      ...HeroSection
    }
    pricing: pricingJson {
      ...PricingSection
    }
    about: aboutJson {
      ...AboutSection
    }
    services: servicesJson {
      ...ServicesSection
    }
    whyChooseUs: whyChooseUsJson {
      ...WhyChooseUsSection
    }
    process: processJson {
      ...ProcessSection
    }
    reviews: reviewsJson {
      ...ReviewsSection
    }
    faq: faqJson {
      ...FaqSection
    }
    location: locationJson {
      ...LocationSection
    }
    attractions: attractionsJson {
      ...AttractionsSection
    }
    contact: contactJson {
      ...ContactSection
    }
  }
`

type PageData = Queries.IndexPageQuery

/** Throws when a data file produced no node (the build stops naming it; `npm run check:data` says why). */
function required<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) throw new Error(`data/${file} is missing or empty`)
  return value
}

// The sections with no React behaviour keep their server HTML as it is, never hydrated (static-html.tsx); their
// code is not even downloaded.
const StaticCtaBand = staticHtml(CtaBand)
const StaticPricing = lazyStaticHtml(() =>
  import(/* webpackChunkName: "section-pricing" */ "../sections/pricing").then((module) => module.Pricing),
)
const StaticAbout = lazyStaticHtml(() =>
  import(/* webpackChunkName: "section-about" */ "../sections/about").then((module) => module.About),
)
const StaticWhyChooseUs = lazyStaticHtml(() =>
  import(/* webpackChunkName: "section-why-choose-us" */ "../sections/why-choose-us").then(
    (module) => module.WhyChooseUs,
  ),
)
const StaticProcess = lazyStaticHtml(() =>
  import(/* webpackChunkName: "section-process" */ "../sections/process").then((module) => module.Process),
)
const StaticReviews = lazyStaticHtml(() =>
  import(/* webpackChunkName: "section-reviews" */ "../sections/reviews").then((module) => module.Reviews),
)
const StaticFaq = lazyStaticHtml(() =>
  import(/* webpackChunkName: "section-faq" */ "../sections/faq").then((module) => module.Faq),
)

/**
 * What each section of the registry renders, from the page's data. Interactive parts sit in their own Suspense
 * boundary: React 18 hydrates the page's root in one task that it cannot interrupt, and each boundary afterwards
 * in short tasks that yield to the visitor's input.
 */
const SECTION_CONTENT: Record<SectionId, (data: PageData) => ReactNode> = {
  pricing: (data) => <StaticPricing content={required(data.pricing, sectionFile("pricing"))} />,
  about: (data) => <StaticAbout content={required(data.about, sectionFile("about"))} />,
  services: (data) => (
    <HydrationBoundary>
      <Services content={required(data.services, sectionFile("services"))} />
    </HydrationBoundary>
  ),
  "why-choose-us": (data) => <StaticWhyChooseUs content={required(data.whyChooseUs, sectionFile("why-choose-us"))} />,
  process: (data) => <StaticProcess content={required(data.process, sectionFile("process"))} />,
  reviews: (data) => <StaticReviews content={required(data.reviews, sectionFile("reviews"))} />,
  faq: (data) => <StaticFaq content={required(data.faq, sectionFile("faq"))} />,
  map: (data) => (
    <HydrationBoundary>
      <Location content={required(data.location, sectionFile("map"))} />
    </HydrationBoundary>
  ),
  attractions: (data) => (
    <HydrationBoundary>
      <Attractions content={required(data.attractions, sectionFile("attractions"))} />
    </HydrationBoundary>
  ),
  contact: (data) => (
    <HydrationBoundary>
      <Footer content={required(data.contact, sectionFile("contact"))} />
    </HydrationBoundary>
  ),
}

/**
 * The one-page site (requirements §2): header, hero, then the sections of the registry in order with the CTA band after
 * those it marks, the footer last, and the floating contents menu and chat. Only what needs a script is hydrated:
 * the header's menu, the quote forms, the maps, the contents menu and the chat panel; the due-date tool only when
 * the visitor reaches it.
 */
export default function IndexPage({ data }: PageProps<PageData>) {
  // One object for as long as the data is the same: a new context value would make React re-render every part.
  const site: Site = useMemo(
    () => ({
      business: required(data.business, "business.json"),
      text: required(data.text, "site.json"),
      quoteForm: required(data.quoteForm, "quote-form.json"),
      coverage: required(data.coverage, "coverage.json"),
      year: data.site?.buildYear ?? "",
    }),
    [data],
  )
  const sections = SECTIONS.map(({ id, ctaAfter }) => (
    <SectionWithCta key={id} cta={ctaAfter}>
      {SECTION_CONTENT[id](data)}
    </SectionWithCta>
  ))
  // The footer (contact) is the last section and stands outside <main>.
  const footer = sections.pop()
  return (
    <SiteProvider site={site}>
      {/* The outer boundary leaves React's root pass (which it cannot interrupt) almost nothing to do. */}
      <HydrationBoundary>
        <a className="skip-link" href="#main">
          {site.text.skipLink}
        </a>
        <HydrationBoundary>
          <Header />
        </HydrationBoundary>
        <main id="main" tabIndex={-1}>
          <HydrationBoundary>
            <Hero content={required(data.hero, "hero.json")} />
          </HydrationBoundary>
          <StaticCtaBand />
          {sections}
        </main>
        {footer}
        <HydrationBoundary>
          <ContentsMenu />
        </HydrationBoundary>
        <HydrationBoundary>
          <ChatWidget />
        </HydrationBoundary>
      </HydrationBoundary>
    </SiteProvider>
  )
}

function SectionWithCta({ cta, children }: { cta: boolean; children: ReactNode }) {
  return (
    <>
      {children}
      {cta ? <StaticCtaBand /> : null}
    </>
  )
}

/**
 * Document head (Gatsby Head API): SEO tags and the business's JSON-LD, built at build time (plugins/content-model,
 * `BusinessJson.jsonLd`) with every `<` escaped, so it is placed as it is.
 */
export const Head: HeadFC<PageData> = ({ data }) => (
  <Seo pathname="/">
    {data.business ? (
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.business.jsonLd }} />
    ) : null}
  </Seo>
)
