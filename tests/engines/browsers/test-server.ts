/**
 * The servers of the engines suite: the built site in `public/` served by node/scripts/serve-built.ts's handler (gzip,
 * the build's headers), and the provider stand-in (tests/e2e/support/provider-stand-in.ts), as for the Playwright suite.
 *
 * Three things the engines cannot do alike are done here instead, the same way for all three:
 * - The page gets one extra same-origin script, `/__engines/watch.js`, right after its Content-Security-Policy
 *   `<meta>` (so the policy, unchanged, governs it: `script-src 'self'`). It says `navigator.webdriver` is false,
 *   as a visitor's browser does (the provider library refuses automated browsers), and records errors: uncaught
 *   errors, rejected promises, `console.error` (React's hydration warnings), CSP violations and failed loads.
 *   Playwright does the first with an init script; classic WebDriver (WebKit) has no init scripts and no console.
 * - With {@link CLOCK_PARAM} in the page's address (`/?engines-clock=2026-09-01T07:00:00Z`), the same script sets the
 *   page's clock (`Date`) to that instant, from which it runs on: a behaviour on a date of its choosing, as
 *   Playwright's `page.clock` does.
 * - A held server ({@link startHeldSite}) keeps every `.js` response back until the test releases it, so a test
 *   sees the page before its scripts run. Each one listens on a new port: a new origin, whose scripts no cache holds.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { headersFor, parseHeadersFile } from "../../../node/build-steps/after-build/headers-file"
import { siteHandler } from "../../../node/scripts/serve-built"
import { STAND_IN_ORIGIN, STAND_IN_PORT } from "../../e2e/support/settings"

const ROOT = path.join(__dirname, "..", "..", "..", "public")
const WATCH_PATH = "/__engines/watch.js"
/** The query parameter that sets the page's clock: an instant `Date.parse` reads, e.g. `2026-09-01T07:00:00Z`. */
export const CLOCK_PARAM = "engines-clock"

/**
 * An address of the site that never answers: the test hook `ENGINES_HANG=<words of a behaviour's title>` sends that
 * behaviour's first navigation there, so it hangs as a navigation may on a slow moment (engines.node-test.ts).
 */
export const HANG_PATH = "/__engines-hang/"

/** What `/__engines/watch.js` runs in the page; the suite reads `window.__engineProblems`. */
const WATCH_SCRIPT = `;(() => {
Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true })
const clock = new URLSearchParams(location.search).get("${CLOCK_PARAM}")
if (clock) {
  const RealDate = Date
  const shift = RealDate.parse(clock) - RealDate.now()
  const now = () => RealDate.now() + shift
  // A function, not a class: called without new, Date() gives the time as a string, as it does unset.
  function PinnedDate(...args) {
    if (!new.target) return new RealDate(now()).toString()
    return args.length > 0 ? new RealDate(...args) : new RealDate(now())
  }
  PinnedDate.prototype = RealDate.prototype
  PinnedDate.now = now
  PinnedDate.parse = RealDate.parse
  PinnedDate.UTC = RealDate.UTC
  window.Date = PinnedDate
}
const problems = (window.__engineProblems = [])
addEventListener("error", (event) => {
  const target = event.target
  problems.push(target && target !== window ? "failed to load " + (target.currentSrc || target.src || target.href) : String(event.message))
}, true)
addEventListener("unhandledrejection", (event) => problems.push("unhandled rejection: " + String(event.reason)))
document.addEventListener("securitypolicyviolation", (event) =>
  problems.push("CSP refused " + event.blockedURI + " (" + event.violatedDirective + ")"))
const error = console.error
console.error = function (...args) { problems.push(args.map(String).join(" ")); return error.apply(this, args) }
const warn = console.warn
console.warn = function (...args) {
  const text = args.map(String).join(" ")
  if (/hydrat|did not match/i.test(text)) problems.push(text)
  return warn.apply(this, args)
}
})()
`

/** The request handler: the built site, with the watcher added to its HTML pages. */
function handler(): http.RequestListener {
  const site = siteHandler(ROOT)
  const rules = parseHeadersFile(fs.readFileSync(path.join(ROOT, "_headers"), "utf8"))
  return (request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname
    for (const [name, value] of headersFor(rules, pathname)) response.setHeader(name, value)
    if (pathname === HANG_PATH) return // never answered; stop() drops the connection
    if (pathname === WATCH_PATH) {
      response.setHeader("Content-Type", "text/javascript; charset=utf-8")
      return void response.end(WATCH_SCRIPT)
    }
    if (pathname !== "/" && pathname !== "/index.html") return site(request, response)
    const html = fs.readFileSync(path.join(ROOT, "index.html"), "utf8")
    const meta = /<meta http-equiv="Content-Security-Policy"[^>]*>/.exec(html)
    if (!meta) throw new Error("public/index.html has no Content-Security-Policy <meta>")
    const at = meta.index + meta[0].length
    response.setHeader("Content-Type", "text/html; charset=utf-8")
    response.end(`${html.slice(0, at)}<script src="${WATCH_PATH}"></script>${html.slice(at)}`)
  }
}

function listen(listener: http.RequestListener, port: number): Promise<http.Server> {
  const server = http.createServer(listener)
  return new Promise((resolve, reject) => {
    server.on("error", reject)
    server.listen(port, "127.0.0.1", () => resolve(server))
  })
}

/** Closes `server`, dropping its kept-alive connections. */
export function stop(server: http.Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

/** Serves the site on 127.0.0.1:`port`. @throws when nothing is built or the port is taken. */
export const startSite = (port: number) => listen(handler(), port)

/** A site server that holds back its `.js` responses (all but the watcher's) until `release()`. */
export interface HeldSite {
  origin: string
  release(): void
  stop(): Promise<void>
}

/** Starts a {@link HeldSite} on a port the system picks. */
export async function startHeldSite(): Promise<HeldSite> {
  const site = handler()
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const server = await listen((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname
    if (pathname.endsWith(".js") && pathname !== WATCH_PATH) void gate.then(() => site(request, response))
    else site(request, response)
  }, 0)
  const { port } = server.address() as { port: number }
  return { origin: `http://127.0.0.1:${port}`, release, stop: () => stop(server) }
}

/** Starts the provider stand-in as a child process; resolves once it listens on STAND_IN_PORT. */
export function startStandIn(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/provider-stand-in.ts"], {
    cwd: path.join(__dirname, "..", "..", ".."),
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, STAND_IN_PORT: String(STAND_IN_PORT) },
  })
  return new Promise((resolve, reject) => {
    child.on("exit", (code) =>
      reject(new Error(`The provider stand-in exited (${code}); is ${STAND_IN_ORIGIN} taken?`)),
    )
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve(child)
    })
  })
}
