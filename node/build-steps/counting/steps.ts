/**
 * Opt-in counting (docs/architecture.md, "Counting visits"; gatsby-node.ts runs these steps). Before anything is compiled it checks the
 * `GATSBY_COUNTING_*` settings (a wrong one stops the build, naming it) and, when counting is off, defines
 * GATSBY_COUNTING_DOMAIN as `""`: Gatsby then inlines that constant, and webpack leaves the tracker and every
 * counting call out of the page's JavaScript, so a build without the setting ships what it shipped before.
 * After the build, with the proxy on, it writes the `_redirects` rule that forwards the events (proxy-rules.ts).
 */
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { countingSettings } from "../../../src/shared/settings"
import { proxyRules } from "./proxy-rules"

/**
 * The settings of counting's old name (`GATSBY_ANALYTICS_*`, until 2026-11-25) that `env` still sets, each as the
 * sentence naming its new name: a build given only those would count nothing, silently.
 */
export function renamedCountingSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith("GATSBY_ANALYTICS_") && env[name])
    .map((name) => `${name} is now called ${name.replace("ANALYTICS", "COUNTING")}: rename the setting`)
}

/**
 * Checks the counting settings (a wrong one, or one under its old name, stops the build), and leaves counting out of
 * the page when it is off.
 */
export function checkCountingSettings(reporter: Reporter): void {
  const renamed = renamedCountingSettings()
  if (renamed.length > 0) reporter.panic(renamed.join("\n"))
  try {
    if (!countingSettings()) process.env.GATSBY_COUNTING_DOMAIN = ""
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

/** With the proxy on, adds the rule that forwards the events to `publicDir/_redirects`. */
export function writeCountingRedirects(publicDir: string, reporter: Reporter): void {
  const settings = countingSettings()
  const rules = settings ? proxyRules(settings) : ""
  if (!rules) return
  // After any rules of the owner's own (static/_redirects, copied there by the build), never instead of them.
  fs.appendFileSync(path.join(publicDir, "_redirects"), rules)
  reporter.info(`Added to _redirects: events to ${settings?.host} through this site's own origin`)
}
