/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * The times of an enquiry as the reply needs them (issue 58): the clock in words, a label inside a sentence, a time on
 * a line of its own, and the message's line of preferred times read back into dates and windows on a fixed clock, at
 * awkward dates (New Year, the days the UK clocks change, September, whose short name differs between ICU versions).
 * The phrases are written as the form writes them, `timePhrase(dayWords(date).short, label)`; the facts are the
 * starting data's (tests/starting-data/).
 */
import business from "../../../tests/starting-data/business.json"
import quoteForm from "../../../tests/starting-data/quote-form.json"
import { dayWords, SEARCH_DAYS } from "../../shared/preferred-times-days"
import { timePhrase } from "../../shared/preferred-times-line"
import { clockWords, hoursOf, inSentence, timeLine, timesOf, type VisitTime } from "../visit-time"

const WINDOWS = business.preferredTimes.windows
const LINE = quoteForm.preferredTimes.line
const at = (iso: string) => new Date(iso).getTime()

/** A message with a line of preferred times naming `picks` ([date, label]) as the form writes them. */
function messageWith(picks: [string, string][], before = "Two flats, please."): string {
  const phrases = picks.map(([date, label]) => timePhrase(dayWords(date).short, label))
  return `${before}\n${LINE.replace("{times}", phrases.join("; "))}`
}

const morning = (date: string): VisitTime => ({ date, label: "Morning", starts: "07:00", ends: "12:00" })
const afternoon = (date: string): VisitTime => ({ date, label: "Afternoon", starts: "12:00", ends: "17:00" })
const evening = (date: string): VisitTime => ({ date, label: "Evening", starts: "17:00", ends: "22:00" })

describe("clockWords", () => {
  it.each([
    ["07:00", "7 am"],
    ["12:00", "12 noon"],
    ["00:00", "midnight"],
    ["24:00", "midnight"],
    ["13:30", "1.30 pm"],
    ["12:15", "12.15 pm"],
    ["00:30", "12.30 am"],
    ["11:59", "11.59 am"],
    ["09:05", "9.05 am"],
    ["17:00", "5 pm"],
    ["23:45", "11.45 pm"],
  ])("writes %p as %p", (time, words) => {
    expect(clockWords(time)).toBe(words)
  })

  it("joins a window's hours with 'to'", () => {
    expect(hoursOf({ starts: "07:00", ends: "12:00" })).toBe("7 am to 12 noon")
    expect(hoursOf({ starts: "17:00", ends: "00:00" })).toBe("5 pm to midnight")
  })
})

describe("inSentence", () => {
  it.each([
    ["Morning", "morning"],
    ["Évening", "évening"],
    ["Late afternoon", "late afternoon"],
    ["AM", "AM"],
    ["PM slot", "PM slot"],
    ["morning", "morning"],
    ["9 to 5", "9 to 5"],
    ["X", "X"],
    ["", ""],
  ])("puts %p inside a sentence as %p", (label, words) => {
    expect(inSentence(label)).toBe(words)
  })
})

describe("timeLine", () => {
  it("writes the long day, the label as the visitor saw it and the hours in words", () => {
    expect(timeLine(morning("2026-12-09"))).toBe("Wednesday 9 December, Morning (7 am to 12 noon)")
    expect(timeLine(evening("2027-01-02"))).toBe("Saturday 2 January, Evening (5 pm to 10 pm)")
    expect(timeLine({ date: "2026-03-29", label: "AM", starts: "00:30", ends: "12:15" })).toBe(
      "Sunday 29 March, AM (12.30 am to 12.15 pm)",
    )
  })
})

describe("timesOf", () => {
  // Tuesday 8 December 2026, 10:00 in the UK (GMT).
  const now = at("2026-12-08T10:00:00Z")

  it("reads each phrase as its date and window, in the message's order, not the calendar's", () => {
    const message = messageWith([
      ["2026-12-11", "Evening"],
      ["2026-12-09", "Morning"],
      ["2026-12-10", "Afternoon"],
    ])
    expect(timesOf(message, LINE, WINDOWS, now)).toEqual([
      evening("2026-12-11"),
      morning("2026-12-09"),
      afternoon("2026-12-10"),
    ])
  })

  it("finds today and the last day searched, and nothing before today or beyond", () => {
    expect(SEARCH_DAYS).toBe(92)
    const message = messageWith([
      ["2026-12-07", "Morning"], // yesterday
      ["2026-12-08", "Evening"], // today
      ["2027-03-09", "Morning"], // 91 days on
      ["2027-03-10", "Morning"], // 92 days on: not offered
    ])
    expect(timesOf(message, LINE, WINDOWS, now)).toEqual([evening("2026-12-08"), morning("2027-03-09")])
  })

  it("leaves out a phrase of a window no longer in the windows, and keeps the rest", () => {
    const message = messageWith([
      ["2026-12-09", "Evening"],
      ["2026-12-10", "Morning"],
    ])
    const withoutEvening = WINDOWS.filter(({ label }) => label !== "Evening")
    expect(withoutEvening).toHaveLength(2)
    expect(timesOf(message, LINE, withoutEvening, now)).toEqual([morning("2026-12-10")])
  })

  it("takes a window's hours from the windows given, as they are now", () => {
    const message = messageWith([["2026-12-09", "Morning"]])
    const later = [{ label: "Morning", starts: "08:30", ends: "12:30" }]
    expect(timesOf(message, LINE, later, now)).toEqual([
      { date: "2026-12-09", label: "Morning", starts: "08:30", ends: "12:30" },
    ])
  })

  it("leaves out a phrase the visitor wrote by hand", () => {
    const written = `${LINE.replace("{times}", "Wednesday morning; Wed 9 Dec, Lunchtime; Wed 9 Dec Morning")}`
    const formMade = timePhrase(dayWords("2026-12-10").short, "Afternoon")
    expect(timesOf(`${written}; ${formMade}`, LINE, WINDOWS, now)).toEqual([afternoon("2026-12-10")])
  })

  it("reads across New Year: a time on 2 January chosen on 30 December", () => {
    const message = messageWith([
      ["2026-12-31", "Evening"],
      ["2027-01-02", "Afternoon"],
    ])
    expect(timesOf(message, LINE, WINDOWS, at("2026-12-30T18:00:00Z"))).toEqual([
      evening("2026-12-31"),
      afternoon("2027-01-02"),
    ])
  })

  it("reads the UK's today, not UTC's: just after midnight in summer time, yesterday in the UK is left out", () => {
    // 00:30 BST on Wednesday 1 July 2026 is still 30 June in UTC.
    const message = messageWith([
      ["2026-06-30", "Evening"],
      ["2026-07-01", "Morning"],
    ])
    expect(timesOf(message, LINE, WINDOWS, at("2026-06-30T23:30:00Z"))).toEqual([morning("2026-07-01")])
  })

  it("reads the days the clocks change", () => {
    const spring = messageWith([
      ["2026-03-29", "Morning"],
      ["2026-03-30", "Evening"],
    ])
    expect(timesOf(spring, LINE, WINDOWS, at("2026-03-28T20:00:00Z"))).toEqual([
      morning("2026-03-29"),
      evening("2026-03-30"),
    ])
    // 01:30 BST on 25 October 2026, before the clocks go back.
    const autumn = messageWith([
      ["2026-10-25", "Afternoon"],
      ["2026-10-26", "Morning"],
    ])
    expect(timesOf(autumn, LINE, WINDOWS, at("2026-10-25T00:30:00Z"))).toEqual([
      afternoon("2026-10-25"),
      morning("2026-10-26"),
    ])
  })

  it("reads a September day in whatever short form this engine's ICU writes", () => {
    const message = messageWith([
      ["2026-09-15", "Morning"],
      ["2026-09-30", "Evening"],
    ])
    expect(timesOf(message, LINE, WINDOWS, at("2026-09-01T08:00:00Z"))).toEqual([
      morning("2026-09-15"),
      evening("2026-09-30"),
    ])
  })

  it("reads the last line of times, should the visitor have written two", () => {
    const message = `${messageWith([["2026-12-09", "Morning"]])}\n${messageWith([["2026-12-10", "Evening"]], "PS")}`
    expect(timesOf(message, LINE, WINDOWS, now)).toEqual([evening("2026-12-10")])
  })

  it.each([
    ["no line of times", "Two flats, please.\nEICR for: 2-bedroom property (£150)"],
    ["an empty message", ""],
    ["a line with no times", LINE.replace("{times}", "")],
  ])("gives no time for %s", (_, message) => {
    expect(timesOf(message, LINE, WINDOWS, now)).toEqual([])
  })

  it("gives no time when there are no windows", () => {
    expect(timesOf(messageWith([["2026-12-09", "Morning"]]), LINE, [], now)).toEqual([])
  })
})
