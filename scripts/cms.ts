/**
 * `npm run cms`: the CMS on this machine, with no account. Starts Decap's local proxy (`decap-server`, which reads
 * and writes the files of this folder) and the site (`gatsby develop`), whose /admin/ talks to that proxy
 * (plugins/cms/gatsby-node.ts). An edit saved in http://localhost:8000/admin/ is written to data/ at once and shows
 * on http://localhost:8000 a moment later; nothing is published until it is committed and pushed.
 * Environment: `CMS_SITE_PORT` (default 8000) and `CMS_PROXY_PORT` (default 8081); the folder is the current one.
 * Stops both when either stops, or on Ctrl+C.
 */
import { spawn, type ChildProcess } from "node:child_process"

const sitePort = process.env.CMS_SITE_PORT || "8000"
const proxyPort = process.env.CMS_PROXY_PORT || "8081"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CMS_PROXY_PORT: proxyPort }

const children: ChildProcess[] = [
  // Only this machine may connect: the proxy has no sign-in and writes files.
  spawn(process.execPath, [require.resolve("decap-server")], {
    stdio: "inherit",
    env: { ...env, PORT: proxyPort, BIND_HOST: "localhost", GIT_REPO_DIRECTORY: process.cwd(), MODE: "fs" },
  }),
  spawn(process.execPath, [require.resolve("gatsby/cli"), "develop", "--port", sitePort, "--host", "localhost"], {
    stdio: "inherit",
    env,
  }),
]

let stopping = false
/** Stops every child still running, then exits with `code`. */
function stop(code: number) {
  if (stopping) return
  stopping = true
  process.exitCode = code
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  setTimeout(() => process.exit(code), 500).unref()
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0))
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0))
console.log(
  `CMS: http://localhost:${sitePort}/admin/ (the site: http://localhost:${sitePort}/), saving into ${process.cwd()}`,
)
