/**
 * Interaction to Next Paint for `npm run bench` (also `npx tsx tests/bench/inp.ts <site-url> <floor-url> [runs]`): a
 * scripted visitor at phone size (Pixel 7) with the CPU slowed 4× (Lighthouse's mobile setting) makes every
 * interaction of tests/e2e/support/interactions.ts, in order and each alone in a fresh page, timed with the Event Timing
 * API; the same on the no-script page for the taps it can take. Prints, per interaction, the median duration and
 * its split (input delay, processing, presentation delay), and the page's INP (the worst interaction of a page view),
 * median of `runs` page views; writes them to bench-results/inp.json.
 */
import fs from "node:fs"
import path from "node:path"
import { chromium, devices, type Browser } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath } from "../e2e/support/chromium"
import {
  alone,
  EVENT_TIMING_RECORDER,
  INTERACTIONS,
  PAINTED_AND_IDLE,
  STAY_ON_PAGE,
  timeSteps,
  type Interaction,
  type Timing,
} from "../e2e/support/interactions"

/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4

/**
 * Opens `url` at phone size, CPU slowed, Event Timing recorded, and runs `setup` then times `steps`. The first step
 * waits for the page's signals that it is ready for a visitor: `<html data-hydrated="true">` (gatsby-browser.ts; `load`
 * for the no-script page), then two frames painted and the browser idle (`PAINTED_AND_IDLE`, interactions.ts), so the
 * work hydration left for idle time is not counted in the first tap.
 */
export async function visit(
  browser: Browser,
  url: string,
  steps: Interaction[],
  setup: Interaction[] = [],
  scripts = true,
): Promise<Timing[]> {
  const context = await browser.newContext({ ...devices["Pixel 7"] })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    await page.addInitScript(EVENT_TIMING_RECORDER)
    await page.addInitScript(STAY_ON_PAGE)
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    await page.goto(url)
    if (scripts) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
    await page.evaluate(PAINTED_AND_IDLE)
    if (setup.length) await timeSteps(page, setup)
    return await timeSteps(page, steps)
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Per interaction: the median of each figure over the runs. */
function medians(runs: Timing[][]): Timing[] {
  return runs[0].map(({ name }, index) => {
    const of = (key: keyof Omit<Timing, "name">) => median(runs.map((run) => run[index][key]))
    return {
      name,
      duration: of("duration"),
      delay: of("delay"),
      processing: of("processing"),
      presentation: of("presentation"),
    }
  })
}

/** What {@link measureInp} found, in ms. */
export interface InpResult {
  runs: number
  /** The page's INP per page view of the whole sequence: its median, site and floor. */
  inp: { site: number; floor: number | null }
  sequence: { site: Timing[]; floor: Timing[] }
  alone: { site: Timing[]; floor: Timing[] }
}

/** Measures `siteUrl` and `floorUrl` (the same page without scripts), `runs` page views each way. */
export async function measureInp(siteUrl: string, floorUrl: string, runs = 5): Promise<InpResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath("timing"), args: [...CHROMIUM_FLAGS] })
  try {
    const noScript = INTERACTIONS.filter((each) => !each.needsScript)
    const siteRuns: Timing[][] = []
    const floorRuns: Timing[][] = []
    for (let run = 0; run < runs; run++) {
      siteRuns.push(await visit(browser, siteUrl, INTERACTIONS))
      floorRuns.push(await visit(browser, floorUrl, noScript, [], false))
      console.error(`INP: sequence ${run + 1}/${runs} done`)
    }
    const aloneOn = async (url: string, list: Interaction[], scripts: boolean) => {
      const result: Timing[] = []
      for (const each of list) {
        const { setup, step } = alone(each.name)
        const timings: Timing[][] = []
        for (let run = 0; run < runs; run++) timings.push(await visit(browser, url, [step], setup, scripts))
        result.push(...medians(timings))
      }
      return result
    }
    const aloneSite = await aloneOn(siteUrl, INTERACTIONS, true)
    console.error("INP: each alone on the site done")
    const aloneFloor = await aloneOn(floorUrl, noScript, false)
    const worst = (run: Timing[]) => Math.max(...run.map((each) => each.duration))
    return {
      runs,
      inp: { site: median(siteRuns.map(worst)), floor: median(floorRuns.map(worst)) },
      sequence: { site: medians(siteRuns), floor: medians(floorRuns) },
      alone: { site: aloneSite, floor: aloneFloor },
    }
  } finally {
    await browser.close()
  }
}

/** The result as a Markdown table: each interaction's median, in order and alone, site beside floor. */
export function inpTable(result: InpResult): string {
  const ms = (n: number | undefined) => (n === undefined ? "n/a" : `${Math.round(n)} ms`)
  const split = (t: Timing | undefined) =>
    t ? `${Math.round(t.delay)} / ${Math.round(t.processing)} / ${Math.round(t.presentation)}` : ""
  const find = (list: Timing[], name: string) => list.find((each) => each.name === name)
  const lines = [
    `Interaction to Next Paint, Pixel 7 size, CPU ${CPU_SLOWDOWN}× slower, Event Timing, median of ${result.runs}`,
    "",
    `Page INP (worst interaction of a page view): site ${ms(result.inp.site)}, no-script floor ${ms(result.inp.floor ?? undefined)}`,
    "",
    "| Interaction | In order | Split (delay / processing / presentation) | Alone | Floor in order | Floor alone |",
    "|---|---|---|---|---|---|",
  ]
  for (const timing of result.sequence.site) {
    const { name } = timing
    lines.push(
      `| ${name} | ${ms(timing.duration)} | ${split(timing)} | ${ms(find(result.alone.site, name)?.duration)} | ` +
        `${ms(find(result.sequence.floor, name)?.duration)} | ${ms(find(result.alone.floor, name)?.duration)} |`,
    )
  }
  return lines.join("\n")
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const [siteUrl, floorUrl, runs = "5"] = process.argv.slice(2)
  if (!siteUrl || !floorUrl) throw new Error("usage: tsx tests/bench/inp.ts <site-url> <floor-url> [runs]")
  void measureInp(siteUrl, floorUrl, Number(runs)).then((result) => {
    console.log(inpTable(result))
    fs.mkdirSync("bench-results", { recursive: true })
    fs.writeFileSync(path.join("bench-results", "inp.json"), JSON.stringify(result, null, 2))
  })
}
