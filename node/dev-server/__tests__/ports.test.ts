/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import net from "node:net"
import { listenedOn, portTaken } from "../ports"

/** Listens on `address` on a port of the system's choosing, or resolves undefined when this machine lacks the address. */
function listen(address: string, port = 0) {
  return new Promise<net.Server | undefined>((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(undefined))
    server.listen({ port, host: address, ipv6Only: address.includes(":") }, () => {
      open.add(server)
      resolve(server)
    })
  })
}
const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port
const open = new Set<net.Server>()
const close = (server: net.Server) => {
  open.delete(server)
  return new Promise((resolve) => server.close(resolve))
}
afterEach(() => Promise.all([...open].map(close)))

describe("portTaken: a port is free only when nothing listens on it on any loopback address", () => {
  it("finds a listener on 127.0.0.1 alone", async () => {
    const server = (await listen("127.0.0.1"))!
    const port = portOf(server)
    expect(await portTaken(port)).toBe(true)
    await close(server)
    expect(await portTaken(port)).toBe(false)
  })

  it("finds a listener on [::1] alone (issue 36: the probe looked at the first address localhost resolves to)", async () => {
    const server = await listen("::1")
    if (!server) {
      // No IPv6 loopback on this machine: nothing can listen there, and the probe says the address holds nothing.
      expect(await listenedOn(9, "::1")).toBe(false)
      return
    }
    const port = portOf(server)
    expect(await listenedOn(port, "127.0.0.1")).toBe(false)
    expect(await portTaken(port)).toBe(true)
    await close(server)
    expect(await portTaken(port)).toBe(false)
  })

  it("finds a listener on every address (0.0.0.0)", async () => {
    const server = (await listen("0.0.0.0"))!
    expect(await portTaken(portOf(server))).toBe(true)
    await close(server)
  })
})
