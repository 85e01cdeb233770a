/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { copyStartingData } from "../starting-data"

describe("npm run starting-data (the tests' copy of a new section's data)", () => {
  let dataDir = ""
  let startingDir = ""
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }

  beforeEach(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "starting-data-"))
    dataDir = path.join(dir, "data")
    startingDir = path.join(dir, "starting-data")
    write(path.join(dataDir, "faq.json"), '{"items":[]}\n')
    write(path.join(dataDir, "checklist.json"), '{"items":["new"]}\n')
    write(path.join(dataDir, "images", "van.jpg"), "picture")
    write(path.join(dataDir, "schemas", "checklist.schema.json"), "{}")
    write(path.join(startingDir, "faq.json"), '{"items":["as the tests know it"]}\n')
  })

  it("copies the data files and pictures with no copy yet, and leaves the existing copies as they are", () => {
    expect(copyStartingData(dataDir, startingDir)).toEqual(["checklist.json", "images/van.jpg"])
    expect(fs.readFileSync(path.join(startingDir, "checklist.json"), "utf8")).toBe('{"items":["new"]}\n')
    expect(fs.readFileSync(path.join(startingDir, "images", "van.jpg"), "utf8")).toBe("picture")
    expect(fs.readFileSync(path.join(startingDir, "faq.json"), "utf8")).toContain("as the tests know it")
    expect(fs.existsSync(path.join(startingDir, "schemas"))).toBe(false)
    expect(copyStartingData(dataDir, startingDir)).toEqual([])
  })

  it("copies a named file again, over its copy, and names a file data/ does not have", () => {
    expect(copyStartingData(dataDir, startingDir, ["faq.json"])).toEqual(["faq.json"])
    expect(fs.readFileSync(path.join(startingDir, "faq.json"), "utf8")).toBe('{"items":[]}\n')
    expect(() => copyStartingData(dataDir, startingDir, ["prices.json"])).toThrow("data/prices.json does not exist")
  })
})
