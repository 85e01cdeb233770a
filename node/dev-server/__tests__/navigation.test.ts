/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * A link from another site reaches the dev server's pages only (issue 36): Gatsby's internal routes are not pages (one
 * downloads any address and serves it as the dev server's own, one opens the developer's editor), its remote-file
 * routes are refused to everyone, and every answer is marked nosniff.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import express from "express"
import { guardDevServer } from "../guard-server"
import { isInternalRoute, localRefusal, routeOf } from "../guard"

const own = { host: "localhost:8000" }
/** A link followed from another site's page, or `location = …` there. */
const link = (url: string, fetchSite = "cross-site") => ({
  ...own,
  url,
  method: "GET",
  fetchSite,
  fetchMode: "navigate",
})

describe("localRefusal: what a link from another site may open", () => {
  it("opens the site's pages", () => {
    for (const url of ["/", "/404/", "/admin/", "/admin/?x=1#y", "/?_gatsby=1"])
      for (const fetchSite of ["cross-site", "same-site"])
        expect({ url, fetchSite, why: localRefusal(link(url, fetchSite)) }).toEqual({
          url,
          fetchSite,
          why: undefined,
        })
  })

  it("does not open Gatsby's internal routes, however the path is written", () => {
    for (const url of [
      "/_gatsby/slices/x",
      "/__open-stack-frame-in-editor?fileName=/etc/passwd",
      "/___graphql?query={site{id}}",
      "/__webpack_hmr",
      "/socket.io/?EIO=4",
      "/page-data/index/page-data.json",
      "/api/v1.0/email/send",
      "/%5F%5Fopen-stack-frame-in-editor",
      "//__open-stack-frame-in-editor",
      "/__OPEN-STACK-FRAME-IN-EDITOR",
    ])
      for (const fetchSite of ["cross-site", "same-site"])
        expect(localRefusal(link(url, fetchSite))).toMatch(/may open its pages only, not \//)
  })

  it("lets the site's own pages and this machine's tools use the internal routes", () => {
    for (const url of ["/__webpack_hmr", "/page-data/index/page-data.json", "/socket.io/?EIO=4"]) {
      expect(localRefusal({ ...own, url, fetchSite: "same-origin", fetchMode: "cors" })).toBe(undefined)
      expect(localRefusal({ ...own, url })).toBeUndefined() // curl
      expect(localRefusal({ ...link(url), fetchSite: "none" })).toBeUndefined() // typed in
    }
  })

  it("refuses the remote-file routes to everyone, the site's own pages included", () => {
    for (const url of [
      "/_gatsby/file/abc/p.html?u=https://evil.example/p.html",
      "/_gatsby/file/x/y",
      "/_gatsby/image/a/b/c.png?u=http://10.0.0.1/&a=w%3D1",
      "/_GATSBY/File/x/y",
      "/_gatsby%2Ffile/x/y",
    ]) {
      for (const request of [link(url), { ...own, url, origin: "http://localhost:8000" }, { ...own, url }])
        expect(localRefusal(request)).toMatch(/serves no remote files/)
    }
  })

  it("reads a path as a router matches it", () => {
    expect(routeOf("/A//B/%5Fc?x=/d#e")).toBe("/a/b/_c")
    expect(routeOf("/%E0%A4%A")).toBe("/%e0%a4%a")
    expect(isInternalRoute("/")).toBe(false)
    expect(isInternalRoute("/admin/")).toBe(false)
    expect(isInternalRoute("/apiary/")).toBe(false)
  })
})

describe("the dev server's guard, as a link from another site meets it", () => {
  let server: http.Server
  let port = 0
  const reached: string[] = []
  beforeAll(async () => {
    const app = express()
    app.get("*", (request, response) => {
      reached.push(request.url)
      response.end("<script>steal()</script>")
    })
    guardDevServer(app)
    server = app.listen(0, "127.0.0.1")
    await new Promise((resolve) => server.once("listening", resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })

  const follow = (url: string) =>
    new Promise<{ status: number; nosniff?: string }>((resolve, reject) => {
      const headers = { Host: `localhost:${port}`, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" }
      http
        .get({ host: "127.0.0.1", port, path: url, headers }, (response) => {
          response.resume()
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              nosniff: response.headers["x-content-type-options"] as string | undefined,
            }),
          )
        })
        .on("error", reject)
    })

  it("answers the pages and refuses the internal routes before any route sees them, every answer nosniff", async () => {
    expect(await follow("/")).toEqual({ status: 200, nosniff: "nosniff" })
    for (const url of ["/_gatsby/file/x/p.html?u=https://evil.example/", "/__open-stack-frame-in-editor?fileName=a"])
      expect({ url, answer: await follow(url) }).toEqual({ url, answer: { status: 403, nosniff: "nosniff" } })
    expect(reached).toEqual(["/"])
  })
})
