/**
 * The starting content (tests/starting-content/, the content the site shipped with) for unit tests, in the shapes the
 * page query gives the components, and a render that provides it as the page does. Tests read their expectations from
 * it; they never read the live data/, which an editor changes (its words are checked by check:data and the browser
 * tests of the built page).
 */
import { render, type RenderOptions } from "@testing-library/react"
import type { ReactElement, ReactNode } from "react"
import business from "../../tests/starting-content/business.json"
import coverage from "../../tests/starting-content/coverage.json"
import quoteForm from "../../tests/starting-content/quote-form.json"
import text from "../../tests/starting-content/site.json"
import { SiteProvider, type Site } from "../site"

/**
 * The starting business.json, site.json, quote-form.json and coverage.json, as {@link SiteProvider} takes them, and a
 * build in 2026.
 */
export const site: Site = { business, text, quoteForm, coverage, year: "2026" }

/** Wraps `children` in the page's {@link SiteProvider} with {@link site}. */
export function WithSite({ children }: { children: ReactNode }) {
  return <SiteProvider site={site}>{children}</SiteProvider>
}

/** Testing Library's `render`, inside the page's site context. */
export function renderWithSite(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: WithSite, ...options })
}
