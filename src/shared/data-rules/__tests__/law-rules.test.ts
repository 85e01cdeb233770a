/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import { formatProblem } from "../validate-data"
import { TODAY, dataCopyPerTest } from "../../../../tests/jest/support/data-copy"

const { edit, problems, messages } = dataCopyPerTest()
const warnings = (today?: Date) =>
  problems(today)
    .filter(({ severity }) => severity === "warning")
    .map(formatProblem)

// The sources and checked date of the statements of law in data/faq.json (law-rules.ts).
describe("the law in data/faq.json", () => {
  it("accepts the shipped sources and checked date", () => {
    expect(messages()).toEqual([])
  })

  it("warns (does not fail) when the law was last checked more than 12 months ago", () => {
    edit("faq.json", "law.checked", "2025-11-22")
    const lines = messages(TODAY)
    expect(lines).toEqual([
      'data/faq.json, field "law.checked": 2025-11-22 is more than 1 year ago: check each answer with "sources" against law.sources (the law may have changed), then set today\'s date',
    ])
    expect(warnings(TODAY)).toEqual(lines)
  })

  it("does not warn on the day the check turns 12 months old, and warns the day after", () => {
    edit("faq.json", "law.checked", "2025-11-23")
    expect(messages(TODAY)).toEqual([])
    expect(warnings(new Date("2026-11-24T00:30:00Z"))).toHaveLength(1)
  })

  it("without the law beyond England, names law.sources alone to an answer whose source is not there", () => {
    edit("faq.json", "law.beyondEngland", undefined)
    edit("faq.json", "items.1.sources", ["regulations2020", "rentingHomesWales2016"])
    expect(messages()).toEqual([
      'data/faq.json, item 2 of "items" ("Do landlords need an EICR?"), field "sources": names "rentingHomesWales2016", which is not an id in law.sources (regulations2020, amendment2025, guidance2025)',
    ])
  })

  it("names an answer whose source is not in law.sources", () => {
    edit("faq.json", "items.1.sources", ["regulations2020", "regulations2021"])
    expect(messages()).toEqual([
      'data/faq.json, item 2 of "items" ("Do landlords need an EICR?"), field "sources": names "regulations2021", which is not an id in law.sources or law.beyondEngland.sources (regulations2020, amendment2025, guidance2025, rentingHomesWales2016, fitnessWales2022, housingScotland2006, housingScotland2014, guidanceScotland)',
    ])
    expect(warnings()).toEqual([])
  })

  it("names a source id listed twice", () => {
    edit("faq.json", "law.sources.2.id", "regulations2020")
    expect(messages()).toContainEqual(
      expect.stringMatching(
        /^data\/faq\.json, item 3 of "law\.sources" \("GOV\.UK: .*"\), field "id": repeats the id of item 1$/,
      ),
    )
  })

  it("refuses a checked date after today: a check not made yet", () => {
    edit("faq.json", "law.checked", "2026-11-24")
    expect(messages(TODAY)).toEqual([
      'data/faq.json, field "law.checked": 2026-11-24 is after today (2026-11-23): set the day the answers were checked against law.sources',
    ])
    expect(warnings(TODAY)).toEqual([])
  })

  it("refuses a checked date that is not a date", () => {
    edit("faq.json", "law.checked", "23/11/2026")
    expect(messages()).toEqual(['data/faq.json, field "law.checked": must be a valid date'])
  })

  it("checks the date of the line beyond England on its own: a date after today, and one over a year old", () => {
    edit("faq.json", "law.beyondEngland.checked", "2026-11-24")
    expect(messages(TODAY)).toEqual([
      'data/faq.json, field "law.beyondEngland.checked": 2026-11-24 is after today (2026-11-23): set the day the answers were checked against law.beyondEngland.sources',
    ])
    edit("faq.json", "law.beyondEngland.checked", "2025-11-22")
    expect(warnings(TODAY)).toEqual([
      'data/faq.json, field "law.beyondEngland.checked": 2025-11-22 is more than 1 year ago: check the line against law.beyondEngland.sources (the law may have changed), then set today\'s date',
    ])
  })

  it("names an id used in both lists of sources, and lets an answer name a source beyond England", () => {
    edit("faq.json", "law.beyondEngland.sources.0.id", "regulations2020")
    expect(messages()).toContainEqual(
      expect.stringMatching(
        /item 1 of "law\.beyondEngland\.sources" .*field "id": repeats the id of item 1 of law\.sources$/,
      ),
    )
    edit("faq.json", "law.beyondEngland.sources.0.id", "rentingHomesWales2016")
    edit("faq.json", "items.1.sources", ["regulations2020", "fitnessWales2022"])
    expect(messages()).toEqual([])
  })
})
