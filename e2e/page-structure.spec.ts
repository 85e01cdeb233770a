import { expect, test } from "@playwright/test"
import { expectSectionInView, openPage, watchConsole } from "./helpers"

/** The section ids of spec §2, in page order. */
const SECTION_IDS = [
  "pricing",
  "about",
  "services",
  "why-choose-us",
  "process",
  "reviews",
  "faq",
  "map",
  "attractions",
  "contact",
]

test("the sections come in the order of spec §2, with their ids", async ({ page }) => {
  await openPage(page)
  const ids = await page.evaluate(
    (wanted) =>
      Array.from(document.querySelectorAll("main [id], footer[id]"))
        .map((element) => element.id)
        .filter((id) => wanted.includes(id)),
    SECTION_IDS,
  )
  expect(ids).toEqual(SECTION_IDS)
  await expect(page.locator("header").first()).toBeVisible()
  await expect(page.locator("footer#contact")).toBeVisible()
})

test("loads and scrolls to the end with no console error or hydration warning", async ({ page }) => {
  const problems = watchConsole(page)
  await openPage(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForTimeout(500)
  expect(problems).toEqual([])
})

test("hero offers the quote form and the headline price from £89", async ({ page }) => {
  await openPage(page)
  const hero = page.locator("section", { has: page.locator("h1") })
  await expect(hero).toContainText("from £89")
  await expect(hero.getByRole("form")).toBeVisible()
})

test("CTA bands: Book Now goes to #contact and Call Now is a phone link", async ({ page }) => {
  await openPage(page)
  const bands = page.getByRole("complementary", { name: "Book an EICR" })
  expect(await bands.count()).toBeGreaterThanOrEqual(3)
  await expect(bands.first().getByRole("link", { name: /call now/i })).toHaveAttribute("href", /^tel:\+44\d+$/)
  await bands.nth(1).getByRole("link", { name: "Book Now" }).click()
  await expectSectionInView(page, "contact")
})

test("pricing is a real table with the 19 rows of spec §9 and the note on size and complexity", async ({ page }) => {
  await openPage(page)
  const table = page.locator("#pricing table")
  await expect(table.locator("tbody tr")).toHaveCount(19)
  await expect(table.getByRole("row", { name: /1-bedroom property £130/ })).toBeVisible()
  await expect(table.getByRole("row", { name: /Industrial premises from £350/ })).toBeVisible()
  await expect(table.getByRole("row", { name: /School from £99/ })).toBeAttached()
  await expect(page.locator("#pricing")).toContainText("Prices may vary with the size and complexity")
})

test("reviews: three five-star Google reviews, Call Now and Book Online", async ({ page }) => {
  await openPage(page)
  const reviews = page.locator("#reviews")
  await expect(reviews.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3)
  await expect(reviews.locator("figcaption", { hasText: "Google reviews" })).toHaveCount(3)
  await expect(reviews.getByRole("link", { name: /call now/i })).toHaveAttribute("href", /^tel:/)
  await reviews.getByRole("link", { name: "Book Online" }).click()
  await expectSectionInView(page, "contact")
})

test("images have real alt text, fixed dimensions, and below-the-fold ones load lazily", async ({ page }) => {
  await openPage(page)
  const images = page.locator("#about img[alt]:not([aria-hidden]), #attractions img[alt]:not([aria-hidden])")
  await expect(images).toHaveCount(4)
  for (const image of await images.all()) {
    expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(10)
    await expect(image).toHaveAttribute("loading", "lazy")
  }
  const wrappers = page.locator("#attractions [data-gatsby-image-wrapper]")
  const box = await wrappers.first().boundingBox()
  expect(box?.height).toBeGreaterThan(100)
  await expect(page.locator("#attractions picture source[type='image/avif']").first()).toBeAttached()
})

test("footer: second quote form, contact details, hours and the quick links", async ({ page }) => {
  await openPage(page)
  const footer = page.locator("footer#contact")
  await expect(footer.getByRole("form")).toBeVisible()
  await expect(footer.getByRole("link", { name: /01632/ })).toHaveAttribute("href", /^tel:/)
  await expect(footer).toContainText("7:00 AM – 10:00 PM")
  const quick = footer.getByRole("navigation", { name: "Quick links" }).getByRole("link")
  await expect(quick).toHaveText(["About Us", "Services", "Pricing", "Process", "FAQ", "Reviews"])
  const hrefs = await quick.evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  expect(hrefs).toEqual(["#about", "#services", "#pricing", "#process", "#faq", "#reviews"])
  await quick.filter({ hasText: "Process" }).click()
  await expectSectionInView(page, "process")
})

test("both quote forms have the five labelled, required fields with browser validation", async ({ page }) => {
  await openPage(page)
  for (const form of await page.getByRole("form").all()) {
    await expect(form.getByLabel("Your name")).toHaveAttribute("required", "")
    await expect(form.getByLabel("E-mail address")).toHaveAttribute("type", "email")
    await expect(form.getByLabel("Phone number")).toHaveAttribute("type", "tel")
    await expect(form.getByLabel("Postcode")).toHaveAttribute("name", "postcode")
    await expect(form.getByLabel(/your property/i)).toHaveAttribute(
      "placeholder",
      /House \/ Flat \/ Commercial \/ Industrial/,
    )
    expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(false)
  }
})
