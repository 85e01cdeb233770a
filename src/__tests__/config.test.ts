import { DEFAULT_PROVIDER_ORIGIN, parseThrottle, providerOrigin } from "../config"

describe("providerOrigin (GATSBY_EMAILJS_ORIGIN)", () => {
  it("uses the provider's own origin when unset or empty, as an unset CI variable arrives", () => {
    expect(providerOrigin(undefined)).toBe(DEFAULT_PROVIDER_ORIGIN)
    expect(providerOrigin("")).toBe(DEFAULT_PROVIDER_ORIGIN)
  })
  it("means this page's origin for 'self' (the local outbox)", () => {
    expect(providerOrigin("self")).toBe("")
  })
  it("drops a trailing slash", () => {
    expect(providerOrigin("http://127.0.0.1:8399/")).toBe("http://127.0.0.1:8399")
  })
})

describe("parseThrottle (GATSBY_EMAILJS_THROTTLE_MS)", () => {
  it("is off unless a positive whole number of ms is given (requirements §9: no default)", () => {
    expect(parseThrottle(undefined)).toBe(0)
    expect(parseThrottle("abc")).toBe(0)
    expect(parseThrottle("-5")).toBe(0)
    expect(parseThrottle("10000")).toBe(10000)
  })
})
