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

test("images are plain <picture>s with real alt text, fixed dimensions, modern formats, lazy below the fold", async ({
  page,
}) => {
  await openPage(page)
  const images = page.locator("#about img, #attractions img")
  await expect(images).toHaveCount(4)
  for (const image of await images.all()) {
    expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(10)
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

test("the layout does not shift while the page loads and its images arrive (CLS 0)", async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { __shift: number }).__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
  await openPage(page)
  for (const id of ["about", "attractions", "contact"]) await page.locator(`#${id}`).scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0)
})

test("ships modern JavaScript only: no legacy polyfill bundle and no nomodule script", async ({ page }) => {
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  await openPage(page)
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((script) => /polyfill|legacy/i.test(script))).toEqual([])
  await expect(page.locator("script[nomodule]")).toHaveCount(0)
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
