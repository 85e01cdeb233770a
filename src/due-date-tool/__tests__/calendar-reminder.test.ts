import ICAL from "ical.js"
import { escapeText, foldLine, newUid } from "../../shared/icalendar"
import { PRODID, reminderIcs, type ReminderDetails } from "../calendar-reminder"

/** A description naming the business and its phone, as the site's words (data/) make one. */
const descriptionFor = (businessName: string) =>
  "Your EICR (Electrical Installation Condition Report) is due by 10 March 2031.\n" +
  `To book the inspection, call ${businessName} on 01632 960123.`

const DETAILS: ReminderDetails = {
  dueDate: "2031-03-10",
  reminderDate: "2031-02-10",
  summary: "EICR due by 10 March 2031",
  description: descriptionFor("Smith, Jones; Sons"),
  now: new Date(Date.UTC(2026, 2, 10, 9, 15, 30, 456)),
  uid: "0f8fad5b-d9cb-469f-a165-70867728950e@example.com",
}

/** UTF-8 length counted without TextEncoder or Buffer: each `%XX` escape is one octet, every other character one. */
function octets(text: string): number {
  return encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, "_").length
}

function parsedEvent(ics: string): ICAL.Component {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")
  if (!event) throw new Error("no VEVENT")
  return event
}

function physicalLines(ics: string): string[] {
  expect(ics.endsWith("\r\n")).toBe(true)
  return ics.slice(0, -2).split("\r\n")
}

describe("reminderIcs, read back with ical.js", () => {
  const ics = reminderIcs(DETAILS)
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const event = parsedEvent(ics)

  it("is a 2.0 Gregorian calendar with this product's id and exactly one event", () => {
    expect(calendar.name).toBe("vcalendar")
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0")
    expect(calendar.getFirstPropertyValue("prodid")).toBe(PRODID)
    expect(PRODID).toMatch(/^-\/\/[^/]+\/\/[^/]+\/\/EN$/)
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN")
    expect(calendar.getAllSubcomponents()).toHaveLength(1)
  })

  it("keeps the given UID", () => {
    expect(event.getFirstPropertyValue("uid")).toBe(DETAILS.uid)
  })

  it("names the due date in the summary", () => {
    expect(event.getFirstPropertyValue("summary")).toBe("EICR due by 10 March 2031")
  })

  it("names the business, with its comma and semicolon intact, and its phone in the description", () => {
    expect(event.getFirstPropertyValue("description")).toBe(
      "Your EICR (Electrical Installation Condition Report) is due by 10 March 2031.\n" +
        "To book the inspection, call Smith, Jones; Sons on 01632 960123.",
    )
  })

  it("is an all-day event on the reminder date, ending (exclusively) the next day", () => {
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time
    const end = event.getFirstPropertyValue("dtend") as ICAL.Time
    expect(start.isDate).toBe(true)
    expect(start.toString()).toBe("2031-02-10")
    expect(end.isDate).toBe(true)
    expect(end.toString()).toBe("2031-02-11")
  })

  it("has one display alarm that shows the summary at 09:00 on the reminder day (RFC 5545 §3.6.6)", () => {
    const alarms = event.getAllSubcomponents("valarm")
    expect(alarms).toHaveLength(1)
    const [alarm] = alarms
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY")
    expect(alarm.getFirstPropertyValue("description")).toBe("EICR due by 10 March 2031")
    const trigger = alarm.getFirstProperty("trigger")
    expect(trigger?.getParameter("related") ?? "START").toBe("START")
    const offset = trigger?.getFirstValue() as ICAL.Duration
    expect(offset).toBeInstanceOf(ICAL.Duration)
    const start = (event.getFirstPropertyValue("dtstart") as ICAL.Time).clone()
    start.isDate = false
    start.addDuration(offset)
    expect(start.toString()).toBe("2031-02-10T09:00:00")
  })

  it("stamps the file in UTC, to the second", () => {
    const stamp = event.getFirstPropertyValue("dtstamp") as ICAL.Time
    expect(stamp.isDate).toBe(false)
    expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone)
    expect(stamp.toString()).toBe("2026-03-10T09:15:30Z")
  })

  it("ends the event across month and year ends", () => {
    const end = (reminderDate: string) =>
      (parsedEvent(reminderIcs({ ...DETAILS, reminderDate })).getFirstPropertyValue("dtend") as ICAL.Time).toString()
    expect(end("2031-12-31")).toBe("2032-01-01")
    expect(end("2032-02-28")).toBe("2032-02-29")
    expect(end("2031-02-28")).toBe("2031-03-01")
  })

  it("round-trips a long business name with é, £ and an emoji through folding", () => {
    const businessName =
      "Électricité Générale & Fils (Kent) — Inspections from £89, reports the same day; ask for Zoë ⚡️🔌"
    const parsed = parsedEvent(reminderIcs({ ...DETAILS, description: descriptionFor(businessName) }))
    expect(parsed.getFirstPropertyValue("description")).toContain(`call ${businessName} on 01632 960123.`)
  })
})

describe("reminderIcs, raw text (RFC 5545 §3.1)", () => {
  const longName = "Café Électrique, from £89; ⚡🔌 ".repeat(10) + "é".repeat(80)
  const long = reminderIcs({ ...DETAILS, description: descriptionFor(longName) })

  it("ends every line, the last included, in CRLF and has no bare CR or LF", () => {
    for (const ics of [reminderIcs(DETAILS), long]) {
      expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true)
      expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    }
  })

  it("writes the exact all-day and UTC values", () => {
    const lines = physicalLines(reminderIcs(DETAILS))
    expect(lines[0]).toBe("BEGIN:VCALENDAR")
    expect(lines).toContain("DTSTART;VALUE=DATE:20310210")
    expect(lines).toContain("DTEND;VALUE=DATE:20310211")
    expect(lines).toContain("DTSTAMP:20260310T091530Z")
    expect(lines).toContain("SUMMARY:EICR due by 10 March 2031")
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1)
  })

  it("escapes the description's comma, semicolon and line break in the raw text (ical.js would accept them bare)", () => {
    const unfolded = reminderIcs(DETAILS).replace(/\r\n /g, "")
    expect(unfolded).toContain(
      "DESCRIPTION:Your EICR (Electrical Installation Condition Report) is due by 10 March 2031.\\n" +
        "To book the inspection\\, call Smith\\, Jones\\; Sons on 01632 960123.\r\n",
    )
  })

  it("keeps every physical line within 75 octets and folds the long description several times", () => {
    const lines = physicalLines(long)
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75)
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(5)
  })

  it("never splits a character across lines and unfolds back to the escaped description", () => {
    const lines = physicalLines(long)
    // encodeURIComponent throws on half a surrogate pair; a byte-level split would show up as U+FFFD.
    for (const line of lines) expect(() => encodeURIComponent(line)).not.toThrow()
    expect(long).not.toContain("\uFFFD")
    const unfolded = long.replace(/\r\n /g, "")
    expect(unfolded).toContain(`call ${escapeText(longName)} on 01632 960123.`)
    expect(parsedEvent(long).getFirstPropertyValue("description")).toContain(`call ${longName} on`)
  })
})

describe("reminderIcs errors", () => {
  it.each([
    { dueDate: "2031-02-30" },
    { dueDate: "" },
    { reminderDate: "10/02/2031" },
    { reminderDate: "9999-12-31" },
    { now: new Date(Number.NaN) },
  ])("throws a RangeError for %p", (override) => {
    expect(() => reminderIcs({ ...DETAILS, ...override })).toThrow(RangeError)
  })
})

describe("escapeText (RFC 5545 §3.3.11)", () => {
  it("escapes backslash, semicolon and comma, and writes line breaks as \\n", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d")
    expect(escapeText("one\r\ntwo\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour")
    expect(escapeText("\\n")).toBe("\\\\n") // a literal backslash-n stays literal
  })

  it("leaves colons, quotes and non-ASCII alone and drops other control characters", () => {
    expect(escapeText('Tel: "01632" £89 é')).toBe('Tel: "01632" £89 é')
    expect(escapeText("a\u0000b\u0007c\u007fd\te")).toBe("abcd\te")
  })
})

describe("foldLine (RFC 5545 §3.1)", () => {
  it("leaves a line of 75 octets alone and folds the 76th onto a space-led line", () => {
    expect(foldLine("a".repeat(75))).toBe("a".repeat(75))
    expect(foldLine("a".repeat(76))).toBe(`${"a".repeat(75)}\r\n a`)
  })

  it("counts the leading space: continuation lines carry 74 octets of content", () => {
    expect(foldLine("a".repeat(75 + 74 + 1))).toBe(`${"a".repeat(75)}\r\n ${"a".repeat(74)}\r\n a`)
  })

  it("moves a multi-octet character whole to the next line rather than split it", () => {
    expect(foldLine(`${"a".repeat(73)}é`)).toBe(`${"a".repeat(73)}é`) // exactly 75 octets
    expect(foldLine(`${"a".repeat(74)}é`)).toBe(`${"a".repeat(74)}\r\n é`) // é is 2 octets
    expect(foldLine(`${"a".repeat(74)}£x`)).toBe(`${"a".repeat(74)}\r\n £x`)
    expect(foldLine(`${"a".repeat(73)}€`)).toBe(`${"a".repeat(73)}\r\n €`) // € is 3 octets
    expect(foldLine(`${"a".repeat(72)}🔌`)).toBe(`${"a".repeat(72)}\r\n 🔌`) // 4 octets, 2 UTF-16 units
  })

  it("fills lines of 2-octet characters to 74 and 75 octets", () => {
    expect(foldLine("é".repeat(74))).toBe(`${"é".repeat(37)}\r\n ${"é".repeat(37)}`)
  })
})

describe("newUid", () => {
  it("is a random UUID with a domain-like suffix", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/
    expect(newUid()).toMatch(new RegExp(`${uuid.source}@eicr-reminder\\.invalid$`))
    expect(newUid("www.example.com")).toMatch(new RegExp(`${uuid.source}@www\\.example\\.com$`))
    expect(newUid()).not.toBe(newUid())
  })

  it("makes one where the browser has no crypto.randomUUID (a plain-http address, an older browser)", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@eicr-reminder\.invalid$/
    // What an insecure context gives: crypto without randomUUID (it is a [SecureContext] method).
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true })
    try {
      expect(newUid()).toMatch(uuid)
      expect(newUid()).not.toBe(newUid())
    } finally {
      Reflect.deleteProperty(crypto, "randomUUID")
    }
    expect(typeof crypto.randomUUID).toBe("function")
  })
})
