/**
 * Global set-up of the CMS's browser test (tests/e2e/cms/playwright.config.ts): makes the sandbox (cms-sandbox.ts), starts
 * `npm run cms` in it and waits for the site; the returned teardown stops it and deletes the sandbox.
 */
import fs from "node:fs"
import path from "node:path"
import { CMS_SITE_ORIGIN, SANDBOX_ENV, createSandbox, startCms, stopCms, waitFor } from "./cms-sandbox"

export default async function setup(): Promise<() => Promise<void>> {
  // A server already on the port (an `npm run cms` left by a run that was killed) would answer for this one, with
  // another sandbox's code: the tests would try old code and pass or fail for nothing.
  const stale = await fetch(`${CMS_SITE_ORIGIN}/`).then(
    () => true,
    () => false,
  )
  if (stale) throw new Error(`${CMS_SITE_ORIGIN} already answers: stop the server on its port (a stale npm run cms?)`)
  const dir = createSandbox()
  process.env[SANDBOX_ENV] = dir
  // The tests expect what the sandbox's data/ says (tests/e2e/support/built-data.ts), not what a test build was made from.
  process.env.TEST_DATA_DIR = path.join(dir, "data")
  const cms = startCms(dir)
  const stop = async () => {
    await stopCms(cms)
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 })
  }
  const started = Date.now()
  try {
    await waitFor(`${CMS_SITE_ORIGIN}/`, 300_000)
    await waitFor(`${CMS_SITE_ORIGIN}/admin/config.yml`, 10_000)
    console.log(`npm run cms answered after ${((Date.now() - started) / 1000).toFixed(1)} s in ${dir}`)
  } catch (error) {
    console.error(fs.readFileSync(path.join(dir, "cms.log"), "utf8").slice(-4000))
    await stop() // no processes left holding the ports, no sandbox left behind
    throw error
  }
  return stop
}
