/**
 * What the page's components import from `gatsby`, for the CMS's preview bundle (admin-files.ts aliases `gatsby` to
 * this file): their GraphQL fragments are read by Gatsby's build, never run, and the preview has no path prefix.
 */
export const graphql = (..._parts: unknown[]): undefined => undefined
export const withPrefix = (path: string) => path
