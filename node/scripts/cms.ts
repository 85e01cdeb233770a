/**
 * `npm run cms`: the CMS on this machine, with no account. Starts the site (`gatsby develop`), whose /admin/ is the
 * CMS working on the project's folder (node/build-steps/cms/steps.ts): press "Work with Local Repository" there and choose
 * this folder; the browser then reads and writes data/ itself (the File System Access API: Chrome, Edge and other
 * Chromium-based browsers). An edit saved in http://localhost:8000/admin/ is written to data/ at once and shows on
 * http://localhost:8000 a moment later; nothing is published until it is committed and pushed.
 * Environment: `CMS_SITE_PORT` (default 8000); the folder is the current one.
 *
 * The site answers on localhost only. When the port is taken, this stops at once and says so, rather than let
 * `gatsby develop` move the site to another port.
 */
import { spawn } from "node:child_process"
import { portTaken } from "../dev-server/ports"

const sitePort = process.env.CMS_SITE_PORT || "8000"

async function main() {
  if (await portTaken(Number(sitePort))) {
    console.error(
      `CMS: port ${sitePort}, for the site, is already in use on this machine. Stop what uses it (another npm start or npm run cms?), or choose another port with CMS_SITE_PORT.`,
    )
    process.exit(1)
  }
  console.log(
    `CMS: http://localhost:${sitePort}/admin/ once the site is up (Chrome or Edge: press "Work with Local Repository" and choose ${process.cwd()})`,
  )
  const site = spawn(
    process.execPath,
    [require.resolve("gatsby/cli"), "develop", "--port", sitePort, "--host", "localhost"],
    // No input: were the port taken after the check above, Gatsby's "another port instead?" finds no answer and stops.
    { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } },
  )
  site.on("exit", (code) => process.exit(code ?? 0))
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => site.kill(signal))
}

if (require.main === module) void main()
