import { QUOTE_FIELDS, QUOTE_FORMS } from "../../../src/quote-form/fields/quote-fields"
import { expect, test } from "@playwright/test"
import { SECTION_IDS, SECTIONS } from "../../../src/shared/sections"
import { formatPounds, formatPrice } from "../../../src/shared/price"
import { fillIn } from "../../../src/shared/text"
import {
  about,
  attractions as attractionWords,
  business,
  contact,
  hero as heroWords,
  labels,
  pricing,
  quoteForm,
  reviews as reviewWords,
  siteWords,
} from "../support/built-data"
import { expectQuiet, expectSectionInView, openPage } from "../support/helpers"
import { expectFirstFieldShown, followInPageLink } from "../support/in-page-links"

test("the sections come in the order of requirements §2, with their ids", async ({ page }) => {
  await openPage(page)
  const ids = await page.evaluate(
    (wanted) =>
      Array.from(document.querySelectorAll("main [id], footer[id]"))
        .map((element) => element.id)
        .filter((id) => wanted.includes(id)),
    [...SECTION_IDS] as string[],
  )
  expect(ids).toEqual(SECTION_IDS)
  await expect(page.locator("header").first()).toBeVisible()
  await expect(page.locator("footer#contact")).toBeVisible()
  // The sticky header keeps its height (--header-h and its 1 px border): the menu panel and the scroll offset of
  // every section are placed by it.
  const header = await page.evaluate(() => ({
    height: document.querySelector("header")!.getBoundingClientRect().height,
    planned: parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--header-h")) + 1,
  }))
  expect(header.height).toBeLessThanOrEqual(header.planned)
})

test("hero offers the quote form and the headline price (data/business.json priceFrom)", async ({ page }) => {
  await openPage(page)
  const hero = page.locator("section", { has: page.locator("h1") })
  await expect(hero).toContainText(fillIn(heroWords.price, { price: formatPounds(business.priceFrom) }))
  await expect(hero.getByRole("form")).toBeVisible()
})

/** The Call Now links' accessible name (data/site.json `cta.callNowLabel`). */
const callNowName = fillIn(siteWords.cta.callNowLabel, { phone: business.phone.display })

test("CTA bands: Book Now shows the contact section's quote form, focus in its first field, and Call Now is a phone link", async ({
  page,
}) => {
  await openPage(page)
  const bands = page.getByRole("complementary", { name: siteWords.cta.label })
  expect(await bands.count()).toBeGreaterThanOrEqual(3)
  await expect(bands.first().getByRole("link", { name: callNowName })).toHaveAttribute(
    "href",
    `tel:${business.phone.e164}`,
  )
  await followInPageLink(page, bands.nth(1).getByRole("link", { name: siteWords.cta.bookNow }))
  await expect(page.locator("#contact").locator("#contact-quote")).toHaveCount(1) // inside the contact section
  await expectFirstFieldShown(page, "contact")
})

test("pricing is a real table with the rows of data/pricing.json and its note @once", async ({ page }) => {
  await openPage(page)
  const table = page.locator("#pricing table")
  await expect(table.locator("tbody tr")).toHaveCount(pricing.rows.length)
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent)))
  expect(rows).toEqual(
    pricing.rows.map((row) => [row.service, formatPrice(row, pricing.startingPrice), `${pricing.book} ${row.service}`]),
  )
  await expect(page.locator("#pricing")).toContainText(pricing.note)
})

test("reviews: the reviews of data/reviews.json with their stars and source, Call Now and Book Online", async ({
  page,
}) => {
  await openPage(page)
  const section = page.locator("#reviews")
  const ratings = section.locator("figure [role='img']")
  await expect(ratings).toHaveCount(reviewWords.items.length)
  for (const [index, { rating }] of reviewWords.items.entries()) {
    await expect(ratings.nth(index)).toHaveAccessibleName(fillIn(siteWords.rating, { rating, outOf: 5 }))
  }
  await expect(section.locator("figcaption", { hasText: reviewWords.source })).toHaveCount(reviewWords.items.length)
  await expect(section.getByRole("link", { name: callNowName })).toHaveAttribute("href", `tel:${business.phone.e164}`)
  await followInPageLink(page, section.getByRole("link", { name: reviewWords.bookOnline }))
  await expectFirstFieldShown(page, "contact")
})

test("images are plain <picture>s with real alt text, fixed dimensions, modern formats, lazy below the fold", async ({
  page,
}) => {
  await openPage(page)
  const images = page.locator("#about img, #attractions img")
  const alts = [about.imageAlt, ...attractionWords.items.map((item) => item.imageAlt)]
  await expect(images).toHaveCount(alts.length)
  for (const [index, image] of (await images.all()).entries()) {
    await expect(image).toHaveAttribute("alt", alts[index])
    await expect(image).toHaveAttribute("loading", "lazy")
    // Sized before the file arrives (no layout shift), with a responsive source set.
    expect(Number(await image.getAttribute("width"))).toBeGreaterThan(100)
    expect(Number(await image.getAttribute("height"))).toBeGreaterThan(100)
    await expect(image).toHaveAttribute("srcset", /\d+w/)
    const picture = image.locator("xpath=..")
    await expect(picture.locator("source[type='image/avif']")).toHaveAttribute("srcset", /\.avif/)
    await expect(picture.locator("source[type='image/webp']")).toHaveAttribute("srcset", /\.webp/)
  }
  await images.last().scrollIntoViewIfNeeded()
  await expect(images.last()).toHaveJSProperty("complete", true)
  expect(await images.last().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  // No GatsbyImage runtime: its wrapper and its after-hydration react-dom/server chunk are gone.
  await expect(page.locator("[data-gatsby-image-wrapper]")).toHaveCount(0)
})

test("ships modern JavaScript only: no legacy polyfill bundle and no nomodule script @once", async ({ page }) => {
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  await openPage(page)
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((script) => /polyfill|legacy/i.test(script))).toEqual([])
  await expect(page.locator("script[nomodule]")).toHaveCount(0)
})

test("the sections with no behaviour cost the visitor no JavaScript: their code is never fetched @once", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  await openPage(page)
  // Go through the whole page and use the FAQ: what needs code (the due-date tool, once reached) fetches it.
  for (const id of SECTION_IDS) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded()
    // Pacing, two frames in view: an IntersectionObserver's callback for what came into view is queued by the first
    // frame's rendering, so it has run by the second.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  }
  await page.locator("#faq summary").first().click()
  await expect.poll(() => scripts.filter((script) => /\/due-date-tool-/.test(script))).toHaveLength(1)
  // What must not happen, a second fetch of the tool's code or any section's, watched for through the one quiet window.
  await expectQuiet(() => {
    expect(scripts.filter((script) => /\/due-date-tool-/.test(script))).toHaveLength(1)
    expect(scripts.filter((script) => /\/section-/.test(script))).toEqual([])
  })
  // ... and is not in the JavaScript the page did fetch either (each section's code names its CSS module's classes).
  for (const script of scripts) {
    const code = await (await page.request.get(script)).text()
    for (const { id } of SECTIONS.filter((section) => section.rendering === "static")) {
      expect(code, `${script} holds the code of #${id}`).not.toContain(`${id}-module--`)
    }
  }
  await expect(page.locator("#pricing tbody tr")).toHaveCount(pricing.rows.length)
  await expect(page.locator("#faq details[open]")).toHaveCount(1)
})

test("footer: second quote form, contact details, hours and the quick links", async ({ page }) => {
  await openPage(page)
  const footer = page.locator("footer#contact")
  await expect(footer.getByRole("form")).toBeVisible()
  await expect(footer.getByRole("link", { name: business.phone.display })).toHaveAttribute(
    "href",
    `tel:${business.phone.e164}`,
  )
  await expect(footer).toContainText(business.hours.display)
  const quick = footer.getByRole("navigation", { name: contact.quickLinks }).getByRole("link")
  await expect(quick).toHaveText(siteWords.menus.contact.map(({ label }) => label))
  const hrefs = await quick.evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  expect(hrefs).toEqual(siteWords.menus.contact.map(({ section }) => `#${section}`))
  const last = siteWords.menus.contact.at(-1)!
  await quick.filter({ hasText: last.label }).click()
  await expectSectionInView(page, last.section)
})

test("both quote forms have every field of the table labelled and required, with browser validation @once", async ({
  page,
}) => {
  await openPage(page)
  const forms = await page.getByRole("form").all()
  expect(forms).toHaveLength(Object.keys(QUOTE_FORMS).length) // the loop below checks something
  for (const form of forms) {
    for (const name of QUOTE_FIELDS) {
      await expect(form.getByLabel(labels[name])).toHaveAttribute("required", "")
      await expect(form.getByLabel(labels[name])).toHaveAttribute("name", name)
    }
    await expect(form.getByLabel(labels.from_email)).toHaveAttribute("type", "email")
    await expect(form.getByLabel(labels.phone)).toHaveAttribute("type", "tel")
    await expect(form.getByLabel(labels.message)).toHaveAttribute("placeholder", quoteForm.messagePlaceholder)
    expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(false)
  }
})
