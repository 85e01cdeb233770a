import fs from "node:fs"
import path from "node:path"
import { readSchemaSet } from "../../schema-set"
import { toDataFile } from "../../json-format"
import { checkOnSave, problemsAfterEdit } from "../check-on-save"
import type { DecapCms, Immutable } from "../decap"
import type { SiteContent } from "../site-content"

const root = path.resolve(__dirname, "../../../..")
const schemas = readSchemaSet(path.join(root, "data"))
/** The starting content as content.json gives it: its own copy, never the live data/. */
const contentDir = path.join(root, "tests", "starting-content")
const content: SiteContent = {
  texts: Object.fromEntries(
    fs
      .readdirSync(contentDir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => [name, fs.readFileSync(path.join(contentDir, name), "utf8")]),
  ),
  images: fs.readdirSync(path.join(contentDir, "images")).map((name) => `images/${name}`),
}
const TODAY = new Date("2026-11-23T12:00:00Z")
const read = (file: string) =>
  JSON.parse(content.texts[file]) as Record<string, unknown> & { items: { question: string }[] }
const edited = (file: string, data: unknown, newImages: string[] = []) =>
  problemsAfterEdit(content, { file, text: toDataFile(data, schemas), newImages }, schemas, TODAY)

describe("the CMS's check before it saves (npm run check:data's own)", () => {
  it("passes an edit check:data accepts", () => {
    const faq = read("faq.json")
    expect(edited("faq.json", { ...faq, heading: "Your questions" })).toEqual([])
  })

  it("names what the form's fields cannot: a question asked twice, in check:data's words", () => {
    const faq = read("faq.json")
    const items = [...faq.items, { ...faq.items[0], question: ` ${faq.items[0].question.toUpperCase()} ` }]
    expect(edited("faq.json", { ...faq, items })).toEqual([
      `data/faq.json, item ${items.length} of "items" ("${items.at(-1)!.question}"), field "question": repeats the question of item 1 ("${faq.items[0].question}")`,
    ])
  })

  it("names a problem the edit makes in another file (a longer county pushes the search description over 160)", () => {
    const business = read("business.json")
    const lines = edited("business.json", { ...business, county: "the county of Kent and the whole of the South East" })
    expect(lines).toEqual([expect.stringMatching(/^data\/site\.json, field "seo\.description": is \d+ characters/)])
  })

  it("accepts a picture uploaded with the edit, and names one that exists nowhere", () => {
    const about = read("about.json")
    expect(edited("about.json", { ...about, image: "images/new.jpg" }, ["images/new.jpg"])).toEqual([])
    expect(edited("about.json", { ...about, image: "images/none.jpg" })).toEqual([
      'data/about.json, field "image": points to data/images/none.jpg, which does not exist',
    ])
  })

  it("does not blame the edit for a problem already there", () => {
    const broken = { ...content, texts: { ...content.texts, "hero.json": "{" } }
    const faq = read("faq.json")
    expect(
      problemsAfterEdit(broken, { file: "faq.json", text: content.texts["faq.json"], newImages: [] }, schemas, TODAY),
    ).toEqual([])
    expect(
      problemsAfterEdit(
        broken,
        { file: "faq.json", text: toDataFile({ ...faq, items: [] }, schemas), newImages: [] },
        schemas,
        TODAY,
      ),
    ).toEqual(['data/faq.json, field "items": must have at least 1 item'])
  })
})

describe("checkOnSave", () => {
  /** The preSave listener checkOnSave registers, and an entry as Decap hands it over. */
  function setUp() {
    let handler: ((event: { entry: Immutable }) => unknown) | undefined
    const cms = { registerEventListener: jest.fn((listener) => (handler = listener.handler)) } as Pick<
      DecapCms,
      "registerEventListener"
    >
    checkOnSave(cms, document, schemas, async () => content, "data/images")
    const entry = (file: string, data: unknown): Immutable => {
      const fields: Record<string, unknown> = {
        path: `data/${file}`,
        data: { toJS: () => data },
        mediaFiles: { toJS: () => [] },
      }
      return { get: (key: string) => fields[key], getIn: () => undefined, toJS: () => fields }
    }
    return { save: (file: string, data: unknown) => handler!({ entry: entry(file, data) }) }
  }

  it("refuses the save, and lists check:data's words on the page until the next save passes", async () => {
    const { save } = setUp()
    const faq = read("faq.json")
    await expect(save("faq.json", { ...faq, items: [] })).rejects.toThrow(
      'data/faq.json, field "items": must have at least 1 item',
    )
    const panel = document.querySelector("[role=alert]")
    expect(panel?.textContent).toContain('data/faq.json, field "items": must have at least 1 item')
    await expect(save("faq.json", faq)).resolves.toBeUndefined()
    expect(document.querySelector("[role=alert]")).toBeNull()
  })
})
