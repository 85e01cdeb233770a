/**
 * Sends the page's counted events to Plausible (Plausible's own `@plausible-analytics/tracker`, bundled, so its code
 * comes from the site's own origin). Loaded by gatsby-browser.ts when the browser is idle after the first paint, in
 * builds with counting on only.
 *
 * The tracker sets no cookie and writes no storage (it only reads `localStorage.plausible_ignore`, Plausible's way
 * for the owner to leave out their own visits). Each event's page address is reduced to origin and path, so nothing
 * in a query string or fragment leaves the page; its other values come from count.ts, none of them typed.
 */
import { init, track } from "@plausible-analytics/tracker"
import { countingSettings, type CountingSettings } from "../shared/settings"
import { countQueue, OPT_OUT_KEY, type CountEvent } from "./count"

/** Whether `endpoint` (a URL or a path on this page's origin) is on this machine: a local collector, as in tests. */
function onThisMachine(endpoint: string): boolean {
  const host = new URL(endpoint, window.location.href).hostname
  return host === "localhost" || host === "[::1]" || /^127(\.\d+){3}$/.test(host)
}

/**
 * Whether the visitor objects to being counted: the footer's "Don't count my visits" was pressed on this device
 * (`localStorage.plausible_ignore`), or the browser asks not to be followed: Global Privacy Control
 * (`navigator.globalPrivacyControl`) or Do Not Track (`navigator.doNotTrack === "1"`). The page's notice names these as the way to object
 * (data/contact.json `countingNote`; the UK's statistical-purposes exception asks for a simple means to object).
 */
export function visitorObjects(browser: Navigator = navigator, storage: () => Storage = () => localStorage): boolean {
  const signals = browser as Navigator & { globalPrivacyControl?: boolean }
  if (signals.globalPrivacyControl === true || signals.doNotTrack === "1") return true
  try {
    return storage().getItem(OPT_OUT_KEY) === "true" // the footer's "Don't count my visits", or the owner's own switch
  } catch {
    return false
  }
}

/** `address` without its query and fragment. */
export function pageAddress(address: string): string {
  const url = new URL(address)
  return `${url.origin}${url.pathname}`
}

/**
 * Starts counting: the page view, then every event queued so far (count.ts) and every one pushed later.
 * Nothing at all when the visitor's browser objects ({@link visitorObjects}): the queue then only fills, in memory.
 * Call once per page. A local collector (an endpoint on this machine) is counted from a local page; Plausible's own
 * rule otherwise leaves out pages served from localhost.
 * @param settings this build's settings by default; nothing is counted without any.
 */
export function startCounting(settings: CountingSettings | null = countingSettings()): void {
  if (!settings || visitorObjects()) return
  const { domain, endpoint } = settings
  init({
    domain,
    endpoint,
    captureOnLocalhost: onThisMachine(endpoint),
    logging: false,
    bindToWindow: false,
    transformRequest: (payload) => ({ ...payload, u: pageAddress(payload.u) }),
  })
  const send = (event: CountEvent) => track(event.name, "props" in event ? { props: event.props } : {})
  const queue = countQueue()
  queue.splice(0).forEach(send)
  queue.push = (...events: CountEvent[]) => {
    events.forEach(send)
    return queue.length
  }
}
