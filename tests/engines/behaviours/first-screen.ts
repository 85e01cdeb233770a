/**
 * The phone visitor's path to an enquiry (issue 31), in every engine: the first screen offers a quote and a call, the
 * floating controls never cover a focused quote field, its Send button or each other, and every focusable element
 * shows a focus ring of 3:1 or more. Expectations as in tests/e2e/page/first-screen.spec.ts and tests/e2e/page/focus.spec.ts, with the same
 * in-page checks (tests/e2e/support/page-checks.ts, tests/e2e/support/focus-ring.ts).
 */
import assert from "node:assert/strict"
import { QUOTE_FIELDS } from "../../../src/quote-form/fields/quote-fields"
import { business } from "../../e2e/support/built-data"
import { focusRing, markFocusStop, type FocusRing, type FocusStop } from "../../e2e/support/focus-ring"
import { coveringOf, floatingControls, shownCallLinks, uncovered } from "../../e2e/support/page-checks"
import { inPage, onElement, waitFor } from "../browsers/driver"
import { isPhone, nextFrames, open, scrollToY } from "../browsers/visitor"
import type { Behaviour } from "./behaviour"

export const firstScreenBehaviours: Behaviour[] = [
  {
    title: "the first screen offers, uncovered, a way to the quote form and a call link that shows the number",
    async run({ page, origin }) {
      await open(page, origin)
      const quote = (await isPhone(page)) ? 'main a[href="#hero-quote"]' : "#hero-from_name"
      await waitFor(page, onElement(uncovered, quote), `${quote} on the first screen, uncovered`)
      // Polled: a floating control may still be fading out of the way as the scripts start.
      await waitFor(
        page,
        inPage(shownCallLinks, { e164: business.phone.e164, display: business.phone.display }),
        "a call link on the first screen that shows the number",
      )
    },
  },
  {
    title: "the floating controls never cover a focused quote field, its Send button, or each other",
    async run({ page, origin }) {
      await open(page, origin)
      await scrollToY(page, 400)
      await waitFor(page, `${inPage(floatingControls)}.length === 2`, "the contents menu and the chat")
      const [a, b] = await page.evaluate<{ box: { left: number; right: number } }[]>(inPage(floatingControls))
      assert.ok(a.box.right <= b.box.left || b.box.right <= a.box.left, "the two floating controls overlap")
      for (const form of ["hero", "contact"]) {
        for (const field of QUOTE_FIELDS) {
          await page.evaluate(`(document.getElementById(${JSON.stringify(`${form}-${field}`)}).focus(), true)`)
          const send = `#${form}-quote button[type=submit]`
          await waitFor(page, `${inPage(coveringOf, send)}.length === 0`, `nothing over ${form}'s ${field} and Send`)
        }
        await page.evaluate("(document.activeElement.blur(), true)")
        // The Send button just above the window's bottom edge, nothing focused.
        await page.evaluate(
          `(scrollBy({ top: document.querySelector("#${form}-quote button[type=submit]").getBoundingClientRect().bottom - innerHeight + 8, behavior: "instant" }), true)`,
        )
        await waitFor(page, `${inPage(coveringOf, `#${form}-quote button[type=submit]`)}.length === 0`, "Send clear")
      }
    },
  },
  {
    title: "every focusable element shows a focus ring of 3:1 or more against its background",
    async run({ page, origin, note }) {
      await open(page, origin)
      const faint: string[] = []
      let stops = 0
      for (let press = 0; press < 400; press++) {
        await page.press("Tab")
        const where = await page.evaluate<FocusStop>(inPage(markFocusStop))
        if (where === "again") break
        // Past the page's last stop Tab goes to the browser's own controls: the page has lost focus (no element can
        // match :focus then) and headless Firefox comes back in at a later stop. That ends the page's one round.
        if (!(await page.evaluate<boolean>("document.hasFocus()"))) break
        if (where !== "new") continue
        const measure = () => page.evaluate<FocusRing | null>(inPage(focusRing))
        const isFaint = (ring: FocusRing) => ring.ring.length === 0 || Math.min(...ring.contrasts) < 3
        let ring = await measure()
        if (!ring) continue
        stops++
        // A faint ring is measured again once the page has painted what focus set going (a part hydrating as focus
        // reaches it: WebKitGTK once showed an input's ring without its white band, in one run of many): the ring
        // that stays is the one a visitor sees.
        if (isFaint(ring)) {
          await nextFrames(page)
          ring = (await measure()) ?? ring
        }
        if (isFaint(ring)) faint.push(`${ring.element}: ${JSON.stringify(ring.ring)} on ${JSON.stringify(ring.around)}`)
      }
      note(`${stops} focus stops`)
      assert.ok(stops > 30, `Tab reached only ${stops} elements`)
      assert.deepEqual(faint, [])
    },
  },
]
