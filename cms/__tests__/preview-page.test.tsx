/** @jest-environment node */
import { formatPrice } from "../../src/shared/price"
import { SECTIONS, sectionFile } from "../../src/shared/sections"
import { faqAnswer } from "../../src/sections/faq-answer"
import { formatMonthYear } from "../../src/shared/eicr-due"
import { startingData } from "../../tests/jest/support/starting-data"
import { fillIn } from "../../src/shared/text"
import { previewHtml, previewPage, type DataFiles } from "../preview-page"

/** The starting data, parsed, by file name: the test's own copy, never the live data/. */
const files: Record<string, unknown> = Object.fromEntries(
  Object.entries(startingData().texts).map(([name, text]) => [name, JSON.parse(text)]),
)
/**
 * The preview's HTML of `file` with `data` in the form, as the worker renders it (no `window`, like the build), once
 * the sections' code is in.
 */
const preview = (file: string, data: unknown, more: DataFiles = {}) =>
  previewHtml(file, { ...files, ...more, [file]: data }, (image) => `blob:${image}`, "2026")
/** The visible text of some HTML. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")

type Pricing = { rows: { service: string; amount: number; from: boolean }[]; startingPrice: string }

describe("the CMS's preview is the page", () => {
  it("shows an edited price as the page writes it (160 → £160), with every other row", async () => {
    const pricing = files["pricing.json"] as Pricing
    const rows = pricing.rows.map((row, index) => (index === 0 ? { ...row, amount: 160, from: false } : row))
    const shown = text(await preview("pricing.json", { ...pricing, rows }))
    expect(shown).toContain(`${rows[0].service} £160`)
    for (const row of rows) expect(shown).toContain(`${row.service} ${formatPrice(row, pricing.startingPrice)}`)
  })

  it("fills the FAQ's {placeholders} from business.json as the page does, and writes the law's date", async () => {
    const faq = files["faq.json"] as { items: { answer: string }[]; law: { checked: string } }
    const edited = { ...faq, items: [{ question: "How often?", answer: "Every {rented} years, from {priceFrom}." }] }
    const shown = text(await preview("faq.json", edited))
    expect(shown).toContain(faqAnswer(edited.items[0].answer, files["business.json"] as never))
    expect(shown).not.toContain("{rented}")
    expect(shown).toContain("23 November 2026")
  })

  it("writes a review's month as the page does", async () => {
    const reviews = files["reviews.json"] as { items: { name: string; date: string }[] }
    const shown = text(await preview("reviews.json", reviews))
    for (const review of reviews.items) expect(shown).toContain(formatMonthYear(review.date))
  })

  it("shows pictures at the address the CMS gives, and the page's whole header, hero and footer for business facts", async () => {
    expect(await preview("about.json", files["about.json"])).toContain('src="blob:images/engineer.jpg"')
    const business = { ...(files["business.json"] as { phone: { display: string } }), priceFrom: 95 }
    const shown = text(await preview("business.json", business))
    expect(shown).toContain("£95")
    expect(shown).toContain(business.phone.display)
  })

  it("shows each section of the page from its file, with the page's own component", async () => {
    for (const { id } of SECTIONS) {
      const file = sectionFile(id)
      const html = await preview(file, files[file])
      expect({ file, shown: html.includes(`id="${id}"`), waiting: html.includes("<!--$!-->") }).toEqual({
        file,
        shown: true,
        waiting: false,
      })
    }
  })

  it("shows each attraction's picture at the address the CMS gives, and the footer's year as it is given", async () => {
    const attractions = files["attractions.json"] as { items: { image: string }[] }
    const html = await preview("attractions.json", attractions)
    for (const item of attractions.items) expect(html).toContain(`src="blob:${item.image}"`)
    const contact = files["contact.json"] as { legal: string }
    const { name, coverage } = files["business.json"] as { name: string; coverage: string[] }
    expect(text(await preview("contact.json", contact))).toContain(
      fillIn(contact.legal, { year: "2026", name, coverage: coverage.join(", ") }),
    )
  })

  it("shows an attraction just added, before its picture is chosen, without a picture and with the others'", async () => {
    const attractions = files["attractions.json"] as { items: { name: string; image: string }[] }
    const [first, ...others] = attractions.items
    const { image: _chosenLater, ...added } = { ...first, name: "A place just added" }
    const html = await preview("attractions.json", { ...attractions, items: [...others, added] })
    expect(text(html)).toContain("A place just added")
    for (const item of others) expect(html).toContain(`src="blob:${item.image}"`)
    expect(html).not.toContain(`src="blob:${first.image}"`)
  })

  it("never runs a text as markup: it is escaped like any text on the page", async () => {
    const hero = { ...(files["hero.json"] as object), heading: '<img src=x onerror="alert(1)">' }
    const html = await preview("hero.json", hero)
    expect(html).not.toContain("<img src=x")
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;")
  })

  it("shows the due-date tool's words, whose code the page loads lazily, as the build does", async () => {
    const services = files["services.json"] as { dueTool: { heading: string; lastInspection: string } }
    const html = await previewHtml("services.json", files, () => undefined, "2026")
    expect(text(html)).toContain(services.dueTool.heading)
    expect(text(html)).toContain(services.dueTool.lastInspection)
  })

  it("says what is missing when a file the sections need is not loaded", () => {
    const { ["site.json"]: _site, ...rest } = files
    expect(() => previewPage("pricing.json", rest, () => undefined, "2026")).toThrow("data/site.json is not loaded")
  })
})
