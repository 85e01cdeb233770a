/**
 * A quote sent from the hero form: sent once with every field, a failure that keeps every value, and a send
 * pressed before the scripts ran. Expectations as in tests/e2e/page/quote.spec.ts and tests/e2e/page/before-scripts.spec.ts.
 */
import assert from "node:assert/strict"
import { OWNER_EMAIL_PARAMS } from "../../../src/quote-form/owner-email"
import { QUOTE_FIELDS, type QuoteEnquiry } from "../../../src/quote-form/fields/quote-fields"
import { quoteForm } from "../../e2e/support/built-data"
import { enquiry, fieldsOf, received, scenario, uniqueEmail } from "../../e2e/support/provider-client"
import { TEST_EMAIL_SETTINGS } from "../../e2e/support/settings"
import { inPage, waitFor, type EnginePage } from "../browsers/driver"
import { startHeldSite } from "../browsers/test-server"
import { expectNoProblems, hydrated, open, scrollIntoView, textOf, waitStatus } from "../browsers/visitor"
import type { Behaviour, Context } from "./behaviour"

const FORM = "#hero-quote"
const SUBMIT = `${FORM} button[type=submit]`

/** An e-mail no other test uses, named after the engine and size it runs at. */
const emailFor = ({ page }: Context) => uniqueEmail(`${page.engine}-${page.size.name}`)

/** Types each value into its field of the hero form, key by key. */
async function typeQuote(page: EnginePage, values: QuoteEnquiry): Promise<void> {
  for (const [name, value] of Object.entries(values)) await page.type(`${FORM} [name=${name}]`, value)
}

/** The values the hero form's fields hold now. */
const valuesNow = (page: EnginePage) =>
  page.evaluate<Record<string, string>>(
    inPage(
      (css: string, names: string[]) =>
        Object.fromEntries(
          names.map((name) => [name, document.querySelector<HTMLInputElement>(`${css} [name=${name}]`)!.value]),
        ),
      FORM,
      QUOTE_FIELDS,
    ),
  )

/** Waits for the thank-you panel. */
const waitThanks = (page: EnginePage) => waitStatus(page, quoteForm.thanks.heading, "the thank-you panel")

export const quoteBehaviours: Behaviour[] = [
  {
    title: "a quote send shows Sending..., then the thank-you panel, and sends one request with every field",
    async run(context) {
      const { page, origin } = context
      const values = enquiry(emailFor(context))
      await scenario(values.from_email, [{ delayMs: 1200 }])
      await open(page, origin)
      await scrollIntoView(page, FORM)
      await typeQuote(page, values)
      await page.click(SUBMIT)
      await waitFor(
        page,
        `${textOf(SUBMIT)} === ${JSON.stringify(quoteForm.sending)} && document.querySelector("${SUBMIT}").disabled`,
        "Sending... on a disabled button",
      )
      await waitThanks(page)
      const sends = await received(values.from_email)
      assert.deepEqual(
        sends.map((send) => ({ ...send, template_params: fieldsOf(send) })),
        [
          {
            lib_version: "4.4.1",
            user_id: TEST_EMAIL_SETTINGS.GATSBY_EMAILJS_PUBLIC_KEY,
            service_id: TEST_EMAIL_SETTINGS.GATSBY_EMAILJS_SERVICE_ID,
            template_id: TEST_EMAIL_SETTINGS.GATSBY_EMAILJS_TEMPLATE_ID,
            template_params: values,
          },
        ],
      )
      // Beside the five fields, the owner's e-mail's parameters, made in this engine (Web Crypto for the reply link).
      assert.deepEqual(Object.keys(sends[0].template_params).sort(), [...QUOTE_FIELDS, ...OWNER_EMAIL_PARAMS].sort())
      assert.match(String(sends[0].template_params.reply_link), /\/reply\/#[\w-]+\.[\w-]{16}$/)
      await expectNoProblems(page)
    },
  },
  {
    title: "a failed send shows the §8 message with every value kept, and the button back",
    async run(context) {
      const { page, origin } = context
      const values = enquiry(emailFor(context))
      await scenario(values.from_email, [{ status: 500, text: "Internal Server Error" }])
      await open(page, origin)
      await scrollIntoView(page, FORM)
      await typeQuote(page, values)
      await page.click(SUBMIT)
      const alert = `${FORM} [role=alert]`
      await waitFor(page, `${textOf(alert)}.includes(${JSON.stringify(quoteForm.failure.message)})`, "the §8 message")
      assert.deepEqual(await valuesNow(page), values)
      assert.equal(await page.evaluate(textOf(SUBMIT)), quoteForm.submit)
      assert.equal(await page.evaluate(`document.querySelector("${SUBMIT}").disabled`), false)
      assert.equal((await received(values.from_email)).length, 1)
    },
  },
  {
    title: "a send pressed before the scripts ran is held, keeps every value, and is sent once when they run",
    async run(context) {
      const { page } = context
      const values = enquiry(emailFor(context))
      const held = await startHeldSite()
      try {
        await open(page, held.origin, false)
        await typeQuote(page, values)
        await page.click(SUBMIT)
        await waitStatus(page, quoteForm.pending.split("{")[0], "the note that the enquiry is held")
        assert.equal(await page.evaluate("document.documentElement.dataset.hydrated ?? null"), null)
        assert.equal(await page.evaluate("location.href"), `${held.origin}/`)
        assert.deepEqual(await valuesNow(page), values)
        assert.equal((await received(values.from_email)).length, 0)

        held.release()
        await hydrated(page)
        await waitThanks(page)
        const sends = await received(values.from_email)
        assert.equal(sends.length, 1)
        assert.deepEqual(fieldsOf(sends[0]), values)
        assert.equal(await page.evaluate("location.href"), `${held.origin}/`)
        await expectNoProblems(page)
      } finally {
        held.release()
        await held.stop()
      }
    },
  },
]
