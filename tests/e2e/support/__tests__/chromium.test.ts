/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { findChromium, isSnapShim } from "../chromium"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "chromium-search-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** An executable shell script at `dir/name` that stands in for a browser, recording each start in `name.log`. */
function browser(name: string, body: string): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, `#!/bin/sh\necho started >> "${file}.log"\n${body}\n`)
  fs.chmodSync(file, 0o755)
  return file
}
const starts = (file: string) =>
  fs.existsSync(`${file}.log`) ? fs.readFileSync(`${file}.log`, "utf8").split("\n").length - 1 : 0

/** What a Chromium prints for `--headless --dump-dom about:blank`, then exit 0. */
const WORKS = 'echo "<html><head></head><body></body></html>"'
/** Ubuntu's /usr/bin/chromium-browser without the snap (it asks for it and exits 1); with it, it runs the snap. */
const SNAP_SHIM = `if ! [ -x /snap/bin/chromium ]; then echo "Command '$0' requires the chromium snap to be installed." >&2; exit 1; fi
exec /snap/bin/chromium "$@"`

describe("finding the Chromium the browser tests run", () => {
  const missing = path.join(dir, "not-installed")

  it("takes the first stock browser that starts", () => {
    const debian = browser("chromium", WORKS)
    expect(findChromium({ stock: [missing, debian], playwrightOwn: () => missing })).toBe(debian)
    expect(starts(debian)).toBe(1)
  })

  it("passes over a snap shim without starting it, and a browser that does not start, for Playwright's own build", () => {
    const shim = browser("chromium-browser", `${WORKS}\n${SNAP_SHIM}`) // would even print a page: never started
    const broken = browser("broken-chromium", 'echo "error while loading shared libraries: libnss3.so" >&2; exit 127')
    const playwrights = browser("playwright-chrome", WORKS)
    const notes: string[] = []
    const found = findChromium({
      stock: [shim, broken],
      playwrightOwn: () => playwrights,
      note: (line) => notes.push(line),
    })
    expect(found).toBe(playwrights)
    expect(isSnapShim(shim)).toBe(true)
    expect(starts(shim)).toBe(0)
    expect(starts(broken)).toBe(1)
    expect(notes).toEqual([`${shim} is a snap shim: passed over`, `${broken} did not start: passed over`])
  })

  it("does not count a browser that exits 0 without loading the page (as one answering only --version would)", () => {
    const versionOnly = browser("version-only", 'echo "Chromium 142.0.7444.175"')
    expect(findChromium({ stock: [versionOnly], playwrightOwn: () => missing })).toBeUndefined()
  })

  it("finds nothing when no browser is installed, or none starts", () => {
    expect(findChromium({ stock: [missing], playwrightOwn: () => missing })).toBeUndefined()
    const broken = browser("crashes", "kill -SEGV $$")
    expect(findChromium({ stock: [broken], playwrightOwn: () => broken })).toBeUndefined()
  })

  it("tells a snap shim or a snap's browser from a stock browser's launcher script", () => {
    expect(
      isSnapShim(browser("firefox", 'if ! [ -x /snap/bin/firefox ]; then exit 1; fi\nexec /snap/bin/firefox "$@"')),
    ).toBe(true)
    // Debian's /usr/bin/firefox and /usr/bin/chromium are scripts too.
    expect(isSnapShim(browser("debian-firefox", 'exec firefox-esr "$@"'))).toBe(false)
    expect(isSnapShim(missing)).toBe(false)
  })
})
