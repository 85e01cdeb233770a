/**
 * The reply page under `npm start` (gatsby-node.ts mounts it): the same HTML the build writes
 * (node/build-steps/after-build/owner-pages.ts), from the data as it is at each request (an edit of data/ shows on a
 * reload; one of its script or styles, on a restart), with the same policy: no connection. Behind the dev server's
 * guard, as every route is (guard-server.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { REPLY_PATH } from "../../src/shared/reply-page"
import { cspHash } from "../build-steps/after-build/inline-scripts"
import { replyFacts, replyPageHtml } from "../build-steps/after-build/owner-pages"
import { contentSecurityPolicy } from "../build-steps/after-build/security-headers"
import { replyScript, replyStyle } from "../build-steps/page-bundle/head-script"

/** Mounts `GET /reply/` on the dev server's express `app`, from `dataDir`. */
export function serveReplyPage(
  app: { get: (path: string, handle: (request: IncomingMessage, response: ServerResponse) => void) => unknown },
  dataDir: string,
): void {
  app.get(REPLY_PATH, (_request, response) => {
    try {
      const html = replyPageHtml(replyFacts(dataDir))
      const hashes = { scripts: [cspHash(replyScript())], styles: [cspHash(replyStyle())] }
      response.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": contentSecurityPolicy(hashes, null),
      })
      response.end(html)
    } catch (error) {
      response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
      response.end(`The reply page could not be made: ${(error as Error).message}`)
    }
  })
}
