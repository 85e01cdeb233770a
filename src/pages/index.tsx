import { Fragment, useMemo, type ComponentType } from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ChatWidget } from "../chat/chat-widget"
import { ContentsMenu } from "../contents-menu/contents-menu"
import { CtaBand } from "../cta-band/cta-band"
import { Seo } from "../components/seo"
import { HydrationBoundary } from "../enhancement/hydration-boundary"
import { lazyStaticHtml, staticHtml } from "../enhancement/static-html"
import Attractions from "../sections/attractions"
import Contact from "../sections/contact"
import { Header } from "../sections/header"
import { Hero } from "../sections/hero"
import MapSection from "../sections/map"
import Services from "../sections/services"
import {
  HERO_FILE,
  queryField,
  SECTIONS,
  sectionFile,
  PAGE_WIDE_FILES,
  type QueryField,
  type SectionId,
  type SectionIdOf,
  type SectionProps,
} from "../shared/sections"
import { businessFacts, PageWideProvider, quoteFormWords, type PageWide } from "../components/page-wide"
import "../styles/global.css"

/**
 * The one page's data: each part's fragment, spread here (from data/*.json). Gatsby needs the query written
 * out, so a new section's field is added here by hand, named as src/shared/sections.ts `queryField` names it;
 * TypeScript asks for it once Gatsby has regenerated the query's types (src/gatsby-types.d.ts).
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
    siteWords: siteJson {
      ...SiteWords
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
    map: mapJson {
      ...MapSection
    }
    attractions: attractionsJson {
      ...AttractionsSection
    }
    contact: contactJson {
      ...ContactSection
    }
  }
`

/** The page query's data (`query IndexPage` above): a field per data file, in its fragment's shape. */
export type PageData = Queries.IndexPageQuery

/** A section's data, as its field of the page query gives it. */
type DataOf<Id extends SectionId> = NonNullable<PageData[QueryField<Id> & keyof PageData]>

/**
 * A section's component, as the list says it is shown (src/shared/sections.ts `rendering`): a static section's module,
 * fetched (its chunk, named `section-<id>`, never reaches the browser); an interactive section's component, part of
 * the page's JavaScript.
 */
type ComponentOf<Id extends SectionId> =
  Id extends SectionIdOf<"static">
    ? () => Promise<{ default: ComponentType<SectionProps<DataOf<Id>>> }>
    : ComponentType<SectionProps<DataOf<Id>>>

/**
 * Each section's component, by its id in src/shared/sections.ts: TypeScript asks for every id, in the form its
 * rendering needs, taking what its field of the page query holds (a field missing from the query is named below).
 * Exported for the CMS's preview (cms/preview-page.tsx). It sits beside the page query so that adding a
 * section stays six files; the price is that `npm start` warns that an edit to this page reloads it in full instead
 * of keeping its state (Gatsby's Fast Refresh rule for page exports).
 */
export const SECTION_COMPONENTS: { [Id in SectionId]: ComponentOf<Id> } = {
  pricing: () => import(/* webpackChunkName: "section-pricing" */ "../sections/pricing"),
  about: () => import(/* webpackChunkName: "section-about" */ "../sections/about"),
  services: Services,
  "why-choose-us": () => import(/* webpackChunkName: "section-why-choose-us" */ "../sections/why-choose-us"),
  process: () => import(/* webpackChunkName: "section-process" */ "../sections/process"),
  reviews: () => import(/* webpackChunkName: "section-reviews" */ "../sections/reviews"),
  faq: () => import(/* webpackChunkName: "section-faq" */ "../sections/faq"),
  map: MapSection,
  attractions: Attractions,
  contact: Contact,
}

/** A section's field the page query lacks, as a type error naming it (`query IndexPage` must spread its fragment). */
type MissingFields = Exclude<QueryField<SectionId>, keyof PageData>
const everyFieldQueried: [MissingFields] extends [never] ? true : { "the page query has no field": MissingFields } =
  true
void everyFieldQueried

/** Throws when a data file produced no node (the build stops naming it; `npm run check:data` says why). */
function required<T>(value: T | null | undefined, file: string): T {
  if (value === null || value === undefined) throw new Error(`data/${file} is missing or empty`)
  return value
}

const StaticCtaBand = staticHtml(CtaBand)

/**
 * The list's sections in page order, each as its rendering says (made once, not on every render). A static section
 * keeps its server HTML as it is, never hydrated, and its code is not even downloaded (src/enhancement/static-html.tsx).
 * An interactive one sits in its own Suspense boundary: React 18 hydrates the page's root in one task that it cannot
 * interrupt, and each boundary afterwards in short tasks that yield to the visitor's input. The casts forget which
 * section's data each component takes, which `SECTION_COMPONENTS`' type has checked.
 */
const PAGE_SECTIONS = SECTIONS.map(({ id, ctaAfter, rendering }) => {
  const component = SECTION_COMPONENTS[id] as unknown
  const load = component as () => Promise<{ default: ComponentType<SectionProps> }>
  const Component =
    rendering === "static"
      ? lazyStaticHtml(() => load().then((module) => module.default))
      : (component as ComponentType<SectionProps>)
  return { id, ctaAfter, rendering, Component, dataOf: (data: PageData) => data[queryField(id)] }
})

/** One entry of {@link PAGE_SECTIONS}. */
type PageSection = (typeof PAGE_SECTIONS)[number]

/** The section that stands after <main>, as the page's `<footer>` (requirements §2 item 14: contact, the last). */
const CONTACT_SECTION: SectionId = "contact"

/**
 * The one-page site (requirements §2): header, hero, then the sections of src/shared/sections.ts in order, each as its
 * rendering says, with the CTA band after those it marks, the contact section, the page's
 * `<footer>`, after <main> (`CONTACT_SECTION`), and the floating contents menu and chat. Only what needs a script is hydrated:
 * the header's menu, the quote forms, the maps, the contents menu and the chat panel; the due-date tool only when
 * the visitor reaches it.
 */
export default function IndexPage({ data }: PageProps<PageData>) {
  // One object for as long as the data is the same: a new context value would make React re-render every part.
  const pageWide: PageWide = useMemo(
    () => ({
      business: businessFacts(required(data.business, PAGE_WIDE_FILES.business)),
      siteWords: required(data.siteWords, PAGE_WIDE_FILES.siteWords),
      quoteForm: quoteFormWords(required(data.quoteForm, PAGE_WIDE_FILES.quoteForm)),
      coverage: required(data.coverage, PAGE_WIDE_FILES.coverage),
      pricing: required(data.pricing, sectionFile("pricing")),
      year: data.site?.buildYear ?? "",
    }),
    [data],
  )
  const rendered = ({ id, ctaAfter, rendering, Component, dataOf }: PageSection) => {
    const section = <Component id={id} data={required(dataOf(data), sectionFile(id))} />
    return (
      <Fragment key={id}>
        {rendering === "static" ? section : <HydrationBoundary>{section}</HydrationBoundary>}
        {ctaAfter ? <StaticCtaBand /> : null}
      </Fragment>
    )
  }
  return (
    <PageWideProvider pageWide={pageWide}>
      {/* The outer boundary leaves React's root pass (which it cannot interrupt) almost nothing to do. */}
      <HydrationBoundary>
        <a className="skip-link" href="#main">
          {pageWide.siteWords.skipLink}
        </a>
        <HydrationBoundary>
          <Header />
        </HydrationBoundary>
        <main id="main" tabIndex={-1}>
          <HydrationBoundary>
            <Hero data={required(data.hero, HERO_FILE)} />
          </HydrationBoundary>
          <StaticCtaBand />
          {PAGE_SECTIONS.filter(({ id }) => id !== CONTACT_SECTION).map(rendered)}
        </main>
        {PAGE_SECTIONS.filter(({ id }) => id === CONTACT_SECTION).map(rendered)}
        <HydrationBoundary>
          <ContentsMenu />
        </HydrationBoundary>
        <HydrationBoundary>
          <ChatWidget />
        </HydrationBoundary>
      </HydrationBoundary>
    </PageWideProvider>
  )
}

/**
 * Document head (Gatsby Head API): SEO tags and the business's JSON-LD, built at build time (node/build-steps/data,
 * `BusinessJson.jsonLd`) with every `<` escaped, so it is placed as it is.
 */
export const Head: HeadFC<PageData> = ({ data }) => (
  <Seo pathname="/">
    {data.business ? (
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.business.jsonLd }} />
    ) : null}
  </Seo>
)
