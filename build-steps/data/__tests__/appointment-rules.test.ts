/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * The times the contact form offers (data/business.json `appointments`, requirements §10 item 7): check:data refuses a
 * closed date that is not a date, a window that ends before it starts and a lead time below zero, naming file and
 * field. (The CMS refuses the same before it saves: build-steps/cms/admin/__tests__/check-on-save.test.ts.)
 */
import { dataCopyPerTest } from "./data-copy"

const { edit, messages } = dataCopyPerTest()

describe("the appointments offered", () => {
  it("accepts the starting content's, and none at all (the form then offers no times)", () => {
    expect(messages()).toEqual([])
    edit("business.json", "appointments", undefined)
    expect(messages()).toEqual([])
  })

  it.each(["2026-02-30", "25/12/2026", "2026-12-25T00:00", "Christmas"])("refuses the closed date %j", (date) => {
    edit("business.json", "appointments.closedDates.1", date)
    expect(messages()).toEqual(['data/business.json, item 2 of "appointments.closedDates": must be a valid date'])
  })

  it("refuses a window that ends before it starts, or as it starts, naming the window", () => {
    edit("business.json", "appointments.windows.1.ends", "11:00")
    edit("business.json", "appointments.windows.2.ends", "17:00")
    expect(messages()).toEqual([
      'data/business.json, item 2 of "appointments.windows", field "ends": is 11:00, not after the window "Afternoon" starts (12:00): a window ends after it starts',
      'data/business.json, item 3 of "appointments.windows", field "ends": is 17:00, not after the window "Evening" starts (17:00): a window ends after it starts',
    ])
  })

  it("refuses a lead time below zero", () => {
    edit("business.json", "appointments.leadTimeHours", -1)
    expect(messages()).toEqual(['data/business.json, field "appointments.leadTimeHours": must be >= 0'])
  })
})
