/**
 * A floating control (the contents menu, the chat button: src/components/use-step-aside.ts) never covers a quote form's
 * Send button: while its box overlaps the button, it steps aside. jsdom lays nothing out, so the boxes are given here.
 */
import { screen } from "@testing-library/react"
import { ASIDE_ATTRIBUTE } from "../../shared/markers"
import { useStepAside } from "../../components/use-step-aside"
import { renderWithPageWide } from "../../../tests/jest/support/page-wide"
import { QuoteForm } from "../quote-form"

/** A floating control as the page has them, in the bottom right-hand corner. */
function FloatingControl() {
  const ref = useStepAside()
  return (
    <nav ref={ref} aria-label="Floating">
      <button type="button">Menu</button>
    </nav>
  )
}

const CORNER = new DOMRect(300, 700, 80, 50)
let sendButtonBox: DOMRect

beforeAll(() => {
  // Not in jsdom; the hook only needs to observe the page's size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})
beforeEach(() => {
  jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    if (this.matches("nav[aria-label=Floating]")) return CORNER
    if (this.matches("button[type=submit]")) return sendButtonBox
    return new DOMRect(0, 0, 0, 0)
  })
})
afterEach(() => jest.restoreAllMocks())

const renderPage = () =>
  renderWithPageWide(
    <>
      <QuoteForm formId="contact" heading="Book an inspection" />
      <FloatingControl />
    </>,
  )

describe("a quote form's Send button", () => {
  it("makes a floating control step aside while the button is under it", () => {
    sendButtonBox = new DOMRect(20, 690, 360, 48)
    renderPage()
    expect(screen.getByRole("navigation", { name: "Floating" })).toHaveAttribute(ASIDE_ATTRIBUTE)
  })

  it("leaves the control where it is when the button is elsewhere on the screen", () => {
    sendButtonBox = new DOMRect(20, 200, 360, 48)
    renderPage()
    expect(screen.getByRole("navigation", { name: "Floating" })).not.toHaveAttribute(ASIDE_ATTRIBUTE)
  })
})
