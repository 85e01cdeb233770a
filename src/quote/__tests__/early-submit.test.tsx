import { act } from "@testing-library/react"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { HOLD_EARLY_SUBMITS_SCRIPT, PENDING_ATTRIBUTE, QUOTE_FORM_ATTRIBUTE, READY_ATTRIBUTE } from "../early-submit"
import { WithSite } from "../../test-support/site"
import { QuoteForm } from "../quote-form"
import { sendQuote } from "../send-quote"
import { draftKey } from "../use-quote-draft"

jest.mock("../send-quote", () => ({ ...jest.requireActual("../send-quote"), sendQuote: jest.fn() }))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>

const typed = {
  from_name: "Jane Landlord",
  from_email: "jane@example.org",
  phone: "07700 900456",
  postcode: "CT1 2AB",
  message: "Flat, 2 bedrooms",
}
const form = (
  <WithSite>
    <QuoteForm formId="hero" heading="Get a quote" />
  </WithSite>
)

// The inline script is registered on `document` once per test file, as the page's head would.
new Function(HOLD_EARLY_SUBMITS_SCRIPT)()

/** Puts the form's server HTML in the page, as the browser shows it before React runs. */
function serverRender(): HTMLFormElement {
  document.body.innerHTML = `<div id="root">${renderToString(form)}</div>`
  return document.querySelector("form")!
}

function type(element: HTMLFormElement, values: Partial<typeof typed>) {
  for (const [name, value] of Object.entries(values)) {
    ;(element.elements.namedItem(name) as HTMLInputElement).value = value
  }
}

let root: Root | undefined
let consoleError: jest.SpyInstance
beforeEach(() => {
  mockSend.mockReset().mockReturnValue(new Promise(() => {}))
  window.sessionStorage.clear()
  consoleError = jest.spyOn(console, "error")
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  // No hydration warning: the server HTML, with what the visitor typed and the pending mark, is what React expects.
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
})

describe("a quote sent before the page is interactive", () => {
  it("is held: the native submission is cancelled (nothing in a URL) and the form is marked pending", () => {
    const element = serverRender()
    expect(element).toHaveAttribute(QUOTE_FORM_ATTRIBUTE)
    const event = new Event("submit", { bubbles: true, cancelable: true })
    element.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(element).toHaveAttribute(PENDING_ATTRIBUTE)
  })

  it("is not held once the form is ready, and other forms are never held", () => {
    const element = serverRender()
    element.setAttribute(READY_ATTRIBUTE, "")
    const ready = new Event("submit", { bubbles: true, cancelable: true })
    element.dispatchEvent(ready)
    expect(ready.defaultPrevented).toBe(false)
    const other = document.createElement("form")
    document.body.append(other)
    const unrelated = new Event("submit", { bubbles: true, cancelable: true })
    other.dispatchEvent(unrelated)
    expect(unrelated.defaultPrevented).toBe(false)
  })

  it("is sent exactly once when React takes over, with the values typed before hydration", async () => {
    const element = serverRender()
    type(element, typed)
    element.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
    await act(async () => {
      root = hydrateRoot(document.getElementById("root")!, form)
    })
    expect(mockSend).toHaveBeenCalledTimes(1)
    expect(mockSend).toHaveBeenCalledWith(typed)
    expect(element).not.toHaveAttribute(PENDING_ATTRIBUTE)
    expect(element).toHaveAttribute(READY_ATTRIBUTE)
  })
})

describe("values typed before hydration", () => {
  it("are kept by hydration, win over an older draft, and become the draft", async () => {
    window.sessionStorage.setItem(draftKey("hero"), JSON.stringify({ ...typed, from_name: "Old Draft" }))
    const element = serverRender()
    type(element, { from_name: "Typed Early" })
    await act(async () => {
      root = hydrateRoot(document.getElementById("root")!, form)
    })
    expect(element.elements.namedItem("from_name")).toHaveValue("Typed Early")
    // Empty fields are filled from the draft.
    expect(element.elements.namedItem("message")).toHaveValue(typed.message)
    expect(JSON.parse(window.sessionStorage.getItem(draftKey("hero"))!)).toEqual({ ...typed, from_name: "Typed Early" })
    expect(mockSend).not.toHaveBeenCalled()
  })
})
