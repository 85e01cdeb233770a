import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ChatWidget } from "../components/chat-widget"
import { ContentsMenu } from "../components/contents-menu"
import { CtaBand } from "../components/cta-band"
import { HydrationBoundary } from "../components/hydration-boundary"
import { Seo } from "../components/seo"
import { staticHtml } from "../components/static-html"
import { About } from "../sections/about"
import { Attractions } from "../sections/attractions"
import { Eicr } from "../sections/eicr"
import { Faq } from "../sections/faq"
import { Footer } from "../sections/footer"
import { Header } from "../sections/header"
import { Hero } from "../sections/hero"
import { Location } from "../sections/location"
import { Pricing } from "../sections/pricing"
import { Process } from "../sections/process"
import { Reviews } from "../sections/reviews"
import { WhyChooseUs } from "../sections/why-choose-us"
import "../styles/global.css"

/** The one page's data: each section's fragment, spread here (content from data/*.json). */
export const query = graphql`
  query IndexPage {
    site {
      buildYear: buildTime(formatString: "YYYY")
    }
    business: businessJson {
      ...BusinessFacts
      jsonLd
    }
    hero: heroJson {
      ...HeroSection
    }
    pricing: pricingJson {
      ...PricingSection
    }
    prices: allPricesJson {
      nodes {
        ...PriceRow
      }
    }
    about: aboutJson {
      ...AboutSection
    }
    eicr: eicrJson {
      ...EicrSection
    }
    whyChooseUs: whyChooseUsJson {
      ...WhyChooseUsSection
    }
    process: allProcessJson {
      nodes {
        ...ProcessStep
      }
    }
    reviews: allReviewsJson {
      nodes {
        ...ReviewItem
      }
    }
    faqs: allFaqsJson {
      nodes {
        ...FaqItem
      }
    }
    attractions: allAttractionsJson {
      nodes {
        ...AttractionItem
      }
    }
    headings: headingsJson {
      cta {
        text
      }
      process {
        heading
        intro
      }
      reviews {
        heading
        intro
      }
      faq {
        heading
        intro
      }
      location {
        heading
        intro
      }
      attractions {
        heading
        intro
      }
      contact {
        heading
        intro
      }
    }
  }
`

// The sections with no React behaviour: their server HTML is kept as it is, never hydrated (static-html.tsx).
const StaticCtaBand = staticHtml(CtaBand)
const StaticPricing = staticHtml(Pricing)
const StaticAbout = staticHtml(About)
const StaticEicr = staticHtml(Eicr)
const StaticWhyChooseUs = staticHtml(WhyChooseUs)
const StaticProcess = staticHtml(Process)
const StaticReviews = staticHtml(Reviews)
const StaticFaq = staticHtml(Faq)

/** Throws when a required single-object data file produced no node (the build stops naming it). */
function required<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) throw new Error(`data/${file} is missing or empty`)
  return value
}

/**
 * The one-page site (spec §2): sections in the specified order, the CTA band between most of them.
 * Only what needs a script is hydrated: the header's menu, the quote forms, the maps, the contents menu and the
 * chat panel, each in its own Suspense boundary: React 18 hydrates the page's root in one task that it cannot
 * interrupt, and each boundary afterwards in short tasks that yield to the visitor's input.
 */
export default function IndexPage({ data }: PageProps<Queries.IndexPageQuery>) {
  const business = required(data.business, "business.json")
  const headings = required(data.headings, "headings.json")
  const cta = <StaticCtaBand text={headings.cta.text} phone={business.phone} />
  // The outer boundary leaves React's root pass (which it cannot interrupt) almost nothing to do.
  return (
    <HydrationBoundary>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <HydrationBoundary>
        <Header business={business} />
      </HydrationBoundary>
      <main id="main" tabIndex={-1}>
        <HydrationBoundary>
          <Hero content={required(data.hero, "hero.json")} priceFrom={business.priceFrom} business={business} />
        </HydrationBoundary>
        {cta}
        <StaticPricing content={required(data.pricing, "pricing.json")} prices={data.prices.nodes} />
        <StaticAbout content={required(data.about, "about.json")} business={business} />
        {cta}
        <StaticEicr content={required(data.eicr, "eicr.json")} />
        <StaticWhyChooseUs content={required(data.whyChooseUs, "why-choose-us.json")} />
        {cta}
        <StaticProcess {...headings.process} steps={data.process.nodes} />
        <StaticReviews {...headings.reviews} reviews={data.reviews.nodes} phone={business.phone} />
        {cta}
        <StaticFaq {...headings.faq} items={data.faqs.nodes} />
        <HydrationBoundary>
          <Location {...headings.location} business={business} />
        </HydrationBoundary>
        <HydrationBoundary>
          <Attractions {...headings.attractions} items={data.attractions.nodes} />
        </HydrationBoundary>
        {cta}
      </main>
      <HydrationBoundary>
        <Footer {...headings.contact} business={business} year={data.site?.buildYear ?? ""} />
      </HydrationBoundary>
      <HydrationBoundary>
        <ContentsMenu />
      </HydrationBoundary>
      <HydrationBoundary>
        <ChatWidget
          whatsapp={business.whatsapp}
          message={business.whatsappMessage}
          responseTime={business.responseTime}
        />
      </HydrationBoundary>
    </HydrationBoundary>
  )
}

/**
 * Document head (Gatsby Head API): SEO tags and the business's JSON-LD, built at build time (gatsby-node.ts,
 * `BusinessJson.jsonLd`) with every `<` escaped, so it is placed as it is.
 */
export const Head: HeadFC<Queries.IndexPageQuery> = ({ data }) => (
  <Seo pathname="/">
    {data.business ? (
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.business.jsonLd }} />
    ) : null}
  </Seo>
)
