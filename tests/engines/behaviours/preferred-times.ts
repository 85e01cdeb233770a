/**
 * From a price row to a booked time (issue 37, requirements §10 item 7), in every engine: Book, two preferred times,
 * the other fields and Send in at most 12 taps, a reload before sending keeping all of it, and one request with
 * every field, whose message holds the row, its price and both times in words; on a wide window, the Chat Now link
 * on the first screen covering nothing and the hero's Send button whole, before and after the scripts run.
 * Expectations as in tests/e2e/page/preferred-times.spec.ts and tests/e2e/page/first-screen.spec.ts.
 */
import assert from "node:assert/strict"
import { formatPrice } from "../../../src/shared/price"
import { fillIn } from "../../../src/shared/text"
import { dayWords, offeredDays } from "../../../src/shared/preferred-times-days"
import { fieldId, QUOTE_FIELDS, QUOTE_FORMS } from "../../../src/quote-form/fields/quote-fields"
import { FIELDS_BUT_MESSAGE } from "../../jest/support/quote-enquiry"
import { business, pricing, quoteForm, siteWords } from "../../e2e/support/built-data"
import { contentUnder, uncovered } from "../../e2e/support/page-checks"
import { enquiry, fieldsOf, received, uniqueEmail } from "../../e2e/support/provider-client"
import { inPage, onElement, waitFor, type EnginePage } from "../browsers/driver"
import { CLOCK_PARAM, startHeldSite } from "../browsers/test-server"
import { hydrated, open, scrollIntoView, waitStatus } from "../browsers/visitor"
import type { Behaviour } from "./behaviour"

const FORM = "#contact-quote"
/**
 * The field Book leaves focus in (the form's first) and the others the visitor taps into; Book and the times write the
 * message.
 */
const [FIRST, ...OTHERS] = FIELDS_BUT_MESSAGE
/** A field of the contact form, as a CSS selector. */
const contactField = (name: string) => `#${fieldId(QUOTE_FORMS.contact, name)}`
/** The Chat Now link: the one WhatsApp link outside the chat panel. */
const CHAT_NOW = `a[href^="https://wa.me/"]:not(#chat-panel a)`
const HERO_SEND = "#hero-quote button[type=submit]"
/**
 * The page's clock in the booking behaviour: 1 September 2026, 08:00 in the UK, where engines' locale data differ on
 * the month's short name ("Sept", "Sep": the test reads the page's own words) and today's morning is still offered.
 */
const SEPTEMBER_FIRST = "2026-09-01T07:00:00Z"
const IN_SEPTEMBER = `?${CLOCK_PARAM}=${SEPTEMBER_FIRST}`

/**
 * In the page: the first two boxes of the preferred times a visitor can tick, each as a selector and in the words the
 * message writes it (its value, in the engine's own locale data: "Tue 1 Sept" or "Tue 1 Sep"), and its accessible name
 * ("Tuesday 1 September, Morning"); `null` until the days have arrived.
 */
function firstTwoTimes(form: string): { selector: string; words: string; name: string }[] | null {
  const boxes = [...document.querySelectorAll<HTMLInputElement>(`${form} fieldset li input[type=checkbox]`)]
  const open = boxes.filter((box) => !box.disabled).slice(0, 2)
  if (open.length < 2) return null
  return open.map((box) => {
    const label = box.closest("label")!
    const day = label.closest("li")!
    const nth = (element: Element) => [...element.parentElement!.children].indexOf(element) + 1
    return {
      selector: `${form} fieldset li:nth-child(${nth(day)}) label:nth-child(${nth(label)}) input`,
      words: box.value,
      name: label.textContent!,
    }
  })
}

/** The values of the contact form's fields and how many of its boxes are ticked. */
const formNow = (page: EnginePage) =>
  page.evaluate<{ values: Record<string, string>; ticked: number }>(
    inPage(
      (form: string, names: string[]) => {
        const element = document.querySelector<HTMLFormElement>(form)!
        const values = Object.fromEntries(
          names.map((name) => [name, (element.elements.namedItem(name) as HTMLInputElement).value]),
        )
        return { values, ticked: element.querySelectorAll("fieldset input:checked").length }
      },
      FORM,
      QUOTE_FIELDS,
    ),
  )

/** Waits until the Chat Now link shows on the first screen, covering nothing, and the hero's Send button is whole. */
async function expectChatAndSendClear(page: EnginePage, when: string): Promise<void> {
  await waitFor(
    page,
    `${inPage(contentUnder, CHAT_NOW)}.length === 0 && ${onElement(uncovered, HERO_SEND)} && document.querySelector(${JSON.stringify(CHAT_NOW)}).checkVisibility({ visibilityProperty: true, opacityProperty: true })`,
    `${when}: Chat Now shown over nothing, the hero's Send button whole`,
  ).catch(async (error: Error) => {
    const under = await page.evaluate<string[]>(inPage(contentUnder, CHAT_NOW))
    throw new Error(`${error.message}; under Chat Now: ${JSON.stringify(under)}`)
  })
}

export const preferredTimesBehaviours: Behaviour[] = [
  {
    title: "a price row's Book, two times and the other fields send in at most 12 taps; a reload keeps them",
    // The phone of issue 37's "done when" (WebKitGTK's window is never narrower than about 447 px, and says so).
    window: { name: "phone", width: 390, height: 844 },
    async run({ page, origin }) {
      const values = enquiry(uniqueEmail(`${page.engine}-book`))
      const row = pricing.rows[1]
      const line = fillIn(pricing.bookMessage, { service: row.service, price: formatPrice(row, pricing.startingPrice) })
      let taps = 0
      await open(page, origin, true, IN_SEPTEMBER)
      taps++
      await page.click(`#pricing a[data-add-to-message=${JSON.stringify(line)}]`)
      await waitFor(
        page,
        `document.activeElement?.id === ${JSON.stringify(fieldId(QUOTE_FORMS.contact, FIRST))}`,
        "focus in the form's first field",
      )
      await page.type(contactField(FIRST), values[FIRST])
      for (const field of OTHERS) {
        taps++
        await page.type(contactField(field), values[field])
      }
      const times = await waitFor<{ selector: string; words: string; name: string }[]>(
        page,
        inPage(firstTwoTimes, FORM),
        "the days offered",
      )
      // The page's clock is the one set: its first day offered is the module's, spelt out by the engine.
      const [first] = offeredDays(Date.parse(SEPTEMBER_FIRST), business.hours.days, business.preferredTimes!)
      assert.ok(times[0].name.startsWith(`${dayWords(first.date).long}, `), times[0].name)
      for (const { selector, words } of times) {
        taps++
        await page.click(selector)
        // As a visitor does, the next tap comes once this pick shows.
        await waitFor(page, `document.querySelector(${JSON.stringify(selector)})?.checked === true`, `${words} ticked`)
      }
      const message = `${line}\n${fillIn(quoteForm.preferredTimes.line, { times: times.map(({ words }) => words).join("; ") })}`
      // A pick's line follows in the message once the pick is painted (src/quote-form/preferred-times/use-picks-shown-first.ts).
      await waitFor(
        page,
        `document.querySelector("#contact-message")?.value === ${JSON.stringify(message)}`,
        "both times in the message",
      )
      const expected = { ...values, message }
      assert.deepEqual(await formNow(page), { values: expected, ticked: 2 })

      await page.goto(`${origin}/${IN_SEPTEMBER}`)
      await hydrated(page)
      await scrollIntoView(page, FORM)
      await waitFor(page, `${inPage(firstTwoTimes, FORM)} !== null`, "the days offered after the reload")
      assert.deepEqual(await formNow(page), { values: expected, ticked: 2 })

      taps++
      await page.click(`${FORM} button[type=submit]`)
      await waitStatus(page, quoteForm.thanks.heading, "the thank-you panel")
      assert.ok(taps <= 12, `${taps} taps`)
      const sends = await received(values.from_email)
      assert.equal(sends.length, 1)
      assert.deepEqual(fieldsOf(sends[0]), expected)
      // The owner's e-mail's times, a line each, made in this engine (src/quote-form/owner-email.ts).
      assert.ok(String(sends[0].template_params.time_2).includes(", "), "the second preferred time on its own line")
    },
  },
  {
    title: `the ${siteWords.chat.chatNow} link shows on the first screen over nothing, the hero's Send whole, before and after the scripts`,
    only: "desktop",
    async run({ page, origin }) {
      const held = await startHeldSite()
      try {
        await open(page, held.origin, false)
        await expectChatAndSendClear(page, "before the scripts")
        held.release()
        await hydrated(page)
        await expectChatAndSendClear(page, "after the scripts")
      } finally {
        held.release()
        await held.stop()
      }
      await open(page, origin)
      await expectChatAndSendClear(page, "a first visit")
    },
  },
]
