/**
 * Screenshots of the built page in each engine at each size, to look at: `npx tsx tests/engines/browsers/screenshots.ts [folder]`
 * (default /tmp/shots; `ENGINES=webkit` picks engines). Needs `npm run build:test` first. For each engine and
 * size: the top of the page, the small-screen menu open (phones), then each section in turn, and the contents
 * menu open over the FAQ with an answer open. Files are named `<engine>-<size>-<nn>-<what>.png`.
 */
import fs from "node:fs"
import path from "node:path"
import { SECTION_IDS } from "../../../src/shared/sections"
import { SITE_ORIGIN, SITE_PORT } from "../../e2e/support/settings"
import { SIZES, type EngineName, type EnginePage } from "./driver"
import { ENGINE_LABELS, INSTALL, findEngine } from "./engines"
import { startSite, stop } from "./test-server"
import { isPhone, nextFrames, open, scrollToY, waitPopover, waitShown } from "./visitor"

const folder = process.argv[2] ?? "/tmp/shots"
const engines = (process.env.ENGINES ?? "chromium,firefox,webkit").split(",") as EngineName[]

/** Scrolls so the top of `#id` sits just below the sticky header, then waits two frames for lazy images. */
async function showSection(page: EnginePage, id: string) {
  await page.evaluate(`(document.getElementById("${id}").scrollIntoView({ behavior: "instant" }), true)`)
  await nextFrames(page)
  await page.evaluate(`Promise.all([...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight &&
    image.getBoundingClientRect().bottom > 0).map((image) => image.decode().catch(() => null))).then(() => true)`)
}

async function shoot(page: EnginePage) {
  let count = 0
  // Two frames first: WebKitGTK's screenshot is the last painted frame, which may predate a popover just opened.
  const save = async (what: string) => {
    await nextFrames(page)
    const name = `${page.engine}-${page.size.name}-${String(count++).padStart(2, "0")}-${what}.png`
    await page.screenshot(path.join(folder, name))
  }
  await open(page, SITE_ORIGIN)
  await save("top")
  if (await isPhone(page)) {
    await page.click("button[popovertarget='site-menu']")
    await waitPopover(page, "site-menu", true)
    await save("menu")
    await page.press("Escape")
    await waitPopover(page, "site-menu", false)
    await page.click("button[popovertarget='chat-panel'][aria-controls]")
    await waitPopover(page, "chat-panel", true)
    await save("chat")
    await page.press("Escape")
  }
  for (const id of SECTION_IDS) {
    await showSection(page, id)
    await save(id)
  }
  await scrollToY(page, 0)
  await showSection(page, "faq")
  await page.click("#faq details:nth-of-type(2) > summary > h3")
  await page.click("nav[aria-label] button[popovertarget='contents-menu-list']")
  await waitShown(page, "#contents-menu-list a")
  await save("faq-contents")
}

;(async () => {
  fs.mkdirSync(folder, { recursive: true })
  const site = await startSite(SITE_PORT)
  try {
    for (const engine of engines) {
      const found = await findEngine(engine, SIZES[0], (line) => console.log(`${ENGINE_LABELS[engine]}: ${line}`))
      if (!found) {
        console.log(`${ENGINE_LABELS[engine]}: not installed (${INSTALL[engine]})`)
        continue
      }
      for (const size of SIZES) {
        const page = await found.launcher(size)
        try {
          await shoot(page)
        } finally {
          await page.close()
        }
        console.log(`${engine} ${size.name}: done`)
      }
    }
  } finally {
    await stop(site)
  }
})()
