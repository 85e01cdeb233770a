/**
 * How each section of the registry (registry.ts) is shown: its component, whether the browser hydrates it, and where
 * its content is in the page query's data. The page (src/pages/index.tsx) and the CMS's preview
 * (plugins/cms/admin/preview-page.tsx) both render the sections from this table, so a section is named here once.
 * {@link SECTION_VIEWS} must have an entry for every id of the registry, and each entry's content must be what its
 * component takes: TypeScript says so when either is missing or wrong.
 */
import type { ComponentType } from "react"
import { Attractions } from "./attractions"
import { Footer } from "./footer"
import { Location } from "./location"
import type { SectionId } from "./registry"
import { Services } from "./services"

/** The page query's data (src/pages/index.tsx, `query IndexPage`): a field per data file, in its fragment's shape. */
export type PageData = Queries.IndexPageQuery

/**
 * The props of a section's component: its content (its data file, as its fragment gives it) and nothing else; what
 * the whole page shares (business facts, page-wide words, the build's year) comes from the site context (src/site.tsx).
 */
export interface SectionProps {
  content: object
}

/** What every view says: where its section's content is in the page's data. */
interface ViewOf<P extends SectionProps> {
  /**
   * The section's content in the page's data: the page query's field that spreads its fragment, e.g.
   * `(data) => data.pricing`; null when its data file produced no node (the page then stops the build, naming it).
   */
  content: (data: PageData) => P["content"] | null
}

/**
 * A section with no React behaviour: the build renders it and the browser never hydrates it or even downloads its
 * code (`lazyStaticHtml`, src/components/static-html.tsx); its code is a chunk of its own.
 */
export interface StaticView<P extends SectionProps = SectionProps> extends ViewOf<P> {
  hydration: "static"
  /**
   * Fetches the component: a dynamic `import()` of its file, its chunk named `section-<id>` by a `webpackChunkName`
   * comment (the browser tests check that the page loads no such chunk), then the component, e.g.
   * `.then((module) => module.Faq)`.
   */
  load: () => Promise<ComponentType<P>>
}

/**
 * A section with React behaviour (a form, a map, a tool): part of the page's JavaScript, hydrated in a boundary of its
 * own (`HydrationBoundary`, src/components/hydration-boundary.tsx).
 */
export interface HydratedView<P extends SectionProps = SectionProps> extends ViewOf<P> {
  hydration: "hydrate"
  component: ComponentType<P>
}

/**
 * How a section is shown, its component taking props `P`; by default with `P` forgotten ({@link SectionProps}), as
 * the page and the preview take any entry of {@link SECTION_VIEWS}.
 */
export type SectionView<P extends SectionProps = SectionProps> = StaticView<P> | HydratedView<P>

/**
 * A view, checked: its `content` is what its component takes (`P`, inferred from the component), and the component
 * takes nothing else (the page gives it only `content`); `P` is then forgotten, so that the views of different
 * sections fit one table (TypeScript has no "some `P`" type).
 */
function view<P extends SectionProps>(spec: SectionView<P> & OnlyContent<P>): SectionView {
  return spec as unknown as SectionView
}

/** The props `P` requires (not those it may leave out). */
type RequiredProps<P> = { [K in keyof P]-?: object extends Pick<P, K> ? never : K }[keyof P]

/** Refuses (as a type error naming them) props a section's component requires beyond `content`. */
type OnlyContent<P> = [Exclude<RequiredProps<P>, "content">] extends [never]
  ? unknown
  : { "a section's component takes only `content`, not": Exclude<RequiredProps<P>, "content"> }

/** Each section's view, by its id in the registry. */
export const SECTION_VIEWS = {
  pricing: view({
    hydration: "static",
    load: () => import(/* webpackChunkName: "section-pricing" */ "./pricing").then((module) => module.Pricing),
    content: (data) => data.pricing,
  }),
  about: view({
    hydration: "static",
    load: () => import(/* webpackChunkName: "section-about" */ "./about").then((module) => module.About),
    content: (data) => data.about,
  }),
  services: view({ hydration: "hydrate", component: Services, content: (data) => data.services }),
  "why-choose-us": view({
    hydration: "static",
    load: () =>
      import(/* webpackChunkName: "section-why-choose-us" */ "./why-choose-us").then((module) => module.WhyChooseUs),
    content: (data) => data.whyChooseUs,
  }),
  process: view({
    hydration: "static",
    load: () => import(/* webpackChunkName: "section-process" */ "./process").then((module) => module.Process),
    content: (data) => data.process,
  }),
  reviews: view({
    hydration: "static",
    load: () => import(/* webpackChunkName: "section-reviews" */ "./reviews").then((module) => module.Reviews),
    content: (data) => data.reviews,
  }),
  faq: view({
    hydration: "static",
    load: () => import(/* webpackChunkName: "section-faq" */ "./faq").then((module) => module.Faq),
    content: (data) => data.faq,
  }),
  map: view({ hydration: "hydrate", component: Location, content: (data) => data.location }),
  attractions: view({ hydration: "hydrate", component: Attractions, content: (data) => data.attractions }),
  // The footer: the quote form.
  contact: view({ hydration: "hydrate", component: Footer, content: (data) => data.contact }),
} satisfies Record<SectionId, SectionView>
