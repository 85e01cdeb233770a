/** @jest-environment node */
import path from "node:path"
import { JSDOM } from "jsdom"
import { replyScript, replyStyle } from "../../page-bundle/head-script"
import { executableInlineScripts } from "../inline-scripts"
import { replyFacts, replyPageHtml } from "../owner-pages"

const STARTING_DATA = path.resolve(__dirname, "..", "..", "..", "..", "tests", "starting-data")
const facts = replyFacts(STARTING_DATA)

describe("the reply page (issue 58)", () => {
  it("is a whole page with the data's words, its own styles and script, and its facts for the script", () => {
    const html = replyPageHtml(facts)
    const { document } = new JSDOM(html).window
    expect(document.querySelector("h1")?.textContent).toBe(facts.words.title)
    expect(document.title).toBe(facts.words.title)
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/)
    expect(document.querySelector('style[data-identity="reply"]')?.textContent).toBe(replyStyle())
    expect(executableInlineScripts(html)).toEqual([replyScript()])
    expect(JSON.parse(document.getElementById("reply-facts")!.textContent!)).toEqual(JSON.parse(JSON.stringify(facts)))
    expect([...document.querySelectorAll("dt")].map((term) => term.textContent)).toContain(facts.labels.from_name)
    expect(html).not.toContain("<!--")
  })

  it("writes a hostile word of data/ as text: it never runs, and never ends the facts' element", () => {
    const hostile = '</script><script>alert(1)</script><img src=x onerror="alert(2)">'
    const html = replyPageHtml({ ...facts, words: { ...facts.words, title: hostile, intro: hostile } })
    const { document } = new JSDOM(html).window
    expect(document.querySelector("h1")?.textContent).toBe(hostile)
    expect(document.querySelectorAll("img")).toHaveLength(0)
    expect(executableInlineScripts(html)).toEqual([replyScript()])
    expect(JSON.parse(document.getElementById("reply-facts")!.textContent!).words.title).toBe(hostile)
  })
})
