/**
 * The preferred times no longer offered (issue 48), in the starting data's words (tests/starting-data/
 * business.json `preferredTimes`, quote-form.json `preferredTimes.line`): why a time once offered is not any more, a time the
 * form wrote told from the visitor's own words on any date of the year, and the times of a message's line to take out.
 */
import business from "../../../../tests/starting-data/business.json"
import quoteForm from "../../../../tests/starting-data/quote-form.json"
import { fillIn } from "../../../shared/text"
import {
  addDays,
  dayWords,
  offeredDays,
  ukInstant,
  type PreferredTimesSettings,
} from "../../../shared/preferred-times-days"
import { timePhrase } from "../../../shared/preferred-times-line"
import { notOfferedIn, readTime, whyNotOffered } from "../preferred-times-not-offered"

const TEMPLATE = quoteForm.preferredTimes.line
const at = (iso: string) => new Date(iso).getTime()
/** The line as the data's words write it. */
const line = (...times: string[]) => fillIn(TEMPLATE, { times: times.join("; ") })
const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
const settings: PreferredTimesSettings = { ...business.preferredTimes, closedDates: [] }
const [morning, afternoon, evening] = settings.windows
/** A time as the form writes it, in the module's own words (Node's ICU may write September "Sept"). */
const phrase = (date: string, window: { label: string }) => timePhrase(dayWords(date).short, window.label)

describe("whyNotOffered", () => {
  const options = { ...settings, leadTimeHours: 2, closedDates: ["2026-07-03"] }
  const why = (date: string, window: (typeof settings.windows)[number], now: number) =>
    whyNotOffered(date, window, now, offeredDays(now, EVERY_DAY, options), options.leadTimeHours)

  it("says nothing of a time still offered, and why one is not: over, within the notice, or a day not offered", () => {
    const tenPastTen = at("2026-07-01T09:02:00Z") // Wednesday 1 July 2026, 10:02 BST
    expect(why("2026-07-01", afternoon, tenPastTen)).toBeNull()
    expect(why("2026-07-01", morning, tenPastTen)).toBe("tooSoon")
    expect(why("2026-06-30", evening, tenPastTen)).toBe("passed")
    expect(why("2026-07-03", morning, tenPastTen)).toBe("notOffered") // a closed date
    expect(why("2026-07-20", morning, tenPastTen)).toBe("notOffered") // beyond the days offered
  })

  it("turns a window from offered to too soon at its cut-off minute, and to passed at its end", () => {
    const cutOff = ukInstant("2026-07-01", morning.ends) - 2 * 3_600_000
    expect(why("2026-07-01", morning, cutOff - 60_000)).toBeNull()
    expect(why("2026-07-01", morning, cutOff)).toBe("tooSoon")
    expect(why("2026-07-01", morning, ukInstant("2026-07-01", morning.ends) - 60_000)).toBe("tooSoon")
    expect(why("2026-07-01", morning, ukInstant("2026-07-01", morning.ends))).toBe("passed")
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
