import type { GatsbySSR } from "gatsby"
import type { ReactElement } from "react"
import { HOLD_EARLY_TAPS_SCRIPT } from "./src/hooks/use-held-tap"
import { HOLD_EARLY_SUBMITS_SCRIPT } from "./src/quote/early-submit"

/**
 * The head of every page gets the scripts that hold a quote sent, and a tap on a button that needs a script, before
 * the page is interactive (they must run before the forms and buttons are parsed, so they are inline;
 * src/quote/early-submit.ts and src/hooks/use-held-tap.ts explain them).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="hold-early-submits" dangerouslySetInnerHTML={{ __html: HOLD_EARLY_SUBMITS_SCRIPT }} />,
    <script key="hold-early-taps" dangerouslySetInnerHTML={{ __html: HOLD_EARLY_TAPS_SCRIPT }} />,
  ])
}

/**
 * gatsby-plugin-image stays for its build-time work (sharp, `gatsbyImageData`), but the page renders plain
 * `<picture>` elements (src/components/picture.tsx), so the plugin's head additions for its `GatsbyImage`
 * runtime (a style, a noscript style and an inline module script) would only cost bytes and a CSP hash.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const ours = getHeadComponents().filter((component) => {
    const key = (component as ReactElement | null)?.key
    return typeof key !== "string" || !key.startsWith("gatsby-image-")
  })
  replaceHeadComponents(ours)
}
