/**
 * Nothing on the page moves while it loads, however slow the visitor's processor and connection and however late the
 * scripts: the server HTML is laid out as it will stay, as it is read, as its scripts run and as its pictures arrive.
 *
 * A browser paints what it has read of the HTML whenever a frame is due: on a slow laptop (Chromium at 6× CPU) the
 * first paint could come with the header half read, and the header's bar then rearranged itself as the rest of it came
 * (the name grew, the menu pushed the call button across: issue 38). Here the page arrives in two parts, cut inside the
 * header, with two painted frames between them, as a slow connection may deliver it; the CPU is slowed 4× and 6× and
 * every script is held until the whole HTML has been read, at a phone and a desktop size. Every shift counts (the test
 * gives no input), recorded over the DevTools protocol (PerformanceTimeline: also those before any script ran) with the
 * elements that moved and their boxes, so a failure names them.
 */
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { expect, test, type CDPSession, type Page } from "@playwright/test"
import { siteHandler } from "../../scripts/serve-built"
import { holdResponses, hydrated } from "./support/helpers"
import { settledPage } from "./support/page-checks"

const PUBLIC = path.resolve(__dirname, "..", "..", "public")

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
 * Serves the built site (public/) on a port of its own, as the tests' server does, but sends the page's HTML in two
 * parts: up to the end of the header's first picture (the brand's icon), then the rest once `sendRest` is called.
 */
async function pageInTwoParts(): Promise<{ origin: string; sendRest: () => void; close: () => Promise<void> }> {
  const site = siteHandler(PUBLIC)
  const html = fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8")
  const cut = html.indexOf("</svg>", html.indexOf("<header")) + "</svg>".length
  let sendRest = () => {}
  const rest = new Promise<void>((resolve) => (sendRest = resolve))
  const server = http.createServer((request, response) => {
    if (new URL(request.url ?? "/", "http://localhost").pathname !== "/") return site(request, response)
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
    response.write(html.slice(0, cut))
    void rest.then(() => response.end(html.slice(cut)))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sendRest,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections() // the browser keeps its connections open
        server.close(() => resolve())
      }),
  }
}

/** In the page: two frames painted from now (the first part of the HTML is on screen). */
const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))

for (const rate of [4, 6]) {
  test(`nothing moves while the page loads at ${rate}× CPU, its HTML in parts and its scripts late, nor as its pictures arrive`, async ({
    page,
  }) => {
    const server = await pageInTwoParts()
    try {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate })
      const shifts = await recordShifts(page)
      const release = await holdResponses(page)
      await page.goto(`${server.origin}/`, { waitUntil: "commit" })
      await page.waitForFunction(() => document.querySelector("header svg") !== null)
      await page.evaluate(twoFrames)
      server.sendRest()
      await page.waitForLoadState("domcontentloaded")
      release() // the scripts arrive once the whole HTML has been read and shown
      await hydrated(page)
      for (const id of ["about", "attractions"]) {
        await page.locator(`#${id}`).scrollIntoViewIfNeeded()
        for (const picture of await page.locator(`#${id} img`).all())
          await expect(picture).toHaveJSProperty("complete", true)
      }
      await page.evaluate(settledPage)
      expect(await shifts()).toEqual([])
    } finally {
      await server.close()
    }
  })
}
