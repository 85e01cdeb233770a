/**
 * The local outbox on `npm start` (gatsby-node.ts mounts it): an EmailJS-compatible send endpoint on the dev server
 * that saves each enquiry in `.outbox/` (local-outbox.ts), in use when the build's first step found no e-mail settings
 * (node/build-steps/email/steps.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { usesLocalOutbox } from "../../build-steps/email/steps"
import { createOutboxHandler } from "./local-outbox"
import { SEND_PATH } from "./provider-protocol"

/** Mounts the local outbox's send endpoint on the dev server's express `app` when it is in use, saving into `outboxDir`. */
export function serveOutbox(
  app: { post: (path: string, handle: (request: IncomingMessage, response: ServerResponse) => void) => unknown },
  outboxDir: string,
): void {
  if (!usesLocalOutbox()) return
  const handler = createOutboxHandler(outboxDir)
  app.post(SEND_PATH, (request: IncomingMessage, response: ServerResponse) => void handler(request, response))
}
