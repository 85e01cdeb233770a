import fs from "node:fs"
import path from "node:path"

/**
 * Every page of a built site: the `.html` files below `publicDir`, e.g. `public/index.html`, `public/404.html`,
 * `public/404/index.html`. Gatsby's own `_gatsby/` folder holds HTML fragments it stitches into the pages, not
 * pages, so it is skipped.
 */
export function builtPages(publicDir: string): string[] {
  return fs.readdirSync(publicDir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(publicDir, entry.name)
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : builtPages(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}
