/**
 * `npm run test:engines`: the visitor-facing behaviours of tests/engines/behaviours/, written once, run in Firefox (Gecko)
 * and WebKit at a phone and a desktop size (a behaviour with a window of its own, in that window), against the built
 * site (`npm run build:test`) served as for the Playwright suite, which runs them in Chromium. Node's own test runner
 * runs it; `ENGINES=chromium,firefox,webkit` picks engines.
 * One browser per engine and size, one engine after another (the machine has two cores).
 *
 * Each engine runs in the first browser engines.ts finds that really starts. An engine with none is reported in one line
 * with the command that installs it (node/scripts/stages.ts `reportNotRun`), and its tests are skipped (not run, never
 * passed; `npm test`'s stage summary shows the line too); under `CI=true` a missing engine fails the suite.
 */
import type { ChildProcess } from "node:child_process"
import type http from "node:http"
import { after, before, describe, it } from "node:test"
import { SITE_ORIGIN, SITE_PORT } from "../e2e/support/settings"
import { ON_CI, reportNotRun } from "../../node/scripts/stages"
import { SIZES, type EngineName, type EnginePage, type Size } from "./browsers/driver"
import { ENGINE_LABELS, INSTALL, findEngine } from "./browsers/engines"
import { HANG_PATH, startSite, startStandIn, stop } from "./browsers/test-server"
import { isPhone } from "./browsers/visitor"
import type { Behaviour } from "./behaviours/behaviour"
import { menuBehaviours } from "./behaviours/menus"
import { pageBehaviours } from "./behaviours/page"
import { quoteBehaviours } from "./behaviours/quote"
import { toolBehaviours } from "./behaviours/tools"
import { cmsBehaviours } from "./behaviours/cms"
import { firstScreenBehaviours } from "./behaviours/first-screen"
import { preferredTimesBehaviours } from "./behaviours/preferred-times"
import { replyBehaviours } from "./behaviours/reply"

const BEHAVIOURS: Behaviour[] = [
  ...pageBehaviours,
  ...menuBehaviours,
  ...quoteBehaviours,
  ...toolBehaviours,
  ...firstScreenBehaviours,
  ...preferredTimesBehaviours,
  ...replyBehaviours,
  ...cmsBehaviours,
]
/**
 * The windows each engine opens, one after another, and what runs in each: every behaviour at each of {@link SIZES}
 * (those with `only` at that size), and each behaviour that names a `window` of its own once, in that window.
 */
const WINDOWS: { size: Size; title: string; behaviours: Behaviour[] }[] = [
  ...SIZES.map((size) => ({
    size,
    title: `${size.name} size`,
    behaviours: BEHAVIOURS.filter(({ only, window }) => !window && (!only || only === size.name)),
  })),
  ...BEHAVIOURS.filter(({ window }) => window).map((behaviour) => {
    const size = behaviour.window!
    return { size, title: `${size.width}×${size.height}`, behaviours: [behaviour] }
  }),
]
const chosen = (process.env.ENGINES ?? "firefox,webkit").split(",").map((name) => name.trim())
const unknown = chosen.filter((name) => !(name in ENGINE_LABELS))
if (unknown.length > 0) throw new Error(`ENGINES names no engine: ${unknown.join(", ")} (chromium, firefox, webkit)`)

let site: http.Server | undefined
let standIn: ChildProcess | undefined
before(async () => {
  standIn = await startStandIn()
  site = await startSite(SITE_PORT)
})
after(async () => {
  if (site) await stop(site)
  standIn?.kill()
})

/**
 * Whether `error` says the engine lost the page itself (its web process crashed or hung: WebDriver's
 * NoSuchSessionError, Puppeteer's TargetCloseError), as opposed to a behaviour's assertion failing.
 */
function lostThePage(error: unknown): boolean {
  const { name = "", message = "" } = (error ?? {}) as { name?: string; message?: string }
  return name === "NoSuchSessionError" || name === "TargetCloseError" || /page crash|session closed/i.test(message)
}

/** How long one behaviour may take before the engine is taken to have hung in a command (its longest wait is 30 s). */
const HUNG_MS = 60_000

/** A behaviour that did not end in {@link HUNG_MS}: an engine's command never answered. */
class EngineHung extends Error {
  override name = "EngineHung"
}

/** `work`, or an {@link EngineHung} should it not settle within {@link HUNG_MS}. */
function unlessHung(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EngineHung(`no answer from the engine for ${HUNG_MS / 1000} s`)), HUNG_MS)
  })
  return Promise.race([work, hung]).finally(() => clearTimeout(timer))
}

/** The test hook: whether `title` is the behaviour whose first navigation `ENGINES_HANG` makes hang. */
const hangsFirstNavigation = (title: string) =>
  Boolean(process.env.ENGINES_HANG) && title.includes(process.env.ENGINES_HANG!)

/** `page`, whose first {@link EnginePage.goto} goes to the site's address that never answers ({@link HANG_PATH}). */
function withFirstNavigationHung(page: EnginePage): EnginePage {
  let hung = false
  return Object.assign(Object.create(page) as EnginePage, {
    goto: (url: string, until?: "load" | "parsed") => {
      if (hung) return page.goto(url, until)
      hung = true
      return page.goto(new URL(HANG_PATH, url).href, until)
    },
  })
}

/** Closes `page` and its browser (each engine's `close` ends its processes within 8 s, driver.ts `atMost`). */
const closeWindow = (page: EnginePage | undefined) => page?.close().catch(() => undefined)

for (const engine of chosen as EngineName[]) {
  const label = ENGINE_LABELS[engine]
  // Async: the engine counts only once one of its browsers has started (engines.ts findEngine).
  describe(label, async () => {
    const found = await findEngine(engine, SIZES[0], (line) => console.log(`${label}: ${line}`))
    if (!found) {
      const line = `${label}: not run (install: ${INSTALL[engine]})`
      reportNotRun(line)
      if (ON_CI)
        it(`${label} is installed (required under CI=true)`, () => {
          throw new Error(line)
        })
      // Each behaviour at each size, reported as skipped: not run, never passed.
      for (const { title, behaviours } of WINDOWS)
        describe(`${engine} at ${title}`, () => {
          for (const behaviour of behaviours)
            it(behaviour.title, { skip: `${label} is not installed` }, () => undefined)
        })
      return
    }
    console.log(`${label}: ${found.browser}`)
    for (const { size, title, behaviours } of WINDOWS) {
      describe(`${engine} at ${title}`, { timeout: 600_000 }, () => {
        let page: EnginePage | undefined
        const launch = async () => {
          page = await found.launcher(size)
          if ((await isPhone(page)) !== (size.name === "phone"))
            throw new Error(`${engine}'s ${size.name} window is on the wrong side of 768 px`)
        }
        before(launch)
        after(() => closeWindow(page))
        for (const behaviour of behaviours) {
          it(behaviour.title, { timeout: 2 * HUNG_MS + 40_000 }, async (t) => {
            const run = async () => {
              const window = page! // a run left behind by a hang never reaches the window that replaced its own
              const current = hangsFirstNavigation(behaviour.title) ? withFirstNavigationHung(window) : window
              const width = await current.evaluate<number>("innerWidth")
              if (width !== size.width) t.diagnostic(`window ${width} px wide`)
              await behaviour.run({ page: current, origin: SITE_ORIGIN, note: (text) => t.diagnostic(text) })
            }
            try {
              await unlessHung(run())
            } catch (error) {
              // An engine's own crash (seen once in WebKitGTK under Xvfb: "session deleted because of page crash or
              // hang") or a command it never answered (seen once in WebKitGTK at desktop size, the due-date tool's
              // behaviour: later ones passed) would otherwise fail this behaviour, or every later one of this size too:
              // a new window runs this one again, once, and what happened is reported. A second time, or any
              // assertion, fails the test.
              if (!lostThePage(error) && !(error instanceof EngineHung)) {
                // A failed behaviour (a navigation that timed out among them) may leave its window anywhere: the next
                // one starts in a new window, so one slow moment costs one behaviour.
                t.diagnostic(`${engine}: the next behaviour starts in a new window`)
                await closeWindow(page)
                // The behaviour's own failure is the one reported; a window that will not open fails the next one.
                await launch().catch((launchError: Error) => t.diagnostic(`no new window: ${launchError.message}`))
                throw error
              }
              const what = error instanceof EngineHung ? "hung" : "lost the page"
              t.diagnostic(`${engine} ${what} (${(error as Error).message}); a new window runs it once more`)
              await closeWindow(page)
              await launch()
              await unlessHung(run())
            }
          })
        }
      })
    }
  })
}
