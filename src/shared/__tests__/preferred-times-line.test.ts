/**
 * The preferred times as a line of the message (requirements §10 item 7), in the words of the starting data
 * (tests/starting-data/quote-form.json `preferredTimes.line`).
 */
import quoteForm from "../../../tests/starting-data/quote-form.json"
import { fillIn } from "../text"
import { timePhrase, timesIn, withTimes } from "../preferred-times-line"

const TEMPLATE = quoteForm.preferredTimes.line
const TUESDAY = timePhrase("Tue 1 Dec", "Morning")
const WEDNESDAY = timePhrase("Wed 2 Dec", "Afternoon")
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

  it("is read and rewritten as the visitor left it by hand: no space after its words or its separators, or no time at all", () => {
    const bare = line().trim() // "Preferred times:" with every time deleted
    expect(timesIn(`${bare}${TUESDAY};${WEDNESDAY}`, TEMPLATE)).toEqual([TUESDAY, WEDNESDAY])
    expect(withTimes(`Flat.\n${bare}`, TEMPLATE, [TUESDAY])).toBe(`Flat.\n${line(TUESDAY)}`)
  })

  it("reads and rewrites the last such line, should the visitor have written two", () => {
    const message = `${line(TUESDAY)}\n${line(WEDNESDAY)}`
    expect(timesIn(message, TEMPLATE)).toEqual([WEDNESDAY])
    expect(withTimes(message, TEMPLATE, [])).toBe(line(TUESDAY))
  })
})
