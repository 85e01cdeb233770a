import { countingSettingsFrom } from "../../../../src/shared/settings"
import { proxyRules } from "../proxy-rules"

describe("proxyRules (the _redirects file)", () => {
  it("forwards the site's /api/event to the Plausible instance when the host proxies it", () => {
    const settings = countingSettingsFrom({
      GATSBY_COUNTING_DOMAIN: "example.co.uk",
      GATSBY_COUNTING_HOST: "https://stats.example.co.uk",
      GATSBY_COUNTING_PROXY: "true",
    })!
    const rules = proxyRules(settings)
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
    expect(rules).toEqual(["/api/event  https://stats.example.co.uk/api/event  200"])
  })
  it("writes nothing when the page sends straight to the instance", () => {
    expect(proxyRules(countingSettingsFrom({ GATSBY_COUNTING_DOMAIN: "example.co.uk" })!)).toBe("")
  })
})
