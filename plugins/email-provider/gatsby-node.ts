/**
 * The e-mail provider's settings (local plugin): a production build without them stops, since a published form
 * that cannot send would lose enquiries silently; `npm start` without them runs the local outbox instead, an
 * EmailJS-compatible send endpoint on the dev server that saves each enquiry in `.outbox/` (local-outbox.ts).
 * Option: `outboxDir`, the absolute path of the outbox folder.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { GatsbyNode } from "gatsby"
import { buildSettingsProblem, missingEmailSettings } from "./email-settings"
import { createOutboxHandler } from "./local-outbox"
import { SEND_PATH } from "./provider-protocol"

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({ outboxDir: Joi.string().required().description("Absolute path of the local outbox folder") })

/** Decided once, before the settings are filled in for the outbox: whether this `npm start` uses it. */
let localOutbox = false

/**
 * Before anything is compiled: stops a build with settings missing (naming them), or points `npm start` without
 * settings at the local outbox on the page's own origin (the forms read these `GATSBY_*` variables when the
 * bundle is compiled, after this runs).
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
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

/** Mounts the local outbox's send endpoint on the dev server when it is in use. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }, options) => {
  if (!localOutbox) return
  const handler = createOutboxHandler((options as unknown as { outboxDir: string }).outboxDir)
  app.post(SEND_PATH, (request: IncomingMessage, response: ServerResponse) => void handler(request, response))
}
