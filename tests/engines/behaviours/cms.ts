/**
 * The CMS's preview (cms/preview-worker.tsx) in each engine an editor may use: the built /admin/'s
 * preview worker renders the price table from the data with a price typed as 160, and writes it as the page
 * does. The published CMS cannot sign in here (GitHub), so the worker is asked directly, as the preview template asks
 * it. WebKit matters here: React's streaming renderer needs byte streams, which WebKitGTK 2.50 lacks.
 */
import fs from "node:fs"
import path from "node:path"
import { formatPrice } from "../../../src/shared/price"
import { pricing } from "../../e2e/support/built-data"
import type { Behaviour } from "./behaviour"

/** The preview worker's file in the built /admin/ (its name is content-hashed). */
function workerFile(): string {
  const admin = path.resolve(__dirname, "..", "..", "..", "public", "admin")
  const name = fs.readdirSync(admin).find((file) => /^preview-worker-[0-9a-f]+\.js$/.test(file))
  if (!name) throw new Error("public/admin/ has no preview worker: run npm run build:test")
  return name
}

export const cmsBehaviours: Behaviour[] = [
  {
    title: "the CMS's preview renders a typed price as the page writes it",
    only: "desktop",
    async run({ page, origin }) {
      await page.goto(`${origin}/admin/`, "parsed")
      const [first] = pricing.rows
      const html = await page.evaluate<string>(`fetch("data.json").then((response) => response.json()).then(
        (content) => new Promise((resolve, reject) => {
          const files = {}
          for (const [name, text] of Object.entries(content.texts)) files[name] = JSON.parse(text)
          files["pricing.json"].rows[0].amount = 160
          const worker = new Worker(${JSON.stringify(workerFile())})
          worker.onmessage = (event) => event.data.error ? reject(new Error(event.data.error)) : resolve(event.data.html)
          worker.onerror = (event) => reject(new Error(event.message))
          worker.postMessage({ id: 1, file: "pricing.json", files, images: {}, year: "2026" })
          setTimeout(() => reject(new Error("the preview worker did not answer in 10 s")), 10000)
        }))`)
      const expected = `${first.service}</th><td>${formatPrice({ ...first, amount: 160 }, pricing.startingPrice)}</td>`
      if (!html.includes(expected)) throw new Error(`the preview has no "${expected}": ${html.slice(0, 300)}`)
    },
  },
]
