/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { SIZES, type EnginePage, type Launcher } from "../driver"
import { firstThatStarts, oncePerFile, onPath, type Candidate } from "../engines"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "engine-search-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** An executable file at `dir/name` holding `script`. */
function executable(name: string, script: string): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, `#!/bin/sh\n${script}\n`)
  fs.chmodSync(file, 0o755)
  return file
}

/** A candidate whose launcher opens a window, or fails as a browser that does not start; `launched` counts starts. */
function candidate(browser: string, starts: boolean) {
  const record = { launched: 0, closed: 0 }
  const launcher: Launcher = async (size) => {
    record.launched++
    if (!starts) throw new Error(`Failed to launch the browser process!\n${browser}: cannot open display`)
    return { size, close: async () => void record.closed++ } as unknown as EnginePage
  }
  return { candidate: { browser, launcher } satisfies Candidate, record }
}

describe("finding the browser an engine runs in", () => {
  it("takes the stock browser when it starts, and closes the window it started", async () => {
    const stock = candidate(executable("firefox-esr", 'exec /usr/lib/firefox-esr/firefox-esr "$@"'), true)
    const own = candidate(executable("playwright-firefox", ""), true)
    expect(await firstThatStarts([stock.candidate, own.candidate], SIZES[0])).toBe(stock.candidate)
    expect(stock.record).toEqual({ launched: 1, closed: 1 })
    expect(own.record.launched).toBe(0)
  })

  it("passes over a snap shim unstarted and a browser that does not start, for Playwright's own build", async () => {
    const shim = candidate(executable("firefox", 'exec /snap/bin/firefox "$@"'), true)
    const broken = candidate(executable("firefox-broken", "exit 1"), false)
    const own = candidate(executable("playwright-firefox", ""), true)
    const notes: string[] = []
    const found = await firstThatStarts([shim.candidate, broken.candidate, own.candidate], SIZES[1], (line) =>
      notes.push(line),
    )
    expect(found).toBe(own.candidate)
    expect(shim.record.launched).toBe(0)
    expect(broken.record.launched).toBe(1)
    expect(notes).toEqual([
      `${shim.candidate.browser} is a snap shim: passed over`,
      `${broken.candidate.browser} did not start (Failed to launch the browser process!): passed over`,
    ])
  })

  it("finds nothing when there is no candidate, or none starts", async () => {
    expect(await firstThatStarts([], SIZES[0])).toBeUndefined()
    const broken = candidate(executable("webkit-broken", "exit 1"), false)
    expect(await firstThatStarts([broken.candidate], SIZES[0])).toBeUndefined()
  })

  it("lists every executable of a name on PATH, in PATH's order, and no folder or plain file", () => {
    const first = fs.mkdtempSync(path.join(dir, "bin-"))
    const second = fs.mkdtempSync(path.join(dir, "bin-"))
    fs.mkdirSync(path.join(first, "firefox-esr")) // a folder of that name
    fs.writeFileSync(path.join(first, "firefox"), "") // not executable
    const esr = path.join(second, "firefox-esr")
    fs.copyFileSync(executable("esr", ""), esr)
    const shim = path.join(second, "firefox")
    fs.copyFileSync(executable("shim", ""), shim)
    expect(onPath(["firefox-esr", "firefox"], [first, second].join(path.delimiter))).toEqual([esr, shim])
  })

  it("tries a browser once, however many names lead to it (a link; /bin where it is /usr/bin)", () => {
    const real = executable("firefox-real", "")
    const folder = fs.mkdtempSync(path.join(dir, "usr-bin-"))
    const merged = `${folder}-merged` // as Debian's /bin, a link to the folder
    fs.symlinkSync(folder, merged)
    const esr = path.join(folder, "firefox-esr")
    fs.copyFileSync(real, esr)
    const firefox = path.join(folder, "firefox")
    fs.symlinkSync(esr, firefox)
    const other = executable("firefox-other", "")
    expect(oncePerFile([esr, path.join(merged, "firefox-esr"), firefox, other, esr])).toEqual([esr, other])
  })
})
