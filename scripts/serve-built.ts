/**
 * Serves the built site in `public/` as a CDN would: gzip, the response headers of `public/_headers`
 * (when the build wrote one), and `404.html` for unknown paths. Used by `npm run serve`, the Playwright
 * suite and `npm run bench`.
 *
 * Usage: `tsx scripts/serve-built.ts [port]` (default 9000, or env SITE_PORT).
 */
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import compression from "compression"
import sirv from "sirv"
import { headersFor, parseHeadersFile } from "./headers-file"

const root = path.resolve(__dirname, "..", "public")
const port = Number(process.argv[2] ?? process.env.SITE_PORT ?? 9000)
const headersPath = path.join(root, "_headers")
const rules = fs.existsSync(headersPath) ? parseHeadersFile(fs.readFileSync(headersPath, "utf8")) : []
const notFound = path.join(root, "404.html")

if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error("public/index.html is missing: run `npm run build` first.")
  process.exit(1)
}

const compress = compression()
const files = sirv(root, { dev: false, etag: true, extensions: ["html"] })

const server = http.createServer((request, response) => {
  const pathname = new URL(request.url ?? "/", "http://localhost").pathname
  for (const [name, value] of headersFor(rules, pathname)) response.setHeader(name, value)
  // compression is written for Express; its request/response are Node's own with extra optional fields.
  type Req = Parameters<typeof compress>[0]
  type Res = Parameters<typeof compress>[1]
  compress(request as Req, response as Res, () => {
    files(request, response, () => {
      response.statusCode = 404
      response.setHeader("Content-Type", "text/html; charset=utf-8")
      fs.createReadStream(notFound).pipe(response)
    })
  })
})

server.listen(port, "127.0.0.1", () => {
  console.log(`Serving public/ on http://127.0.0.1:${port}/ (gzip${rules.length ? ", headers from _headers" : ""})`)
})
