/**
 * The time the business reads (src/shared/text.ts `ukTimeOfDay`: an update's "sent at", issue 48) is on UK clocks,
 * summer and winter, whatever the device's zone: CI's machines run on UTC, an hour off the UK's in summer, and the
 * browser tests set a device in New York and one in Dubai (tests/e2e/page/preferred-times-clock.spec.ts,
 * tests/e2e/page/quote-send-under-strain.spec.ts).
 */
import { ukTimeOfDay } from "../text"

const at = (iso: string) => new Date(iso).getTime()

describe("the business's time of day", () => {
  it("is UK time, summer (BST) and winter (GMT), and the night the clocks go back", () => {
    expect(ukTimeOfDay(at("2026-07-01T09:02:00Z"))).toBe("10:02")
    expect(ukTimeOfDay(at("2026-12-01T09:02:00Z"))).toBe("09:02")
    expect(ukTimeOfDay(at("2026-10-25T00:30:00Z"))).toBe("01:30")
    expect(ukTimeOfDay(at("2026-10-25T01:30:00Z"))).toBe("01:30")
  })
})
