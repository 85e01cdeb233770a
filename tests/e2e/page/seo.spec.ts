import { expect, test } from "@playwright/test"
import { searchTexts } from "../../../src/shared/search-texts"
import { fillIn } from "../../../src/shared/text"
import { business, pricing, reviews, siteWords } from "../support/built-data"
import { openPage } from "../support/helpers"

/** The title and description written in data/site.json, with the business facts filled in. */
const search = searchTexts(siteWords.seo, business)
import { SITE_ORIGIN } from "../support/settings"

test("head: language, local-search title and description, canonical, social cards, theme, icons @once", async ({
  page,
}) => {
  await openPage(page)
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB")
  await expect(page).toHaveTitle(search.title)
  const description = await page.locator('meta[name="description"]').getAttribute("content")
  expect(description).toBe(search.description)
  expect(description!.length).toBeLessThanOrEqual(160)
  for (const fact of [business.name, business.town, business.coverage[1]])
    expect(`${search.title} ${description}`).toContain(fact)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_ORIGIN}/`)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", search.title)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1d3557")
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1)
  await expect(page.locator('link[rel="icon"]').first()).toBeAttached()

  const image = await page.locator('meta[property="og:image"]').getAttribute("content")
  const response = await page.request.get(image!)
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toBe("image/png")
})

test("JSON-LD: an Electrician with hours, towns, the price list and its profiles, and no self-serving rating @once", async ({
  page,
}) => {
  await openPage(page)
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(data["@type"]).toBe("Electrician")
  expect(data.telephone).toBe(business.phone.e164)
  // A business customers do not visit gives its town and county, not its street or position (Google's guidelines).
  expect(data.address.postalCode).toBe(business.noCustomersAtAddress ? undefined : business.address.postcode)
  expect(data.address.streetAddress).toBe(business.noCustomersAtAddress ? undefined : business.address.street)
  expect(data.address.addressLocality).toBe(business.address.locality)
  expect(data.geo === undefined).toBe(business.noCustomersAtAddress)
  expect(data.openingHoursSpecification[0]).toMatchObject({
    opens: business.hours.opens,
    closes: business.hours.closes,
    dayOfWeek: business.hours.days,
  })
  expect(data.areaServed.map((area: { name: string }) => area.name)).toEqual(business.coverage)
  expect(data.makesOffer).toHaveLength(pricing.rows.length)
  expect(data.aggregateRating).toBeUndefined()
  expect(data.review).toBeUndefined()
  const profiles = [
    business.googleProfile?.reviewsUrl,
    ...((business as { otherProfiles?: string[] }).otherProfiles ?? []),
  ].filter(Boolean)
  expect(data.sameAs).toEqual(profiles.length > 0 ? [...new Set(profiles)] : undefined)
})

test("reviews: links to read them all and to leave one on the Google profile, and no request to Google @once", async ({
  page,
}) => {
  const requests: string[] = []
  page.on("request", (request) => requests.push(request.url()))
  await openPage(page)
  const section = page.locator("#reviews")
  const links = [
    [reviews.readAll, business.googleProfile?.reviewsUrl],
    [reviews.leaveReview, business.googleProfile?.writeReviewUrl],
  ] as const
  for (const [words, href] of links) {
    const link = section.getByRole("link", { name: `${words} ${siteWords.newTab}` })
    if (!href) {
      await expect(link).toHaveCount(0)
      continue
    }
    await expect(link).toHaveAttribute("href", href)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toBeVisible()
  }
  await section.scrollIntoViewIfNeeded()
  expect(requests.filter((url) => /google/.test(new URL(url).hostname))).toEqual([])
})

test("about: the engineer's registration links to the scheme's public register, in a new tab @once", async ({
  page,
}) => {
  const registration = (business as { registration?: typeof business.registration }).registration
  await openPage(page)
  if (!registration) {
    // The registration is optional: without one, About offers no register to check (and no empty link).
    await expect(page.locator("#about a[target=_blank]")).toHaveCount(0)
    return
  }
  const words = fillIn(registration!.linkText, { scheme: registration!.scheme, number: registration!.number })
  const link = page.locator("#about").getByRole("link", { name: `${words} ${siteWords.newTab}` })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute("href", registration!.registerUrl)
  await expect(link).toHaveAttribute("target", "_blank")
  await expect(link).toHaveAttribute("rel", "noopener noreferrer")
})

test("/favicon.ico, which browsers and tools ask the site's root for, is the site's icon (static/) @once", async ({
  request,
}) => {
  const response = await request.get("/favicon.ico")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
})

test("robots.txt points to the sitemap, which lists the page @once", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain("Allow: /")
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)![1]
  expect(sitemapUrl).toBe(`${SITE_ORIGIN}/sitemap-index.xml`)
  const index = await (await request.get("/sitemap-index.xml")).text()
  const pageSitemap = /<loc>([^<]+)<\/loc>/.exec(index)![1]
  const sitemap = await (await request.get(new URL(pageSitemap).pathname)).text()
  expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/</loc>`)
  expect(sitemap).not.toContain("404")
})

test("an unknown address shows a helpful 404 page in the site's style @once", async ({ page }) => {
  const response = await page.goto("/no-such-page/")
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(search.notFoundTitle)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(siteWords.notFound.heading)
  await expect(page.getByRole("link", { name: siteWords.notFound.home })).toHaveAttribute("href", "/")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
})
