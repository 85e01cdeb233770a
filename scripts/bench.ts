/**
 * `npm run bench [-- --runs N]`: measures the built site (it builds nothing) with Lighthouse 12 and its mobile
 * defaults (simulated slow 4G, 4× CPU slowdown, a 412×823 phone screen), N runs each (default 5), against
 * `public/` served locally with gzip and the `_headers` of the build. In the same run it measures the same
 * page with every `<script>` removed (the floor for this content) and prints the medians and site/floor ratios.
 *
 * Output: a table on stdout and `bench-results/latest.json`.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium"
import { startServer } from "./serve-built"

const PUBLIC_DIR = path.resolve(__dirname, "..", "public")
const runsArg = process.argv.indexOf("--runs")
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5
const SITE_PORT = 9310
const FLOOR_PORT = 9311
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS]

/** One Lighthouse run, reduced to the figures we report. Times in ms, sizes in bytes, scores 0–100. */
interface Sample {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  jsBytes: number
  totalBytes: number
  /** Requests to hosts other than the page's own during the load (before any interaction). */
  otherHostRequests: number
}

/** Copies `public/` to a temporary folder with every `<script>` (and script preload) removed from index.html. */
function makeFloorCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eicr-floor-"))
  fs.cpSync(PUBLIC_DIR, dir, { recursive: true })
  const index = path.join(dir, "index.html")
  const html = fs
    .readFileSync(index, "utf8")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, "")
  fs.writeFileSync(index, html)
  // The floor has no scripts, so the CSP of the real build must not be what is measured there.
  fs.rmSync(path.join(dir, "_headers"), { force: true })
  return dir
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const value = (id: string) => audits[id]?.numericValue ?? NaN
  const resources =
    (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? []
  const bytes = (type: string) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0
  const requests = (audits["network-requests"]?.details as { items?: { url: string }[] })?.items ?? []
  const origin = new URL(url).origin
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndex: value("speed-index"),
    jsBytes: bytes("script"),
    totalBytes: bytes("total"),
    otherHostRequests: requests.filter((request) => !request.url.startsWith(origin) && !request.url.startsWith("data:"))
      .length,
  }
}

function medians(samples: Sample[]): Sample {
  const keys = Object.keys(samples[0]) as (keyof Sample)[]
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as unknown as Sample
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number of at least 1")
  const floorDir = makeFloorCopy()
  const site = await startServer(PUBLIC_DIR, SITE_PORT)
  const floor = await startServer(floorDir, FLOOR_PORT)
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS })
  const siteSamples: Sample[] = []
  const floorSamples: Sample[] = []
  try {
    for (let run = 1; run <= RUNS; run++) {
      siteSamples.push(await measure(`http://127.0.0.1:${SITE_PORT}/`, chrome.port))
      floorSamples.push(await measure(`http://127.0.0.1:${FLOOR_PORT}/`, chrome.port))
      console.error(`run ${run}/${RUNS} done`)
    }
  } finally {
    await chrome.kill()
    site.close()
    floor.close()
    fs.rmSync(floorDir, { recursive: true, force: true })
  }
  const s = medians(siteSamples)
  const f = medians(floorSamples)
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "n/a")
  const ms = (n: number) => `${Math.round(n)} ms`
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const rows: [string, string, string, string][] = [
    ["Performance", String(s.performance), String(f.performance), ""],
    ["Accessibility", String(s.accessibility), String(f.accessibility), ""],
    ["Best Practices", String(s.bestPractices), String(f.bestPractices), ""],
    ["SEO", String(s.seo), String(f.seo), ""],
    ["FCP", ms(s.fcp), ms(f.fcp), ratio(s.fcp, f.fcp)],
    ["LCP", ms(s.lcp), ms(f.lcp), ratio(s.lcp, f.lcp)],
    ["TBT", ms(s.tbt), ms(f.tbt), ""],
    ["CLS", s.cls.toFixed(3), f.cls.toFixed(3), ""],
    ["Speed Index", ms(s.speedIndex), ms(f.speedIndex), ratio(s.speedIndex, f.speedIndex)],
    ["JS bytes", kb(s.jsBytes), kb(f.jsBytes), ""],
    ["Total bytes", kb(s.totalBytes), kb(f.totalBytes), ratio(s.totalBytes, f.totalBytes)],
    ["Requests to other hosts", String(s.otherHostRequests), String(f.otherHostRequests), ""],
  ]
  console.log(
    `\nLighthouse 12, mobile defaults, median of ${RUNS} run(s) (node ${process.version}, ${os.cpus().length} cores)\n`,
  )
  console.log("| Metric | Site | No-script floor | Site / floor |")
  console.log("|---|---|---|---|")
  for (const row of rows) console.log(`| ${row.join(" | ")} |`)
  fs.mkdirSync(path.resolve(__dirname, "..", "bench-results"), { recursive: true })
  fs.writeFileSync(
    path.resolve(__dirname, "..", "bench-results", "latest.json"),
    JSON.stringify({ runs: RUNS, site: s, floor: f, siteSamples, floorSamples }, null, 2),
  )
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
