import type { GatsbyBrowser } from "gatsby"

/** Marks the page as hydrated (`<html data-hydrated="true">`), so browser tests know React is in charge. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}
