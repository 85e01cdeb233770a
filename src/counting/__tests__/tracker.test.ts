import { init, track } from "@plausible-analytics/tracker"
import { countQueue, COUNTED } from "../count"
import { pageAddress, startCounting, visitorObjects } from "../tracker"

jest.mock("@plausible-analytics/tracker", () => ({ init: jest.fn(), track: jest.fn() }))
const settings = { domain: "example.co.uk", host: "https://plausible.io", endpoint: "https://plausible.io/api/event" }

describe("startCounting", () => {
  it("sends what was queued before it ran, then each event as it is pushed, with its props", () => {
    countQueue().push({ name: COUNTED.phone, props: { place: "header" } })
    startCounting(settings)
    expect(track).toHaveBeenCalledWith(COUNTED.phone, { props: { place: "header" } })
    countQueue().push({ name: COUNTED.chat })
    expect(track).toHaveBeenLastCalledWith(COUNTED.chat, {})
    expect(countQueue().length).toBe(0)
    const config = jest.mocked(init).mock.calls[0][0]
    expect(config).toMatchObject({ domain: "example.co.uk", endpoint: settings.endpoint, captureOnLocalhost: false })
    // The page address goes without its query and fragment.
    const payload = config.transformRequest!({ n: "pageview", u: "https://example.co.uk/?name=Jo#contact", d: "x" })
    expect(payload).toMatchObject({ u: "https://example.co.uk/" })
  })
})

describe("pageAddress", () => {
  it("keeps origin and path only", () => {
    expect(pageAddress("https://example.co.uk/eicr/?q=1#faq")).toBe("https://example.co.uk/eicr/")
  })
})

describe("visitorObjects", () => {
  it("is true for Global Privacy Control or Do Not Track, false otherwise", () => {
    const browser = (signals: object) => signals as unknown as Navigator
    expect(visitorObjects(browser({ globalPrivacyControl: true }))).toBe(true)
    expect(visitorObjects(browser({ doNotTrack: "1" }))).toBe(true)
    expect(visitorObjects(browser({ doNotTrack: "0", globalPrivacyControl: false }))).toBe(false)
  })
})
