import type { GatsbyBrowser } from "gatsby"
import type { ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { reportRecoverableError } from "./src/enhancement/hydration"
import { keepOpenedQuestionInSight } from "./src/enhancement/accordion-in-sight"
import { followInPageLinks } from "./src/enhancement/in-page-links"
import { addBookLine } from "./src/quote-form/fields/quote-fields"

/**
 * Focus follows in-page links (src/enhancement/in-page-links.ts), a price row's Book adding its line to the quote form's
 * message once the form is painted, in the place of another row's (src/quote-form/fields/quote-fields.ts); an FAQ question opened
 * stays in sight (src/enhancement/accordion-in-sight.ts). In a browser without exclusive `<details name>` (Safari
 * before 17.2, Firefox before 130, Chrome before 120), fetches and starts the few lines that keep one FAQ answer open
 * at a time (src/fallbacks/exclusive-details.ts).
 * A current browser fetches nothing.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  followInPageLinks(document, addBookLine)
  keepOpenedQuestionInSight(document)
  if (!("name" in HTMLDetailsElement.prototype)) {
    void import(/* webpackChunkName: "details-fallback" */ "./src/fallbacks/exclusive-details").then(
      ({ keepOneOpenPerName }) => keepOneOpenPerName(document),
    )
  }
}

/**
 * Marks the page as hydrated (`<html data-hydrated="true">`), so browser tests know React is in charge. With
 * counting on (a build-time constant: off, this part is not in the build), starts the tracker once the browser is
 * idle (src/counting/tracker.ts): after the first paint and the hydration, never before a visitor's input.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
  if (process.env.GATSBY_COUNTING_DOMAIN) {
    const start = () =>
      void import(/* webpackChunkName: "tracker" */ "./src/counting/tracker").then(
        ({ startCounting }) => startCounting(),
        () => undefined, // offline: nothing is counted, nothing else changes
      )
    if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 5000 })
    else setTimeout(start, 1000)
  }
}

/**
 * Hydrates the page as Gatsby does, and says so in the console when React had to throw away server HTML it could not
 * match (e.g. a node a browser extension put into a quote form) and render that part afresh: the visitor's values
 * survive that (src/quote-form/README.md), but it should never happen unseen. A container with no server HTML (the
 * development server's pages) is rendered, as Gatsby does, not hydrated.
 */
function hydrate(element: ReactElement, container: Element): void {
  if (container.children.length > 0) hydrateRoot(container, element, { onRecoverableError: reportRecoverableError })
  else createRoot(container, { onRecoverableError: reportRecoverableError }).render(element)
}
// Gatsby types the renderer as React 17's `ReactDOM.render`; in React 18 it is called as `(element, container)`.
export const replaceHydrateFunction = (() => hydrate) as unknown as GatsbyBrowser["replaceHydrateFunction"]
