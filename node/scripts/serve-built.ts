/**
 * Serves the built site in `public/` as a CDN would: gzip, the response headers of `public/_headers`
 * (when the build wrote one), and `404.html` for unknown paths. Used by `npm run serve`, the Playwright
 * suite, the engines suite (tests/engines/) and `npm run bench`.
 *
 * Usage: `tsx node/scripts/serve-built.ts [port] [folder]` (default 9000 or env SITE_PORT, and public/).
 */
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import compression from "compression"
import sirv from "sirv"
import { headersFor, parseHeadersFile } from "../build-steps/after-build/headers-file"

/**
 * The request handler of the static server for the built site in `root` (see the file comment), for
 * {@link startServer} and for test servers that wrap it (tests/engines/browsers/test-server.ts).
 * @throws when `root/index.html` is missing (nothing built yet).
 */
export function siteHandler(root: string): http.RequestListener {
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error(`${path.join(root, "index.html")} is missing: run \`npm run build\` first.`)
  }
  const headersPath = path.join(root, "_headers")
  const rules = fs.existsSync(headersPath) ? parseHeadersFile(fs.readFileSync(headersPath, "utf8")) : []
  const notFound = path.join(root, "404.html")
  const compress = compression()
  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: ["html"],
    // sirv's type list (mrmime) has no .ico; hosts send the IANA type for static/favicon.ico.
    setHeaders: (response, pathname) => {
      if (pathname.endsWith(".ico")) response.setHeader("Content-Type", "image/vnd.microsoft.icon")
    },
  })
  // compression is written for Express; its request/response are Node's own with extra optional fields.
  type Req = Parameters<typeof compress>[0]
  type Res = Parameters<typeof compress>[1]

  return (request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname
    for (const [name, value] of headersFor(rules, pathname)) response.setHeader(name, value)
    compress(request as Req, response as Res, () => {
      files(request, response, () => {
        response.statusCode = 404
        response.setHeader("Content-Type", "text/html; charset=utf-8")
        fs.createReadStream(notFound).pipe(response)
      })
    })
  }
}

/**
 * Starts a static server for the built site in `root` on 127.0.0.1:`port`.
 * @returns the listening server; `close()` it when done.
 * @throws when `root/index.html` is missing (nothing built yet).
 */
export function startServer(root: string, port: number): Promise<http.Server> {
  const server = http.createServer(siteHandler(root))
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)))
}

if (require.main === module) {
  const root = path.resolve(process.argv[3] ?? path.join(__dirname, "..", "..", "public"))
  const port = Number(process.argv[2] ?? process.env.SITE_PORT ?? 9000)
  startServer(root, port).then(
    () => console.log(`Serving ${root} on http://127.0.0.1:${port}/ (gzip, headers from _headers when present)`),
    (error: Error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
