/**
 * The preferred times as a line of the message (requirements §10 item 7), in the words of the starting content
 * (tests/starting-content/quote-form.json `times.line`, business.json `appointments`): written, read back, a time the
 * form wrote told from the visitor's own words on any date of the year, and the times no longer offered found.
 */
import business from "../../../tests/starting-content/business.json"
import quoteForm from "../../../tests/starting-content/quote-form.json"
import { fillIn } from "../../shared/text"
import { addDays, dayWords, offeredDays, ukInstant, type PreferredTimesSettings } from "../preferred-times-days"
import { notOfferedIn, readTime, timePhrase, timesIn, withTimes } from "../preferred-times-line"

const TEMPLATE = quoteForm.times.line
const TUESDAY = timePhrase("Tue 1 Dec", "Morning")
const WEDNESDAY = timePhrase("Wed 2 Dec", "Afternoon")
const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
const settings: PreferredTimesSettings = { ...business.appointments, closedDates: [] }
const [morning, afternoon, evening] = settings.windows
/** A time as the form writes it, in the module's own words (Node's ICU may write September "Sept"). */
const phrase = (date: string, window: { label: string }) => timePhrase(dayWords(date).short, window.label)
/** The line as the data's words write it. */
const line = (...times: string[]) => fillIn(TEMPLATE, { times: times.join("; ") })

describe("the line of preferred times", () => {
  it("names each time by its day and window, in plain words", () => {
    expect(TUESDAY).toBe("Tue 1 Dec, Morning")
  })

  it("is added after what the visitor wrote, or is the message when there is none", () => {
    expect(withTimes("Two-bed flat.", TEMPLATE, [TUESDAY, WEDNESDAY])).toBe(
      `Two-bed flat.\n${line(TUESDAY, WEDNESDAY)}`,
    )
    expect(withTimes("", TEMPLATE, [TUESDAY])).toBe(line(TUESDAY))
    expect(withTimes(" \n", TEMPLATE, [TUESDAY])).toBe(line(TUESDAY))
  })

  it("is rewritten in place, the visitor's other lines untouched, and removed with the last time", () => {
    const message = `EICR for: Shop (from £180)\n${line(TUESDAY)}\nThe back door sticks.`
    expect(withTimes(message, TEMPLATE, [TUESDAY, WEDNESDAY])).toBe(
      `EICR for: Shop (from £180)\n${line(TUESDAY, WEDNESDAY)}\nThe back door sticks.`,
    )
    expect(withTimes(message, TEMPLATE, [])).toBe("EICR for: Shop (from £180)\nThe back door sticks.")
    expect(withTimes("No times here.", TEMPLATE, [])).toBe("No times here.")
  })

  it("is read back as the times it names, however the visitor spaced it; none without it", () => {
    expect(timesIn(`Flat.\n${line(TUESDAY, WEDNESDAY)}`, TEMPLATE)).toEqual([TUESDAY, WEDNESDAY])
    expect(timesIn(`  ${line(TUESDAY, WEDNESDAY).replace("; ", " ;  ")}  `, TEMPLATE)).toEqual([TUESDAY, WEDNESDAY])
    expect(timesIn("Flat, any day.", TEMPLATE)).toEqual([])
    expect(timesIn(line(), TEMPLATE)).toEqual([])
  })

  it("reads and rewrites the last such line, should the visitor have written two", () => {
    const message = `${line(TUESDAY)}\n${line(WEDNESDAY)}`
    expect(timesIn(message, TEMPLATE)).toEqual([WEDNESDAY])
    expect(withTimes(message, TEMPLATE, [])).toBe(line(TUESDAY))
  })
})

/** The awkward dates: September, both clock-change Sundays, Christmas, the new year, 29 February 2028. */
const AWKWARD = [
  "2026-09-01",
  "2026-09-30",
  "2026-03-29",
  "2026-10-25",
  "2026-12-24",
  "2026-12-25",
  "2026-12-26",
  "2026-12-27",
  "2026-12-31",
  "2028-02-28",
  "2028-02-29",
]

describe("readTime", () => {
  it.each(AWKWARD)("reads back the date and window of every time the form offers from %s", (today) => {
    for (const { date, windows } of offeredDays(ukInstant(today, "05:00"), EVERY_DAY, settings))
      for (const window of windows)
        expect(readTime(phrase(date, window), today, settings.windows)).toEqual({ date, window })
  })

  it.each(AWKWARD)(
    "reads a time of the year before %s (a draft kept long), and one of the days the form looks at",
    (today) => {
      const yearAgo = addDays(today, -365)
      expect(readTime(phrase(yearAgo, evening), today, settings.windows)).toEqual({ date: yearAgo, window: evening })
      const ahead = addDays(today, 60)
      expect(readTime(phrase(ahead, morning), today, settings.windows)).toEqual({ date: ahead, window: morning })
    },
  )

  it("leaves the visitor's own words theirs: no day of the form's, an unknown window, or no window at all", () => {
    const today = "2026-07-01"
    for (const words of [
      "any weekday after 4",
      "Wed 1 Jul",
      "Wed 1 Jul, Teatime",
      "Thu 1 Jul, Morning",
      "1 Jul, Morning",
    ])
      expect(readTime(words, today, settings.windows)).toBeNull()
  })
})

describe("notOfferedIn", () => {
  const wednesday = "2026-07-01"
  const tenPastTen = ukInstant(wednesday, "10:02")
  const options = { ...settings, leadTimeHours: 2 }

  it("finds a morning picked at 09:50 once it is too soon for it, keeping the rest and the visitor's own words", () => {
    const message = `Flat.\n${line("ring first", phrase(wednesday, morning), phrase("2026-07-02", morning))}`
    expect(notOfferedIn(message, TEMPLATE, ukInstant(wednesday, "09:50"), EVERY_DAY, options)).toEqual([])
    expect(notOfferedIn(message, TEMPLATE, tenPastTen, EVERY_DAY, options)).toEqual([
      { time: phrase(wednesday, morning), why: "tooSoon" },
    ])
  })

  it("finds every day of a draft restored days later as passed, and a day closed since as not offered", () => {
    const saturday = ukInstant("2026-07-04", "09:00")
    const message = line(phrase("2026-07-02", evening), phrase("2026-07-04", afternoon), phrase("2026-07-05", morning))
    const closed = { ...options, closedDates: ["2026-07-05"] }
    expect(notOfferedIn(message, TEMPLATE, saturday, EVERY_DAY, closed)).toEqual([
      { time: phrase("2026-07-02", evening), why: "passed" },
      { time: phrase("2026-07-05", morning), why: "notOffered" },
    ])
    expect(notOfferedIn("No times.", TEMPLATE, saturday, EVERY_DAY, closed)).toEqual([])
  })
})
