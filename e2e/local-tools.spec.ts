/**
 * The local tools answer only their own pages (issue 32, docs/architecture.md "Security"), tried against a running `npm run cms` in
 * its throwaway copy (playwright.cms.config.ts): `gatsby develop`, as `npm start` runs it, and the CMS's proxy. A page
 * of another site, or a name of another site rebound to 127.0.0.1, gets a 403 and no CORS header from either; the
 * page's own requests still work; and `npm run cms` stops, saying so, when its site's port is taken.
 */
import { spawnSync } from "node:child_process"
import http from "node:http"
import net from "node:net"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { SEND_PATH } from "../build/outbox/provider-protocol"
import { CMS_PROXY_PORT, CMS_SITE_ORIGIN, CMS_SITE_PORT } from "./support/cms-sandbox"
import { sandbox } from "./support/cms-ui"
import { enquiry } from "./support/helpers"

/** One request with exactly these headers (`Host` included, which `fetch` would not let a test set). */
function request(port: number, pathname: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const sent = http.request(
      { host: "127.0.0.1", port, path: pathname, method: body === undefined ? "GET" : "POST", headers },
      (response) => {
        let text = ""
        response.setEncoding("utf8")
        response.on("data", (chunk: string) => (text += chunk))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
      },
    )
    sent.on("error", reject)
    sent.end(body)
  })
}

const SITE_HOST = `localhost:${CMS_SITE_PORT}`
const FOREIGN = "https://evil.example"

test.describe("the dev server", () => {
  test("gives the content, the GraphQL API and the CMS's files to its own pages, with no CORS header", async () => {
    for (const pathname of [
      "/admin/content.json",
      "/admin/cms.js",
      `/___graphql?query=${encodeURIComponent("{site{id}}")}`,
    ]) {
      const own = await request(CMS_SITE_PORT, pathname, { Host: SITE_HOST, "Sec-Fetch-Site": "same-origin" })
      expect({ pathname, status: own.status }).toEqual({ pathname, status: 200 })
      expect(own.headers["access-control-allow-origin"]).toBeUndefined()
    }
  })

  test("refuses another site's page, and a name of another site rebound to this machine", async () => {
    const tries: [string, Record<string, string>][] = [
      ["/admin/content.json", { Host: SITE_HOST, Origin: FOREIGN }],
      [`/___graphql?query=${encodeURIComponent("{site{id}}")}`, { Host: SITE_HOST, Origin: FOREIGN }],
      // A <script src> from another site sends no Origin; the browser says where it comes from.
      ["/admin/cms.js", { Host: SITE_HOST, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors" }],
      ["/admin/content.json", { Host: "rb.example:8000", Origin: "http://rb.example:8000" }],
      ["/socket.io/?EIO=4&transport=polling", { Host: SITE_HOST, Origin: FOREIGN }],
    ]
    for (const [pathname, headers] of tries) {
      const answer = await request(CMS_SITE_PORT, pathname, headers)
      expect({ pathname, headers, status: answer.status }).toEqual({ pathname, headers, status: 403 })
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined()
      expect(answer.text).not.toContain('"texts"')
    }
  })

  test("the local outbox takes an enquiry from the site's own page only", async () => {
    const body = JSON.stringify({
      lib_version: "4.4.1",
      user_id: "local-outbox",
      service_id: "local-outbox",
      template_id: "local-outbox",
      template_params: enquiry("rebinding@example.com"),
    })
    const json = { "Content-Type": "application/json" }
    const rebound = await request(
      CMS_SITE_PORT,
      SEND_PATH,
      { ...json, Host: "rb.example:8000", Origin: "http://rb.example:8000" },
      body,
    )
    expect(rebound.status).toBe(403)
    const foreign = await request(CMS_SITE_PORT, SEND_PATH, { ...json, Host: SITE_HOST, Origin: FOREIGN }, body)
    expect(foreign.status).toBe(403)
    const own = await request(CMS_SITE_PORT, SEND_PATH, { ...json, Host: SITE_HOST, Origin: CMS_SITE_ORIGIN }, body)
    expect(own).toMatchObject({ status: 200, text: "OK" })
  })
})

test("the CMS's proxy answers the CMS page of the site only", async () => {
  const body = JSON.stringify({ action: "getEntry", params: { branch: "main", path: "data/hero.json" } })
  const json = { "Content-Type": "application/json" }
  const proxyHost = `localhost:${CMS_PROXY_PORT}`
  const own = await request(CMS_PROXY_PORT, "/api/v1", { ...json, Host: proxyHost, Origin: CMS_SITE_ORIGIN }, body)
  expect(own.status).toBe(200)
  for (const headers of [
    { Host: proxyHost, Origin: FOREIGN },
    { Host: proxyHost, Origin: "http://localhost:3000" },
    { Host: "rb.example:8081", Origin: CMS_SITE_ORIGIN },
  ]) {
    const answer = await request(CMS_PROXY_PORT, "/api/v1", { ...json, ...headers }, body)
    expect({ headers, status: answer.status }).toEqual({ headers, status: 403 })
    expect(answer.text).not.toContain("heading")
  }
})

test("npm run cms stops, saying so, when its site's port is taken, and trusts no other", async () => {
  const blocker = net.createServer().listen(0, "localhost")
  await new Promise((resolve) => blocker.once("listening", resolve))
  const port = (blocker.address() as net.AddressInfo).port
  try {
    const run = spawnSync(process.execPath, [require.resolve("tsx/cli"), path.join("scripts", "cms.ts")], {
      cwd: sandbox(),
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, CMS_SITE_PORT: String(port), CMS_PROXY_PORT: "0" },
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`port ${port}, for the site, is already in use`)
    expect(run.stdout).not.toContain("CMS: http://")
  } finally {
    blocker.close()
  }
})
