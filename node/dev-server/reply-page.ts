/**
 * The reply page under `npm start` (gatsby-node.ts mounts it): the same HTML the build writes
 * (node/build-steps/after-build/owner-pages.ts), rendered afresh from the data at each request, so an edit shows on a
 * reload. Behind the dev server's guard, as every route is (guard-server.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { REPLY_PATH } from "../../src/shared/reply-page"
import { replyFacts, replyPageHtml } from "../build-steps/after-build/owner-pages"

/** Mounts `GET /reply/` on the dev server's express `app`, from `dataDir`. */
export function serveReplyPage(
  app: { get: (path: string, handle: (request: IncomingMessage, response: ServerResponse) => void) => unknown },
  dataDir: string,
): void {
  app.get(REPLY_PATH, (_request, response) => {
    try {
      const html = replyPageHtml(replyFacts(dataDir))
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
      response.end(html)
    } catch (error) {
      response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
      response.end(`The reply page could not be made: ${(error as Error).message}`)
    }
  })
}
