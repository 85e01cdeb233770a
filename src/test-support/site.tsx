/**
 * The real data of data/ for unit tests, in the shapes the page query gives the components, and a render that
 * provides it as the page does. Tests then exercise the words an editor wrote, and read expectations from them.
 */
import { render, type RenderOptions } from "@testing-library/react"
import type { ReactElement, ReactNode } from "react"
import business from "../../data/business.json"
import coverage from "../../data/coverage.json"
import quoteForm from "../../data/quote-form.json"
import text from "../../data/site.json"
import { SiteProvider, type Site } from "../site"

/** data/business.json, data/site.json, data/quote-form.json and data/coverage.json, as {@link SiteProvider} takes them. */
export const site: Site = { business, text, quoteForm, coverage }

/** Wraps `children` in the page's {@link SiteProvider} with {@link site}. */
export function WithSite({ children }: { children: ReactNode }) {
  return <SiteProvider site={site}>{children}</SiteProvider>
}

/** Testing Library's `render`, inside the page's site context. */
export function renderWithSite(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: WithSite, ...options })
}
