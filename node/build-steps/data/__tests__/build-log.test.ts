/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { checkData } from "../steps"
import { dataCopyPerTest } from "../../../../tests/jest/support/data-copy"

const { edit, dir } = dataCopyPerTest()

describe("the build's report of the data on GitHub Actions", () => {
  const original = process.env.GITHUB_ACTIONS
  afterEach(() => {
    if (original === undefined) delete process.env.GITHUB_ACTIONS
    else process.env.GITHUB_ACTIONS = original
    jest.restoreAllMocks()
  })

  it("prints no workflow command a data string wrote (a town whose second line starts with ::error)", () => {
    const coverage = JSON.parse(fs.readFileSync(path.join(dir(), "business.json"), "utf8")).coverage as string[]
    edit("business.json", "coverage", [...coverage, "Tenterden\n::error title=Approved::looks fine"])
    process.env.GITHUB_ACTIONS = "true"
    const printed: string[] = []
    const keep = ((chunk: unknown) => printed.push(String(chunk).replace(/\n$/, "")) > 0) as typeof process.stderr.write
    jest.spyOn(process.stderr, "write").mockImplementation(keep)
    jest.spyOn(process.stdout, "write").mockImplementation(keep)
    jest.spyOn(console, "log").mockImplementation((line: unknown) => void printed.push(String(line)))
    jest.spyOn(process, "on").mockImplementation((() => process) as unknown as typeof process.on)
    const reporter = {
      warn: (text: string) => void printed.push(text),
      panic: (text: string) => {
        throw new Error(text)
      },
    }
    checkData(dir(), reporter as unknown as Reporter)
    const lines = printed.join("\n").split("\n")
    expect(lines[0]).toMatch(/^::stop-commands::[0-9a-f]{32}$/)
    expect(lines.some((line) => line.includes("Tenterden"))).toBe(true)
    expect(lines.slice(1).filter((line) => line.startsWith("::"))).toEqual([])
  })
})
