/**
 * The landlord tools of requirements §10 item 6 on the built site, at phone and desktop size: when the next EICR is
 * due (in #services, hydrated only when reached), its calendar reminder and "Book it now", and the postcode check
 * of both quote forms. Today is fixed at 22 November 2026 so the answers are known.
 */
import fs from "node:fs"
import ICAL from "ical.js"
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Locator, type Page } from "@playwright/test"
import { BOOK_HREF, QUOTE_FORMS } from "../../../src/quote-form/fields/quote-fields"
import { draftKey } from "../../../src/quote-form/use-quote-draft"
import { fillIn } from "../../../src/shared/text"
import { business, coverage, labels, quoteForm, services, siteWords } from "../support/built-data"
import {
  enquiry,
  expectQuiet,
  fieldsOf,
  fillQuote,
  holdResponses,
  openPage,
  received,
  scenario,
  uniqueEmail,
  watchConsole,
} from "../support/helpers"

const words = services.dueTool
const TODAY = new Date("2026-11-22T10:00:00")
const TOOL_CHUNK = /\/due-date-tool-[0-9a-f]+\.js$/

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY)
})

const tool = (page: Page) => page.getByRole("group", { name: words.heading })
const answer = (page: Page) => tool(page).getByRole("status")
/** Chooses a type of property by its radio button, named as the visitor reads it (data/services.json typeOption). */
const chooseType = (section: Locator, type: keyof typeof words.types) =>
  section
    .getByRole("radio", {
      name: fillIn(words.typeOption, { type: words.types[type], years: business.eicrIntervals[type] }),
    })
    .check()

async function openTool(page: Page) {
  await openPage(page)
  await tool(page).scrollIntoViewIfNeeded()
  return tool(page)
}

test.describe("when is my next EICR due? @once", () => {
  test("its code is fetched only when the visitor reaches it, and the page stays free of errors", async ({ page }) => {
    const problems = watchConsole(page)
    const fetched: string[] = []
    page.on("request", (request) => TOOL_CHUNK.test(request.url()) && fetched.push(request.url()))
    await openPage(page)
    expect(fetched).toEqual([])
    await tool(page).scrollIntoViewIfNeeded()
    await expect.poll(() => fetched.length).toBe(1)
    await tool(page).getByLabel(words.lastInspection).fill("2026-03-10")
    await expect(answer(page)).toHaveText(fillIn(words.due, { date: "10 March 2031" }))
    expect(problems).toEqual([])
  })

  test("answers with the interval of the type of property, as the inputs change", async ({ page }) => {
    const section = await openTool(page)
    await expect(answer(page)).toHaveText(words.hint)
    await section.getByLabel(words.lastInspection).fill("2026-03-10")
    await expect(answer(page)).toHaveText(fillIn(words.due, { date: "10 March 2031" }))
    const types = [
      ["ownerOccupied", "10 March 2036"],
      ["commercial", "10 March 2031"],
      ["industrial", "10 March 2029"],
    ] as const
    for (const [type, date] of types) {
      await chooseType(section, type)
      await expect(answer(page)).toHaveText(fillIn(words.due, { date }))
    }
    await section.getByLabel(words.lastInspection).fill("2024-02-29")
    await expect(answer(page)).toHaveText(fillIn(words.due, { date: "28 February 2027" }))
    await section.getByLabel(words.lastInspection).fill("2026-12-01")
    await expect(answer(page)).toHaveText(words.future)
    await expect(section.getByRole("button", { name: words.book })).toBeHidden()
  })

  test("offers social housing: an EICR of 1 May 2026 is due five years on", async ({ page }) => {
    const section = await openTool(page)
    await chooseType(section, "socialHousing")
    await section.getByLabel(words.lastInspection).fill("2026-05-01")
    await expect(answer(page)).toHaveText("Your next EICR is due by 1 May 2031.")
  })

  test("says plainly when the EICR is overdue, with the phone link and Book Now", async ({ page }) => {
    const section = await openTool(page)
    await section.getByLabel(words.lastInspection).fill("2021-06-30")
    await expect(answer(page)).toContainText(
      fillIn(words.overdue, { date: "30 June 2026", phone: business.phone.display }),
    )
    await expect(answer(page).getByRole("link", { name: business.phone.display })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    )
    const bookNow = answer(page).getByRole("link", { name: siteWords.cta.bookNow })
    await expect(bookNow).toHaveAttribute("href", BOOK_HREF) // the contact section's quote form
    // A reminder for a date that has passed would be no use; Book Now does what Book it now does.
    await expect(section.getByRole("link", { name: words.reminder })).toBeHidden()
    await expect(section.getByRole("button", { name: words.book })).toBeHidden()
    expect(await new AxeBuilder({ page }).include("#services").analyze()).toMatchObject({ violations: [] })
    await bookNow.click()
    const message = page.locator("#contact-quote").getByLabel(labels.message)
    await expect(message).toBeFocused()
    await expect(message).toHaveValue(
      fillIn(words.bookOverdueMessage, { type: words.types.rented, date: "30 June 2026" }),
    )
  })

  test("downloads eicr-due.ics: one all-day event a month before the due date, naming the business and phone", async ({
    page,
  }) => {
    const section = await openTool(page)
    await section.getByLabel(words.lastInspection).fill("2026-03-10")
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("link", { name: words.reminder }).click(),
    ])
    expect(download.suggestedFilename()).toBe("eicr-due.ics")
    const ics = fs.readFileSync(await download.path(), "utf8")
    expect(
      ics
        .split("\r\n")
        .slice(0, -1)
        .every((line) => !line.includes("\n")),
    ).toBe(true)
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true)
    const calendar = new ICAL.Component(ICAL.parse(ics))
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0")
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy()
    const events = calendar.getAllSubcomponents("vevent")
    expect(events).toHaveLength(1)
    const event = new ICAL.Event(events[0])
    expect(event.uid).toBeTruthy()
    expect(events[0].getFirstPropertyValue("dtstamp")).toBeTruthy()
    expect(event.startDate.isDate).toBe(true)
    expect(event.startDate.toString()).toBe("2031-02-10")
    expect(event.summary).toBe(fillIn(words.reminderSummary, { date: "10 March 2031" }))
    expect(event.description).toBe(
      fillIn(words.reminderDescription, { date: "10 March 2031", name: business.name, phone: business.phone.display }),
    )
  })

  test("Book it now writes the type and due date into the contact form's message, keeps what was there, and focuses it", async ({
    page,
  }) => {
    const section = await openTool(page)
    const message = page.locator("#contact-quote").getByLabel(labels.message)
    await message.fill("Two flats.")
    await chooseType(section, "commercial")
    await section.getByLabel(words.lastInspection).fill("2022-05-31")
    await section.getByRole("button", { name: words.book }).click()
    const line = fillIn(words.bookMessage, { type: words.types.commercial, date: "31 May 2027" })
    await expect(message).toBeFocused()
    await expect(message).toHaveValue(`Two flats.\n${line}`)
    await expect(message).toBeInViewport()
    // Saved with the form's draft, as typing would be.
    const draft = await page.evaluate((key) => sessionStorage.getItem(key), draftKey(QUOTE_FORMS.contact))
    expect(JSON.parse(draft ?? "{}")).toMatchObject({ message: `Two flats.\n${line}` })
  })

  test("a date chosen before the tool's code arrives is kept, with the focus, and answered", async ({ page }) => {
    const release = await holdResponses(page, TOOL_CHUNK)
    await openPage(page)
    const date = tool(page).getByLabel(words.lastInspection)
    await date.fill("2026-03-10")
    await chooseType(tool(page), "industrial")
    await date.focus()
    await expect(answer(page)).toHaveText(words.hint)
    release()
    await expect(answer(page)).toHaveText(fillIn(words.due, { date: "10 March 2029" }))
    await expect(date).toHaveValue("2026-03-10")
    await expect(date).toBeFocused()
  })
})

test.describe("is my postcode covered?", () => {
  const [district] = coverage.districts
  for (const selector of ["#hero-quote", "#contact-quote"]) {
    test(`${selector}: answers when the postcode field is left, case and spacing forgiven @once`, async ({ page }) => {
      await openPage(page)
      const form = page.locator(selector)
      const postcode = form.getByLabel(labels.postcode)
      await postcode.fill(`  ${district.outward.toLowerCase()}1aa `)
      await postcode.press("Tab")
      const covered = fillIn(quoteForm.coverage.covered, { outward: district.outward, town: district.town })
      await expect(page.locator(`${selector} [id$='postcode-coverage']`)).toHaveText(covered)
      await expect(postcode).toHaveAccessibleDescription(covered)
      await postcode.fill("sw1a1aa")
      await postcode.press("Tab")
      await expect(page.locator(`${selector} [id$='postcode-coverage']`)).toHaveText(
        fillIn(quoteForm.coverage.outside, { postcode: "SW1A 1AA" }),
      )
    })
  }

  test("the press that leaves the field lands where it was aimed: the answer, which moves what is below, waits for its release @phone", async ({
    page,
  }) => {
    await openPage(page)
    const form = page.locator("#contact-quote")
    await form.scrollIntoViewIfNeeded() // the preferred times arrive as the form comes near
    const box = form.getByRole("checkbox", { disabled: false }).first()
    await box.scrollIntoViewIfNeeded()
    const postcode = form.getByLabel(labels.postcode)
    const note = form.locator("[id$='postcode-coverage']")
    await postcode.fill("sw1a1aa") // the longest answer: two lines on a phone
    const aimed = (await box.boundingBox())!
    const answered = page.waitForResponse((response) => /\/postcode-[^/]*\.js$/.test(response.url()))
    await page.mouse.move(aimed.x + aimed.width / 2, aimed.y + aimed.height / 2)
    await page.mouse.down() // the press leaves the postcode field, whose check fetches its code
    await (await answered).finished() // all of it: the code runs, and the old page showed its answer, within a frame
    // While the press is held, no answer comes in (the one window for proving an absence), so nothing moves.
    await expectQuiet(async () => {
      expect(await note.textContent()).toBe("")
      expect(await box.boundingBox()).toEqual(aimed)
    })
    await page.mouse.up()
    await expect(box).toBeChecked()
    await expect(note).toHaveText(fillIn(quoteForm.coverage.outside, { postcode: "SW1A 1AA" }))
  })

  test("never blocks sending: a postcode outside the area goes as typed @once", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }),
    )
    const typed = enquiry(uniqueEmail("postcode"), { postcode: "sw1a 1aa", message: "A flat in London" })
    await scenario(typed.from_email, ["ok"])
    await openPage(page)
    const form = page.locator("#contact-quote")
    await fillQuote(form, typed)
    await expect(form.locator("[id$='postcode-coverage']")).toHaveText(
      fillIn(quoteForm.coverage.outside, { postcode: "SW1A 1AA" }),
    )
    await form.locator("button[type=submit]").click()
    await expect(page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })).toBeVisible()
    const [body] = await received(typed.from_email)
    expect(fieldsOf(body)).toEqual(typed)
  })
})
