/**
 * The owner's pages (issue 58): the reply page, /reply/, which reads an enquiry from its address's fragment and must
 * send it nowhere. It is no Gatsby page (the site's first load would carry its entry), but one HTML file written from
 * src/reply/reply-page.html with Mustache, every `{{name}}` HTML-escaped, into which go its styles and script (compiled
 * by node/build-steps/page-bundle/head-script.ts) and its facts as JSON: by the build into `public/`, where the next
 * step secures it with a policy that allows no connection (security-headers.ts), and by the dev server under
 * `npm start` (node/dev-server/reply-page.ts). Not being a Gatsby page, it is in no sitemap.
 */
import fs from "node:fs"
import path from "node:path"
import Mustache from "mustache"
import { REPLY_PATH, type ReplyFacts } from "../../../src/shared/reply-page"
import { ROOT } from "../../paths"
import { replyScript, replyStyle } from "../page-bundle/head-script"

/** The owner's pages, relative to `public/` with `/` separators. */
export const OWNER_PAGES: readonly string[] = [`${REPLY_PATH.slice(1)}index.html`]

/** Whether `page` (relative to `public/`, any separator) is one of the {@link OWNER_PAGES}. */
export const isOwnerPage = (page: string) => OWNER_PAGES.includes(page.replace(/\\/g, "/"))

/** The page's template. */
const TEMPLATE = path.join(ROOT, "src", "reply", "reply-page.html")

const readJson = (dataDir: string, name: string) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, name), "utf8")) as Record<string, never>

/**
 * The facts the page shows and its script reads, from `dataDir`'s files as check:data has passed them: data/reply.json's
 * words, the quote form's labels, the business's name, phone, open days and preferred times' settings.
 * @throws when a file is missing or not JSON (check:data, which runs first, names it).
 */
export function replyFacts(dataDir: string): ReplyFacts {
  const { $schema: _, ...words } = readJson(dataDir, "reply.json")
  const business = readJson(dataDir, "business.json") as unknown as {
    name: string
    phone: { display: string }
    hours: { days: string[] }
    preferredTimes?: ReplyFacts["preferredTimes"]
  }
  return {
    words: words as unknown as ReplyFacts["words"],
    labels: (readJson(dataDir, "quote-form.json") as unknown as { labels: Record<string, string> }).labels,
    business: { name: business.name, phone: business.phone.display },
    openDays: business.hours.days,
    preferredTimes: business.preferredTimes ?? null,
  }
}

/**
 * The page's HTML for `facts`: the template rendered, its comments and the spaces between its tags left out, then
 * the styles, the script and the facts (JSON with every `<` escaped, so no text of data/ can end its element) put
 * into their empty elements.
 */
export function replyPageHtml(facts: ReplyFacts): string {
  const page = Mustache.render(fs.readFileSync(TEMPLATE, "utf8"), facts)
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/>\s+</g, "><")
    .trim()
  const fill = (html: string, element: string, body: string) => {
    if (!html.includes(element)) throw new Error(`src/reply/reply-page.html has no ${element}`)
    return html.replace(element, () => element.replace("></", `>${body}</`))
  }
  const json = JSON.stringify(facts).replace(/</g, "\\u003c")
  return fill(
    fill(
      fill(page, '<style data-identity="reply"></style>', replyStyle()),
      '<script id="reply-facts" type="application/json"></script>',
      json,
    ),
    "<script></script>",
    replyScript(),
  )
}

/** Writes the reply page into `publicDir` (`reply/index.html`), from `dataDir`'s facts. */
export function writeReplyPage(publicDir: string, dataDir: string): void {
  const file = path.join(publicDir, OWNER_PAGES[0])
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, replyPageHtml(replyFacts(dataDir)))
}
