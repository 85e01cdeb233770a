import * as React from "react"
import { graphql, useStaticQuery, withPrefix } from "gatsby"

/** Props of {@link Seo}. */
export interface SeoProps {
  /** Page title; the site title when absent. */
  title?: string
  description?: string
  /** Path of the page below the site root, e.g. `/` or `/404/`. */
  pathname?: string
  /** Set on pages that search engines should not index (the 404 page). */
  noindex?: boolean
  children?: React.ReactNode
}

/**
 * Head tags for a page, used from each page's `export const Head` (Gatsby Head API): `<html lang>`, title,
 * description, canonical URL from `siteMetadata.siteUrl` (env `SITE_URL`), Open Graph and Twitter card.
 */
export function Seo({ title, description, pathname = "/", noindex = false, children }: SeoProps) {
  const { site } = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      site {
        siteMetadata {
          title
          description
          siteUrl
        }
      }
    }
  `)
  const meta = site?.siteMetadata
  const pageTitle = title ?? meta?.title ?? ""
  const pageDescription = description ?? meta?.description ?? ""
  // withPrefix adds PATH_PREFIX when the site lives below a sub-path (a GitHub project page).
  const url = `${meta?.siteUrl ?? ""}${withPrefix(pathname)}`
  const image = `${meta?.siteUrl ?? ""}${withPrefix("/og-image.png")}`
  return (
    <>
      <html lang="en-GB" />
      <title>{pageTitle}</title>
      <meta name="description" content={pageDescription} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={pageDescription} />
      <meta name="twitter:image" content={image} />
      {children}
    </>
  )
}
