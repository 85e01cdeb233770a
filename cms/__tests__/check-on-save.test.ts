import path from "node:path"
import { readSchemaSet } from "../../node/build-steps/data/schema-files"
import { toDataFile } from "../../src/shared/data-rules/json-format"
import { checkOnSave, problemsAfterEdit } from "../check-on-save"
import { fileForm } from "../cms-form"
import type { CmsApi, Immutable } from "../cms-api"
import { startingData } from "../../tests/jest/support/starting-data"
import { compileValidators } from "../../src/shared/data-rules/schema-validators"

const schemas = readSchemaSet(path.resolve(__dirname, "../../data"))
const validators = compileValidators(schemas)
/** The starting data as data.json gives it: the test's own copy, never the live data/. */
const snapshot = startingData()
const TODAY = new Date("2026-11-23T12:00:00Z")
const read = (file: string) =>
  JSON.parse(snapshot.texts[file]) as Record<string, unknown> & { items: { question: string }[] }
const edited = (file: string, data: unknown, newImages: string[] = []) =>
  problemsAfterEdit(snapshot, { file, text: toDataFile(data, schemas), newImages }, schemas, TODAY, validators)

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

  it("refuses the preferred times check:data refuses: a closed date that is no date, a window ending before it starts, a lead time below zero", () => {
    const business = read("business.json") as unknown as {
      preferredTimes: {
        leadTimeHours: number
        windows: { label: string; starts: string; ends: string }[]
        closedDates: string[]
      }
    }
    const { preferredTimes } = business
    const withPreferredTimes = (changes: Partial<typeof preferredTimes>) =>
      edited("business.json", { ...business, preferredTimes: { ...preferredTimes, ...changes } })
    expect(withPreferredTimes({ closedDates: ["2026-02-30"] })).toEqual([
      'data/business.json, item 1 of "preferredTimes.closedDates": must be a valid date',
    ])
    const [first, ...rest] = preferredTimes.windows
    expect(withPreferredTimes({ windows: [{ ...first, ends: "06:00" }, ...rest] })).toEqual([
      expect.stringMatching(
        /^data\/business\.json, item 1 of "preferredTimes\.windows", field "ends": is 06:00, not after/,
      ),
    ])
    expect(withPreferredTimes({ leadTimeHours: -1 })).toEqual([
      'data/business.json, field "preferredTimes.leadTimeHours": must be >= 0',
    ])
  })

  it("refuses a window named with a semicolon, two windows of one name, and a window outside the opening hours, naming file, item and field", () => {
    const business = read("business.json") as unknown as {
      preferredTimes: { windows: { label: string; starts: string; ends: string }[] }
    }
    const [first, second, ...rest] = business.preferredTimes.windows
    const withWindows = (windows: typeof rest) =>
      edited("business.json", { ...business, preferredTimes: { ...business.preferredTimes, windows } })
    expect(withWindows([first, { ...second, label: "Aft; late" }, ...rest])).toEqual([
      expect.stringMatching(/^data\/business\.json, item 2 of "preferredTimes\.windows", field "label": /),
    ])
    expect(withWindows([first, { ...second, label: first.label }, ...rest])).toEqual([
      expect.stringMatching(
        /^data\/business\.json, item 2 of "preferredTimes\.windows", field "label": .*name of its own$/,
      ),
    ])
    expect(withWindows([first, second, { label: "Late", starts: "22:30", ends: "23:30" }])).toEqual([
      expect.stringMatching(
        /^data\/business\.json, item 3 of "preferredTimes\.windows", field "ends": .*not within the opening hours/,
      ),
    ])
  })

  it("accepts a picture uploaded with the edit, and names one that exists nowhere", () => {
    const about = read("about.json")
    expect(edited("about.json", { ...about, image: "images/new.jpg" }, ["images/new.jpg"])).toEqual([])
    expect(edited("about.json", { ...about, image: "images/none.jpg" })).toEqual([
      'data/about.json, field "image": points to data/images/none.jpg, which does not exist',
    ])
  })

  it("does not blame the edit for a problem already there", () => {
    const broken = { ...snapshot, texts: { ...snapshot.texts, "hero.json": "{" } }
    const faq = read("faq.json")
    expect(
      problemsAfterEdit(
        broken,
        { file: "faq.json", text: snapshot.texts["faq.json"], newImages: [] },
        schemas,
        TODAY,
        validators,
      ),
    ).toEqual([])
    expect(
      problemsAfterEdit(
        broken,
        { file: "faq.json", text: toDataFile({ ...faq, items: [] }, schemas), newImages: [] },
        schemas,
        TODAY,
        validators,
      ),
    ).toEqual(['data/faq.json, field "items": must have at least 1 item'])
  })
})

describe("the check's baseline", () => {
  /** The check of `edit` (faq.json's text the CMS would write) on a branch whose faq.json is `onBranch`. */
  const checkOnBranch = (onBranch: string, edit: string) =>
    problemsAfterEdit(
      { ...snapshot, texts: { ...snapshot.texts, "faq.json": onBranch } },
      { file: "faq.json", text: edit, newImages: [] },
      schemas,
      TODAY,
      validators,
    )

  it("does not blame the edit for a problem already there that an edit moved up the list", () => {
    const faq = read("faq.json") as { items: { question: string; answer: string }[] }
    // On the branch already: the third question repeats the first.
    const repeated = {
      ...faq,
      items: [...faq.items.slice(0, 2), { ...faq.items[2], question: faq.items[0].question }, ...faq.items.slice(3)],
    }
    // The edit removes the second question: the repeat is now item 2, still not this edit's doing.
    const edit = { ...repeated, items: repeated.items.filter((_, index) => index !== 1) }
    expect(checkOnBranch(toDataFile(repeated, schemas), toDataFile(edit, schemas))).toEqual([])
  })

  it("knows a problem already there in an item whose keys a hand edit wrote in another order", () => {
    const faq = read("faq.json") as { items: { question: string; answer: string }[] }
    // On the branch already, written by hand: the third question repeats the first, its keys answer-first.
    const items = faq.items.map((item, index) =>
      index === 2 ? { answer: item.answer, question: faq.items[0].question } : item,
    )
    const text = `${JSON.stringify({ ...faq, items }, null, 2)}\n`
    // The CMS writes the same item in the schema's order, with the heading changed.
    const edit = toDataFile({ ...faq, heading: "Your questions", items }, schemas)
    expect(checkOnBranch(text, edit)).toEqual([])
  })

  it("refuses a new problem worded like one already there: a second question repeating the first", () => {
    const faq = read("faq.json") as { items: { question: string; answer: string }[] }
    const repeat = (items: typeof faq.items, at: number) =>
      items.map((item, index) => (index === at ? { ...item, question: faq.items[0].question } : item))
    // On the branch already: the third question repeats the first.
    const repeated = { ...faq, items: repeat(faq.items, 2) }
    // The edit makes the fourth repeat it too: the same file, list, field, label and words, another item.
    const edit = { ...repeated, items: repeat(repeated.items, 3) }
    expect(checkOnBranch(toDataFile(repeated, schemas), toDataFile(edit, schemas))).toEqual([
      `data/faq.json, item 4 of "items" ("${faq.items[0].question}"), field "question": repeats the question of item 1 ("${faq.items[0].question}")`,
    ])
  })
})

describe("checkOnSave", () => {
  /** The preSave listener checkOnSave registers, and an entry as the CMS hands it over. */
  function setUp() {
    let handler: ((event: { entry: Immutable }) => unknown) | undefined
    const cms = { registerEventListener: jest.fn((listener) => (handler = listener.handler)) } as Pick<
      CmsApi,
      "registerEventListener"
    >
    checkOnSave(cms, document, schemas, async () => snapshot, validators)
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

  it("takes a picture the edit names as the CMS writes it (/images/…) and as uploaded with the save", async () => {
    const { save } = setUp()
    const attractions = read("attractions.json") as unknown as { items: { image: string }[] }
    const items = attractions.items.map((item, index) =>
      index === 0 ? { ...item, image: "/images/castle-new.jpg" } : item,
    )
    await expect(save("attractions.json", { ...attractions, items })).resolves.toBeUndefined()
  })
})

describe("the CMS's own bookkeeping keys", () => {
  it("are left out of what is checked and written: a price row added in the CMS is not an unknown field", () => {
    const pricing = JSON.parse(snapshot.texts["pricing.json"]) as { rows: Record<string, unknown>[] }
    const added = { service: "Church hall", amount: 175, from: false, __sc_item_id: "3f2a" }
    const data = { ...pricing, rows: [...pricing.rows, { ...added, __sc_item_original_key_path: "rows.3" }] }
    expect(edited("pricing.json", fileForm(data, schemas))).toEqual([])
    expect(toDataFile(fileForm(data, schemas), schemas)).not.toContain("__sc_")
    // Without it, check:data names the key: what the editor read before this was fixed.
    expect(edited("pricing.json", data)).toEqual([
      expect.stringContaining('field "__sc_item_id": is not a known field'),
      expect.stringContaining('field "__sc_item_original_key_path": is not a known field'),
    ])
  })
})
