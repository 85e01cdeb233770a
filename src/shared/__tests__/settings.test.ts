import {
  countingSettingsFrom,
  COUNTING_EVENT_PATH,
  DEFAULT_COUNTING_HOST,
  DEFAULT_PROVIDER_ORIGIN,
  parseThrottle,
  providerOrigin,
} from "../settings"

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

describe("countingSettingsFrom (GATSBY_COUNTING_*)", () => {
  it("is off (null) unless a domain is set, also when the variable arrives empty from CI", () => {
    expect(countingSettingsFrom({})).toBeNull()
    expect(countingSettingsFrom({ GATSBY_COUNTING_DOMAIN: " ", GATSBY_COUNTING_PROXY: "true" })).toBeNull()
  })
  it("sends to Plausible's own events API by default, and to a self-hosted instance when given", () => {
    expect(countingSettingsFrom({ GATSBY_COUNTING_DOMAIN: "example.co.uk" })).toEqual({
      domain: "example.co.uk",
      host: DEFAULT_COUNTING_HOST,
      endpoint: `${DEFAULT_COUNTING_HOST}/api/event`,
    })
    expect(
      countingSettingsFrom({
        GATSBY_COUNTING_DOMAIN: "example.co.uk",
        GATSBY_COUNTING_HOST: "https://stats.example/",
      })?.endpoint,
    ).toBe("https://stats.example/api/event")
  })
  it("sends to the site's own /api/event when the host proxies it", () => {
    const settings = countingSettingsFrom({ GATSBY_COUNTING_DOMAIN: "example.co.uk", GATSBY_COUNTING_PROXY: "true" })
    expect(settings?.endpoint).toBe(COUNTING_EVENT_PATH)
  })
  it("refuses a domain written as an address and a host that is not an origin, naming the variable", () => {
    expect(() => countingSettingsFrom({ GATSBY_COUNTING_DOMAIN: "https://example.co.uk/" })).toThrow(
      /GATSBY_COUNTING_DOMAIN/,
    )
    expect(() =>
      countingSettingsFrom({ GATSBY_COUNTING_DOMAIN: "example.co.uk", GATSBY_COUNTING_HOST: "plausible.io/js" }),
    ).toThrow(/GATSBY_COUNTING_HOST/)
  })
})
