/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { currentAdminBundle } from "../admin-files"

const ROOT = path.resolve(__dirname, "..", "..", "..", "..")

describe("the CMS's scripts under npm run cms", () => {
  it("are bundled once per change of what they are made from, not once per request", () => {
    const first = currentAdminBundle(ROOT)
    expect(first.sources).toEqual(
      expect.arrayContaining([
        path.join(ROOT, "cms", "main.ts"),
        path.join(ROOT, "data", "schemas", "faq.schema.json"),
      ]),
    )
    expect(currentAdminBundle(ROOT)).toBe(first) // another load of /admin/: nothing is built
    const source = path.join(ROOT, "cms", "notice.ts")
    const { atime, mtime } = fs.statSync(source)
    fs.utimesSync(source, atime, new Date(mtime.getTime() + 2000))
    try {
      const again = currentAdminBundle(ROOT)
      expect(again).not.toBe(first) // a source changed: made afresh
      expect(again.script).toBe(first.script)
      expect(currentAdminBundle(ROOT)).toBe(again)
    } finally {
      fs.utimesSync(source, atime, mtime)
    }
  })
})
