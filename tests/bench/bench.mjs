/**
 * `npm run bench [-- --runs N]`: measures the built site (it builds nothing) with Lighthouse 12 and its mobile
 * defaults (simulated slow 4G, 4× CPU slowdown, a phone screen), N runs (default 5), against `public/` served
 * locally by node/scripts/serve-built.ts (gzip, the build's `_headers`). In the same run it measures the same page
 * with every `<script>` removed, the floor for this content, and prints medians and site/floor ratios.
 *
 * Plain JavaScript on purpose: Lighthouse sends functions to the page as source text, and a TypeScript
 * runner's helpers inside them would not exist there.
 *
 * Then Interaction to Next Paint (tests/bench/inp.ts): every interaction of tests/e2e/support/interactions.ts at phone size
 * with the CPU slowed 4×, in order and each alone, on the site and on the same no-script page, N page views each
 * (about 2.5 minutes per run; `--no-inp` leaves it out).
 *
 * Output: Markdown tables on stdout, bench-results/latest.json and bench-results/inp.json.
 */
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const PUBLIC_DIR = path.join(ROOT, "public")
const chromium = JSON.parse(fs.readFileSync(path.join(ROOT, "tests", "e2e", "support", "chromium.json"), "utf8"))
const runsFlag = process.argv.indexOf("--runs")
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 5
const INP = !process.argv.includes("--no-inp")
const SITE_PORT = 9310
const FLOOR_PORT = 9311

/** Copies public/ to a temporary folder with every `<script>` (and script preload) removed from index.html. */
function makeFloorCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eicr-floor-"))
  fs.cpSync(PUBLIC_DIR, dir, { recursive: true })
  const index = path.join(dir, "index.html")
  const html = fs
    .readFileSync(index, "utf8")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, "")
  fs.writeFileSync(index, html)
  return dir
}

/**
 * Starts node/scripts/serve-built.ts for `folder` on `port`; resolves with the child process once it listens.
 * Node runs the server itself (tsx as a loader, not `npx tsx`), so killing the child stops the server too.
 */
function serve(folder, port) {
  return new Promise((resolve, reject) => {
    const script = path.join(ROOT, "node", "scripts", "serve-built.ts")
    const child = spawn(process.execPath, ["--import", "tsx", script, String(port), folder], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("Serving")) resolve(child)
    })
    child.on("exit", (code) => reject(new Error(`the server for ${folder} stopped (exit ${code})`)))
  })
}

/** The median of a list of numbers. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * One Lighthouse run reduced to the reported figures: scores 0–100, times in ms, sizes in bytes, and the
 * number of requests to other hosts during the load (before any interaction).
 */
async function measure(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
  const value = (id) => audits[id]?.numericValue ?? NaN
  const resources = audits["resource-summary"]?.details?.items ?? []
  const bytes = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0
  const requests = audits["network-requests"]?.details?.items ?? []
  const origin = new URL(url).origin
  const failing = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category.id}/${ref.id}`),
  )
  return {
    failing,
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
    otherHostRequests: requests.filter((r) => !r.url.startsWith(origin) && !r.url.startsWith("data:")).length,
  }
}

function medians(samples) {
  const keys = Object.keys(samples[0]).filter((key) => key !== "failing")
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))]))
}

/**
 * Prints the Lighthouse medians (site, floor, ratio) as a Markdown table and writes every run to
 * bench-results/latest.json; before the INP measurement, so that a failure there loses none of it.
 */
function report(siteSamples, floorSamples) {
  const s = medians(siteSamples)
  const f = medians(floorSamples)
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : "n/a")
  const ms = (n) => `${Math.round(n)} ms`
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  const rows = [
    ["Performance", s.performance, f.performance, ""],
    ["Accessibility", s.accessibility, f.accessibility, ""],
    ["Best Practices", s.bestPractices, f.bestPractices, ""],
    ["SEO", s.seo, f.seo, ""],
    ["First Contentful Paint", ms(s.fcp), ms(f.fcp), ratio(s.fcp, f.fcp)],
    ["Largest Contentful Paint", ms(s.lcp), ms(f.lcp), ratio(s.lcp, f.lcp)],
    ["Total Blocking Time", ms(s.tbt), ms(f.tbt), ""],
    ["Cumulative Layout Shift", s.cls.toFixed(3), f.cls.toFixed(3), ""],
    ["Speed Index", ms(s.speedIndex), ms(f.speedIndex), ratio(s.speedIndex, f.speedIndex)],
    ["JavaScript transferred", kb(s.jsBytes), kb(f.jsBytes), ""],
    ["Total transferred", kb(s.totalBytes), kb(f.totalBytes), ratio(s.totalBytes, f.totalBytes)],
    ["Requests to other hosts", s.otherHostRequests, f.otherHostRequests, ""],
  ]
  const cpus = os.cpus().length
  console.log(`\nLighthouse 12 mobile defaults, median of ${RUNS} run(s), Node ${process.version}, ${cpus} cores\n`)
  console.log("| Metric | Site | No-script floor | Site / floor |")
  console.log("|---|---|---|---|")
  for (const row of rows) console.log(`| ${row.join(" | ")} |`)
  const failing = [...new Set(siteSamples.flatMap((sample) => sample.failing))]
  console.log(`\nAudits below full marks on the site in any run: ${failing.length ? failing.join(", ") : "none"}`)
  fs.mkdirSync(path.join(ROOT, "bench-results"), { recursive: true })
  fs.writeFileSync(
    path.join(ROOT, "bench-results", "latest.json"),
    JSON.stringify({ runs: RUNS, site: s, floor: f, siteSamples, floorSamples }, null, 2),
  )
}

async function main() {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html")))
    throw new Error("public/ is empty: run `npm run build` first")
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number of at least 1")
  const floorDir = makeFloorCopy()
  const servers = [await serve(PUBLIC_DIR, SITE_PORT), await serve(floorDir, FLOOR_PORT)]
  const chromePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || chromium.paths.find((file) => fs.existsSync(file))
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromium.flags] })
  const siteSamples = []
  const floorSamples = []
  try {
    for (let run = 1; run <= RUNS; run++) {
      siteSamples.push(await measure(`http://127.0.0.1:${SITE_PORT}/`, chrome.port))
      floorSamples.push(await measure(`http://127.0.0.1:${FLOOR_PORT}/`, chrome.port))
      console.error(`run ${run}/${RUNS} done`)
    }
    report(siteSamples, floorSamples)
    if (INP) {
      const inp = spawnSync(
        process.execPath,
        [
          "--import",
          "tsx",
          path.join(ROOT, "tests", "bench", "inp.ts"),
          `http://127.0.0.1:${SITE_PORT}/`,
          `http://127.0.0.1:${FLOOR_PORT}/`,
          String(RUNS),
        ],
        { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
      )
      if (inp.status !== 0) throw new Error("the INP measurement failed (its output is above)")
      console.log(`\n${inp.stdout}`)
    }
  } finally {
    await chrome.kill()
    for (const server of servers) {
      server.removeAllListeners("exit")
      server.kill()
    }
    fs.rmSync(floorDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error.message)
  process.exit(1)
})
