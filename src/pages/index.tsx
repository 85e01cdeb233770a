import { useMemo, type ReactElement, type ReactNode } from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ChatWidget } from "../components/chat-widget"
import { ContentsMenu } from "../components/contents-menu"
import { CtaBand } from "../components/cta-band"
import { HydrationBoundary } from "../components/hydration-boundary"
import { Seo } from "../components/seo"
import { lazyStaticHtml, staticHtml } from "../components/static-html"
import { Header } from "../sections/header"
import { Hero } from "../sections/hero"
import { HERO_FILE, SECTIONS, SITE_FILES } from "../sections/registry"
import { SECTION_VIEWS, type PageData, type SectionProps, type SectionView } from "../sections/views"
import { SiteProvider, type Site } from "../site"
import "../styles/global.css"

/**
 * The one page's data: each part's fragment, spread here (content from data/*.json). Gatsby needs the query written
 * out, so a new section's field is added here by hand; its view's `content` (src/sections/views.tsx) reads that field,
 * and TypeScript asks for it once Gatsby has regenerated the query's types (src/gatsby-types.d.ts).
 */
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

/** Throws when a data file produced no node (the build stops naming it; `npm run check:data` says why). */
function required<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) throw new Error(`data/${file} is missing or empty`)
  return value
}

const StaticCtaBand = staticHtml(CtaBand)

/**
 * How the page shows a section's view (src/sections/views.tsx), as a function of the section's content. A static
 * section keeps its server HTML as it is, never hydrated (static-html.tsx), and its code is not even downloaded. An
 * interactive one sits in its own Suspense boundary: React 18 hydrates the page's root in one task that it cannot
 * interrupt, and each boundary afterwards in short tasks that yield to the visitor's input.
 */
function onPage(view: SectionView): (content: SectionProps["content"]) => ReactElement {
  if (view.hydration === "static") {
    const Static = lazyStaticHtml(view.load)
    return (content) => <Static content={content} />
  }
  const { component: Component } = view
  return (content) => (
    <HydrationBoundary>
      <Component content={content} />
    </HydrationBoundary>
  )
}

/** The registry's sections in page order, each with its view as the page renders it: made once, not on every render. */
const PAGE_SECTIONS = SECTIONS.map(({ id, file, ctaAfter }) => {
  const view = SECTION_VIEWS[id]
  return { id, file, ctaAfter, content: view.content, render: onPage(view) }
})

/**
 * The one-page site (requirements §2): header, hero, then the sections of the registry (src/sections/registry.ts) in
 * order, each as its view shows it (src/sections/views.tsx), with the CTA band after those it marks, the footer last
 * (outside <main>), and the floating contents menu and chat. Only what needs a script is hydrated:
 * the header's menu, the quote forms, the maps, the contents menu and the chat panel; the due-date tool only when
 * the visitor reaches it.
 */
export default function IndexPage({ data }: PageProps<PageData>) {
  // One object for as long as the data is the same: a new context value would make React re-render every part.
  const site: Site = useMemo(
    () => ({
      business: required(data.business, SITE_FILES.business),
      text: required(data.text, SITE_FILES.text),
      quoteForm: required(data.quoteForm, SITE_FILES.quoteForm),
      coverage: required(data.coverage, SITE_FILES.coverage),
      year: data.site?.buildYear ?? "",
    }),
    [data],
  )
  const sections = PAGE_SECTIONS.map(({ id, file, ctaAfter, content, render }) => (
    <SectionWithCta key={id} cta={ctaAfter}>
      {render(required(content(data), file))}
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
            <Hero content={required(data.hero, HERO_FILE)} />
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
