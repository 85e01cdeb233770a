/**
 * The starting data (tests/starting-data/, the data the site shipped with) for unit tests, in the shapes the
 * page query gives the components, and a render that provides it as the page does. Tests read their expectations from
 * it; they never read the live data/, which an editor changes (its words are checked by check:data and the browser
 * tests of the built page).
 */
import { render, type RenderOptions } from "@testing-library/react"
import type { ReactElement, ReactNode } from "react"
import business from "../../starting-data/business.json"
import coverage from "../../starting-data/coverage.json"
import pricing from "../../starting-data/pricing.json"
import quoteForm from "../../starting-data/quote-form.json"
import siteWords from "../../starting-data/site.json"
import { PageWideProvider, type PageWide } from "../../../src/components/page-wide"

/**
 * The starting business.json, site.json, quote-form.json, coverage.json and pricing.json, as {@link PageWideProvider} takes them, and a
 * build in 2026.
 */
export const pageWide: PageWide = { business, siteWords, quoteForm, coverage, pricing, year: "2026" }

/** Wraps `children` in the page's {@link PageWideProvider} with {@link pageWide}. */
export function WithPageWide({ children }: { children: ReactNode }) {
  return <PageWideProvider pageWide={pageWide}>{children}</PageWideProvider>
}

/** Testing Library's `render`, inside the page-wide context. */
export function renderWithPageWide(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: WithPageWide, ...options })
}
