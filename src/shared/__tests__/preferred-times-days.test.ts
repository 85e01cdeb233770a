/**
 * The preferred times' days (requirements §10 item 7), on a fixed clock: the UK's calendar and clock (Europe/London)
 * whatever the machine's zone, the days the clocks change, closed dates, the lead time and each window's cut-off. The
 * facts are the starting data's (tests/starting-data/business.json).
 */
import business from "../../../tests/starting-data/business.json"
import {
  addDays,
  dayName,
  dayWords,
  offeredDays,
  SEARCH_DAYS,
  ukInstant,
  ukToday,
  type PreferredTimesSettings,
} from "../preferred-times-days"

const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
/** The starting data's preferredTimes, with `changes`. */
const preferredTimes = (changes: Partial<PreferredTimesSettings> = {}): PreferredTimesSettings => ({
  ...business.preferredTimes,
  closedDates: [],
  ...changes,
})
const [morning, afternoon, evening] = business.preferredTimes.windows
const at = (iso: string) => new Date(iso).getTime()
const dates = (days: { date: string }[]) => days.map(({ date }) => date)

describe("the UK's calendar and clock", () => {
  it("reads today's date in the UK, not in UTC: just after midnight in summer time UTC is still yesterday", () => {
    expect(ukToday(at("2026-06-30T23:30:00Z"))).toBe("2026-07-01")
    expect(ukToday(at("2026-12-31T23:30:00Z"))).toBe("2026-12-31")
  })

  it("gives a UK wall-clock time its instant in GMT and in summer time, the days the clocks change included", () => {
    expect(ukInstant("2026-01-15", "12:00")).toBe(at("2026-01-15T12:00:00Z"))
    expect(ukInstant("2026-07-15", "12:00")).toBe(at("2026-07-15T11:00:00Z"))
    // 29 March 2026: at 01:00 GMT the clocks go forward; 25 October 2026: at 02:00 BST they go back.
    expect(ukInstant("2026-03-29", "00:30")).toBe(at("2026-03-29T00:30:00Z"))
    expect(ukInstant("2026-03-29", "12:00")).toBe(at("2026-03-29T11:00:00Z"))
    expect(ukInstant("2026-10-25", "00:30")).toBe(at("2026-10-24T23:30:00Z"))
    expect(ukInstant("2026-10-25", "12:00")).toBe(at("2026-10-25T12:00:00Z"))
  })

  it("counts days across months, years and 29 February, and names their weekdays", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29")
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01")
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28")
    expect(dayName("2026-12-01")).toBe("Tuesday")
    expect(dayName("2028-02-29")).toBe("Tuesday")
  })

  it("writes a day short for the message and in full for a screen reader, whatever the machine's zone", () => {
    expect(dayWords("2026-12-01")).toEqual({ short: "Tue 1 Dec", long: "Tuesday 1 December" })
    expect(dayWords("2026-03-29")).toEqual({ short: "Sun 29 Mar", long: "Sunday 29 March" })
  })
})

describe("offeredDays", () => {
  it("offers the next days open, as many as daysOffered, each with every window that can be reached", () => {
    // Tuesday 1 December 2026, 05:00 in the UK (GMT).
    const days = offeredDays(at("2026-12-01T05:00:00Z"), EVERY_DAY, preferredTimes({ daysOffered: 3 }))
    expect(dates(days)).toEqual(["2026-12-01", "2026-12-02", "2026-12-03"])
    for (const day of days) expect(day.windows).toEqual(business.preferredTimes.windows)
  })

  it("skips the days the business is not open (hours.days) and its closed dates", () => {
    const weekdays = EVERY_DAY.slice(0, 5)
    // Friday 25 December 2026 closed, then the weekend.
    const days = offeredDays(
      at("2026-12-24T05:00:00Z"),
      weekdays,
      preferredTimes({ daysOffered: 3, closedDates: ["2026-12-25", "2026-12-29"] }),
    )
    expect(dates(days)).toEqual(["2026-12-24", "2026-12-28", "2026-12-30"])
  })

  it("offers today while any of its windows can still be reached: each window's own cut-off is its end less the lead time", () => {
    const leadTimeHours = 2
    const lead = leadTimeHours * 3_600_000
    const options = preferredTimes({ leadTimeHours, daysOffered: 2 })
    const windowsAt = (now: number) => offeredDays(now, EVERY_DAY, options).map(({ date, windows }) => [date, windows])
    const all = business.preferredTimes.windows
    // The minute before the morning's cut-off, the minute of it, and the same around the evening's.
    const morningCutOff = ukInstant("2026-12-01", morning.ends) - lead
    expect(windowsAt(morningCutOff - 60_000)[0]).toEqual(["2026-12-01", all])
    expect(windowsAt(morningCutOff)[0]).toEqual(["2026-12-01", [afternoon, evening]])
    const eveningCutOff = ukInstant("2026-12-01", evening.ends) - lead
    expect(windowsAt(eveningCutOff - 60_000)[0]).toEqual(["2026-12-01", [evening]])
    expect(windowsAt(eveningCutOff)).toEqual([
      ["2026-12-02", all],
      ["2026-12-03", all],
    ])
  })

  it("at 10:01 BST on a Wednesday with two hours' notice, offers that day's afternoon and evening (same-day visits)", () => {
    const [wednesday] = offeredDays(at("2026-07-01T09:01:00Z"), EVERY_DAY, preferredTimes({ leadTimeHours: 2 }))
    expect(wednesday).toEqual({ date: "2026-07-01", windows: [afternoon, evening] })
  })

  it("reads the cut-off on the UK's clock on the days the clocks change", () => {
    const options = preferredTimes({ leadTimeHours: 2, daysOffered: 1 })
    const windows = [{ label: "Morning", starts: "07:00", ends: "12:00" }]
    // 29 March 2026, 10:30 BST (09:30 UTC): 12:30 with the lead time, past the morning; on GMT it would be 11:30.
    expect(dates(offeredDays(at("2026-03-29T09:30:00Z"), EVERY_DAY, { ...options, windows }))).toEqual(["2026-03-30"])
    expect(dates(offeredDays(at("2026-03-29T08:30:00Z"), EVERY_DAY, { ...options, windows }))).toEqual(["2026-03-29"])
    // 25 October 2026, 10:30 GMT: 12:30 with the lead time; on BST it would be 11:30.
    expect(dates(offeredDays(at("2026-10-25T10:30:00Z"), EVERY_DAY, { ...options, windows }))).toEqual(["2026-10-26"])
    expect(dates(offeredDays(at("2026-10-25T09:30:00Z"), EVERY_DAY, { ...options, windows }))).toEqual(["2026-10-25"])
  })

  it("offers of today only the windows still in reach, whichever starts first", () => {
    const windows = [
      { label: "All day", starts: "07:00", ends: "22:00" },
      { label: "Early", starts: "08:00", ends: "09:00" },
    ]
    const [today] = offeredDays(at("2026-12-01T08:30:00Z"), EVERY_DAY, preferredTimes({ leadTimeHours: 1, windows }))
    expect(today).toEqual({ date: "2026-12-01", windows: [windows[0]] })
  })

  it("moves the first day on by a lead time of a day or more, and offers nothing without a window", () => {
    const now = at("2026-12-01T05:00:00Z")
    expect(dates(offeredDays(now, EVERY_DAY, preferredTimes({ leadTimeHours: 48, daysOffered: 1 })))).toEqual([
      "2026-12-03",
    ])
    expect(offeredDays(now, EVERY_DAY, preferredTimes({ windows: [] }))).toEqual([])
  })

  it(`looks no further than ${SEARCH_DAYS} days ahead: a long closure offers what is left in them`, () => {
    const closedDates = Array.from({ length: SEARCH_DAYS - 1 }, (_, day) => addDays("2026-12-01", day))
    const days = offeredDays(at("2026-12-01T05:00:00Z"), EVERY_DAY, preferredTimes({ closedDates }))
    expect(dates(days)).toEqual([addDays("2026-12-01", SEARCH_DAYS - 1)])
  })
})
