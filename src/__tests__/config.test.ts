import {
  analyticsSettingsFrom,
  ANALYTICS_EVENT_PATH,
  DEFAULT_ANALYTICS_HOST,
  DEFAULT_PROVIDER_ORIGIN,
  parseThrottle,
  providerOrigin,
} from "../config"

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

describe("analyticsSettingsFrom (GATSBY_ANALYTICS_*)", () => {
  it("is off (null) unless a domain is set, also when the variable arrives empty from CI", () => {
    expect(analyticsSettingsFrom({})).toBeNull()
    expect(analyticsSettingsFrom({ GATSBY_ANALYTICS_DOMAIN: " ", GATSBY_ANALYTICS_PROXY: "true" })).toBeNull()
  })
  it("sends to Plausible's own events API by default, and to a self-hosted instance when given", () => {
    expect(analyticsSettingsFrom({ GATSBY_ANALYTICS_DOMAIN: "example.co.uk" })).toEqual({
      domain: "example.co.uk",
      host: DEFAULT_ANALYTICS_HOST,
      endpoint: `${DEFAULT_ANALYTICS_HOST}/api/event`,
    })
    expect(
      analyticsSettingsFrom({
        GATSBY_ANALYTICS_DOMAIN: "example.co.uk",
        GATSBY_ANALYTICS_HOST: "https://stats.example/",
      })?.endpoint,
    ).toBe("https://stats.example/api/event")
  })
  it("sends to the site's own /api/event when the host proxies it", () => {
    const settings = analyticsSettingsFrom({ GATSBY_ANALYTICS_DOMAIN: "example.co.uk", GATSBY_ANALYTICS_PROXY: "true" })
    expect(settings?.endpoint).toBe(ANALYTICS_EVENT_PATH)
  })
  it("refuses a domain written as an address and a host that is not an origin, naming the variable", () => {
    expect(() => analyticsSettingsFrom({ GATSBY_ANALYTICS_DOMAIN: "https://example.co.uk/" })).toThrow(
      /GATSBY_ANALYTICS_DOMAIN/,
    )
    expect(() =>
      analyticsSettingsFrom({ GATSBY_ANALYTICS_DOMAIN: "example.co.uk", GATSBY_ANALYTICS_HOST: "plausible.io/js" }),
    ).toThrow(/GATSBY_ANALYTICS_HOST/)
  })
})
