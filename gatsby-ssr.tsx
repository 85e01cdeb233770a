import type { GatsbySSR } from "gatsby"
import type { ReactElement } from "react"

/** The compiled head script, defined at build time by node/build-steps/page-bundle (node/build-steps/page-bundle/head-script.ts). */
declare const __HEAD_SCRIPT__: string

/**
 * The head of every page gets the script that holds a quote sent, and a tap on a button that needs a script, before
 * the page is interactive (it must run before the forms and buttons are parsed, so it is inline;
 * src/enhancement/head-script.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="hold-early-events" dangerouslySetInnerHTML={{ __html: __HEAD_SCRIPT__ }} />])
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
