import fs from "node:fs"
import path from "node:path"
import { ADMIN_PATH } from "../cms/admin-policy"

/** Folders of `public/` that hold no page of the site: Gatsby's HTML fragments, and the CMS (plugins/cms), which
 * has its own policy and must never get the page's. */
const NOT_PAGES = new Set(["_gatsby", ADMIN_PATH.replace(/\//g, "")])

/**
 * Every page of a built site: the `.html` files below `publicDir`, e.g. `public/index.html`, `public/404.html`,
 * `public/404/index.html`. Gatsby's own `_gatsby/` folder holds HTML fragments it stitches into the pages, not
 * pages, so it is skipped, as is the CMS in `admin/`.
 */
export function builtPages(publicDir: string, top = true): string[] {
  return fs.readdirSync(publicDir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(publicDir, entry.name)
    if (entry.isDirectory()) return top && NOT_PAGES.has(entry.name) ? [] : builtPages(full, false)
    return entry.name.endsWith(".html") ? [full] : []
  })
}
