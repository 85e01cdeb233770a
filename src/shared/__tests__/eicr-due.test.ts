import {
  dueAnswer,
  formatLongDate,
  formatMonthYear,
  isIsoDate,
  isOverdue,
  nextDueDate,
  reminderDate,
  todayIso,
} from "../eicr-due"

const INVALID_DATES = ["2023-02-30", "2023-13-01", "2023-00-10", "2023-04-31", "2023-01-00", "", "10/03/2026"]
const INVALID_DATES_MORE = ["2023-1-05", "2023-01-05T00:00", " 2023-01-05", "0000-01-01", "+02023-01-05", "2023-02-29"]

describe("nextDueDate", () => {
  it("adds whole calendar years (requirements §9: rentals every 5 years)", () => {
    expect(nextDueDate("2026-03-10", 5)).toBe("2031-03-10")
    expect(nextDueDate("2026-03-10", 10)).toBe("2036-03-10")
    expect(nextDueDate("2026-03-10", 1)).toBe("2027-03-10")
  })

  it("moves 29 February to 28 February when the due year is not a leap year", () => {
    expect(nextDueDate("2020-02-29", 5)).toBe("2025-02-28")
    expect(nextDueDate("2020-02-29", 3)).toBe("2023-02-28")
    expect(nextDueDate("2096-02-29", 4)).toBe("2100-02-28") // 2100 is not a leap year
  })

  it("keeps 29 February when the due year is a leap year", () => {
    expect(nextDueDate("2020-02-29", 4)).toBe("2024-02-29")
    expect(nextDueDate("1996-02-29", 4)).toBe("2000-02-29") // 2000 is
  })

  it("keeps month ends and year boundaries on the same day", () => {
    expect(nextDueDate("2023-12-31", 5)).toBe("2028-12-31")
    expect(nextDueDate("2024-01-01", 3)).toBe("2027-01-01")
    expect(nextDueDate("2023-04-30", 10)).toBe("2033-04-30")
    expect(nextDueDate("2021-02-28", 3)).toBe("2024-02-28") // never "grows" into 29 February
  })

  it.each([...INVALID_DATES, ...INVALID_DATES_MORE])("rejects the date %j with a RangeError", (bad) => {
    expect(() => nextDueDate(bad, 5)).toThrow(RangeError)
    expect(() => nextDueDate(bad, 5)).toThrow(/last inspection date must be a real calendar date as "YYYY-MM-DD"/)
  })

  it.each([0, -5, 2.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects the interval %p with a RangeError", (years) => {
    expect(() => nextDueDate("2026-03-10", years)).toThrow(RangeError)
    expect(() => nextDueDate("2026-03-10", years)).toThrow(/positive whole number of years/)
  })

  it("refuses a due date past year 9999 rather than writing a 5-digit year", () => {
    expect(() => nextDueDate("9998-01-01", 5)).toThrow(RangeError)
  })
})

describe("reminderDate", () => {
  it("is one calendar month before the due date", () => {
    expect(reminderDate("2031-03-10")).toBe("2031-02-10")
    expect(reminderDate("2031-12-31")).toBe("2031-11-30")
    expect(reminderDate("2031-08-31")).toBe("2031-07-31")
  })

  it("clamps to the end of a shorter month", () => {
    expect(reminderDate("2031-03-31")).toBe("2031-02-28")
    expect(reminderDate("2032-03-31")).toBe("2032-02-29") // leap year
    expect(reminderDate("2031-03-29")).toBe("2031-02-28")
    expect(reminderDate("2031-05-31")).toBe("2031-04-30")
  })

  it("goes back into December of the previous year from January", () => {
    expect(reminderDate("2031-01-15")).toBe("2030-12-15")
    expect(reminderDate("2031-01-31")).toBe("2030-12-31")
  })

  it.each(INVALID_DATES)("rejects %j with a RangeError", (bad) => {
    expect(() => reminderDate(bad)).toThrow(RangeError)
  })
})

describe("isOverdue", () => {
  it("is overdue only when the due date is strictly before today", () => {
    expect(isOverdue("2026-03-09", "2026-03-10")).toBe(true)
    expect(isOverdue("2026-03-10", "2026-03-10")).toBe(false)
    expect(isOverdue("2026-03-11", "2026-03-10")).toBe(false)
  })

  it("compares across month and year boundaries", () => {
    expect(isOverdue("2025-12-31", "2026-01-01")).toBe(true)
    expect(isOverdue("2026-01-01", "2025-12-31")).toBe(false)
    expect(isOverdue("2026-02-28", "2026-03-01")).toBe(true)
  })

  it("rejects an invalid due date or today", () => {
    expect(() => isOverdue("2026-02-30", "2026-03-10")).toThrow(RangeError)
    expect(() => isOverdue("2026-03-10", "")).toThrow(RangeError)
  })
})

describe("todayIso", () => {
  it("gives the local calendar date, zero-padded", () => {
    // Built from local fields, so the expectation holds in any time zone the tests run in.
    expect(todayIso(new Date(2026, 2, 5, 0, 30))).toBe("2026-03-05")
    expect(todayIso(new Date(2026, 11, 31, 23, 59))).toBe("2026-12-31")
  })

  it("defaults to now", () => {
    jest.useFakeTimers({ now: new Date(2026, 6, 4, 12) })
    try {
      expect(todayIso()).toBe("2026-07-04")
    } finally {
      jest.useRealTimers()
    }
  })

  it("rejects an invalid Date", () => {
    expect(() => todayIso(new Date(Number.NaN))).toThrow(RangeError)
  })
})

describe("formatLongDate", () => {
  it("writes the en-GB long date", () => {
    expect(formatLongDate("2031-03-10")).toBe("10 March 2031")
    expect(formatLongDate("2025-02-28")).toBe("28 February 2025")
    expect(formatLongDate("2030-12-31")).toBe("31 December 2030")
    expect(formatLongDate("2031-01-01")).toBe("1 January 2031")
  })

  it("rejects an invalid date", () => {
    expect(() => formatLongDate("2031-02-29")).toThrow(RangeError)
  })
})

describe("formatMonthYear", () => {
  it("writes a review's month as en-GB readers do, whatever the machine's time zone", () => {
    expect(formatMonthYear("2026-09-14")).toBe("September 2026")
    expect(formatMonthYear("2026-01-01")).toBe("January 2026")
    expect(formatMonthYear("2025-12-31")).toBe("December 2025")
  })

  it("rejects an invalid date", () => {
    expect(() => formatMonthYear("2026-13-01")).toThrow(RangeError)
  })
})

describe("isIsoDate", () => {
  it("accepts real dates and refuses the rest", () => {
    expect(isIsoDate("2024-02-29")).toBe(true)
    expect(isIsoDate("2031-03-10")).toBe(true)
    for (const bad of [...INVALID_DATES, ...INVALID_DATES_MORE]) expect(isIsoDate(bad)).toBe(false)
  })
})

describe("dueAnswer", () => {
  const today = "2026-11-22"

  it("gives the due date and a reminder a month before when the next EICR is still to come", () => {
    expect(dueAnswer("2026-03-10", 5, today)).toEqual({
      kind: "due",
      dueDate: "2031-03-10",
      reminderDate: "2031-02-10",
    })
  })

  it("counts a report due today as due, not overdue, and one due yesterday as overdue", () => {
    expect(dueAnswer("2021-11-22", 5, today)).toMatchObject({ kind: "due", dueDate: "2026-11-22" })
    expect(dueAnswer("2021-11-21", 5, today)).toEqual({ kind: "overdue", dueDate: "2026-11-21" })
  })

  it("says a last inspection after today is not possible, but today is", () => {
    expect(dueAnswer("2026-11-23", 5, today)).toEqual({ kind: "future" })
    expect(dueAnswer(today, 3, today)).toMatchObject({ kind: "due", dueDate: "2029-11-22" })
  })

  it("sets the reminder for today when a month before the due date has already passed", () => {
    expect(dueAnswer("2021-12-01", 5, today)).toEqual({ kind: "due", dueDate: "2026-12-01", reminderDate: today })
    expect(dueAnswer("2021-11-22", 5, today)).toEqual({ kind: "due", dueDate: today, reminderDate: today })
    expect(dueAnswer("2021-12-22", 5, today)).toEqual({ kind: "due", dueDate: "2026-12-22", reminderDate: today })
    expect(dueAnswer("2021-12-23", 5, today)).toMatchObject({ reminderDate: "2026-11-23" })
  })

  it.each(["0002-03-10", "0020-03-10", "0202-03-10", "1899-12-31"])(
    "has no answer while the year is still being typed (%j)",
    (value) => {
      expect(dueAnswer(value, 5, today)).toEqual({ kind: "none" })
    },
  )

  it.each(["", "2026-02-30", "20261110"])("has no answer yet for the field value %j", (value) => {
    expect(dueAnswer(value, 5, today)).toEqual({ kind: "none" })
  })

  it("has no answer, rather than an error, when the due date would fall after 9999", () => {
    expect(dueAnswer("9998-01-01", 5, "9999-01-01")).toEqual({ kind: "none" })
  })
})
