/**
 * `npm run make:favicon`: writes `static/favicon.ico` from the site's icon (`src/images/icon.png`, which
 * gatsby-plugin-manifest also makes the page's icons from), at 16, 32 and 48 px, for the browsers, feed readers and
 * tools that ask for `/favicon.ico` at the site's root whatever the page says. Run it after replacing the icon;
 * tests/repository/static-files.test.ts fails while the two differ.
 */
import path from "node:path"
import sharp from "sharp"
import { sharpsToIco } from "sharp-ico"

/** The icon, and the favicon made from it. */
export const ICON = path.resolve(__dirname, "..", "..", "src", "images", "icon.png")
export const FAVICON = path.resolve(__dirname, "..", "..", "static", "favicon.ico")
/** The sizes in the favicon, in px: the tab (16), the taskbar and bookmarks (32), Windows' desktop (48). */
export const FAVICON_SIZES = [16, 32, 48]

if (require.main === module) {
  sharpsToIco([sharp(ICON)], FAVICON, { sizes: FAVICON_SIZES, resizeOptions: {} }).then(
    (info) => console.log(`Wrote ${path.relative(process.cwd(), FAVICON)} (${info.size} bytes)`),
    (error: Error) => {
      console.error(`The favicon was not written: ${error.message}`)
      process.exit(1)
    },
  )
}
