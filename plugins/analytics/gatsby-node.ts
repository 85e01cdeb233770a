/**
 * Opt-in counting (local plugin; README, "Counting visits"). Before anything is compiled it checks the
 * `GATSBY_ANALYTICS_*` settings (a wrong one stops the build, naming it) and, when counting is off, defines
 * GATSBY_ANALYTICS_DOMAIN as `""`: Gatsby then inlines that constant, and webpack leaves the tracker and every
 * counting call out of the page's JavaScript, so a build without the setting ships what it shipped before.
 * After the build, with the proxy on, it writes the `_redirects` rule that forwards the events (proxy-rules.ts).
 * Option: `publicDir`, the absolute path of the built site.
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { analyticsSettings } from "../../src/config"
import { proxyRules } from "./proxy-rules"

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({ publicDir: Joi.string().required().description("Absolute path of public/, the built site") })

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    if (!analyticsSettings()) process.env.GATSBY_ANALYTICS_DOMAIN = ""
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, options) => {
  const { publicDir } = options as unknown as { publicDir: string }
  const settings = analyticsSettings()
  const rules = settings ? proxyRules(settings) : ""
  if (!rules) return
  // After any rules of the owner's own (static/_redirects, copied there by the build), never instead of them.
  fs.appendFileSync(path.join(publicDir, "_redirects"), rules)
  reporter.info(`Added to _redirects: events to ${settings?.host} through this site's own origin`)
}
