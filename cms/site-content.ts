/**
 * The site's content as the CMS reads it beside the entry being edited: `content.json` of `/admin/`
 * (admin-files.ts `siteContent`): every data file's text and the pictures of data/images/. Under `npm run cms` it is
 * read from data/ on each request; the published CMS has the content of its build, which is the default branch the
 * editor's pull request will be merged into.
 */

/** `content.json`. */
export interface SiteContent {
  /** Each data file's text, by file name (`faq.json`). */
  texts: Record<string, string>
  /** The pictures, as the data names them (`images/castle.jpg`). */
  images: string[]
}

/** The CMS's address of `content.json`, beside its page. */
export const CONTENT_FILE = "content.json"

/** Fetches `content.json` afresh (never from a cache). @throws when it cannot be fetched. */
export async function loadSiteContent(): Promise<SiteContent> {
  const response = await fetch(CONTENT_FILE, { cache: "no-store" })
  if (!response.ok) throw new Error(`${CONTENT_FILE}: ${response.status} ${response.statusText}`)
  return (await response.json()) as SiteContent
}
