/**
 * The landlord tools (requirements §10 item 6): the due-date tool in #services and the postcode check of the
 * quote form. Expectations as in tests/e2e/page/landlord-tools.spec.ts. The engines cannot all fix the clock, so the dates
 * are ones whose answers hold on any day from 2026-11 to 2031-03: due in 2031, and overdue since 2026-06-30.
 */
import { fillIn } from "../../../src/shared/text"
import { business, coverage, quoteForm, services } from "../../e2e/support/built-data"
import { waitFor } from "../browsers/driver"
import { expectNoProblems, open, pick, scrollIntoView, textOf } from "../browsers/visitor"
import type { Behaviour } from "./behaviour"

const words = services.dueTool
const ANSWER = "#services [role=group] [role=status]"

export const toolBehaviours: Behaviour[] = [
  {
    title: "the due-date tool answers with the interval of the type of property, and says when it is overdue",
    async run({ page, origin }) {
      await open(page, origin)
      await scrollIntoView(page, "#eicr-due-last")
      await pick(page, "#eicr-due-last", "2026-03-10")
      const due = (date: string) => `${textOf(ANSWER)} === ${JSON.stringify(fillIn(words.due, { date }))}`
      await waitFor(page, due("10 March 2031"), "the due date of a rented home")
      await page.click(`input[name="eicr-due-type"][value="ownerOccupied"]`)
      await waitFor(page, due("10 March 2036"), "the due date of an owner-occupied home")
      await page.click(`input[name="eicr-due-type"][value="rented"]`)
      await pick(page, "#eicr-due-last", "2021-06-30")
      const overdue = fillIn(words.overdue, { date: "30 June 2026", phone: business.phone.display })
      await waitFor(page, `${textOf(ANSWER)}.includes(${JSON.stringify(overdue)})`, "the overdue answer")
      await expectNoProblems(page)
    },
  },
  {
    title: "the postcode check says whether a postcode is covered when its field is left",
    async run({ page, origin }) {
      const [district] = coverage.districts
      await open(page, origin)
      const field = "#hero-quote [name=postcode]"
      const note = textOf("#hero-quote [id$='postcode-coverage']")
      await page.type(field, ` ${district.outward.toLowerCase()}1aa `)
      await page.press("Tab")
      const covered = fillIn(quoteForm.coverage.covered, { outward: district.outward, town: district.town })
      await waitFor(page, `${note} === ${JSON.stringify(covered)}`, "covered")
      await page.evaluate(`(document.querySelector("${field}").value = "", true)`)
      await page.type(field, "sw1a1aa")
      await page.press("Tab")
      const outside = fillIn(quoteForm.coverage.outside, { postcode: "SW1A 1AA" })
      await waitFor(page, `${note} === ${JSON.stringify(outside)}`, "outside the area")
      await expectNoProblems(page)
    },
  },
]
