import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { htmlErrors } from "../check-html"

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`

function file(name: string, html: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-html-"))
  const full = path.join(dir, name)
  fs.writeFileSync(full, html)
  return full
}

describe("the HTML check (W3C Nu Html Checker)", () => {
  it("passes a valid page, with a native accordion and a popover", () => {
    const html = page(
      `<details name="faq"><summary><h3>Q</h3></summary><p>A</p></details>` +
        `<button type="button" popovertarget="m">Menu</button><div id="m" popover="auto">Links</div>`,
    )
    expect(htmlErrors([file("ok.html", html)])).toEqual([])
  })

  it("names the file, line and message of each error, like GatsbyImage's markup before hydration", () => {
    const html = page(`\n<picture><source type="image/avif" sizes="100vw"><img alt="" role="presentation"></picture>`)
    const errors = htmlErrors([file("bad.html", html)])
    expect(errors.length).toBeGreaterThanOrEqual(2)
    expect(errors[0]).toMatch(/bad\.html:2: /)
    expect(errors.join("\n")).toMatch(/srcset/)
  })
})
