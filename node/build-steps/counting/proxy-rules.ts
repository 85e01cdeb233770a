/**
 * The `_redirects` file that lets the page send its counted events to its own origin (`/api/event`) while the host
 * forwards them to Plausible: Netlify reads a rule with status 200 to an absolute URL as a proxy ("rewrite") and
 * passes the visitor's address on in `X-Forwarded-For`, which Plausible needs to tell visitors apart (Plausible,
 * "Proxying Plausible through Netlify"). Cloudflare Pages reads `_redirects` too but proxies only to its own paths:
 * there a Worker does it (docs/publishing.md). GitHub Pages reads neither; there the page sends to Plausible's
 * origin, named exactly in the Content-Security-Policy.
 */
import { COUNTING_EVENT_PATH, type CountingSettings } from "../../../src/shared/settings"

/**
 * The `_redirects` text for `settings`, or `""` when the page sends straight to the Plausible instance (no proxy).
 * @param settings the build's counting settings (src/shared/settings.ts).
 */
export function proxyRules(settings: CountingSettings): string {
  if (settings.endpoint !== COUNTING_EVENT_PATH) return ""
  return [
    "# Written by the build (node/build-steps/counting); do not edit by hand.",
    "# Counted events go to this site's own origin and on to the Plausible instance.",
    `${COUNTING_EVENT_PATH}  ${settings.host}${COUNTING_EVENT_PATH}  200`,
    "",
  ].join("\n")
}
