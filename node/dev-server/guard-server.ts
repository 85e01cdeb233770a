/**
 * The dev server's guard (node/dev-server/guard.ts) in front of `gatsby develop` (`npm start`, `npm run cms`): every route
 * of its express app, Gatsby's own included, and its socket.io server. Installed by the root gatsby-node.ts.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { websocketManager } from "gatsby/dist/utils/websocket-manager"
import { localRefusal, localRequestOf, NO_SNIFF, refuse } from "./guard"

/** What of the dev server's express app the guard wraps: its request handler. */
interface HandlingApp {
  handle: (request: IncomingMessage, response: ServerResponse, next?: unknown) => void
}

/**
 * Puts the guard in front of every route of `gatsby develop` (`npm start`, `npm run cms`), Gatsby's own included,
 * marks every answer `nosniff`, and takes out the `Access-Control-Allow-*` headers its `cors()` adds to every answer
 * (the site's pages are same-origin and need none). Express's app calls `app.handle` for each request, so wrapping it runs the guard first, whatever the
 * order the middlewares were added in (Gatsby adds `cors()` before any plugin can add its own).
 */
export function guardDevServer(expressApp: object): void {
  // Express's own field, left out of its types (express 4, application.js `app.handle`).
  const app = expressApp as HandlingApp
  const handle = app.handle.bind(app)
  app.handle = (request, response, next) => {
    const why = localRefusal(localRequestOf(request))
    if (why) return refuse(response, `the dev server ${why}`)
    response.setHeader(...NO_SNIFF)
    const setHeader = response.setHeader.bind(response)
    response.setHeader = (name, value) => (/^access-control-allow-/i.test(name) ? response : setHeader(name, value))
    handle(request, response, next)
  }
}

/**
 * Puts the guard in front of the socket.io server `gatsby develop` pushes page data and errors to its open pages with
 * (Gatsby makes it with `cors: { origin: true }`, open to every origin): each new connection's handshake is judged as
 * a request is. Call before the dev server starts listening (from `onCreateDevServer`): Gatsby makes that server later.
 */
export function guardDevSockets(): void {
  const init = websocketManager.init.bind(websocketManager)
  websocketManager.init = (options) => {
    const io = init(options)
    // Gatsby's `cors: { origin: true }` is engine.io's only middleware: without it no answer names another origin. Its
    // list is engine.io's own field, absent from its types (engine.io 6, server.js `this.middlewares`).
    ;(io.engine as unknown as { middlewares: unknown[] }).middlewares = []
    io.engine.opts.allowRequest = (request, answer) => {
      const why = localRefusal(localRequestOf(request))
      answer(why ? `Refused: the dev server ${why}` : null, !why)
    }
    return io
  }
}
