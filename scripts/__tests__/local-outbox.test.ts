/** @jest-environment node */
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import type { AddressInfo } from "node:net"
import { buildSettingsProblem, missingEmailSettings } from "../email-settings"
import { createOutboxHandler } from "../local-outbox"
import { SEND_PATH } from "../provider-protocol"

let server: http.Server
let outbox: string
let origin: string
const lines: string[] = []

beforeAll(async () => {
  outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "outbox-")), ".outbox")
  const handler = createOutboxHandler(outbox, (line) => lines.push(line))
  server = http.createServer((request, response) => void handler(request, response))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

const post = (body: unknown) =>
  fetch(origin + SEND_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  })

const valid = {
  lib_version: "4.4.1",
  user_id: "local-outbox",
  service_id: "local-outbox",
  template_id: "local-outbox",
  template_params: {
    from_name: "Ann Example",
    from_email: "ann@example.com",
    phone: "1",
    postcode: "TN23 1AA",
    message: "Flat",
  },
}

describe("local outbox endpoint", () => {
  it("saves a valid enquiry as a JSON file, names it in one line and answers 200 OK", async () => {
    const response = await post(valid)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe("OK")
    const files = fs.readdirSync(outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/-ann-example\.json$/)
    expect(JSON.parse(fs.readFileSync(path.join(outbox, files[0]), "utf8"))).toMatchObject(valid)
    expect(lines.at(-1)).toContain(files[0])
  })

  it.each([
    ["user_id", { ...valid, user_id: undefined }, "The user_id parameter is required"],
    ["service_id", { ...valid, service_id: "" }, "The service_id parameter is required"],
    ["template_id", { ...valid, template_id: undefined }, "The template_id parameter is required"],
    ["template_params", { ...valid, template_params: "text" }, "The template_params parameter must be an object"],
  ])("answers 400 with a reason when %s is missing or wrong", async (_, body, reason) => {
    const before = fs.readdirSync(outbox).length
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(reason)
    expect(fs.readdirSync(outbox)).toHaveLength(before)
  })
})

describe("missingEmailSettings", () => {
  it("lists the required settings that are not set", () => {
    expect(missingEmailSettings({ GATSBY_EMAILJS_SERVICE_ID: "svc" })).toEqual([
      "GATSBY_EMAILJS_PUBLIC_KEY",
      "GATSBY_EMAILJS_TEMPLATE_ID",
    ])
  })
})

describe("buildSettingsProblem", () => {
  it("names every missing setting and .env.example, so a build cannot publish a form that cannot send", () => {
    const message = buildSettingsProblem({ GATSBY_EMAILJS_PUBLIC_KEY: "pk" })
    expect(message).toContain("GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID")
    expect(message).toContain(".env.example")
  })
  it("is null when all three are set", () => {
    const env = { GATSBY_EMAILJS_PUBLIC_KEY: "a", GATSBY_EMAILJS_SERVICE_ID: "b", GATSBY_EMAILJS_TEMPLATE_ID: "c" }
    expect(buildSettingsProblem(env)).toBeNull()
  })
})
