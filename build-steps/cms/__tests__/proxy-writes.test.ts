/** @jest-environment node */
/**
 * The CMS's local proxy writes only regular files inside data/, and only the pictures the site publishes (issue 36):
 * not through a hard link, not through a symbolic link put in place between the check and the write, not an SVG or
 * an HTML file, whatever its name.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { writeSent } from "../local-proxy"
import { PICTURE_TYPES, pictureProblem } from "../picture-types"
import { writeInside, WriteRefused } from "../write-inside"

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

let root = ""
const file = (...parts: string[]) => path.join(root, ...parts)
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "eicr-writes-"))
  fs.mkdirSync(file("data", "images"), { recursive: true })
  fs.mkdirSync(file("src"))
  fs.writeFileSync(file("data", "hero.json"), "{}\n")
  fs.writeFileSync(file("src", "index.ts"), "export {}\n")
})
afterEach(() => {
  jest.restoreAllMocks()
  fs.rmSync(root, { recursive: true, force: true })
})

const save = (filePath: string, raw: string) =>
  writeSent(root, "persistEntry", { dataFiles: [{ slug: "x", path: filePath, raw }], assets: [] })
const upload = (filePath: string, bytes: Buffer) =>
  writeSent(root, "persistMedia", { asset: { path: filePath, content: bytes.toString("base64"), encoding: "base64" } })

describe("writeInside: a regular file inside data/, never through a link", () => {
  it("writes a data file and a picture, keeping the file's permissions", async () => {
    fs.chmodSync(file("data", "hero.json"), 0o600)
    await save("data/hero.json", '{ "a": 1 }\n')
    await upload("data/images/new.png", PNG)
    expect(fs.readFileSync(file("data", "hero.json"), "utf8")).toBe('{ "a": 1 }\n')
    expect(fs.statSync(file("data", "hero.json")).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(file("data", "images", "new.png"))).toEqual(PNG)
    expect(fs.readdirSync(file("data")).filter((name) => name.endsWith(".tmp"))).toEqual([])
  })

  it("refuses a file with a second name (a hard link to src/index.ts), and leaves both alone", async () => {
    fs.linkSync(file("src", "index.ts"), file("data", "linked.json"))
    await expect(save("data/linked.json", "{}\n")).rejects.toThrow(/hard link/)
    expect(fs.readFileSync(file("src", "index.ts"), "utf8")).toBe("export {}\n")
  })

  it("refuses a symbolic link at the name, and a folder that leads out of data/", async () => {
    fs.symlinkSync(file("src", "index.ts"), file("data", "link.json"))
    await expect(save("data/link.json", "{}\n")).rejects.toThrow(WriteRefused)
    fs.symlinkSync(file("src"), file("data", "out"))
    await expect(writeInside(root, "data", "data/out/index.ts", "{}\n")).rejects.toThrow(/outside data\/ on disk/)
    await expect(writeInside(root, "data", "src/index.ts", "x")).rejects.toThrow(/outside data\//)
    expect(fs.readFileSync(file("src", "index.ts"), "utf8")).toBe("export {}\n")
  })

  it("writes into data/ though a symbolic link is swapped in after the checks: the link is replaced, not followed", async () => {
    const open = fs.promises.open.bind(fs.promises)
    jest.spyOn(fs.promises, "open").mockImplementation(async (...args: Parameters<typeof fs.promises.open>) => {
      // Between the checks and the write, another process puts a link to src/index.ts at the name.
      fs.rmSync(file("data", "hero.json"))
      fs.symlinkSync(file("src", "index.ts"), file("data", "hero.json"))
      return open(...args)
    })
    await save("data/hero.json", '{ "saved": true }\n')
    expect(fs.readFileSync(file("src", "index.ts"), "utf8")).toBe("export {}\n")
    expect(fs.lstatSync(file("data", "hero.json")).isFile()).toBe(true)
    expect(fs.readFileSync(file("data", "hero.json"), "utf8")).toBe('{ "saved": true }\n')
  })
})

describe("the proxy saves entries only as the JSON files at the top of data/", () => {
  it("refuses an entry sent as a picture, a schema or a file in a folder, writing nothing", async () => {
    for (const where of [
      "data/images/x.svg",
      "data/schemas/faq.schema.json",
      "data/out/faq.json",
      "data/faq.json.html",
    ])
      await expect(save(where, "<svg onload=alert(1)>")).rejects.toThrow(/a JSON file at the top of data\//)
    expect(fs.existsSync(file("data", "images", "x.svg"))).toBe(false)
  })
})

describe("the proxy takes only the pictures the site publishes", () => {
  it("refuses an SVG, an HTML file, and a script named .png, writing nothing", async () => {
    await expect(upload("data/images/logo.svg", SVG)).rejects.toThrow(/JPEG, PNG or WebP/)
    await expect(upload("data/images/page.html", Buffer.from("<script>alert(1)</script>"))).rejects.toThrow(
      /not a picture/,
    )
    await expect(upload("data/images/fake.png", SVG)).rejects.toThrow(
      /does not hold a picture of its name's type \(image\/png\)/,
    )
    // An entry saved with a picture: the picture is judged before anything is written.
    await expect(
      writeSent(root, "persistEntry", {
        dataFiles: [{ slug: "x", path: "data/hero.json", raw: '{ "image": "images/logo.svg" }\n' }],
        assets: [{ path: "data/images/logo.svg", content: SVG.toString("base64"), encoding: "base64" }],
      }),
    ).rejects.toThrow(/not a picture/)
    expect(fs.readdirSync(file("data", "images"))).toEqual([])
    expect(fs.readFileSync(file("data", "hero.json"), "utf8")).toBe("{}\n")
  })

  it("allows exactly the formats the data files' image fields allow (data/schemas/definitions.json)", () => {
    const definitions = JSON.parse(
      fs.readFileSync(path.join(__dirname, "..", "..", "..", "data", "schemas", "definitions.json"), "utf8"),
    ) as { definitions: { image: { pattern: string } } }
    const schema = new RegExp(definitions.definitions.image.pattern)
    for (const name of ["a.jpg", "a.jpeg", "a.png", "a.webp", "a.svg", "a.gif", "a.html", "a.avif", "a.JPG"])
      expect({ name, published: pictureProblem(name) === undefined }).toEqual({
        name,
        published: schema.test(`images/${name.toLowerCase()}`),
      })
    expect(PICTURE_TYPES.flatMap((format) => format.extensions).sort()).toEqual(["jpeg", "jpg", "png", "webp"])
  })

  it("judges the browser's media type, when it gives one", () => {
    expect(pictureProblem("a.png", undefined, "image/png")).toBeUndefined()
    expect(pictureProblem("a.png", undefined, "")).toBeUndefined()
    expect(pictureProblem("a.png", undefined, "image/svg+xml")).toMatch(/is of type image\/svg\+xml, not image\/png/)
  })
})
