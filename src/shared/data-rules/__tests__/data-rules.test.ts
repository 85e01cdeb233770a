/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import { DATA_RULES, ukDate } from "../data-rules"

const TODAY = new Date("2026-11-23T12:00:00Z")
const rule = (file: string, data: unknown, files: ReadonlyMap<string, unknown> = new Map()) =>
  DATA_RULES[file](data, { today: TODAY, files }).map(({ path, message }) => `${path.join(".")}: ${message}`)

// The rules a schema cannot express (data-rules.ts), on data written here.
describe("the data rules", () => {
  it("dates a moment by the UK's calendar, two digits for the month and day, BST in summer", () => {
    expect(ukDate(new Date("2026-07-04T23:30:00Z"))).toBe("2026-07-05")
    expect(ukDate(new Date("2026-01-04T23:30:00Z"))).toBe("2026-01-04")
  })

  it("takes two questions as one only when they differ in case and spaces alone", () => {
    const questions = ["What is an EICR?", "  what is an  EICR? ", "Whatis an EICR?"].map((question) => ({ question }))
    expect(rule("faq.json", { law: { checked: "2026-11-01", sources: [] }, items: questions })).toEqual([
      'items.1.question: repeats the question of item 1 ("What is an EICR?")',
    ])
  })

  describe("data/site.json", () => {
    const site = {
      menus: { header: [{ section: "faq" }] },
      seo: { title: "t", description: "d", notFoundTitle: "n" },
      cta: { callNow: "Call Now", callNowLabel: "Call Now on 01632 960 123" },
      maps: { show: "Show map ", showLabel: "Ashford: show map" },
    }

    it("finds the words a control shows in its name, however they are spaced at their ends", () => {
      expect(rule("site.json", site)).toEqual([])
    })

    it("lets a search description of 160 characters through, once filled in, and names one of 161", () => {
      const business = { name: "A", town: "T", county: "K", priceFrom: 89, coverage: ["T"] }
      const seo = (length: number) => ({ ...site.seo, description: "x".repeat(length) })
      expect(rule("site.json", { ...site, seo: seo(160) }, new Map([["business.json", business]]))).toEqual([])
      expect(rule("site.json", { ...site, seo: seo(161) }, new Map([["business.json", business]]))).toEqual([
        `seo.description: is 161 characters once filled in; search results cut it after 160: "${"x".repeat(161)}"`,
      ])
    })
  })
})
