/** @jest-environment node */
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { createOutboxHandler } from "../local-outbox"
import * as renderEmail from "../render-email"
import { SEND_PATH } from "../provider-protocol"
import { ENQUIRY } from "../../../../tests/jest/support/quote-enquiry"

let server: http.Server
let outbox: string
let port: number
const lines: string[] = []
/** Rejections of the handler: under `gatsby develop` each one would end the dev server. */
const rejections: unknown[] = []

/** Serves `handler` as gatsby-config.ts mounts it, recording a rejection instead of crashing Jest. */
async function serve(handler: ReturnType<typeof createOutboxHandler>): Promise<http.Server> {
  const started = http.createServer((request, response) =>
    handler(request, response).catch((error: unknown) => {
      rejections.push(error)
      response.destroy()
    }),
  )
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve))
  return started
}

const portOf = (s: http.Server) => (s.address() as AddressInfo).port

/** Temporary folders made by this file, removed at the end. */
const tempDirs: string[] = []
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  tempDirs.push(dir)
  return dir
}

beforeAll(async () => {
  outbox = path.join(tempDir("outbox-"), ".outbox")
  fs.mkdirSync(outbox) // so that each test can count the files before it, run alone or not
  server = await serve(createOutboxHandler(outbox, (line) => lines.push(line)))
  port = portOf(server)
})
afterAll(() => {
  server.close()
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
})
afterEach(() => expect(rejections.splice(0)).toEqual([]))

/** What the page sends through @emailjs/browser: JSON, from the dev server's own origin. */
const fromPage = () => ({ "Content-Type": "application/json", Origin: `http://127.0.0.1:${port}` })

/** POSTs `body` (a string as is, anything else as JSON) to the send path with exactly `headers`. */
function post(
  body: unknown,
  headers: Record<string, string> = fromPage(),
  to = port,
): Promise<{ status: number; text: string }> {
  const payload = typeof body === "string" ? body : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: to, path: SEND_PATH, method: "POST", headers }, (res) => {
      let text = ""
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => (text += chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }))
    })
    request.on("error", reject)
    request.end(payload)
  })
}

const OK = { status: 200, text: "OK" }

const valid = {
  lib_version: "4.4.1",
  user_id: "local-outbox",
  service_id: "local-outbox",
  template_id: "local-outbox",
  template_params: { ...ENQUIRY, from_name: "Ann Example" },
}

describe("local outbox endpoint", () => {
  it("saves a valid enquiry as a JSON file and the owner's e-mail beside it, names both in one line, answers 200 OK", async () => {
    const response = await post(valid)
    expect(response).toEqual({ status: 200, text: "OK" })
    const files = fs.readdirSync(outbox).sort()
    expect(files).toHaveLength(2)
    const [page, json] = files
    expect(json).toMatch(/-ann-example\.json$/)
    expect(page).toBe(json.replace(/\.json$/, ".html"))
    expect(JSON.parse(fs.readFileSync(path.join(outbox, json), "utf8"))).toMatchObject(valid)
    expect(lines.at(-1)).toContain(json)
    expect(lines.at(-1)).toContain(page)
  })

  it("saves the owner's e-mail as the templates render it, every value escaped, its subject the page's title", async () => {
    const params = { ...valid.template_params, from_name: "<script>alert(1)</script>", postcode: "ME14 1XX" }
    expect(await post({ ...valid, template_params: params })).toEqual(OK)
    const json = fs.readdirSync(outbox).filter((name) => name.endsWith("-script-alert-1-script.json"))
    expect(json).toHaveLength(1)
    const page = fs.readFileSync(path.join(outbox, json[0].replace(/\.json$/, ".html")), "utf8")
    const { subject, html } = renderEmail.renderOwnerEmail(params)
    expect(page).toContain("&lt;script&gt;alert(1)&lt;&#x2F;script&gt;")
    expect(page).not.toMatch(/<script/i)
    expect(page).toContain(`<title>${subject}</title>`)
    expect(page.replace(/<title>.*<\/title>/s, "")).toBe(html.replace(/<title>.*<\/title>/s, ""))
  })

  it("still saves the enquiry and answers 200 OK when the owner's e-mail cannot be made, and says why", async () => {
    const broken = jest.spyOn(renderEmail, "renderOwnerEmail").mockImplementation(() => {
      throw new Error("a broken template")
    })
    try {
      const params = { ...valid.template_params, from_name: "Template Trouble" }
      expect(await post({ ...valid, template_params: params })).toEqual(OK)
    } finally {
      broken.mockRestore()
    }
    const saved = fs.readdirSync(outbox).filter((name) => name.includes("-template-trouble"))
    expect(saved).toEqual([expect.stringMatching(/\.json$/)])
    expect(lines.at(-1)).toContain(saved[0])
    expect(lines.at(-1)).toContain(`${saved[0].replace(/\.json$/, ".html")} could not be written: a broken template`)
  })

  it.each([
    ["user_id", { ...valid, user_id: undefined }, "The user_id parameter is required"],
    ["service_id", { ...valid, service_id: "" }, "The service_id parameter is required"],
    ["template_id", { ...valid, template_id: undefined }, "The template_id parameter is required"],
    ["template_params", { ...valid, template_params: "text" }, "The template_params parameter must be an object"],
  ])("answers 400 with a reason when %s is missing or wrong", async (_, body, reason) => {
    const before = fs.readdirSync(outbox).length
    expect(await post(body)).toEqual({ status: 400, text: reason })
    expect(fs.readdirSync(outbox)).toHaveLength(before)
  })

  it("answers 400 to a body nested too deeply to store, instead of ending the dev server", async () => {
    const before = fs.readdirSync(outbox).length
    const depth = 30000 // within the 64 KiB body limit, far beyond what JSON.stringify can recurse into
    const deep = JSON.stringify(valid).replace(/}$/, `,"deep":${"[".repeat(depth)}${"]".repeat(depth)}}`)
    const response = await post(deep)
    expect(response.status).toBe(400)
    expect(response.text).toMatch(/nested too deeply/)
    expect(fs.readdirSync(outbox)).toHaveLength(before)
    expect(await post(valid)).toEqual({ status: 200, text: "OK" })
  })

  it.each([
    ["text/plain (an HTML form or a no-cors fetch from any site)", { "Content-Type": "text/plain" }],
    ["application/x-www-form-urlencoded", { "Content-Type": "application/x-www-form-urlencoded" }],
    ["no Content-Type", {}],
  ])("answers 415 to %s", async (_, contentType) => {
    const before = fs.readdirSync(outbox).length
    const { Origin } = fromPage()
    const response = await post(valid, { Origin, ...contentType })
    expect(response).toEqual({ status: 415, text: "The request body must be sent as Content-Type: application/json" })
    expect(fs.readdirSync(outbox)).toHaveLength(before)
  })

  it("accepts application/json with a charset", async () => {
    const headers = { ...fromPage(), "Content-Type": "application/json; charset=UTF-8" }
    expect(await post(valid, headers)).toEqual({ status: 200, text: "OK" })
  })

  it.each([
    ["another site", { Origin: "https://evil.example" }],
    ["another port of the same host", { Origin: "http://127.0.0.1:1" }],
    ["a sandboxed frame or a file: page", { Origin: "null" }],
    // DNS rebinding: a name of another site that resolves to this machine, in both Host and Origin.
    ["a name rebound to this machine", { Host: "rb.example:8000", Origin: "http://rb.example:8000" }],
    ["another site, sending no Origin", { Origin: "", "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors" }],
  ])("answers 403 to a page of %s, and saves nothing", async (_, headers) => {
    const before = fs.readdirSync(outbox).length
    const sent: Record<string, string> = { ...fromPage(), ...headers }
    if (!sent.Origin) delete sent.Origin
    const response = await post(valid, sent)
    expect(response.status).toBe(403)
    expect(response.text).toMatch(/^Only pages of this dev server may send to the local outbox: /)
    expect(fs.readdirSync(outbox)).toHaveLength(before)
  })

  it("gives every enquiry its own file, even several from one sender within one millisecond", async () => {
    const before = fs.readdirSync(outbox).length
    const sameTime = jest.spyOn(Date.prototype, "toISOString").mockReturnValue("2026-11-23T16:30:00.123Z")
    try {
      for (const message of ["first", "second", "third"]) {
        expect(await post({ ...valid, template_params: { ...valid.template_params, message } })).toEqual(OK)
      }
    } finally {
      sameTime.mockRestore()
    }
    const saved = fs.readdirSync(outbox).filter((name) => name.startsWith("2026-11-23T16-30-00-123Z-"))
    const json = saved.filter((name) => name.endsWith(".json"))
    expect(json).toHaveLength(3)
    expect(saved.filter((name) => name.endsWith(".html")).sort()).toEqual(
      json.map((name) => name.replace(/\.json$/, ".html")).sort(),
    )
    expect(fs.readdirSync(outbox)).toHaveLength(before + 6)
    const messages = json.map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), "utf8")).template_params)
    expect(messages.map(({ message }) => message).sort()).toEqual(["first", "second", "third"])
    const pages = json.map((name) => fs.readFileSync(path.join(outbox, name.replace(/\.json$/, ".html")), "utf8"))
    // Each page is its own enquiry's e-mail.
    expect(pages.map((page) => ["first", "second", "third"].filter((word) => page.includes(word)))).toEqual(
      messages.map(({ message }) => [message]),
    )
  })

  it("gives an enquiry a name of its own when an owner's e-mail of that name is left from a deleted one", async () => {
    const at = "2026-11-24T09-15-00-000Z"
    fs.writeFileSync(path.join(outbox, `${at}-ann-example.html`), "left by an enquiry the developer deleted\n")
    const sameTime = jest.spyOn(Date.prototype, "toISOString").mockReturnValue("2026-11-24T09:15:00.000Z")
    try {
      expect(await post(valid)).toEqual(OK)
    } finally {
      sameTime.mockRestore()
    }
    const saved = fs.readdirSync(outbox).filter((name) => name.startsWith(at))
    expect(saved.sort()).toEqual([`${at}-ann-example-2.html`, `${at}-ann-example-2.json`, `${at}-ann-example.html`])
  })

  it.each([
    ["just over the 64 KiB limit", 65 * 1024],
    ["of several megabytes", 4 * 1024 * 1024],
  ])("answers 413 to a body %s, not a dropped connection, and saves nothing", async (_, bytes) => {
    const before = fs.readdirSync(outbox).length
    const big = { ...valid, template_params: { ...valid.template_params, message: "x".repeat(bytes) } }
    expect(await post(big)).toEqual({ status: 413, text: "The request body is larger than 64 KiB" })
    expect(fs.readdirSync(outbox)).toHaveLength(before)
    expect(await post(valid)).toEqual(OK)
  })

  it("accepts a request with no Origin at all (curl or a script on the developer's machine, not a web page)", async () => {
    expect(await post(valid, { "Content-Type": "application/json" })).toEqual({ status: 200, text: "OK" })
  })
})

describe("local outbox that cannot save", () => {
  it("answers 500 with the reason instead of ending the dev server", async () => {
    const blocked = path.join(tempDir("outbox-blocked-"), "not-a-folder")
    fs.writeFileSync(blocked, "a file where the outbox folder should be\n")
    const broken = await serve(createOutboxHandler(path.join(blocked, ".outbox"), () => undefined))
    try {
      const response = await post(valid, { "Content-Type": "application/json" }, portOf(broken))
      expect(response.status).toBe(500)
      expect(response.text).toMatch(/^The local outbox could not save the enquiry: ENOTDIR/)
    } finally {
      broken.close()
    }
  })
})

describe("local outbox cap", () => {
  it("keeps only the newest `keep` enquiries and leaves other files alone", async () => {
    const dir = path.join(tempDir("outbox-cap-"), ".outbox")
    fs.mkdirSync(dir)
    fs.writeFileSync(path.join(dir, "notes.txt"), "the developer's own file\n")
    const capped = await serve(createOutboxHandler(dir, () => undefined, 3))
    const headers = { "Content-Type": "application/json" }
    try {
      for (const n of [1, 2, 3, 4, 5]) {
        const body = { ...valid, template_params: { ...valid.template_params, from_name: `Sender ${n}` } }
        expect((await post(body, headers, portOf(capped))).status).toBe(200)
      }
    } finally {
      capped.close()
    }
    const files = fs.readdirSync(dir).sort()
    const kept = (ending: string) =>
      files.filter((file) => file.endsWith(ending)).map((file) => file.replace(/^.*-sender-/, ""))
    expect(kept(".json")).toEqual(["3.json", "4.json", "5.json"])
    // Each pruned enquiry's owner's e-mail goes with it.
    expect(kept(".html")).toEqual(["3.html", "4.html", "5.html"])
    expect(files).toContain("notes.txt")
  })

  it("refuses a cap that is not a whole number of at least 1", () => {
    expect(() => createOutboxHandler(outbox, () => undefined, 0)).toThrow(RangeError)
    expect(() => createOutboxHandler(outbox, () => undefined, 2.5)).toThrow(RangeError)
  })
})
