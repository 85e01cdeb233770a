import { renamedCountingSettings } from "../steps"

describe("counting's settings under their old name", () => {
  it("names each GATSBY_ANALYTICS_* still set with its new name, so the build stops rather than count nothing", () => {
    expect(
      renamedCountingSettings({ GATSBY_ANALYTICS_DOMAIN: "example.co.uk", GATSBY_ANALYTICS_PROXY: "", NODE_ENV: "x" }),
    ).toEqual(["GATSBY_ANALYTICS_DOMAIN is now called GATSBY_COUNTING_DOMAIN: rename the setting"])
    expect(renamedCountingSettings({ GATSBY_COUNTING_DOMAIN: "example.co.uk" })).toEqual([])
  })
})
