/**
 * Nothing on the page moves while it loads, however slow the visitor's processor and connection and however late the
 * scripts: the server HTML is laid out as it will stay, as it is read, as its scripts run and as its pictures arrive.
 *
 * A browser paints what it has read of the HTML whenever a frame is due: on a slow laptop (Chromium at 6× CPU) the
 * first paint could come with the header half read, and the header's bar then rearranged itself as the rest of it came
 * (the name grew, the menu pushed the call button across: issue 38), and the chat button with its icon but not yet its
 * words. Here the page arrives in parts, cut inside the header and inside the chat controls, with two painted frames
 * after each, as a slow connection may deliver it; the CPU is slowed 4× and 6× and
 * every script is held until the whole HTML has been read, at a phone and a desktop size. Every shift counts (the test
 * gives no input), recorded over the DevTools protocol (PerformanceTimeline: also those before any script ran) with the
 * elements that moved and their boxes, so a failure names them.
 */
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { expect, test, type CDPSession, type Page } from "@playwright/test"
import { siteHandler } from "../../../node/scripts/serve-built"
import { CHAT_PANEL_ID } from "../../../src/shared/markers"
import { expectQuiet, holdResponses, hydrated } from "../support/helpers"
import { settledPage } from "../support/page-checks"

const PUBLIC = path.resolve(__dirname, "..", "..", "..", "public")

/** One layout shift as the DevTools protocol reports it (`PerformanceTimeline.LayoutShift`). */
interface LayoutShift {
  value: number
  sources: { nodeId: number; previousRect: Rect; currentRect: Rect }[]
}
interface Rect {
  x: number
  y: number
  width: number
  height: number
}

const box = ({ x, y, width, height }: Rect) =>
  `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`

/** `tag#id.class` of the node with `backendNodeId`, or `?` once it is gone. */
async function describe(cdp: CDPSession, backendNodeId: number): Promise<string> {
  try {
    const { node } = await cdp.send("DOM.describeNode", { backendNodeId })
    const attributes = new Map<string, string>()
    for (let at = 0; at + 1 < (node.attributes ?? []).length; at += 2)
      attributes.set(node.attributes![at], node.attributes![at + 1])
    const id = attributes.get("id") ? `#${attributes.get("id")}` : ""
    const classes = (attributes.get("class") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => `.${name}`)
    return `${node.localName || node.nodeName}${id}${classes.join("")}`
  } catch {
    return "?"
  }
}

/**
 * Starts recording the page's layout shifts, from the next navigation on: every one, also those Chromium marks as
 * following an input (it does so for half a second after a phone's viewport is set, which is no input of a visitor's).
 * The returned function says each as `0.0137: a.brand 119,10 250×44 → 119,5 246×54; …`.
 */
async function recordShifts(page: Page): Promise<() => Promise<string[]>> {
  const cdp = await page.context().newCDPSession(page)
  const shifts: LayoutShift[] = []
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
    const shift = event.layoutShiftDetails as LayoutShift | undefined
    if (shift) shifts.push(shift)
  })
  await cdp.send("DOM.enable")
  await cdp.send("PerformanceTimeline.enable", { eventTypes: ["layout-shift"] })
  return () =>
    Promise.all(
      shifts.map(async ({ value, sources }) => {
        const moved = await Promise.all(
          sources.map(
            async (source) =>
              `${await describe(cdp, source.nodeId)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        )
        return `${value.toFixed(6)}: ${moved.join("; ")}`
      }),
    )
}

/**
 * Where the page's HTML is cut, each just after a picture (an icon) and before the words beside it, where a browser
 * reading slowly may paint: the header's brand icon, the phone chat button's icon, the desktop Chat Now link's icon.
 * `shows` finds, in the page, what the part before the cut ended with.
 */
const CUTS = [
  { after: "<header", shows: "header svg" },
  { after: `popovertarget="${CHAT_PANEL_ID}"`, shows: `[popovertarget="${CHAT_PANEL_ID}"] svg` },
  { after: 'popovertargetaction="hide"', shows: `#${CHAT_PANEL_ID} ~ a svg` },
]

/**
 * Serves the built site (public/) on a port of its own, as the tests' server does, but sends the page's HTML in parts,
 * cut at each of {@link CUTS} in turn (the first `</svg>` after its text): the first part at once, each next one when
 * `sendNext` is called. For one load of the page.
 */
async function pageInParts(): Promise<{ origin: string; sendNext: () => void; close: () => Promise<void> }> {
  const site = siteHandler(PUBLIC)
  const html = fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8")
  const ends: number[] = []
  for (const { after } of CUTS) {
    const at = html.indexOf(after, ends.at(-1) ?? 0)
    const svgEnd = at < 0 ? -1 : html.indexOf("</svg>", at)
    if (svgEnd < 0) throw new Error(`the page has no ${after} then </svg> after the cut before: update CUTS`)
    ends.push(svgEnd + "</svg>".length)
  }
  const parts = [...ends, html.length].map((end, index) => html.slice(index ? ends[index - 1] : 0, end))
  const waiting: (() => void)[] = []
  const server = http.createServer((request, response) => {
    if (new URL(request.url ?? "/", "http://localhost").pathname !== "/") return site(request, response)
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
    const [first, ...rest] = parts
    response.write(first)
    for (const [index, part] of rest.entries())
      waiting.push(() => (index === rest.length - 1 ? response.end(part) : response.write(part)))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sendNext: () => waiting.shift()?.(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections() // the browser keeps its connections open
        server.close(() => resolve())
      }),
  }
}

/** In the page: two frames painted from now (what has arrived of the HTML is on screen). */
const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))

for (const rate of [4, 6]) {
  test(`nothing moves while the page loads at ${rate}× CPU, its HTML in parts and its scripts late, nor as its pictures arrive`, async ({
    page,
  }) => {
    const server = await pageInParts()
    try {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate })
      const shifts = await recordShifts(page)
      const release = await holdResponses(page)
      await page.goto(`${server.origin}/`, { waitUntil: "commit" })
      for (const { shows } of CUTS) {
        await page.waitForFunction((selector) => document.querySelector(selector) !== null, shows)
        await page.evaluate(twoFrames)
        server.sendNext()
      }
      await page.waitForLoadState("domcontentloaded")
      release() // the scripts arrive once the whole HTML has been read and shown
      await hydrated(page)
      for (const id of ["about", "attractions"]) {
        await page.locator(`#${id}`).scrollIntoViewIfNeeded()
        for (const picture of await page.locator(`#${id} img`).all())
          await expect(picture).toHaveJSProperty("complete", true)
      }
      await page.evaluate(settledPage)
      // A shift is reported after its frame, as a DevTools event: what must not happen, so watched for through the one
      // quiet window (one read could miss the last frame's, and would see no later one).
      await expectQuiet(async () => expect(await shifts()).toEqual([]))
    } finally {
      await server.close()
    }
  })
}
