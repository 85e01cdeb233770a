/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import http from "node:http"
import type { AddressInfo } from "node:net"
import express from "express"
import { guardDevServer } from "../guard-server"
import { localRefusal } from "../guard"

describe("localRefusal: the dev server answers only its own pages", () => {
  const own = { host: "localhost:8000" }

  it("lets through this machine's own pages, curl, and a link followed from elsewhere", () => {
    for (const host of ["localhost:8000", "127.0.0.1:8000", "[::1]:8000", "LOCALHOST:8000"])
      expect(localRefusal({ host, origin: `http://${host.toLowerCase()}` })).toBeUndefined()
    expect(localRefusal({ ...own, fetchSite: "same-origin" })).toBeUndefined()
    expect(localRefusal(own)).toBeUndefined() // curl: no Origin, no Sec-Fetch-*
    const link = { ...own, method: "GET", fetchSite: "cross-site", fetchMode: "navigate" }
    expect(localRefusal(link)).toBeUndefined()
  })

  it("refuses a name of another site rebound to this machine, whatever its Origin", () => {
    const rebound = { host: "rb.example:8000", origin: "http://rb.example:8000" }
    expect(localRefusal(rebound)).toMatch(/localhost only, not to "rb.example:8000"/)
    expect(localRefusal({ origin: "http://localhost:8000" })).toMatch(/localhost only/)
  })

  it("refuses another origin, another port of this machine, and a sandboxed page", () => {
    for (const origin of ["https://evil.example", "http://localhost:3000", "null"])
      expect(localRefusal({ ...own, origin })).toMatch(/^only pages of http:\/\/localhost:8000/)
  })

  it("refuses another site's page that sends no Origin (a script or image it loads, a form it posts)", () => {
    for (const [fetchSite, fetchMode, method] of [
      ["cross-site", "no-cors", "GET"],
      ["same-site", "no-cors", "GET"],
      ["cross-site", "navigate", "POST"],
    ])
      expect(localRefusal({ ...own, fetchSite, fetchMode, method })).toMatch(/another site/)
  })
})

describe("the dev server's guard", () => {
  let server: http.Server
  let port = 0
  beforeAll(async () => {
    const app = express()
    // As Gatsby's dev server does: cors() on every route, before any plugin can add its own middleware.
    app.use((_, response, next) => {
      response.setHeader("Access-Control-Allow-Origin", "*")
      next()
    })
    app.get("/admin/data.json", (_, response) => void response.json({ texts: { "hero.json": "{}" } }))
    guardDevServer(app)
    server = app.listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => server.close())

  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; cors?: string; text: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/admin/data.json", headers }, (response) => {
          let text = ""
          response.on("data", (chunk) => (text += chunk))
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              cors: response.headers["access-control-allow-origin"] as string | undefined,
              text,
            }),
          )
        })
        .on("error", reject)
    })

  it("answers its own pages without a CORS header", async () => {
    const own = await get({ Host: `localhost:${port}`, "Sec-Fetch-Site": "same-origin" })
    expect(own).toMatchObject({ status: 200, cors: undefined })
    expect(own.text).toContain("texts")
  })

  it("refuses a foreign page and a rebound name before any route answers, with no CORS header", async () => {
    for (const headers of [
      { Host: `localhost:${port}`, Origin: "https://evil.example" },
      { Host: `rb.example:${port}`, Origin: `http://rb.example:${port}` },
    ]) {
      const answer = await get(headers)
      expect({ headers, status: answer.status, cors: answer.cors }).toEqual({ headers, status: 403, cors: undefined })
      expect(answer.text).toMatch(/^Refused: the dev server /)
      expect(answer.text).not.toContain("texts")
    }
  })
})
