/** @jest-environment node */
import { duration, expand } from "../stages"

describe("the stage runner (npm test, npm run test:all)", () => {
  const scripts = {
    test: "tsx node/scripts/stages.ts lint test:unit",
    "test:all": "tsx node/scripts/stages.ts test test:engines",
    lint: "eslint .",
    "test:unit": "jest",
    "test:engines": "node --test engines",
  }

  it("runs a stage list's own stages in its place, in order", () => {
    expect(expand(["test:all"], scripts)).toEqual(["lint", "test:unit", "test:engines"])
    expect(expand(["lint", "test:engines"], scripts)).toEqual(["lint", "test:engines"])
  })

  it("stops on a stage package.json does not have, naming it", () => {
    expect(() => expand(["test", "test:nothing"], scripts)).toThrow('package.json has no script "test:nothing"')
  })

  it("prints seconds, and minutes with seconds from a minute on", () => {
    expect(duration(42)).toBe("42s")
    expect(duration(65)).toBe("1m 05s")
    expect(duration(600)).toBe("10m 00s")
  })
})
