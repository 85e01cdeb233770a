import type { GatsbyBrowser } from "gatsby"

/**
 * In a browser without exclusive `<details name>` (Safari before 17.2, Firefox before 130, Chrome before 120),
 * fetches and starts the few lines that keep one FAQ answer open at a time (src/fallbacks/exclusive-details.ts).
 * A current browser fetches nothing.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (!("name" in HTMLDetailsElement.prototype)) {
    void import(/* webpackChunkName: "details-fallback" */ "./src/fallbacks/exclusive-details").then(
      ({ keepOneOpenPerName }) => keepOneOpenPerName(document),
    )
  }
}

/** Marks the page as hydrated (`<html data-hydrated="true">`), so browser tests know React is in charge. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}
