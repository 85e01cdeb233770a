/**
 * The e-mail provider's settings (gatsby-node.ts runs this step first): a production build without them stops, since
 * a published form that cannot send would lose enquiries silently; `npm start` without them points the forms at the
 * dev server's local outbox instead (node/dev-server/outbox), which saves each enquiry in `.outbox/`.
 */
import type { Reporter } from "gatsby"
import { buildSettingsProblem, missingEmailSettings } from "./email-settings"

/** The public key the forms are compiled with when they send to the local outbox; the dev server mounts it on seeing it. */
export const LOCAL_OUTBOX_KEY = "local-outbox"

/** Whether this run of the dev server sends to the local outbox (decided by {@link checkEmailSettings}). */
export const usesLocalOutbox = (env: NodeJS.ProcessEnv = process.env) =>
  env.GATSBY_EMAILJS_PUBLIC_KEY === LOCAL_OUTBOX_KEY

/**
 * Before anything is compiled: stops a build with settings missing (naming them), or points `npm start` without
 * settings at the local outbox on the page's own origin (the forms read these `GATSBY_*` variables when the
 * bundle is compiled, after this runs).
 */
export function checkEmailSettings(reporter: Reporter): void {
  const problem = buildSettingsProblem(process.env)
  if (process.env.gatsby_executing_command === "build" && problem) reporter.panic(problem)
  if (process.env.gatsby_executing_command !== "develop" || missingEmailSettings(process.env).length === 0) return
  process.env.GATSBY_EMAILJS_PUBLIC_KEY = LOCAL_OUTBOX_KEY
  process.env.GATSBY_EMAILJS_SERVICE_ID = LOCAL_OUTBOX_KEY
  process.env.GATSBY_EMAILJS_TEMPLATE_ID = LOCAL_OUTBOX_KEY
  process.env.GATSBY_EMAILJS_ORIGIN = "self" // the page's own origin, i.e. the dev server
  process.env.GATSBY_EMAILJS_BLOCK_HEADLESS = "false"
  reporter.info("Local outbox: no GATSBY_EMAILJS_* settings, so quotes are saved in .outbox/ (see README).")
}
