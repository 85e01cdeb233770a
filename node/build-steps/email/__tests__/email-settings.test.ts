import { buildSettingsProblem, missingEmailSettings } from "../email-settings"

describe("missingEmailSettings", () => {
  it("lists the required settings that are not set", () => {
    expect(missingEmailSettings({ GATSBY_EMAILJS_SERVICE_ID: "svc" })).toEqual([
      "GATSBY_EMAILJS_PUBLIC_KEY",
      "GATSBY_EMAILJS_TEMPLATE_ID",
    ])
  })
})

describe("buildSettingsProblem", () => {
  it("names every missing setting and .env.example, so a build cannot publish a form that cannot send", () => {
    const message = buildSettingsProblem({ GATSBY_EMAILJS_PUBLIC_KEY: "pk" })
    expect(message).toContain("GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID")
    expect(message).toContain(".env.example")
  })
  it("is null when all three are set", () => {
    const env = { GATSBY_EMAILJS_PUBLIC_KEY: "a", GATSBY_EMAILJS_SERVICE_ID: "b", GATSBY_EMAILJS_TEMPLATE_ID: "c" }
    expect(buildSettingsProblem(env)).toBeNull()
  })
})
