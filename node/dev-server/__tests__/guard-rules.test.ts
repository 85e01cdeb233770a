/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * The guard's rules one by one, as its public functions apply them (node/dev-server/guard.ts): which host names are
 * this machine's, which header values it reads, every reason it gives for a refusal, and the refusal itself.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { hostnameOf, isLoopback, localRefusal, localRequestOf, refuse } from "../guard"

describe("the host names of this machine", () => {
  it("reads a Host header's name without its port, in lower case, an IPv6 address with its brackets", () => {
    expect(hostnameOf("LocalHost:8000")).toBe("localhost")
    expect(hostnameOf("127.0.0.1")).toBe("127.0.0.1")
    expect(hostnameOf("[::1]:8081")).toBe("[::1]")
    expect(hostnameOf("localhost:")).toBe("localhost:") // no digits: no port
    expect(hostnameOf("localhost:80x")).toBe("localhost:80x")
  })

  it("takes localhost, 127.0.0.1 and [::1] on any port or none, and nothing else", () => {
    for (const host of ["localhost", "localhost:8000", "127.0.0.1:9", "[::1]", "[::1]:8000"])
      expect({ host, loopback: isLoopback(host) }).toEqual({ host, loopback: true })
    for (const host of [undefined, "", "127.0.0.2", "0.0.0.0:8000", "localhost.example", "::1", "my-laptop:8000"])
      expect({ host, loopback: isLoopback(host) }).toEqual({ host, loopback: false })
  })
})

describe("what the guard reads of a request", () => {
  it("its method, Host, Origin, Sec-Fetch-Site and Sec-Fetch-Mode, the first of a repeated header", () => {
    const request = {
      method: "POST",
      headers: {
        host: "localhost:8000",
        origin: ["http://localhost:8000", "https://evil.example"],
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "cors",
        cookie: "ignored",
      },
    } as unknown as IncomingMessage
    expect(localRequestOf(request)).toEqual({
      method: "POST",
      host: "localhost:8000",
      origin: "http://localhost:8000",
      fetchSite: "same-origin",
      fetchMode: "cors",
    })
    expect(localRequestOf({ headers: {} } as IncomingMessage)).toEqual({
      method: undefined,
      host: undefined,
      origin: undefined,
      fetchSite: undefined,
      fetchMode: undefined,
    })
  })
})

describe("the reasons for a refusal", () => {
  it("names the host asked for, or an empty one when there was none", () => {
    expect(localRefusal({ host: "rb.example" })).toBe(
      'it answers requests to localhost only, not to "rb.example" (a name that leads here from another site)',
    )
    expect(localRefusal({})).toBe(
      'it answers requests to localhost only, not to "" (a name that leads here from another site)',
    )
  })

  it("takes the tool's own origin from its Host, whatever the case of either", () => {
    expect(localRefusal({ host: "LOCALHOST:8000", origin: "http://localhost:8000" })).toBeUndefined()
    expect(localRefusal({ host: "localhost:8000", origin: "HTTP://LOCALHOST:8000" })).toBeUndefined()
    expect(localRefusal({ host: "localhost:8000", origin: "https://localhost:8000" })).toBe(
      "only pages of http://localhost:8000 may use it, not https://localhost:8000",
    )
  })

  it("lets a request with no Origin through from this site, typed by the visitor, or from a tool that sends no Sec-Fetch-*", () => {
    for (const fetchSite of ["same-origin", "none", undefined])
      expect(localRefusal({ host: "localhost:8000", fetchSite, fetchMode: "no-cors", method: "GET" })).toBeUndefined()
  })

  it("refuses what another site's page loads or sends without an Origin, naming the Sec-Fetch-Site", () => {
    for (const fetchSite of ["cross-site", "same-site"])
      expect(localRefusal({ host: "localhost:8000", fetchSite, fetchMode: "no-cors", method: "GET" })).toBe(
        `a page of another site may not use it (Sec-Fetch-Site: ${fetchSite})`,
      )
  })

  it("lets another site's link be followed (a GET or HEAD navigation), and no other method or mode", () => {
    const link = { host: "localhost:8000", fetchSite: "cross-site", fetchMode: "navigate" }
    for (const method of ["GET", "HEAD"]) expect(localRefusal({ ...link, method })).toBeUndefined()
    for (const method of ["POST", "PUT", undefined]) expect(localRefusal({ ...link, method })).toMatch(/another site/)
    expect(localRefusal({ ...link, method: "GET", fetchMode: "nested-navigate" })).toMatch(/another site/)
  })
})

describe("a refusal", () => {
  it("is a 403 in plain text that says why, and lets no other site's page read it", () => {
    const headers = new Map<string, string>()
    let body = ""
    const response = {
      statusCode: 200,
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      end: (text: string) => (body = text),
    }
    refuse(response as unknown as ServerResponse, "it answers requests to localhost only")
    expect(response.statusCode).toBe(403)
    expect(headers.get("content-type")).toBe("text/plain; charset=utf-8")
    expect(body).toBe("Refused: it answers requests to localhost only.\n")
    expect([...headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([])
  })
})
