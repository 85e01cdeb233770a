import { coverageFor, coverageMessage, parsePostcode } from "../postcode"

const DISTRICTS = { CT1: "Canterbury", TN23: "Ashford", CT20: "Folkestone" } as const

describe("parsePostcode", () => {
  it.each(["ct1 2ab", "CT12AB", " ct1  2ab ", "Ct1 2aB", "\tCT1\u00a02AB\n", "ct1 2 ab"])(
    "forgives case and spacing in %j",
    (input) => {
      expect(parsePostcode(input)).toEqual({ outward: "CT1", full: "CT1 2AB" })
    },
  )

  it.each([
    ["TN23 7AB", "TN23"], // AA99
    ["DN55 1PT", "DN55"], // AA99
    ["CR2 6XH", "CR2"], // AA9
    ["M1 1AE", "M1"], // A9
    ["M60 1NW", "M60"], // A99
    ["W1A 1HQ", "W1A"], // A9A
    ["SW1A 1AA", "SW1A"], // AA9A
    ["EC1A 1BB", "EC1A"], // AA9A
    ["N1P 2AB", "N1P"], // one of the newer letter-suffixed districts
  ])("reads %j, outward %j (every outward shape, letter-suffixed districts)", (input, outward) => {
    expect(parsePostcode(input)).toEqual({ outward, full: input })
  })

  it("splits a postcode typed without a space at its inward code", () => {
    expect(parsePostcode("sw1a1aa")).toEqual({ outward: "SW1A", full: "SW1A 1AA" })
    expect(parsePostcode("tn237ab")).toEqual({ outward: "TN23", full: "TN23 7AB" })
    expect(parsePostcode("w1a0ax")).toEqual({ outward: "W1A", full: "W1A 0AX" })
  })

  it.each([
    ["tn23", "TN23"],
    [" ct1 ", "CT1"],
    ["sw1a", "SW1A"],
    ["w1a", "W1A"],
    ["EC1A", "EC1A"],
    ["m1", "M1"],
  ])("reads the bare outward code %j as %j", (input, outward) => {
    expect(parsePostcode(input)).toEqual({ outward, full: null })
  })

  it.each([
    "",
    "   ",
    "12345",
    "ABC DEF",
    "CT1 2A", // inward code incomplete
    "TN2 3", // half-typed: TN2 (Tunbridge Wells) and a sector, never TN23 (Ashford)
    "ME1 4", // nor ME14
    "CT1 2", // nor CT12
    "CT12 AB", // the space says the outward code is CT12; "AB" is no inward code
    "CT1 2ABC",
    "CT",
    "CTT1 2AB", // three-letter area
    "1CT 2AB",
    "QA1 1AA", // Q never first
    "AJ1 1AA", // J never second
    "CT1 2CA", // C never in the inward code
    "CT1 2AI", // nor I
    "W1I 1AA", // I not a district suffix after a one-letter area
    "SW1C 1AA", // C not a district suffix after a two-letter area
    "CT1-2AB", // only whitespace is forgiven
    "CT1 2AB!",
  ])("refuses %j", (input) => {
    expect(parsePostcode(input)).toBeNull()
  })
})

describe("coverageFor", () => {
  it("covers a postcode whose district is in the map, with its town", () => {
    expect(coverageFor("ct1 2ab", DISTRICTS)).toEqual({ kind: "covered", outward: "CT1", town: "Canterbury" })
    expect(coverageFor("TN237AB", DISTRICTS)).toEqual({ kind: "covered", outward: "TN23", town: "Ashford" })
    expect(coverageFor(" tn23 ", DISTRICTS)).toEqual({ kind: "covered", outward: "TN23", town: "Ashford" })
  })

  it("looks at the district, not the area: CT10 is not CT1", () => {
    expect(coverageFor("CT10 1AA", DISTRICTS)).toEqual({ kind: "outside", postcode: "CT10 1AA" })
    expect(coverageFor("CT20 1AA", DISTRICTS).kind).toBe("covered")
  })

  it("puts a well-formed postcode outside the map outside, normalised", () => {
    expect(coverageFor("sw1a1aa", DISTRICTS)).toEqual({ kind: "outside", postcode: "SW1A 1AA" })
    expect(coverageFor(" sw1a ", DISTRICTS)).toEqual({ kind: "outside", postcode: "SW1A" })
  })

  it.each(["", "12345", "ABC DEF", "CT1 2A"])("says %j is invalid", (input) => {
    expect(coverageFor(input, DISTRICTS)).toEqual({ kind: "invalid" })
  })

  it("never treats names inherited from Object.prototype as districts", () => {
    expect(coverageFor("CT1 2AB", Object.create({ CT1: "Inherited" }) as Record<string, string>)).toEqual({
      kind: "outside",
      postcode: "CT1 2AB",
    })
  })
})

const WORDS = {
  covered: "We cover {outward} ({town})",
  outside: "{postcode} is outside our usual area: call us and we will see what we can do",
}

describe("coverageMessage", () => {
  it("says which district and town are covered", () => {
    expect(coverageMessage(coverageFor("CT1 2AB", DISTRICTS), WORDS)).toBe("We cover CT1 (Canterbury)")
  })

  it("invites a call for a postcode outside the usual area", () => {
    expect(coverageMessage(coverageFor("SW1A 1AA", DISTRICTS), WORDS)).toBe(
      "SW1A 1AA is outside our usual area: call us and we will see what we can do",
    )
  })

  it("has nothing to say about an invalid postcode", () => {
    expect(coverageMessage({ kind: "invalid" }, WORDS)).toBeNull()
  })
})
