import type { GatsbyNode } from "gatsby"
import { guardDevServer, guardDevSockets } from "./plugins/dev-server-guard"

/**
 * `npm start` and `npm run cms` answer only the pages they serve themselves (plugins/local-guard.ts): the guard goes in
 * front of every route of the dev server and of its socket.io server.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  guardDevServer(app)
  guardDevSockets()
}
