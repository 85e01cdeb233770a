/**
 * From "how much?" to a booked time (issue 37, requirements §10 item 7): a price row's Book, the contact form's
 * preferred times, and the enquiry that reaches the business with the row, its price and the times in words, in the
 * five fields of requirements §3. The content is the test build's (tests/e2e/support/content.ts); the days are the page's
 * own, worked out on the test machine's clock, so a time is found by its box and its words read from there.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { MAX_PREFERRED_TIMES } from "../../src/constants"
import { formatPrice } from "../../src/shared/price"
import { fillIn } from "../../src/shared/text"
import { labels, pricing, quoteForm } from "./support/content"
import { enquiry, holdResponses, hydrated, openPage, received, uniqueEmail } from "./support/helpers"

// The provider library refuses to send from a browser that says it is automated (navigator.webdriver);
// a visitor's browser says false, so these tests do too.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }),
  )
})

const contact = (page: Page) => page.locator("#contact-quote")
const timesGroup = (page: Page) =>
  contact(page).getByRole("group", { name: fillIn(quoteForm.times.legend, { max: MAX_PREFERRED_TIMES }) })
/** The boxes a visitor can tick: the days have arrived (before that, the build's boxes are disabled). */
const openBoxes = (page: Page) => timesGroup(page).getByRole("checkbox", { disabled: false })

/** A row of the price table and the line its Book adds to the message, in the content's words. */
function bookLine(row: (typeof pricing.rows)[number]): string {
  return fillIn(pricing.bookMessage, { service: row.service, price: formatPrice(row, pricing.startingPrice) })
}

/**
 * How the message writes a ticked box: its name spells the date out ("Wednesday 2 December, Before noon"), the message
 * shortens the day ("Wed 2 Dec, Before noon").
 */
async function inWords(box: Locator): Promise<string> {
  const name = await box.evaluate((input) => input.closest("label")!.textContent!)
  const [, weekday, day, month, window] = /^(\w+) (\d+) (\w+), (.+)$/.exec(name)!
  return `${weekday.slice(0, 3)} ${day} ${month.slice(0, 3)}, ${window}`
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
  await openPage(page)

  await tap(page.getByRole("link", { name: `${pricing.book} ${row.service}` }))
  const form = contact(page)
  await expect(form.getByLabel(labels.from_name)).toBeFocused()
  await page.keyboard.type(values.from_name)
  for (const field of ["from_email", "phone", "postcode"] as const) {
    await tap(form.getByLabel(labels[field]))
    await page.keyboard.type(values[field])
  }
  const [first, second] = [openBoxes(page).nth(0), openBoxes(page).nth(1)]
  const times = [await inWords(first), await inWords(second)]
  await tap(first)
  await tap(second)
  const message = `${bookLine(row)}\n${fillIn(quoteForm.times.line, { times: times.join("; ") })}`
  await expect(form.getByLabel(labels.message)).toHaveValue(message)

  await page.reload()
  await hydrated(page)
  for (const field of ["from_name", "from_email", "phone", "postcode"] as const)
    await expect(form.getByLabel(labels[field])).toHaveValue(values[field])
  await expect(form.getByLabel(labels.message)).toHaveValue(message)
  await form.scrollIntoViewIfNeeded()
  await expect(timesGroup(page).locator("input:checked")).toHaveCount(2)

  await tap(form.getByRole("button", { name: quoteForm.submit }))
  const thanks = page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })
  await expect(thanks).toContainText(times[1])
  expect(taps).toBeLessThanOrEqual(12)
  const sends = await received(values.from_email)
  expect(sends).toHaveLength(1)
  expect(sends[0].template_params).toEqual({ ...values, message })
  expect(sends[0].template_params.message).toContain(formatPrice(row, pricing.startingPrice))
})

test("with no time picked, the enquiry is the five fields exactly as typed @once", async ({ page }) => {
  const values = enquiry(uniqueEmail("no-times"))
  await openPage(page)
  const form = contact(page)
  await form.scrollIntoViewIfNeeded()
  await expect(openBoxes(page).first()).toBeEnabled()
  for (const [name, value] of Object.entries(values) as [keyof typeof values, string][])
    await form.getByLabel(labels[name]).fill(value)
  await form.getByRole("button", { name: quoteForm.submit }).click()
  await expect(page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })).toBeVisible()
  expect((await received(values.from_email)).map((send) => send.template_params)).toEqual([values])
})

test("before the scripts, Book leads to the contact form, both forms ask which days suit, and nothing moves when the times arrive", async ({
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
  // Before the days are known the boxes are there, disabled, holding their place.
  await expect(timesGroup(page).getByRole("checkbox").first()).toBeDisabled()
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

test("a Send in the same moment as a tick, before the tick's line is written, sends the time @once", async ({
  page,
}) => {
  const values = enquiry(uniqueEmail("tick-send"))
  await openPage(page)
  const form = contact(page)
  await form.scrollIntoViewIfNeeded()
  const box = openBoxes(page).first()
  await expect(box).toBeEnabled()
  const time = await inWords(box)
  // The message left empty: the tick's line is what it holds, and the browser requires one.
  for (const field of ["from_name", "from_email", "phone", "postcode"] as const)
    await form.getByLabel(labels[field]).fill(values[field])
  // Both presses in one task, so nothing is painted between them and the line is not yet written.
  await box.evaluate((input) => {
    ;(input as HTMLInputElement).click()
    input.closest("form")!.querySelector<HTMLButtonElement>("button[type=submit]")!.click()
  })
  await expect(page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })).toBeVisible()
  const message = fillIn(quoteForm.times.line, { times: time })
  expect((await received(values.from_email)).map((send) => send.template_params)).toEqual([{ ...values, message }])
})

test("a tick moves nothing: every time's box keeps its place and size", async ({ page }) => {
  await openPage(page)
  const group = timesGroup(page)
  await group.scrollIntoViewIfNeeded()
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
    await expect(timesGroup(page)).toBeHidden()
    await expect(contact(page).getByLabel(labels.message)).toHaveAttribute("placeholder", quoteForm.messagePlaceholder)
  })
})

test("the hero's form stays short: no times there @desktop", async ({ page }) => {
  await openPage(page)
  await expect(page.locator("#hero-quote").getByRole("checkbox")).toHaveCount(0)
})
