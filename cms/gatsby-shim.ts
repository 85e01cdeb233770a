/**
 * What the page's components import from `gatsby`, for the CMS's preview bundle (admin-files.ts aliases `gatsby` to
 * this file): their GraphQL fragments are read by Gatsby's build, never run, and the preview has no path prefix.
 */
export const graphql = (..._parts: unknown[]): undefined => undefined
export const withPrefix = (path: string) => path

/**
 * The page's head (src/components/seo.tsx) reads the site's metadata with it; the preview imports the page for its
 * sections' components (src/pages/index.tsx `SECTION_COMPONENTS`) and never renders the head.
 * @throws always: nothing in the preview may call it.
 */
export function useStaticQuery(): never {
  throw new Error("The CMS's preview renders no page head")
}
