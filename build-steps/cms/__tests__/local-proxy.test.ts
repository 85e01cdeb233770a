/** @jest-environment node */
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { localProxy, refusal } from "../local-proxy"

const SITE = "http://localhost:8000"

/** A project of its own: data/ with one file and one picture, a git config and a hook folder outside it. */
function makeProject(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "eicr-proxy-"))
  fs.mkdirSync(path.join(root, "data", "images"), { recursive: true })
  fs.mkdirSync(path.join(root, ".git", "hooks"), { recursive: true })
  fs.writeFileSync(path.join(root, "data", "hero.json"), '{ "heading": "Hello" }\n')
  fs.writeFileSync(path.join(root, ".git", "config"), "[remote]\n  url = secret\n")
  fs.writeFileSync(path.join(root, "package.json"), "{}\n")
  return root
}

/** POSTs `body` to the proxy's API with the given Host and Origin; resolves with the status and the parsed reply. */
function post(port: number, body: unknown, headers: { host: string; origin?: string }) {
  const text = JSON.stringify(body)
  return new Promise<{ status: number; reply: Record<string, unknown> | unknown[] | null }>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1",
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers },
      },
      (response) => {
        let data = ""
        response.on("data", (chunk) => (data += chunk))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, reply: JSON.parse(data || "null") }))
      },
    )
    request.on("error", reject)
    request.end(text)
  })
}

describe("the CMS's local proxy (npm run cms)", () => {
  let root = ""
  let server: http.Server
  let port = 0
  const ok = () => ({ host: `localhost:${port}`, origin: SITE })
  const hookFile = () => path.join(root, ".git", "hooks", "pre-commit")

  beforeAll(async () => {
    root = makeProject()
    const app = await localProxy(root, SITE)
    server = app.listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => {
    server.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it("reads and writes data/ for the CMS on localhost", async () => {
    const read = await post(port, { action: "getEntry", params: { branch: "main", path: "data/hero.json" } }, ok())
    expect(read).toMatchObject({ status: 200, reply: { data: '{ "heading": "Hello" }\n' } })
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
    const asset = { path: "data/images/new.jpg", content: jpeg.toString("base64"), encoding: "base64" }
    const write = await post(
      port,
      { action: "persistMedia", params: { branch: "main", asset, options: { commitMessage: "Upload" } } },
      ok(),
    )
    expect(write).toMatchObject({ status: 200, reply: { path: "data/images/new.jpg", content: asset.content } })
    expect(fs.readFileSync(path.join(root, "data", "images", "new.jpg"))).toEqual(jpeg)
  })

  it("writes no file through a hard link, and no picture the site does not publish (issue 36)", async () => {
    // A second name under data/ for a file outside it: a save would write into src/index.ts.
    fs.mkdirSync(path.join(root, "src"), { recursive: true })
    fs.writeFileSync(path.join(root, "src", "index.ts"), "export {}\n")
    fs.linkSync(path.join(root, "src", "index.ts"), path.join(root, "data", "linked.json"))
    const dataFiles = [{ slug: "linked", path: "data/linked.json", raw: '{ "saved": true }\n' }]
    const save = { action: "persistEntry", params: { branch: "main", dataFiles, assets: [], options: {} } }
    expect(await post(port, save, ok())).toMatchObject({
      status: 403,
      reply: { error: expect.stringMatching(/hard link/) },
    })
    expect(fs.readFileSync(path.join(root, "src", "index.ts"), "utf8")).toBe("export {}\n")
    fs.rmSync(path.join(root, "data", "linked.json"))
    const svg = Buffer.from("<svg><script>alert(1)</script></svg>").toString("base64")
    for (const name of ["logo.svg", "page.html", "fake.png"]) {
      const asset = { path: `data/images/${name}`, content: svg, encoding: "base64" }
      const upload = { action: "persistMedia", params: { branch: "main", asset, options: { commitMessage: "Upload" } } }
      expect({ name, status: (await post(port, upload, ok())).status }).toEqual({ name, status: 403 })
      expect(fs.existsSync(path.join(root, "data", "images", name))).toBe(false)
    }
  })

  it("refuses a request whose Host is another name (DNS rebinding), reading nothing", async () => {
    const { status, reply } = await post(
      port,
      { action: "getEntry", params: { branch: "main", path: "data/hero.json" } },
      { host: `attacker.example:${port}`, origin: SITE },
    )
    expect(status).toBe(403)
    expect(JSON.stringify(reply)).not.toContain("Hello")
    expect(reply).toEqual({ error: expect.stringMatching(/localhost only/) })
  })

  it("refuses another origin, another port of localhost, and a request with no Origin", async () => {
    const body = { action: "getEntry", params: { branch: "main", path: "data/hero.json" } }
    for (const origin of ["https://attacker.example", "http://localhost:3000", undefined]) {
      const { status, reply } = await post(port, body, { host: `localhost:${port}`, ...(origin && { origin }) })
      expect({ origin, status }).toEqual({ origin, status: 403 })
      expect(reply).toEqual({ error: expect.stringMatching(/only the CMS at http:\/\/localhost:8000\/admin\//) })
    }
  })

  it("refuses to read or write a path outside data/, however it is written", async () => {
    const hook = { path: ".git/hooks/pre-commit", content: Buffer.from("#!/bin/sh\n").toString("base64") }
    const attempts = [
      { action: "getEntry", params: { branch: "main", path: ".git/config" } },
      { action: "getEntry", params: { branch: "main", path: "data/../.git/config" } },
      { action: "getMediaFile", params: { branch: "main", path: "/etc/passwd" } },
      { action: "entriesByFolder", params: { branch: "main", folder: ".", extension: "json", depth: 1 } },
      { action: "getMedia", params: { branch: "main", mediaFolder: ".git" } },
      { action: "persistMedia", params: { branch: "main", asset: { ...hook, encoding: "base64" } } },
      { action: "deleteFiles", params: { branch: "main", paths: ["data/hero.json", "package.json"] } },
      {
        action: "persistEntry",
        params: {
          branch: "main",
          dataFiles: [{ slug: "x", path: "data/hero.json", newPath: "data\\..\\package.json", raw: "{}" }],
          assets: [],
          options: { commitMessage: "x" },
        },
      },
      { action: "unpublishedEntries", params: { branch: "main" } },
    ]
    for (const body of attempts) {
      const { status } = await post(port, body, ok())
      expect({ body, status }).toEqual({ body, status: 403 })
    }
    // A link inside data/ that leads out of it (decap-server follows links within the repository).
    fs.symlinkSync(path.join(root, ".git"), path.join(root, "data", "git"))
    fs.symlinkSync(path.join(root, ".git", "hooks", "pre-commit"), path.join(root, "data", "dangling"))
    const through = [
      { action: "getEntry", params: { branch: "main", path: "data/git/config" } },
      {
        action: "persistMedia",
        params: {
          branch: "main",
          asset: { ...hook, path: "data/git/hooks/pre-commit", encoding: "base64" },
          options: { commitMessage: "x" },
        },
      },
      {
        action: "persistMedia",
        params: {
          branch: "main",
          asset: { ...hook, path: "data/dangling", encoding: "base64" },
          options: { commitMessage: "x" },
        },
      },
    ]
    for (const body of through) {
      const { status } = await post(port, body, ok())
      expect({ body, status }).toEqual({ body, status: 403 })
    }
    expect(fs.existsSync(hookFile())).toBe(false)
    expect(fs.readFileSync(path.join(root, "package.json"), "utf8")).toBe("{}\n")
    expect(fs.existsSync(path.join(root, "data", "hero.json"))).toBe(true)
    fs.rmSync(path.join(root, "data", "git"))
    fs.rmSync(path.join(root, "data", "dangling"))
  })

  it("refuses every action while a symbolic link is anywhere under data/, the pictures' listing included", async () => {
    const listing = { action: "getMedia", params: { branch: "main", mediaFolder: "data/images" } }
    expect((await post(port, listing, ok())).status).toBe(200)
    // A picture that is a link to a file outside data/: the listing would send that file's text, base64-encoded.
    const link = path.join(root, "data", "images", "x.jpg")
    fs.symlinkSync(path.join(root, ".git", "config"), link)
    try {
      for (const body of [listing, { action: "getEntry", params: { branch: "main", path: "data/hero.json" } }]) {
        const { status, reply } = await post(port, body, ok())
        expect({ body, status }).toEqual({ body, status: 403 })
        expect(JSON.stringify(reply)).toMatch(/data\/images\/x\.jpg is a symbolic link/)
        expect(JSON.stringify(reply)).not.toContain(Buffer.from("secret").toString("base64").slice(0, 6))
      }
    } finally {
      fs.rmSync(link)
    }
    expect((await post(port, listing, ok())).status).toBe(200)
  })
})

describe("refusal", () => {
  const body = (filePath: unknown) => ({ action: "getEntry", params: { path: filePath } })
  const request = (filePath: unknown) => ({ host: "127.0.0.1:8081", origin: SITE, body: body(filePath) })

  it("lets through loopback hosts with the site's origin and a path in data/", () => {
    for (const host of ["localhost:8081", "127.0.0.1:8081", "[::1]:8081", "LOCALHOST"])
      expect(refusal({ host, origin: SITE, body: body("data/hero.json") }, SITE)).toBeUndefined()
    expect(refusal(request("data/images/a b.jpg"), SITE)).toBeUndefined()
    expect(refusal(request("data"), SITE)).toBeUndefined()
  })

  it("names what is refused", () => {
    expect(refusal(request("data2/x.json"), SITE)).toBe('"data2/x.json" is outside data/')
    expect(refusal(request(["data/a.json"]), SITE)).toBe('["data/a.json"] is outside data/')
    expect(refusal(request("./data/../x"), SITE)).toBe('"./data/../x" is outside data/')
    expect(refusal({ ...request("data/a.json"), host: "localhost.attacker.example" }, SITE)).toMatch(/localhost only/)
    expect(refusal({ ...request("data/a.json"), origin: undefined }, SITE)).toMatch(/names none/)
  })
})
