/** @jest-environment node */
/**
 * `static/`, Gatsby's folder of files served as they are at the site's root (docs/publishing.md): the favicon made
 * from the site's icon, and room for the files an owner is asked to upload, such as a search engine's
 * site-verification file, which the build copies byte for byte and never treats as a page of the site.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { sharpsFromIco } from "sharp-ico"
import { builtPages, staticFiles } from "../../node/build-steps/after-build/built-pages"
import { securePages } from "../../node/build-steps/after-build/security-headers"
import { FAVICON, FAVICON_SIZES, ICON } from "../../node/scripts/make-favicon"

/** The RGBA pixels of `image` at `size` × `size`. */
const pixels = (image: sharp.Sharp, size: number) =>
  image.resize(size, size).ensureAlpha().raw().toBuffer({ resolveWithObject: false })

describe("static/favicon.ico", () => {
  it("is the site's icon (src/images/icon.png) at 16, 32 and 48 px: run npm run make:favicon after replacing it", async () => {
    const icons = sharpsFromIco(FAVICON) as sharp.Sharp[]
    const sizes = await Promise.all(icons.map(async (icon) => (await icon.metadata()).width))
    expect(sizes).toEqual(FAVICON_SIZES)
    for (const [index, size] of FAVICON_SIZES.entries()) {
      const [favicon, icon] = await Promise.all([pixels(icons[index], size), pixels(sharp(ICON), size)])
      const difference = favicon.reduce((sum, value, at) => sum + Math.abs(value - icon[at]), 0) / favicon.length
      expect({ size, difference: difference < 4 }).toEqual({ size, difference: true })
    }
  })
})

describe("a file an owner puts in static/", () => {
  it("is served as it is: never treated as a page, never given a policy or a script", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-files-"))
    const verification = "google-site-verification: google0123456789abcdef.html"
    for (const root of ["static", "public"]) {
      fs.mkdirSync(path.join(dir, root, "nested"), { recursive: true })
      fs.writeFileSync(path.join(dir, root, "google0123456789abcdef.html"), verification)
      fs.writeFileSync(path.join(dir, root, "nested", "BingSiteAuth.html"), "<users>1</users>")
    }
    fs.writeFileSync(
      path.join(dir, "public", "index.html"),
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body></body></html>',
    )
    const publicDir = path.join(dir, "public")
    expect(staticFiles(path.join(dir, "static"))).toEqual(
      new Set(["google0123456789abcdef.html", "nested/BingSiteAuth.html"]),
    )
    expect(builtPages(publicDir).map((file) => path.relative(publicDir, file))).toEqual(["index.html"])
    // A file in static/ named as a page is not taken for a verification file: it is checked as a page.
    fs.writeFileSync(path.join(dir, "static", "index.html"), "x")
    expect(builtPages(publicDir).map((file) => path.relative(publicDir, file))).toEqual(["index.html"])
    expect(securePages(publicDir, "")).toEqual([])
    expect(fs.readFileSync(path.join(publicDir, "google0123456789abcdef.html"), "utf8")).toBe(verification)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
