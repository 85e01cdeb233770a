/**
 * From "how much?" to a booked time (issues 37 and 48, requirements §10 item 7): a price row's Book, the contact form's
 * preferred times, and the enquiry that reaches the business with one row, its price and the times in words, in the
 * fields of requirements §3. The data is the test build's (tests/e2e/support/built-data.ts); the days are the
 * page's own, worked out on the test machine's date (the clock set where no time leaves the form while a test ticks:
 * `quietMoment`), so a time is found by its box and its words read from there. At dates across the year, and times
 * leaving: tests/e2e/page/preferred-times-clock.spec.ts.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { formatPrice } from "../../../src/shared/price"
import { FIELDS_BUT_MESSAGE } from "../../jest/support/quote-enquiry"
import { fillIn } from "../../../src/shared/text"
import { labels, pricing, quoteForm } from "../support/built-data"
import {
  enquiry,
  fieldsOf,
  fillQuote,
  holdResponses,
  hydrated,
  isPhone,
  openPage,
  received,
  uniqueEmail,
} from "../support/helpers"
import {
  contactForm as contact,
  inWords,
  openBoxes,
  quietMoment,
  timesGroup,
  timesLine,
} from "../support/preferred-times"

// The provider library refuses to send from a browser that says it is automated (navigator.webdriver);
// a visitor's browser says false, so these tests do too.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }),
  )
})

/** A row of the price table and the line its Book adds to the message, in the data's words. */
function bookLine(row: (typeof pricing.rows)[number]): string {
  return fillIn(pricing.bookMessage, { service: row.service, price: formatPrice(row, pricing.startingPrice) })
}

test("a phone visitor books a price row with two times and sends it in at most 12 taps; a reload keeps it all @phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  let taps = 0
  const tap = async (target: Locator) => {
    taps++
    await target.click()
  }
  const values = enquiry(uniqueEmail("book"))
  const row = pricing.rows[1]
  await page.clock.install({ time: quietMoment() }) // no time leaves the form while the test ticks
  await openPage(page)

  await tap(page.getByRole("link", { name: `${pricing.book} ${row.service}` }))
  const form = contact(page)
  // Book leaves focus in the form's first field; the visitor types there, then taps into each other one.
  const [firstField, ...otherFields] = FIELDS_BUT_MESSAGE
  await expect(form.getByLabel(labels[firstField])).toBeFocused()
  await page.keyboard.type(values[firstField])
  for (const field of otherFields) {
    await tap(form.getByLabel(labels[field]))
    await page.keyboard.type(values[field])
  }
  const [first, second] = [openBoxes(page).nth(0), openBoxes(page).nth(1)]
  const times = [await inWords(first), await inWords(second)]
  await tap(first)
  await tap(second)
  const message = `${bookLine(row)}\n${timesLine(times)}`
  await expect(form.getByLabel(labels.message)).toHaveValue(message)

  await page.reload()
  await hydrated(page)
  for (const field of FIELDS_BUT_MESSAGE) await expect(form.getByLabel(labels[field])).toHaveValue(values[field])
  await expect(form.getByLabel(labels.message)).toHaveValue(message)
  await form.scrollIntoViewIfNeeded()
  await expect(timesGroup(page).locator("input:checked")).toHaveCount(2)

  await tap(form.getByRole("button", { name: quoteForm.submit }))
  const thanks = page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })
  await expect(thanks).toContainText(times[1])
  expect(taps).toBeLessThanOrEqual(12)
  const sends = await received(values.from_email)
  expect(sends).toHaveLength(1)
  expect(fieldsOf(sends[0])).toEqual({ ...values, message })
  expect(sends[0].template_params.message).toContain(formatPrice(row, pricing.startingPrice))
})

test("with no time picked, the enquiry is the fields exactly as typed @once", async ({ page }) => {
  const values = enquiry(uniqueEmail("no-times"))
  await openPage(page)
  const form = contact(page)
  await form.scrollIntoViewIfNeeded()
  await expect(openBoxes(page).first()).toBeEnabled()
  await fillQuote(form, values)
  await form.getByRole("button", { name: quoteForm.submit }).click()
  await expect(page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })).toBeVisible()
  expect((await received(values.from_email)).map(fieldsOf)).toEqual([values])
})

test("before the scripts, Book leads to the contact form, both forms ask which days suit, no box shows, and nothing moves when the times arrive", async ({
  page,
}) => {
  const release = await holdResponses(page)
  await page.goto("/", { waitUntil: "domcontentloaded" })
  const row = pricing.rows[0]
  const book = page.getByRole("link", { name: `${pricing.book} ${row.service}` })
  await expect(book).toHaveAttribute("href", "#contact-quote")
  for (const id of ["hero", "contact"])
    await expect(page.locator(`#${id}-quote`).getByLabel(labels.message)).toHaveAttribute(
      "placeholder",
      quoteForm.messagePlaceholder,
    )
  await book.click()
  await expect(page).toHaveURL(/#contact-quote$/)
  // Before the days are known the boxes hold their place, unseen: none that cannot be used shows.
  await expect(contact(page).getByRole("checkbox")).toHaveCount(0)
  await expect(contact(page).locator("fieldset input[type=checkbox]").first()).toBeHidden()
  // The Send button's distance from the top of the times: what comes after them stays where it was.
  const below = () =>
    contact(page)
      .locator("button[type=submit]")
      .evaluate(
        (button) =>
          button.getBoundingClientRect().top -
          button.closest("form")!.querySelector("fieldset")!.getBoundingClientRect().top,
      )
  const before = await below()
  release()
  await hydrated(page)
  await expect(openBoxes(page).first()).toBeEnabled()
  expect(await below()).toBe(before)
})

test("a Send in the same moment as a pick, before the pick's line is written, sends the time @once", async ({
  page,
}) => {
  const values = enquiry(uniqueEmail("pick-send"))
  await page.clock.install({ time: quietMoment() }) // no time leaves the form while the test ticks
  await openPage(page)
  const form = contact(page)
  await form.scrollIntoViewIfNeeded()
  const box = openBoxes(page).first()
  await expect(box).toBeEnabled()
  const time = await inWords(box)
  // The message left empty: the pick's line is what it holds, and the browser requires one.
  for (const field of FIELDS_BUT_MESSAGE) await form.getByLabel(labels[field]).fill(values[field])
  // Both presses in one task, so nothing is painted between them and the line is not yet written.
  await box.evaluate((input) => {
    ;(input as HTMLInputElement).click()
    input.closest("form")!.querySelector<HTMLButtonElement>("button[type=submit]")!.click()
  })
  await expect(page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })).toBeVisible()
  const message = timesLine([time])
  expect((await received(values.from_email)).map(fieldsOf)).toEqual([{ ...values, message }])
})

test("a pick moves nothing: every time's box keeps its place and size", async ({ page }) => {
  await page.clock.install({ time: quietMoment() }) // no time leaves the form while the test ticks
  await openPage(page)
  await contact(page).scrollIntoViewIfNeeded() // the group itself shows once its days have come
  const group = timesGroup(page)
  const first = openBoxes(page).first()
  await expect(first).toBeEnabled()
  // Each box with its words, from the top left of the group, in px.
  const boxes = () =>
    group.evaluate((fieldset) => {
      const origin = fieldset.getBoundingClientRect()
      return [...fieldset.querySelectorAll("label")].map((label) => {
        const { x, y, width, height } = label.getBoundingClientRect()
        return [x - origin.x, y - origin.y, width, height].map((px) => Math.round(px)).join(" ")
      })
    })
  const before = await boxes()
  await first.click()
  await expect(first).toBeChecked()
  expect(await boxes()).toEqual(before)
})

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  test("the contact form offers no times it cannot work out, and its message asks which days suit", async ({
    page,
  }) => {
    await page.goto("/")
    await expect(contact(page).locator("fieldset")).toHaveCount(1)
    await expect(contact(page).locator("fieldset")).toBeHidden()
    await expect(contact(page).getByLabel(labels.message)).toHaveAttribute("placeholder", quoteForm.messagePlaceholder)
  })
})

test("the hero's form stays short: no times there @desktop", async ({ page }) => {
  await openPage(page)
  await expect(page.locator("#hero-quote").getByRole("checkbox")).toHaveCount(0)
})

test("offline after the page loaded, no box shows and the message asks which days suit; back online, the times come @once", async ({
  page,
  context,
}) => {
  await openPage(page)
  await context.setOffline(true)
  const form = contact(page)
  const fieldset = form.locator("fieldset")
  const failed = page.waitForEvent("requestfailed", (request) => /\/preferred-times-[^/]*\.js$/.test(request.url()))
  await form.scrollIntoViewIfNeeded()
  await failed
  await expect(fieldset).toHaveCount(1)
  await expect(fieldset).toBeHidden()
  await expect(form.getByRole("checkbox")).toHaveCount(0)
  await expect(form.getByLabel(labels.message)).toHaveAttribute("placeholder", quoteForm.messagePlaceholder)
  await expect(form.getByRole("button", { name: quoteForm.submit })).toBeVisible()
  await context.setOffline(false)
  await expect(openBoxes(page).first()).toBeEnabled()
})

/** Issue 48's phone: 390×844 in the phone project (Pixel 7's 412×915 otherwise). */
const issuePhone = async (page: Page) => {
  if (isPhone(page)) await page.setViewportSize({ width: 390, height: 844 })
}

test("a second row's Book takes the place of the first's: one row, one price, the visitor's words kept", async ({
  page,
}) => {
  await issuePhone(page)
  await openPage(page)
  const [first, second] = pricing.rows
  const message = contact(page).getByLabel(labels.message)
  await page.getByRole("link", { name: `${pricing.book} ${first.service}` }).click()
  await expect(message).toHaveValue(bookLine(first))
  await message.fill(`${bookLine(first)}\nGround-floor flat.`)
  await page.getByRole("link", { name: `${pricing.book} ${second.service}` }).click()
  await expect(message).toHaveValue(`${bookLine(second)}\nGround-floor flat.`)
})

test("a Book pressed while the thank-you panel shows brings the form back with its row, its first field focused", async ({
  page,
}) => {
  await issuePhone(page)
  await page.clock.install() // the panel stays until the test moves the clock
  await openPage(page)
  const values = enquiry(uniqueEmail("book-after-send"))
  const form = contact(page)
  await fillQuote(form, values)
  await form.getByRole("button", { name: quoteForm.submit }).click()
  const thanks = page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })
  await expect(thanks).toBeVisible()
  const row = pricing.rows[pricing.rows.length - 1]
  await page.getByRole("link", { name: `${pricing.book} ${row.service}` }).click()
  await expect(thanks).toBeHidden()
  await expect(form.getByLabel(labels.message)).toHaveValue(bookLine(row))
  await expect(form.getByLabel(labels.from_name)).toBeFocused()
  await expect(form.getByLabel(labels.from_name)).toBeInViewport()
})
