/**
 * The owner's pages (issue 58): the reply page, /reply/ (src/pages/reply.tsx), which reads an enquiry from its
 * address's fragment and must send it nowhere. After the build, its HTML loses Gatsby's runtime (the loader of
 * page data, the chunk map, the async scripts: Gatsby stitches those in after gatsby-ssr.tsx, so they are taken out
 * here), its icon and manifest links (a fetch each), leaving its own inline script; its policy allows no connection
 * (security-headers.ts).
 */
import { REPLY_PATH } from "../../../src/shared/reply-path"

/** The owner's pages, relative to `public/` with `/` separators. */
export const OWNER_PAGES: readonly string[] = [`${REPLY_PATH.slice(1)}index.html`]

/** Whether `page` (relative to `public/`, any separator) is one of the {@link OWNER_PAGES}. */
export const isOwnerPage = (page: string) => OWNER_PAGES.includes(page.replace(/\\/g, "/"))

/** What Gatsby adds for its runtime and the manifest plugin, none of which the owner's pages use. */
const GATSBY_RUNTIME = [
  /<script id="gatsby-script-loader">[\s\S]*?<\/script>/g,
  /<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>/g,
  /<script>window\.___webpackCompilationHash="\w+";<\/script>/g,
  /<script src="[^"]+\.js" async(?:="")?><\/script>/g,
  /<link (?:as="(?:script|fetch)" )?rel="(?:preload|prefetch|icon|manifest|apple-touch-icon|sitemap)"(?![^>]*href="data:)[^>]*>/g,
]

/** `html` without Gatsby's runtime and the manifest plugin's links (see above). */
export function withoutGatsbyRuntime(html: string): string {
  return GATSBY_RUNTIME.reduce((page, pattern) => page.replace(pattern, ""), html)
}
