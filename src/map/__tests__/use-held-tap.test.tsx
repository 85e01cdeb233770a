import { act, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { MapEmbed } from "../map-embed"
import { WithPageWide } from "../../../tests/jest/support/page-wide"
import { holdEarlyTaps } from "../../enhancement/head-script"
import { READY_ATTRIBUTE, TAPPED_ATTRIBUTE } from "../../shared/markers"
import { MAP_CONSENT_KEY } from "../use-map-consent"

// The head script's hold is registered on `document` once per test file, as the page's head would.
holdEarlyTaps()

const map = (
  <WithPageWide>
    <MapEmbed place="Leeds Castle" query="Leeds Castle, Maidstone" />
  </WithPageWide>
)
const showMap = () => screen.getByRole("button", { name: "Show map: Map of Leeds Castle" })

let root: Root | undefined
beforeEach(() => {
  window.localStorage.clear()
  document.body.innerHTML = `<div id="root">${renderToString(map)}</div>`
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
})

async function hydrate() {
  await act(async () => {
    root = hydrateRoot(document.getElementById("root")!, map)
  })
}

describe("a tap on Show map before the page is hydrated", () => {
  it("is held (the button shows it is busy) and honoured once React runs, exactly once", async () => {
    const button = showMap()
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true })
    button.dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(true)
    expect(button).toHaveAttribute(TAPPED_ATTRIBUTE)
    expect(document.querySelector("iframe")).toBeNull()
    await hydrate()
    await waitFor(() => expect(document.querySelector("iframe")).toHaveAttribute("title", "Map of Leeds Castle"))
    expect(window.localStorage.getItem(MAP_CONSENT_KEY)).toBe("granted")
  })

  it("is not held once the button is ready, and Show map works again after Hide maps", async () => {
    const user = userEvent.setup()
    await hydrate()
    expect(showMap()).toHaveAttribute(READY_ATTRIBUTE)
    expect(document.querySelector("iframe")).toBeNull() // nothing was tapped
    await user.click(showMap())
    await user.click(screen.getByRole("button", { name: /hide maps/i }))
    // A new "Show map" button: it must be ready too, or the head script would hold its taps for good.
    expect(showMap()).toHaveAttribute(READY_ATTRIBUTE)
    await user.click(showMap())
    await waitFor(() => expect(document.querySelector("iframe")).not.toBeNull())
    expect(showMapGone()).toBe(true)
  })
})

const showMapGone = () => screen.queryByRole("button", { name: /show map/i }) === null
