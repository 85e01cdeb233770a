import { scoreLines, scoreOf } from "../scores"

const mutants = (statuses: Record<string, number>) =>
  Object.entries(statuses).flatMap(([status, n]) => Array.from({ length: n }, () => ({ status })))

const report = {
  files: {
    "src/quote-form/email-check.ts": { mutants: mutants({ Killed: 40, Survived: 2, Timeout: 3, Ignored: 1 }) },
    "src/quote-form/fields/quote-fields.ts": { mutants: mutants({ Killed: 50, NoCoverage: 1 }) },
    "src/shared/data-rules/nap-rules.ts": { mutants: mutants({ Killed: 9, Survived: 1 }) },
  },
} as Parameters<typeof scoreOf>[0]

describe("the mutation run's scores, timeouts apart", () => {
  it("scores a part as killed over killed, survived and uncovered, counting timeouts and marks beside it", () => {
    expect(scoreOf(report, "src/quote-form/")).toEqual({
      Killed: 90,
      Survived: 2,
      NoCoverage: 1,
      Timeout: 3,
      Ignored: 1,
      score: (100 * 90) / 93,
    })
  })

  it("prints a line for each part mutated, and none for a part that was not", () => {
    expect(scoreLines(report)).toEqual([
      "the quote path (src/quote-form/): 96.77% without timeouts (90 killed, 2 survived, 1 without coverage; 3 timed out, 1 ignored by a mark)",
      "the data's rules (src/shared/data-rules/): 90.00% without timeouts (9 killed, 1 survived, 0 without coverage; 0 timed out, 0 ignored by a mark)",
    ])
  })
})
