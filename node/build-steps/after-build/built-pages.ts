import fs from "node:fs"
import path from "node:path"
import { ADMIN_PATH } from "../cms/admin-policy"

/** The names Gatsby gives its pages' files (trailingSlash "always": `index.html` in a folder, and `404.html`). */
const PAGE_NAMES = new Set(["index.html", "404.html"])

/** Folders of `public/` that hold no page of the site: Gatsby's HTML fragments, and the CMS (node/build-steps/cms), which
 * has its own policy and must never get the page's. */
const NOT_PAGES = new Set(["_gatsby", ADMIN_PATH.replace(/\//g, "")])

/**
 * Every page of a built site: the `.html` files below `publicDir`, e.g. `public/index.html`, `public/404.html`,
 * `public/404/index.html`. Gatsby's own `_gatsby/` folder holds HTML fragments it stitches into the pages, not
 * pages, so it is skipped, as is the CMS in `admin/`, and every file Gatsby copied as it is from `static/` (the folder
 * beside `public/`): a search engine's site-verification file must reach the host byte for byte. A file there named as
 * Gatsby names its pages (`index.html`, `404.html`) is still treated as a page: it cannot hide one from the checks.
 */
export function builtPages(publicDir: string): string[] {
  const copied = staticFiles(path.join(publicDir, "..", "static"))
  const pages = (dir: string, top: boolean): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return top && NOT_PAGES.has(entry.name) ? [] : pages(full, false)
      const relative = path.relative(publicDir, full).split(path.sep).join("/")
      const asIs = copied.has(relative) && !PAGE_NAMES.has(entry.name)
      return entry.name.endsWith(".html") && !asIs ? [full] : []
    })
  return pages(publicDir, true)
}

/** The files of `staticDir` (Gatsby's folder of files served as they are), as paths relative to it, `/`-separated. */
export function staticFiles(staticDir: string): Set<string> {
  if (!fs.existsSync(staticDir)) return new Set()
  return new Set(
    fs
      .readdirSync(staticDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(staticDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
  )
}
