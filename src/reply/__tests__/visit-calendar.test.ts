/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * The visit's calendar file (issue 58), read back with ical.js: one event whose UTC start and end, shown on UK clocks
 * by `Intl.DateTimeFormat`, are the window's date and hours, in GMT, in summer time and on and around the days the
 * clocks change; hostile text kept whole; RFC 5545's lines (75 octets, CRLF).
 */
import ICAL from "ical.js"
import { VISIT_PRODID, visitIcs, visitInstants, type VisitDetails } from "../visit-calendar"
import type { VisitTime } from "../visit-time"

const MORNING: VisitTime = { date: "2026-12-09", label: "Morning", starts: "07:00", ends: "12:00" }

const DETAILS: VisitDetails = {
  time: MORNING,
  summary: "EICR: Siân O'Brien, TN23 1AA",
  description: "Siân O'Brien, TN23 1AA\nPhone: 07700 900123\nE-mail: sian@example.com\n2-bedroom property",
  location: "TN23 1AA",
  now: new Date(Date.UTC(2026, 11, 8, 9, 15, 30, 456)),
  uid: "0f8fad5b-d9cb-469f-a165-70867728950e@example.co.uk",
}

const calendarOf = (ics: string) => new ICAL.Component(ICAL.parse(ics))
function eventOf(ics: string): ICAL.Component {
  const events = calendarOf(ics).getAllSubcomponents("vevent")
  expect(events).toHaveLength(1)
  return events[0]
}

const london = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
})
/** An instant on UK clocks, "YYYY-MM-DD HH:MM". */
function ukClock(instant: Date): string {
  const part = (type: string) => london.formatToParts(instant).find((each) => each.type === type)?.value
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`
}

/** The event's start and end as ical.js reads them: UTC times, as Dates. */
function startAndEnd(time: VisitTime): { start: Date; end: Date } {
  const event = eventOf(visitIcs({ ...DETAILS, time }))
  const [start, end] = ["dtstart", "dtend"].map((name) => {
    const value = event.getFirstPropertyValue(name) as ICAL.Time
    expect(value.isDate).toBe(false)
    expect(value.zone).toBe(ICAL.Timezone.utcTimezone)
    return value.toJSDate()
  })
  return { start, end }
}

/** UTF-8 length counted without TextEncoder or Buffer: each `%XX` escape is one octet, every other character one. */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, "_").length

describe("visitIcs: when", () => {
  it.each<[string, VisitTime, string, string]>([
    ["in GMT (December)", MORNING, "2026-12-09T07:00:00.000Z", "2026-12-09T12:00:00.000Z"],
    [
      "in summer time (July)",
      { date: "2026-07-15", label: "Afternoon", starts: "12:00", ends: "17:00" },
      "2026-07-15T11:00:00.000Z",
      "2026-07-15T16:00:00.000Z",
    ],
    [
      "the Friday before the clocks go back",
      { date: "2026-10-23", label: "Morning", starts: "07:00", ends: "12:00" },
      "2026-10-23T06:00:00.000Z",
      "2026-10-23T11:00:00.000Z",
    ],
    [
      "the Monday after the clocks go back",
      { date: "2026-10-26", label: "Morning", starts: "07:00", ends: "12:00" },
      "2026-10-26T07:00:00.000Z",
      "2026-10-26T12:00:00.000Z",
    ],
    [
      "the day the clocks go forward, 29 March 2026",
      { date: "2026-03-29", label: "Morning", starts: "07:00", ends: "12:00" },
      "2026-03-29T06:00:00.000Z",
      "2026-03-29T11:00:00.000Z",
    ],
    [
      "across the clocks going forward, from 00:30 GMT to 03:00 BST",
      { date: "2026-03-29", label: "Early", starts: "00:30", ends: "03:00" },
      "2026-03-29T00:30:00.000Z",
      "2026-03-29T02:00:00.000Z",
    ],
    [
      "across the clocks going back, from midnight BST to 03:00 GMT",
      { date: "2026-10-25", label: "Early", starts: "00:00", ends: "03:00" },
      "2026-10-24T23:00:00.000Z",
      "2026-10-25T03:00:00.000Z",
    ],
  ])("starts and ends at the window's UK hours %s", (_, time, start, end) => {
    const read = startAndEnd(time)
    expect({ start: read.start.toISOString(), end: read.end.toISOString() }).toEqual({ start, end })
    expect(ukClock(read.start)).toBe(`${time.date} ${time.starts}`)
    expect(ukClock(read.end)).toBe(`${time.date} ${time.ends}`)
    const instants = visitInstants(time)
    expect({ start: instants.start.toISOString(), end: instants.end.toISOString() }).toEqual({ start, end })
  })

  it("writes DTSTART and DTEND in UTC form (RFC 5545 §3.3.5 form 2), with no TZID", () => {
    const ics = visitIcs({ ...DETAILS, time: { ...MORNING, date: "2026-07-15" } })
    expect(ics).toContain("\r\nDTSTART:20260715T060000Z\r\n")
    expect(ics).toContain("\r\nDTEND:20260715T110000Z\r\n")
    expect(ics).not.toContain("TZID")
  })
})

describe("visitIcs: what", () => {
  it("is a 2.0 Gregorian calendar of this product, with one event and no METHOD", () => {
    const calendar = calendarOf(visitIcs(DETAILS))
    expect(calendar.name).toBe("vcalendar")
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0")
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Kent EICR//Visit confirmation 1.0//EN")
    expect(VISIT_PRODID).toBe("-//Kent EICR//Visit confirmation 1.0//EN")
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN")
    expect(calendar.getFirstProperty("method")).toBeNull()
    expect(calendar.getAllSubcomponents()).toHaveLength(1)
  })

  it("keeps the UID and stamps the file in UTC, to the second", () => {
    const event = eventOf(visitIcs(DETAILS))
    expect(event.getFirstPropertyValue("uid")).toBe(DETAILS.uid)
    const stamp = event.getFirstPropertyValue("dtstamp") as ICAL.Time
    expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone)
    expect(stamp.toString()).toBe("2026-12-08T09:15:30Z")
  })

  it("keeps a summary, description and location with commas, semicolons, backslashes, newlines and emoji whole", () => {
    const summary = "EICR: O'Brien, Jones; Sons \\ Co ⚡🔌 <b>Siân</b>"
    const description = "Siân, TN23 1AA;\r\nPhone: 07700 900123\nE-mail: a,b;c@example.com\r🔌 ŵ ŷ â \\n not a break"
    const location = "Flat 2, 12 Station Road; Ashford, TN23 1AA 🏠"
    const event = eventOf(visitIcs({ ...DETAILS, summary, description, location }))
    expect(event.getFirstPropertyValue("summary")).toBe(summary)
    expect(event.getFirstPropertyValue("description")).toBe(
      "Siân, TN23 1AA;\nPhone: 07700 900123\nE-mail: a,b;c@example.com\n🔌 ŵ ŷ â \\n not a break",
    )
    expect(event.getFirstPropertyValue("location")).toBe(location)
  })

  it("drops control characters other than the tab, which TEXT may not hold", () => {
    const event = eventOf(visitIcs({ ...DETAILS, summary: "EICR\u0000 visit\u0007\tnow\u007f" }))
    expect(event.getFirstPropertyValue("summary")).toBe("EICR visit\tnow")
  })
})

describe("visitIcs: lines (RFC 5545 §3.1)", () => {
  const long = "Siân O'Brien & Sons, Llanfairpwll; ⚡🔌 ŵ ŷ â ".repeat(12)
  const ics = visitIcs({ ...DETAILS, summary: long, description: `${long}\n${long}`, location: long })

  it("ends every line, the last included, in CRLF, with no bare CR or LF", () => {
    for (const each of [visitIcs(DETAILS), ics]) {
      expect(each.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true)
      expect(each.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true)
      expect(each.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    }
  })

  it("folds long lines to at most 75 octets, continuing with a space, and never splits a character", () => {
    const lines = ics.slice(0, -2).split("\r\n")
    expect(lines.some((line) => octets(line) >= 70)).toBe(true)
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(10)
    for (const line of lines) {
      expect({ line, octets: octets(line) <= 75 }).toEqual({ line, octets: true })
      expect(line).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/)
    }
    expect(eventOf(ics).getFirstPropertyValue("summary")).toBe(long)
    expect(eventOf(ics).getFirstPropertyValue("description")).toBe(`${long}\n${long}`)
  })
})
