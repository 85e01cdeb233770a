/**
 * The owner's reply page (issue 58), in each engine: it reads the enquiry from its link's fragment (Web Crypto's
 * SHA-256 check, base64url, UTF-8), offers the preferred times, and for the one chosen prepares the WhatsApp
 * confirmation and the calendar files. Expectations as in tests/e2e/page/reply.spec.ts.
 */
import assert from "node:assert/strict"
import { replyLink } from "../../../src/reply/reply-link"
import { confirmationText } from "../../../src/reply/confirmation"
import type { VisitTime } from "../../../src/reply/visit-time"
import { addDays, dayWords, ukToday } from "../../../src/shared/preferred-times-days"
import { business, reply } from "../../e2e/support/built-data"
import { inPage, waitFor } from "../browsers/driver"
import { textOf } from "../browsers/visitor"
import type { Behaviour } from "./behaviour"

export const replyBehaviours: Behaviour[] = [
  {
    title:
      "the reply page reads its link, and prepares the WhatsApp confirmation and a calendar file for the time chosen",
    async run({ page, origin }) {
      const windows = business.preferredTimes!.windows
      const today = ukToday(Date.now())
      const times: VisitTime[] = [
        { date: addDays(today, 1), ...windows[0] },
        { date: addDays(today, 2), ...windows.at(-1)! },
      ]
      const name = "Siân Ŵyn O'Brien & Sons"
      const enquiry = { name, email: "sian@example.com", phone: "07700 900123", postcode: "CT1 2AB", message: "Flat" }
      await page.goto(
        await replyLink(`${origin}/reply/`, { ...enquiry, service: "", price: "", times, sentAt: Date.now() }),
      )
      await waitFor(page, `${textOf('[data-field="name"]')} === ${JSON.stringify(name)}`, "the enquiry's name")
      await page.click('[data-reply="times"] label:nth-child(2) input')
      const text = await waitFor<string>(
        page,
        inPage((day: string) => {
          const link = document.querySelector<HTMLAnchorElement>('[data-reply="whatsapp"]')
          const words = link ? new URL(link.href).searchParams.get("text") : null
          return words?.includes(day) ? words : null
        }, dayWords(times[1].date).long),
        "the WhatsApp confirmation of the second time",
      )
      // The words this engine wrote are those the data's template gives (day names from its own Intl).
      const confirming = { name: business.name, phone: business.phone.display }
      const linked = { ...enquiry, service: "", price: "", times, sentAt: 0 }
      assert.equal(text, confirmationText(linked, times[1], reply.confirmation, confirming))
      const calendar = await page.evaluate<{ href: string; download: string } | null>(
        inPage(() => {
          const link = document.querySelector<HTMLAnchorElement>('[data-reply="owner-ics"]')
          return link && { href: link.href, download: link.download }
        }),
      )
      assert.match(calendar?.href ?? "", /^blob:/)
      assert.equal(calendar?.download, `eicr-visit-${times[1].date}.ics`)
      assert.equal(
        await page.evaluate<string>(textOf('[data-reply="owner-ics"]')),
        reply.send.ownerCalendar.replace(/\s+/g, " ").trim(),
      )
    },
  },
]
