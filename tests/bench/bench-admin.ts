/**
 * `npm run bench:admin`: how soon the published CMS (`public/admin/`, as `npm run build:test` or a build with
 * `GATSBY_CMS_REPO` writes it) is usable on a phone: Chromium as a Pixel 7 (412×915, touch), its CPU slowed 4× and the
 * network as Chrome DevTools' "Fast 4G" (9 Mbit/s down, 1.5 Mbit/s up, 60 ms latency). Timed from navigating to
 * /admin/ to its "Sign In with GitHub" button, five first visits (each in a fresh profile, empty cache) and five next
 * visits (one profile, the CMS's content-hashed files from the cache), served by `npm run serve`'s server with the
 * host's headers. Prints each time and the medians; exits 1 when the median next visit is over 3 s (docs/performance.md,
 * issue 49's budget). Run it alone: the machine's speed drifts, so compare figures of one sitting only.
 */
import path from "node:path"
import type { AddressInfo } from "node:net"
import { chromium, devices, type BrowserContext } from "@playwright/test"
import { startServer } from "../../node/scripts/serve-built"
import { CHROMIUM_FLAGS, chromiumPath } from "../e2e/support/chromium"

const RUNS = 5
/** Chrome DevTools' "Fast 4G" preset, in bytes per second and ms. */
const FAST_4G = {
  offline: false,
  latency: 60,
  downloadThroughput: (9_000 * 1000) / 8,
  uploadThroughput: (1_500 * 1000) / 8,
}
const BUDGET_MS = 3_000

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Milliseconds from navigating `context`'s page to /admin/ to the sign-in button, throttled as above. */
async function visit(context: BrowserContext, origin: string): Promise<number> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", FAST_4G)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  const started = Date.now()
  await page.goto(`${origin}/admin/`)
  await page.getByRole("button", { name: /Sign In with .*GitHub/ }).waitFor({ timeout: 60_000 })
  const ms = Date.now() - started
  await page.close()
  return ms
}

async function main() {
  const server = await startServer(path.resolve(process.argv[2] ?? "public"), 0)
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: chromiumPath("timing"), args: [...CHROMIUM_FLAGS] })
  const phone = { ...devices["Pixel 7"] }
  try {
    const first: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext(phone)
      first.push(await visit(context, origin))
      await context.close()
    }
    const context = await browser.newContext(phone)
    await visit(context, origin) // fills the cache
    const next: number[] = []
    for (let run = 0; run < RUNS; run++) next.push(await visit(context, origin))
    await context.close()
    console.log(`/admin/ on a Pixel 7, 4× CPU, Fast 4G: first visits ${first.join(", ")} ms (median ${median(first)})`)
    console.log(`next visits ${next.join(", ")} ms (median ${median(next)}; budget ${BUDGET_MS})`)
    if (median(next) > BUDGET_MS) process.exitCode = 1
  } finally {
    await browser.close()
    server.close()
  }
}

void main()
