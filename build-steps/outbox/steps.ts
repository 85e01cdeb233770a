/**
 * The e-mail provider's settings and the local outbox (gatsby-node.ts runs these steps): a production build without
 * the settings stops, since a published form that cannot send would lose enquiries silently; `npm start` without them
 * runs the local outbox instead, an EmailJS-compatible send endpoint on the dev server that saves each enquiry in
 * `.outbox/` (local-outbox.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Reporter } from "gatsby"
import { buildSettingsProblem, missingEmailSettings } from "./email-settings"
import { createOutboxHandler } from "./local-outbox"
import { SEND_PATH } from "./provider-protocol"

/** Decided once, before the settings are filled in for the outbox: whether this `npm start` uses it. */
let localOutbox = false

/**
 * Before anything is compiled: stops a build with settings missing (naming them), or points `npm start` without
 * settings at the local outbox on the page's own origin (the forms read these `GATSBY_*` variables when the
 * bundle is compiled, after this runs).
 */
export function checkEmailSettings(reporter: Reporter): void {
  const problem = buildSettingsProblem(process.env)
  if (process.env.gatsby_executing_command === "build" && problem) reporter.panic(problem)
  localOutbox = process.env.gatsby_executing_command === "develop" && missingEmailSettings(process.env).length > 0
  if (!localOutbox) return
  process.env.GATSBY_EMAILJS_PUBLIC_KEY = "local-outbox"
  process.env.GATSBY_EMAILJS_SERVICE_ID = "local-outbox"
  process.env.GATSBY_EMAILJS_TEMPLATE_ID = "local-outbox"
  process.env.GATSBY_EMAILJS_ORIGIN = "self" // the page's own origin, i.e. the dev server
  process.env.GATSBY_EMAILJS_BLOCK_HEADLESS = "false"
  reporter.info("Local outbox: no GATSBY_EMAILJS_* settings, so quotes are saved in .outbox/ (see README).")
}

/** Mounts the local outbox's send endpoint on the dev server's express `app` when it is in use, saving into `outboxDir`. */
export function serveOutbox(
  app: { post: (path: string, handle: (request: IncomingMessage, response: ServerResponse) => void) => unknown },
  outboxDir: string,
): void {
  if (!localOutbox) return
  const handler = createOutboxHandler(outboxDir)
  app.post(SEND_PATH, (request: IncomingMessage, response: ServerResponse) => void handler(request, response))
}
