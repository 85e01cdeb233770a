/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * The preferred times the contact form offers (data/business.json `preferredTimes`, requirements §10 item 7): check:data
 * refuses a closed date that is not a date, a window that ends before it starts, one outside the opening hours, a name
 * that would break the message's line (a ";") or that two windows share, and a lead time below zero, naming file, item
 * and field. (The CMS refuses the same before it saves: cms/__tests__/check-on-save.test.ts.)
 */
import { dataCopyPerTest } from "../../../../tests/jest/support/data-copy"

const { edit, messages } = dataCopyPerTest()

describe("the preferred times offered", () => {
  it("accepts the starting data's, and none at all (the form then offers no times)", () => {
    expect(messages()).toEqual([])
    edit("business.json", "preferredTimes", undefined)
    expect(messages()).toEqual([])
  })

  it.each(["2026-02-30", "25/12/2026", "2026-12-25T00:00", "Christmas"])("refuses the closed date %j", (date) => {
    edit("business.json", "preferredTimes.closedDates.1", date)
    expect(messages()).toEqual(['data/business.json, item 2 of "preferredTimes.closedDates": must be a valid date'])
  })

  it("refuses a window that ends before it starts, or as it starts, naming the window", () => {
    edit("business.json", "preferredTimes.windows.1.ends", "11:00")
    edit("business.json", "preferredTimes.windows.2.ends", "17:00")
    expect(messages()).toEqual([
      'data/business.json, item 2 of "preferredTimes.windows", field "ends": is 11:00, not after the window "Afternoon" starts (12:00): a window ends after it starts',
      'data/business.json, item 3 of "preferredTimes.windows", field "ends": is 17:00, not after the window "Evening" starts (17:00): a window ends after it starts',
    ])
  })

  it.each(["Aft; late", "Late;", ";", "Aft {x}", " ", "Afternoon ", " Afternoon"])(
    "refuses the window name %j, naming the window",
    (label) => {
      edit("business.json", "preferredTimes.windows.1.label", label)
      expect(messages()).toEqual([
        expect.stringMatching(/^data\/business\.json, item 2 of "preferredTimes\.windows", field "label": /),
      ])
    },
  )

  it("refuses a name another window has, whatever its case and inner spaces, naming the second", () => {
    edit("business.json", "preferredTimes.windows.0.label", "Early  morning")
    edit("business.json", "preferredTimes.windows.2.label", "early Morning")
    expect(messages()).toEqual([
      'data/business.json, item 3 of "preferredTimes.windows", field "label": is "early Morning", the name of window 1 too: each window needs a name of its own',
    ])
  })

  it("refuses a window outside the opening hours, naming the side that is out", () => {
    edit("business.json", "hours.closes", "22:00")
    edit("business.json", "preferredTimes.windows.2", { label: "Late", starts: "22:30", ends: "23:30" })
    edit("business.json", "preferredTimes.windows.0.starts", "06:30")
    expect(messages()).toEqual([
      'data/business.json, item 1 of "preferredTimes.windows", field "starts": the window "Morning" (06:30–12:00) is not within the opening hours (hours: 07:00–22:00): a visitor would pick a time you are closed',
      'data/business.json, item 3 of "preferredTimes.windows", field "ends": the window "Late" (22:30–23:30) is not within the opening hours (hours: 07:00–22:00): a visitor would pick a time you are closed',
    ])
  })

  it("accepts windows within opening hours that run past midnight, and refuses one in the hours closed", () => {
    edit("business.json", "hours.opens", "07:00")
    edit("business.json", "hours.closes", "02:00")
    edit("business.json", "preferredTimes.windows.2", { label: "Late", starts: "22:30", ends: "23:30" })
    expect(messages()).toEqual([])
    edit("business.json", "preferredTimes.windows.2", { label: "Night", starts: "03:00", ends: "05:00" })
    expect(messages()).toEqual([
      expect.stringContaining('field "starts": the window "Night" (03:00–05:00) is not within'),
    ])
  })

  it("refuses a lead time below zero", () => {
    edit("business.json", "preferredTimes.leadTimeHours", -1)
    expect(messages()).toEqual(['data/business.json, field "preferredTimes.leadTimeHours": must be >= 0'])
  })
})
