/**
 * `npm run cms`: the CMS on this machine, with no account. Runs the CMS's local proxy (build-steps/cms/local-proxy.ts:
 * decap-server's file-system back end behind the project's guard, so it reads and writes only `data/` and answers
 * only the CMS page on localhost) and starts the site (`gatsby develop`), whose /admin/ talks to that proxy
 * (build-steps/cms/steps.ts). An edit saved in http://localhost:8000/admin/ is written to data/ at once and shows on
 * http://localhost:8000 a moment later; nothing is published until it is committed and pushed.
 * Environment: `CMS_SITE_PORT` (default 8000) and `CMS_PROXY_PORT` (default 8081); the folder is the current one.
 * Stops the site when the proxy stops and the proxy when the site stops, or both on Ctrl+C.
 *
 * The proxy answers the CMS page of the site's origin only (http://localhost:<site port>). So that origin must be this
 * site's: when either port is taken, this stops at once and says so, rather than let `gatsby develop` move the site to
 * another port while whatever answers on the old one would be trusted with data/.
 */
import { spawn } from "node:child_process"
import type { Server } from "node:http"
import { localProxy } from "../build-steps/cms/local-proxy"
import { portTaken } from "../build-steps/local-tools/ports"

const sitePort = process.env.CMS_SITE_PORT || "8000"
const proxyPort = process.env.CMS_PROXY_PORT || "8081"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CMS_PROXY_PORT: proxyPort }

async function main() {
  for (const [name, port, variable] of [
    ["the site", sitePort, "CMS_SITE_PORT"],
    ["the CMS's proxy", proxyPort, "CMS_PROXY_PORT"],
  ] as const) {
    if (await portTaken(Number(port))) {
      console.error(
        `CMS: port ${port}, for ${name}, is already in use on this machine. Stop what uses it (another npm start or npm run cms?), or choose another port with ${variable}.`,
      )
      process.exit(1)
    }
  }
  start()
}

function start() {
  let proxy: Server | undefined
  const site = spawn(
    process.execPath,
    [require.resolve("gatsby/cli"), "develop", "--port", sitePort, "--host", "localhost"],
    // No input: were the port taken after the check above, Gatsby's "another port instead?" finds no answer and stops.
    { stdio: ["ignore", "inherit", "inherit"], env },
  )

  let stopping = false
  /** Stops the site and the proxy if still running, then exits with `code`. */
  function stop(code: number) {
    if (stopping) return
    stopping = true
    process.exitCode = code
    if (site.exitCode === null) site.kill("SIGTERM")
    proxy?.close()
    setTimeout(() => process.exit(code), 500).unref()
  }
  site.on("exit", (code) => stop(code ?? 0))
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0))

  localProxy(process.cwd(), `http://localhost:${sitePort}`).then(
    (app) => {
      // Only this machine may connect: the proxy has no sign-in and writes files.
      proxy = app.listen(Number(proxyPort), "localhost")
      proxy.on("error", (error) => {
        console.error(`CMS: the proxy could not listen on port ${proxyPort}: ${error.message}`)
        stop(1)
      })
      console.log(
        `CMS: http://localhost:${sitePort}/admin/ (the site: http://localhost:${sitePort}/), saving into ${process.cwd()}/data`,
      )
    },
    (error: Error) => {
      console.error(`CMS: the proxy did not start: ${error.message}`)
      stop(1)
    },
  )
}

if (require.main === module) void main()
