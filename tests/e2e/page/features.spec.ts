import { expect, test, type Page } from "@playwright/test"
import { MAP_CONSENT_KEY } from "../../../src/map/use-map-consent"
import { faqAnswer } from "../../../src/sections/faq-answer"
import { HELD_TAP_ATTRIBUTE, READY_ATTRIBUTE, TAPPED_ATTRIBUTE } from "../../../src/shared/markers"
import { attractions, business, faq, siteWords, startOf } from "../support/built-data"
import { accessibleNode, expectExpanded, expectQuiet, openPage } from "../support/helpers"
import { uncovered } from "../support/page-checks"

const QUESTIONS = faq.items.length
const PLACES = attractions.items.length
const SHOW_MAP = startOf(siteWords.maps.showLabel)
const { chat, maps } = siteWords

test.describe("FAQ accordion @once", () => {
  test("has the questions of data/faq.json, one answer open at a time, the open one closes when chosen again", async ({
    page,
  }) => {
    await openPage(page)
    const section = page.locator("#faq")
    const questions = section.locator("summary")
    await expect(questions).toHaveCount(QUESTIONS)
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(QUESTIONS)
    const answer = (index: number) => section.locator("details").nth(index).locator("p")
    await questions.nth(0).click()
    await expectExpanded(questions.nth(0), true)
    await expect(answer(0)).toBeVisible()
    await questions.nth(1).click()
    await expect(answer(0)).toBeHidden()
    await expectExpanded(questions.nth(0), false)
    await expectExpanded(questions.nth(1), true)
    await expect(answer(1)).toBeVisible()
    await questions.nth(1).click()
    await expectExpanded(questions.nth(1), false)
    await expect(section.locator("details[open]")).toHaveCount(0)
  })

  test("each question is announced as a level-3 heading inside a control that says expanded or collapsed", async ({
    page,
  }) => {
    await openPage(page)
    const summary = page.locator("#faq summary").first()
    const heading = summary.getByRole("heading", { level: 3 })
    await expect(heading).toHaveText(/\S/)
    const node = await accessibleNode(summary)
    expect(node.name).toBe(await heading.textContent())
    expect(node.states.expanded).toBe(false)
  })

  test("works with Enter and Space", async ({ page }) => {
    await openPage(page)
    const questions = page.locator("#faq summary")
    await questions.nth(2).focus()
    await page.keyboard.press("Enter")
    await expectExpanded(questions.nth(2), true)
    await page.keyboard.press("Space")
    await expectExpanded(questions.nth(2), false)
  })

  test("shows every answer of data/faq.json", async ({ page }) => {
    await openPage(page)
    const text = await page.locator("#faq").evaluate((section) => section.textContent ?? "")
    for (const { answer } of faq.items) expect(text).toContain(faqAnswer(answer, business))
  })
})

// At both sizes (the window, the sticky header and, on a phone, the floating controls decide what is in sight): the first
// two questions, and the last two, where what follows the FAQ is on screen for the browser to anchor to.
for (const first of [0, QUESTIONS - 2]) {
  test(`question ${first + 2}, opened, stays in sight below the header, though the answer above it closes`, async ({
    page,
  }) => {
    await openPage(page)
    const questions = page.locator("#faq summary")
    await questions.nth(first).click()
    await expectExpanded(questions.nth(first), true)
    // The next question in the middle of the window, the open answer above it, as a visitor reading down meets it.
    const next = questions.nth(first + 1)
    await next.evaluate((summary) => summary.scrollIntoView({ block: "center", behavior: "instant" }))
    await next.click()
    await expectExpanded(next, true)
    await expect.poll(() => next.evaluate(uncovered)).toBe(true)
    // Scrolled once, then still (the browser's anchoring and the page's script, src/enhancement/accordion-in-sight.ts,
    // never both): a second move is what must not happen, watched for through the one quiet window.
    const top = () => next.evaluate((summary) => Math.round(summary.getBoundingClientRect().top))
    const settled = await top()
    await expectQuiet(async () => expect(await top(), "the question moved again").toBe(settled))
    expect(await next.evaluate(uncovered)).toBe(true)
  })
}

/**
 * Scrolls past each map's place on the page, as a visitor reading down the page does, and waits until every map has
 * its code: a map's code comes when its place is near (src/map/map-on-demand.ts), so a map further down shows
 * once the visitor gets there. A map with its code shows its frame, or a Show map button marked ready.
 */
async function scrollPastEveryMap(page: Page): Promise<void> {
  for (const place of await page.locator("#map, #attractions article").all()) await place.scrollIntoViewIfNeeded()
  await expect(page.locator(`:is(#map, #attractions) [${HELD_TAP_ATTRIBUTE}]:not([${READY_ATTRIBUTE}])`)).toHaveCount(0)
}

test.describe("maps @once", () => {
  // No map host is reachable from the tests: answer at once, so a frame never leaves the network busy.
  test.beforeEach(async ({ page }) => {
    await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) => route.abort())
  })

  test("the location map shows the business address after the visitor asks, lazily, with a title", async ({ page }) => {
    await openPage(page)
    const map = page.locator("#map")
    await expect(map.locator("iframe")).toHaveCount(0)
    const postcode = business.address.postcode
    await expect(map.getByRole("link", { name: maps.openInGoogleMaps })).toHaveAttribute(
      "href",
      new RegExp(encodeURIComponent(postcode)),
    )
    await map.getByRole("button", { name: SHOW_MAP }).click()
    const frame = map.locator("iframe")
    await expect(frame).toHaveAttribute("title", new RegExp(`${business.name}.*${postcode}`))
    await expect(frame).toHaveAttribute("loading", "lazy")
    await expect(frame).toHaveAttribute(
      "src",
      new RegExp(`^https://maps\\.google\\.com/maps\\?q=.*${encodeURIComponent(postcode)}&output=embed$`),
    )
    await expect(map.getByRole("link", { name: business.emergencyPhone.display })).toHaveAttribute(
      "href",
      `tel:${business.emergencyPhone.e164}`,
    )
  })

  test("with the map's code unreachable (offline), Show map is not left busy, and shows the map once the code can come", async ({
    page,
  }) => {
    const chunk = /\/map-embed-[^/]*\.js$/
    await page.route(chunk, (route) => route.abort("internetdisconnected"))
    await openPage(page)
    const show = page.locator("#map").getByRole("button", { name: SHOW_MAP })
    await show.click() // held by the head script, as the map's code has not come
    await expect(show).not.toHaveAttribute(TAPPED_ATTRIBUTE) // let go: it does not look busy for ever
    await expect(page.locator("#map iframe")).toHaveCount(0)
    await page.unroute(chunk)
    await show.click()
    await expect(page.locator("#map iframe")).toHaveCount(1)
  })

  test("for a visitor who chose maps before, a map takes the same room before its code has come and after", async ({
    page,
  }) => {
    // The build's HTML has the placeholder; the map replaces it as its code arrives. Were the map taller, a browser
    // without scroll anchoring (Safari, for one, has long had none) would move what is in view as a map above it came.
    const chunk = /\/map-embed-[^/]*\.js$/
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(chunk, async (route) => {
      await held
      await route.continue()
    })
    await page.addInitScript((key) => window.localStorage.setItem(key, "granted"), MAP_CONSENT_KEY)
    await openPage(page)
    const map = page.locator("#map")
    await map.scrollIntoViewIfNeeded()
    await expect(map.getByRole("button", { name: SHOW_MAP })).toBeVisible()
    const hide = map.locator("button", { hasText: maps.hide })
    await expect(hide).toHaveCount(1) // its room is kept, unseen
    await expect(hide).toBeHidden()
    const before = (await map.boundingBox())?.height
    release()
    await expect(map.getByRole("button", { name: maps.hide })).toBeVisible()
    expect((await map.boundingBox())?.height).toBe(before)
  })

  test("the choice to show maps is remembered after a reload", async ({ page }) => {
    await openPage(page)
    await page.locator("#map").getByRole("button", { name: SHOW_MAP }).click()
    await expect(page.locator("#map iframe")).toHaveCount(1) // the choice is made once the map shows
    await openPage(page)
    await scrollPastEveryMap(page)
    await expect(page.locator("#map iframe")).toHaveCount(1)
    await expect(page.locator("#attractions iframe")).toHaveCount(PLACES)
  })

  test("a visitor can take the choice back: Hide maps removes every map, also after a reload", async ({ page }) => {
    await openPage(page)
    await page.locator("#map").getByRole("button", { name: SHOW_MAP }).click()
    await scrollPastEveryMap(page)
    await expect(page.locator("iframe")).toHaveCount(PLACES + 1)
    await page.locator("#map").getByRole("button", { name: maps.hide }).click()
    await expect(page.locator("iframe")).toHaveCount(0)
    await expect(page.locator("#map").getByRole("button", { name: SHOW_MAP })).toBeFocused()
    await openPage(page)
    await scrollPastEveryMap(page)
    await expect(page.locator("iframe")).toHaveCount(0)
    await expect(page.getByRole("button", { name: SHOW_MAP })).toHaveCount(PLACES + 1)
  })

  test("with site storage blocked, Show map still shows every map for this page view and Hide maps hides them", async ({
    page,
  }) => {
    // Strict privacy settings and some embedded browsers: reading window.localStorage throws.
    await page.addInitScript(() =>
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError")
        },
      }),
    )
    await openPage(page)
    const storage = await page.evaluate(() => {
      try {
        return typeof window.localStorage
      } catch (error) {
        return (error as DOMException).name
      }
    })
    expect(storage).toBe("SecurityError")
    await page.locator("#map").getByRole("button", { name: SHOW_MAP }).click()
    await scrollPastEveryMap(page)
    await expect(page.locator("iframe")).toHaveCount(PLACES + 1)
    await page.locator("#map").getByRole("button", { name: maps.hide }).click()
    await expect(page.locator("iframe")).toHaveCount(0)
  })
})

test("attractions: a card per place with description, address, website in a new tab, image and map @once", async ({
  page,
}) => {
  await openPage(page)
  const cards = page.locator("#attractions article")
  await expect(cards).toHaveCount(PLACES)
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).toBeVisible()
    await expect(card.locator("p").first()).not.toBeEmpty()
    const website = card.getByRole("link", { name: startOf(attractions.websiteLink) })
    await expect(website).toHaveAttribute("href", /^https:\/\//)
    await expect(website).toHaveAttribute("target", "_blank")
    await expect(website).toHaveAttribute("rel", "noopener noreferrer")
    await expect(card.locator("img[alt]:not([aria-hidden])")).toHaveCount(1)
    await expect(card.getByRole("button", { name: SHOW_MAP })).toBeVisible()
  }
})

test.describe("chat", () => {
  test("small screens: a labelled button opens a panel that opens WhatsApp with a prefilled EICR request @phone", async ({
    page,
  }) => {
    await openPage(page)
    const toggle = page.getByRole("button", { name: chat.toggle })
    await expectExpanded(toggle, false)
    await expect(page.getByRole("link", { name: new RegExp(`^${chat.chatNow}`) })).toBeHidden()
    await toggle.click()
    await expectExpanded(toggle, true)
    const panel = page.locator("#chat-panel")
    await expect(panel).toBeVisible()
    const link = panel.getByRole("link", { name: new RegExp(`^${chat.openChat}`) })
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    const href = new URL((await link.getAttribute("href"))!)
    expect(href.origin + href.pathname).toBe(`https://wa.me/${business.whatsapp}`)
    expect(href.searchParams.get("text")).toBe(business.whatsappMessage)
    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await panel.getByRole("button", { name: chat.close }).click()
    await expect(panel).toBeHidden()
    await expectExpanded(toggle, false)
  })

  test("768 px and wider: a direct Chat Now link @desktop", async ({ page }) => {
    await openPage(page)
    await expect(page.getByRole("button", { name: chat.toggle })).toBeHidden()
    // On the first screen, beside the hero's form (tests/e2e/page/first-screen.spec.ts: it covers nothing there).
    const link = page.getByRole("link", { name: new RegExp(`^${chat.chatNow}`) })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute(
      "href",
      `https://wa.me/${business.whatsapp}?text=${encodeURIComponent(business.whatsappMessage)}`,
    )
    await expect(link).toHaveAttribute("target", "_blank")
  })
})
