/**
 * `npm run test:hostile`: builds the site from a copy of data/ whose texts carry markup and script (a business
 * name holding `</script><script>…`, an FAQ answer and a review with an `onerror` image), in a temporary copy
 * of the project, then checks in Chromium that none of it runs: every string shows as text, the JSON-LD still
 * parses with the name unchanged, and no inline script the site does not emit is in the page (the build itself
 * stops on one: plugins/post-build/inline-scripts.ts). Exits 1 naming what failed.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium"
import { unexpectedInlineScripts } from "../../plugins/post-build/inline-scripts"
import { startServer } from "../../scripts/serve-built"
import { TEST_EMAIL_SETTINGS } from "./settings"

const ROOT = path.resolve(__dirname, "..", "..")
const HOSTILE_NAME = `Sparks & Co </script><script>window.__ran=1</script><!-- "quoted"`
const HOSTILE_HTML = `<img src=x onerror="window.__ran=2"><script>window.__ran=3</script>`
const SKIP = new Set(["node_modules", "public", ".cache", ".git", "test-results", "bench-results", ".outbox"])

function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "eicr-hostile-"))
  for (const entry of fs.readdirSync(ROOT)) {
    if (!SKIP.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

function editJson<T>(file: string, change: (data: T) => void) {
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as T
  change(data)
  fs.writeFileSync(file, JSON.stringify(data, null, 2))
}

async function main(): Promise<string[]> {
  const dir = copyProject()
  editJson<{ name: string }>(path.join(dir, "data", "business.json"), (business) => (business.name = HOSTILE_NAME))
  editJson<{ items: { answer: string }[] }>(path.join(dir, "data", "faq.json"), (faq) => {
    faq.items[0].answer += ` ${HOSTILE_HTML}`
  })
  editJson<{ items: { text: string }[] }>(path.join(dir, "data", "reviews.json"), (reviews) => {
    reviews.items[0].text += ` ${HOSTILE_HTML}`
  })

  const build = spawnSync("npm", ["run", "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, ...TEST_EMAIL_SETTINGS, SITE_URL: "http://127.0.0.1:9488" },
  })
  if (build.status !== 0) return ["the build with hostile strings in data/ failed (see above)"]

  const problems: string[] = []
  const html = fs.readFileSync(path.join(dir, "public", "index.html"), "utf8")
  for (const body of unexpectedInlineScripts(html)) problems.push(`unexpected inline script: ${body.slice(0, 80)}`)

  const server = await startServer(path.join(dir, "public"), 9488)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] })
  try {
    const page = await browser.newPage()
    page.on("dialog", (dialog) => problems.push(`a dialog opened: ${dialog.message()}`))
    await page.goto("http://127.0.0.1:9488/")
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
    const ran = await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)
    if (ran !== undefined) problems.push(`a script from data/ ran (window.__ran = ${ran})`)
    const header = await page.locator("header").first().textContent()
    if (!header?.includes(HOSTILE_NAME)) problems.push("the business name is not shown as plain text in the header")
    const faq = await page.locator("#faq details").first().textContent()
    if (!faq?.includes(HOSTILE_HTML)) problems.push("the FAQ answer's markup is not shown as plain text")
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}")
    if (jsonLd.name !== HOSTILE_NAME) problems.push(`the JSON-LD name reads ${JSON.stringify(jsonLd.name)}`)
  } finally {
    await browser.close()
    server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return problems
}

main().then(
  (problems) => {
    if (problems.length > 0) {
      console.error(`Hostile strings in data/ were not kept harmless:\n${problems.map((p) => `  - ${p}`).join("\n")}`)
      process.exit(1)
    }
    console.log("Hostile strings in data/: shown as text, none ran, the JSON-LD kept them intact.")
  },
  (error: Error) => {
    console.error(error.stack ?? error.message)
    process.exit(1)
  },
)
