/**
 * The smoke test of the built page, at phone and desktop size: every section shows what its data file says, axe-core
 * finds no WCAG 2.2 AA violation in the page as loaded, and nothing is logged as an error (hydration warnings included)
 * from the load to the end of the page. The one test of those two checks: no other test repeats them. Everything it expects comes from data/, so it
 * judges whatever content an editor has published; it is the browser part of the pull-request check for content
 * (`npm run test:smoke`, .github/workflows/deploy.yml) and runs in `npm test` with the other browser tests.
 */
import { expect, test } from "@playwright/test"
import { formatPrice } from "../../../src/shared/price"
import { SECTION_IDS, type SectionId } from "../../../src/shared/sections"
import {
  about,
  attractions,
  business,
  contact,
  faq,
  hero,
  map,
  pricing,
  process,
  reviews,
  services,
  sectionData,
  siteWords,
  whyChooseUs,
} from "../support/built-data"
import { axeViolations, expectQuiet, openPage, watchConsole } from "../support/helpers"

/** Texts as the page shows them: those with a `{placeholder}` are filled by the page and checked elsewhere. */
const plain = (...texts: string[]) => texts.filter((text) => !text.includes("{"))

/**
 * What a section of the page shows from its data file (and the business facts it repeats), in detail where written
 * here; any other section (a new one, docs/how-to.md) shows at least its data file's `heading`.
 */
const SHOWS: Partial<Record<SectionId, string[]>> = {
  pricing: [
    pricing.heading,
    ...pricing.rows.flatMap((row) => [row.service, formatPrice(row, pricing.startingPrice)]),
    pricing.note,
  ],
  about: [about.heading, ...about.paragraphs, business.certification, ...business.promises],
  services: [
    services.heading,
    ...services.paragraphs,
    ...services.durations.flatMap((row) => [row.size, row.duration]),
  ],
  "why-choose-us": [whyChooseUs.heading, ...whyChooseUs.points.flatMap((point) => [point.title, point.text])],
  process: [process.heading, ...process.steps.flatMap((step) => [step.title, step.description, step.duration])],
  reviews: [reviews.heading, ...reviews.items.flatMap((review) => [review.name, review.text])],
  faq: [faq.heading, ...faq.items.map((item) => item.question)],
  map: [map.heading, map.intro],
  attractions: [attractions.heading, ...attractions.items.flatMap((item) => [item.name, item.description])],
  contact: [contact.heading, business.name, business.phone.display, business.email, business.hours.display],
}

test("every section shows what its data file says, with no error logged and no WCAG 2.2 AA violation", async ({
  page,
}) => {
  const errors = watchConsole(page)
  await openPage(page)
  await expect(page.locator("h1")).toHaveText(hero.heading)
  await expect(page.locator("main")).toContainText(hero.subheading)
  for (const id of SECTION_IDS) {
    const section = page.locator(`#${id}`)
    const shows = SHOWS[id] ?? [sectionData(id).heading ?? ""].filter(Boolean)
    await expect(section, `#${id}`).toBeVisible()
    for (const text of plain(...shows)) await expect(section, `#${id}`).toContainText(text)
  }
  const header = page.getByRole("banner")
  for (const { label } of siteWords.menus.header) await expect(header).toContainText(label)
  expect(await axeViolations(page)).toEqual([])
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)) // the lazy pictures load, the tool hydrates
  await expectQuiet(() => expect(errors).toEqual([]))
})
