import { act, screen, within } from "@testing-library/react"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { SUCCESS_PANEL_MS } from "../deadlines"
import { catchEarlySubmits } from "../../enhancement/head-script"
import { reportRecoverableError } from "../../enhancement/hydration"
import {
  GAVE_UP_ATTRIBUTE,
  EARLY_SUBMITS,
  PENDING_ATTRIBUTE,
  QUOTE_FORM_ATTRIBUTE,
  READY_ATTRIBUTE,
} from "../../shared/markers"
import { EARLY_SUBMIT_TIMEOUT_MS } from "../../shared/markers"
import { afterPaint } from "../../../tests/jest/support/quote"
import { ENQUIRY as typed } from "../../../tests/jest/support/quote-enquiry"
import { pageWide, WithPageWide } from "../../../tests/jest/support/page-wide"
import { fillIn } from "../../shared/text"
import { QuoteForm } from "../quote-form"
import { sendQuote } from "../send-quote"
import { draftKey } from "../use-quote-draft"

jest.mock("../send-quote", () => ({ ...jest.requireActual("../send-quote"), sendQuote: jest.fn() }))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>

const form = (
  <WithPageWide>
    <QuoteForm formId="hero" heading="Get a quote" />
  </WithPageWide>
)

// The head script's early submit is registered on `document` once per test file, as the page's head would.
catchEarlySubmits()

/** Puts the form's server HTML in the page, as the browser shows it before React runs. */
function serverRender(): HTMLFormElement {
  document.body.innerHTML = `<div id="root">${renderToString(form)}</div>`
  return document.querySelector("form")!
}

/** Types as a visitor does: each value, then an `input` event from its field. */
function type(element: HTMLFormElement, values: Partial<typeof typed>) {
  for (const [name, value] of Object.entries(values)) {
    const field = element.elements.namedItem(name) as HTMLInputElement
    field.value = value
    field.dispatchEvent(new Event("input", { bubbles: true }))
  }
}

const press = (element: HTMLFormElement) => {
  const event = new Event("submit", { bubbles: true, cancelable: true })
  element.dispatchEvent(event)
  return event
}

/**
 * The hydration of the page (gatsby-browser.ts), recoverable errors reported as there, and the frame painted after it
 * (a held send's request starts once its "Sending..." is painted).
 */
async function hydrate() {
  await act(async () => {
    root = hydrateRoot(document.getElementById("root")!, form, { onRecoverableError: reportRecoverableError })
  })
  await afterPaint()
}

let root: Root | undefined
let consoleError: jest.SpyInstance
beforeEach(() => {
  const held = (window as unknown as Record<string, Record<string, unknown>>)[EARLY_SUBMITS]
  for (const id of Object.keys(held)) delete held[id] // a new page view
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

  it("has its notes in the server HTML, hidden until the early submit marks the form: pending, or given up with the phone", () => {
    const element = serverRender()
    const { business, quoteForm: text } = pageWide
    // The number is a piece of its own (it never breaks across lines): the note is matched as a whole.
    const wording = fillIn(text.pending, { phone: business.phone.display })
    const pending = within(element).getByText((_, node) => node?.tagName === "P" && node.textContent === wording)
    expect(pending).toHaveAttribute("role", "status")
    const gaveUp = within(element).getByText((_, node) => node?.getAttribute("role") === "alert")
    expect(gaveUp).toHaveTextContent(fillIn(text.gaveUp, { submit: text.submit, phone: business.phone.display }))
    expect(within(gaveUp).getByRole("link", { hidden: true })).toHaveAttribute("href", `tel:${business.phone.e164}`)
    for (const note of [pending, gaveUp]) expect(note).not.toBeVisible()
    // Without scripts the page offers the phone and the address beside the form's own mailto: route.
    const noscript = element.querySelector("noscript")!.innerHTML
    expect(noscript).toContain(`href="tel:${business.phone.e164}"`)
    expect(noscript).toContain(`>${business.email}</a>`)
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
    press(element)
    await hydrate()
    expect(mockSend).toHaveBeenCalledTimes(1)
    expect(mockSend).toHaveBeenCalledWith(typed, { pageWide })
    expect(element).not.toHaveAttribute(PENDING_ATTRIBUTE)
    expect(element).toHaveAttribute(READY_ATTRIBUTE)
  })
})

describe("a held send that was made", () => {
  afterEach(() => jest.useRealTimers())

  it("is made once only: the form that comes back after the thank-you panel is empty and sends nothing", async () => {
    jest.useFakeTimers()
    mockSend.mockResolvedValue()
    const element = serverRender()
    type(element, typed)
    press(element)
    await hydrate()
    expect(screen.getByRole("status")).toHaveTextContent(pageWide.quoteForm.thanks.heading)
    await act(async () => jest.advanceTimersByTime(SUCCESS_PANEL_MS))
    const fresh = document.querySelector("form")!
    for (const name of Object.keys(typed)) expect(fresh.elements.namedItem(name)).toHaveValue("")
    expect(mockSend).toHaveBeenCalledTimes(1)

    // A second enquiry from the form that came back is React's to send at once, not held for scripts that ran long ago.
    const second = { ...typed, from_name: "Second Enquiry" }
    await act(async () => {
      type(fresh, second)
      press(fresh)
    })
    expect(fresh).not.toHaveAttribute(PENDING_ATTRIBUTE)
    await afterPaint() // the request starts once "Sending..." is painted, and the provider answers
    expect(screen.getByText(pageWide.quoteForm.thanks.heading)).toBeInTheDocument()
    expect(mockSend).toHaveBeenCalledTimes(2)
    expect(mockSend).toHaveBeenLastCalledWith(second, { pageWide })
  })

  it("is no longer waited for: the early submit's time limit passes without a word", async () => {
    jest.useFakeTimers()
    const element = serverRender()
    type(element, typed)
    press(element)
    await hydrate()
    act(() => jest.advanceTimersByTime(EARLY_SUBMIT_TIMEOUT_MS))
    expect(element).not.toHaveAttribute(GAVE_UP_ATTRIBUTE)
    expect(mockSend).toHaveBeenCalledTimes(1)
  })
})

describe("values typed before hydration", () => {
  it("are kept by hydration, win over an older draft, and become the draft", async () => {
    window.sessionStorage.setItem(draftKey("hero"), JSON.stringify({ ...typed, from_name: "Old Draft" }))
    const element = serverRender()
    type(element, { from_name: "Typed Early" })
    await hydrate()
    expect(element.elements.namedItem("from_name")).toHaveValue("Typed Early")
    // Empty fields are filled from the draft.
    expect(element.elements.namedItem("message")).toHaveValue(typed.message)
    expect(JSON.parse(window.sessionStorage.getItem(draftKey("hero"))!)).toEqual({ ...typed, from_name: "Typed Early" })
    expect(mockSend).not.toHaveBeenCalled()
  })
})

describe("a form React renders afresh (a node added inside it before hydration, e.g. by a browser extension)", () => {
  function serverRenderWithExtension() {
    const element = serverRender()
    const extension = document.createElement("div")
    extension.className = "password-manager-icon"
    element.prepend(extension)
    return element
  }

  it("gets back every value typed before hydration, and says in the console that hydration recovered", async () => {
    consoleError.mockImplementation(() => {})
    const element = serverRenderWithExtension()
    type(element, typed)
    await hydrate()
    const fresh = document.querySelector("form")!
    expect(fresh).not.toBe(element) // React threw the server DOM away
    for (const [name, value] of Object.entries(typed)) expect(fresh.elements.namedItem(name)).toHaveValue(value)
    expect(mockSend).not.toHaveBeenCalled()
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^Hydration recovered/))
    consoleError.mockClear()
  })

  it("gets back the values typed before hydration over an older draft, which fills only the fields left empty", async () => {
    consoleError.mockImplementation(() => {})
    window.sessionStorage.setItem(draftKey("hero"), JSON.stringify({ ...typed, from_name: "Old Draft" }))
    const element = serverRenderWithExtension()
    type(element, { from_name: "Typed Early" })
    await hydrate()
    const fresh = document.querySelector("form")!
    expect(fresh.elements.namedItem("from_name")).toHaveValue("Typed Early")
    expect(fresh.elements.namedItem("message")).toHaveValue(typed.message)
    consoleError.mockClear()
  })

  it("makes a send held before hydration exactly once", async () => {
    consoleError.mockImplementation(() => {})
    const element = serverRenderWithExtension()
    type(element, typed)
    press(element)
    press(element) // an impatient second press
    await hydrate()
    expect(mockSend).toHaveBeenCalledTimes(1)
    expect(mockSend).toHaveBeenCalledWith(typed, { pageWide })
    consoleError.mockClear()
  })

  it("never brings the sent enquiry back: the form that returns after the thank-you panel is empty", async () => {
    jest.useFakeTimers()
    consoleError.mockImplementation(() => {})
    mockSend.mockResolvedValue()
    const element = serverRenderWithExtension()
    type(element, typed)
    press(element)
    await hydrate()
    expect(screen.getByRole("status")).toHaveTextContent(pageWide.quoteForm.thanks.heading)
    // The early submit's time limit passes for the thrown-away form while the panel shows; then the form returns.
    await act(async () => jest.advanceTimersByTime(Math.max(EARLY_SUBMIT_TIMEOUT_MS, SUCCESS_PANEL_MS)))
    const fresh = document.querySelector("form")!
    for (const name of Object.keys(typed)) expect(fresh.elements.namedItem(name)).toHaveValue("")
    expect(mockSend).toHaveBeenCalledTimes(1)
    consoleError.mockClear()
    jest.useRealTimers()
  })
})

describe("scripts that do not arrive", () => {
  afterEach(() => jest.useRealTimers())

  it("give up the held send after the wait: the form says so and the next press goes to the e-mail app", async () => {
    jest.useFakeTimers()
    const element = serverRender()
    type(element, typed)
    expect(press(element).defaultPrevented).toBe(true)
    jest.advanceTimersByTime(EARLY_SUBMIT_TIMEOUT_MS - 1)
    expect(element).toHaveAttribute(PENDING_ATTRIBUTE)
    jest.advanceTimersByTime(1)
    expect(element).not.toHaveAttribute(PENDING_ATTRIBUTE)
    expect(element).toHaveAttribute(GAVE_UP_ATTRIBUTE)
    // The next press is the browser's own: the form's mailto: action with the enquiry filled in.
    expect(press(element).defaultPrevented).toBe(false)
    // Should the scripts arrive after all, the enquiry is not sent a second way.
    await hydrate()
    expect(mockSend).not.toHaveBeenCalled()
    expect(element).not.toHaveAttribute(GAVE_UP_ATTRIBUTE)
  })

  it("keep waiting when something other than the page's own scripts fails to load (an image, a later chunk)", () => {
    const element = serverRender()
    type(element, typed)
    press(element)
    const image = document.createElement("img")
    document.body.append(image)
    image.dispatchEvent(new Event("error"))
    // A chunk webpack fetches once the page's scripts run, e.g. a fallback for an older browser.
    const chunk = document.createElement("script")
    chunk.setAttribute("data-webpack", "kent-eicr-site:chunk-popover-fallback")
    document.head.append(chunk)
    chunk.dispatchEvent(new Event("error"))
    expect(element).toHaveAttribute(PENDING_ATTRIBUTE)
    expect(element).not.toHaveAttribute(GAVE_UP_ATTRIBUTE)
  })
})

describe("a held send that can no longer be made", () => {
  it("clears the pending note: the browser's own message shows instead", async () => {
    const element = serverRender()
    type(element, typed)
    press(element)
    expect(element).not.toHaveAttribute(GAVE_UP_ATTRIBUTE) // still held, not given up
    ;(element.elements.namedItem("from_email") as HTMLInputElement).value = "not an address"
    await hydrate()
    expect(mockSend).not.toHaveBeenCalled()
    expect(element).not.toHaveAttribute(PENDING_ATTRIBUTE)
  })
})

// Last: a script that failed to load stays failed for the rest of the page view (the early submit is registered once per file).
describe("a page whose scripts failed to load", () => {
  it("gives up a held send at once", () => {
    const element = serverRender()
    type(element, typed)
    press(element)
    const script = document.createElement("script")
    document.head.append(script)
    script.dispatchEvent(new Event("error"))
    expect(element).toHaveAttribute(GAVE_UP_ATTRIBUTE)
    expect(element).not.toHaveAttribute(PENDING_ATTRIBUTE)
  })

  it("gives up at once on a press made after the failure: the next press goes to the e-mail app", () => {
    const element = serverRender()
    type(element, typed)
    expect(press(element).defaultPrevented).toBe(true)
    expect(element).toHaveAttribute(GAVE_UP_ATTRIBUTE)
    expect(press(element).defaultPrevented).toBe(false)
  })
})
