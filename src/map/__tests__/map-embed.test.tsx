import { act, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MAP_CONSENT_KEY } from "../use-map-consent"
import { renderWithPageWide } from "../../../tests/jest/support/page-wide"
import { MapEmbed, mapEmbedUrl } from "../map-embed"

beforeEach(() => window.localStorage.clear())

describe("mapEmbedUrl", () => {
  it("uses the keyless embed by address without a key", () => {
    expect(mapEmbedUrl("Leeds Castle, ME17 1PL")).toBe(
      "https://maps.google.com/maps?q=Leeds%20Castle%2C%20ME17%201PL&output=embed",
    )
  })

  it("uses the Maps Embed API with the key when one is set", () => {
    expect(mapEmbedUrl("Leeds Castle", "k3y")).toBe(
      "https://www.google.com/maps/embed/v1/place?key=k3y&q=Leeds%20Castle",
    )
  })
})

describe("MapEmbed", () => {
  it("loads no map until asked, then shows every map and remembers the choice", async () => {
    const user = userEvent.setup()
    renderWithPageWide(
      <>
        <MapEmbed place="A" query="A street" />
        <MapEmbed place="B" query="B street" />
      </>,
    )
    expect(document.querySelector("iframe")).toBeNull()
    // Its line keeps its room under the placeholder, out of reach: no "Hide maps" before there is a map to hide.
    expect(screen.queryByRole("button", { name: "Hide maps" })).toBeNull()
    expect(screen.getAllByRole("link", { name: /open in google maps/i })[0]).toHaveAttribute("target", "_blank")
    await user.click(screen.getByRole("button", { name: "Show map: Map of A" }))
    // The tap is answered at once (Hide maps is there); the frames follow a painted frame later (issue 25).
    expect(screen.getAllByRole("button", { name: "Hide maps" })).toHaveLength(2)
    expect(document.querySelector("iframe")).toBeNull()
    await waitFor(() => expect(document.querySelectorAll("iframe")).toHaveLength(2))
    const frames = document.querySelectorAll("iframe")
    expect(frames).toHaveLength(2)
    expect(frames[0]).toHaveAttribute("title", "Map of A")
    expect(frames[0]).toHaveAttribute("loading", "lazy")
    expect(window.localStorage.getItem(MAP_CONSENT_KEY)).toBe("granted")
  })
})

describe("withdrawing consent", () => {
  it("hides every map again with Hide maps, forgets the choice, and keeps focus on the map's own button", async () => {
    const user = userEvent.setup()
    window.localStorage.setItem(MAP_CONSENT_KEY, "granted")
    renderWithPageWide(
      <>
        <MapEmbed place="A" query="A street" />
        <MapEmbed place="B" query="B street" />
      </>,
    )
    await waitFor(() => expect(document.querySelectorAll("iframe")).toHaveLength(2))
    await user.click(screen.getAllByRole("button", { name: "Hide maps" })[1])
    expect(document.querySelector("iframe")).toBeNull()
    expect(window.localStorage.getItem(MAP_CONSENT_KEY)).toBeNull()
    expect(screen.getByRole("button", { name: "Show map: Map of B" })).toHaveFocus()
  })

  it("moves focus from Hide maps to Show map when the choice is taken back in another tab", async () => {
    window.localStorage.setItem(MAP_CONSENT_KEY, "granted")
    renderWithPageWide(<MapEmbed place="A" query="A street" />)
    const hide = screen.getByRole("button", { name: "Hide maps" })
    act(() => hide.focus())
    act(() => {
      window.localStorage.removeItem(MAP_CONSENT_KEY)
      window.dispatchEvent(new StorageEvent("storage", { key: MAP_CONSENT_KEY }))
    })
    expect(screen.getByRole("button", { name: "Show map: Map of A" })).toHaveFocus()
  })
})

describe("when the browser blocks site storage", () => {
  const own = Object.getOwnPropertyDescriptor(window, "localStorage")
  beforeEach(() => {
    // Strict privacy settings and some embedded browsers: reading window.localStorage throws.
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
    })
  })
  afterEach(() => {
    if (own) Object.defineProperty(window, "localStorage", own)
  })

  it("shows every map for this page view with Show map, and hides them again with Hide maps", async () => {
    const user = userEvent.setup()
    renderWithPageWide(
      <>
        <MapEmbed place="A" query="A street" />
        <MapEmbed place="B" query="B street" />
      </>,
    )
    await user.click(screen.getByRole("button", { name: "Show map: Map of A" }))
    await waitFor(() => expect(document.querySelectorAll("iframe")).toHaveLength(2))
    await user.click(screen.getAllByRole("button", { name: "Hide maps" })[0])
    expect(document.querySelector("iframe")).toBeNull()
    expect(screen.getByRole("button", { name: "Show map: Map of A" })).toHaveFocus()
  })
})
