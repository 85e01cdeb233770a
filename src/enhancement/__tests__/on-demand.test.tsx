import { act, fireEvent, render, screen } from "@testing-library/react"
import { Suspense, useState } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { WithPageWide } from "../../../tests/jest/support/page-wide"
import { ON_DEMAND_FAILED_ATTRIBUTE, TAPPED_ATTRIBUTE } from "../../shared/markers"
import { onDemand } from "../on-demand"

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <>
      <input aria-label="Note" />
      <button type="button" onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>
    </>
  )
}

/** A stand-in IntersectionObserver (jsdom has none) that the test can fire. */
let intersect: (isIntersecting: boolean) => void = () => {}
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    intersect = (isIntersecting) =>
      callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
  observe() {}
  disconnect() {}
}

let root: Root | undefined
beforeEach(() => {
  Object.assign(window, { IntersectionObserver: FakeObserver })
})
afterEach(async () => {
  // The inner root is unmounted in a microtask after the page's: let it run inside act.
  await act(async () => root?.unmount())
  root = undefined
  document.body.innerHTML = ""
  delete (window as Partial<typeof window>).IntersectionObserver
})

/** The page as the build wrote it: the marked wrapper around the component's server HTML, then hydrated. */
async function hydratePage(load: () => Promise<typeof Counter>) {
  const OnDemandCounter = onDemand(load)
  const serverHtml = renderToString(
    <Suspense fallback={null}>
      <Counter label="Count" />
    </Suspense>,
  )
  document.body.innerHTML = `<div id="root"><div data-on-demand="">${serverHtml}</div></div>`
  const container = document.getElementById("root")!
  await act(async () => {
    root = hydrateRoot(
      container,
      <WithPageWide>
        <OnDemandCounter label="Count" />
      </WithPageWide>,
    )
  })
  return container
}

describe("onDemand", () => {
  it("fetches nothing until needed, then hydrates the server HTML, keeping what was typed and the focus", async () => {
    const load = jest.fn(() => Promise.resolve(Counter))
    await hydratePage(load)
    const input = screen.getByRole("textbox", { name: "Note" }) as HTMLInputElement
    fireEvent.click(screen.getByRole("button"))
    expect(load).not.toHaveBeenCalled()
    expect(screen.getByRole("button")).toHaveTextContent("Count 0") // not hydrated: the click did nothing

    input.value = "typed early"
    await act(async () => {
      input.focus() // focusin: the visitor uses it
    })
    expect(load).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole("button"))
    expect(screen.getByRole("button")).toHaveTextContent("Count 1")
    expect(input).toHaveValue("typed early")
    expect(input).toHaveFocus()
    expect(screen.getByRole("textbox", { name: "Note" })).toBe(input) // the same element: hydrated, not replaced
  })

  it("is needed when it comes near the viewport", async () => {
    const load = jest.fn(() => Promise.resolve(Counter))
    await hydratePage(load)
    act(() => intersect(false))
    expect(load).not.toHaveBeenCalled()
    await act(async () => intersect(true))
    expect(load).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole("button"))
    expect(screen.getByRole("button")).toHaveTextContent("Count 1")
  })

  it("leaves the server HTML in place when its code cannot be fetched, its wrapper marked so CSS may leave it out", async () => {
    const load = jest.fn(() => Promise.reject(new Error("offline")))
    const container = await hydratePage(load)
    const wrapper = container.firstElementChild!
    expect(wrapper).not.toHaveAttribute(ON_DEMAND_FAILED_ATTRIBUTE)
    await act(async () => intersect(true))
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("button")).toHaveTextContent("Count 0")
    expect(wrapper).toHaveAttribute(ON_DEMAND_FAILED_ATTRIBUTE)
  })

  it("after a failed fetch, lets go of a held tap and tries again on the visitor's next use, not on sight", async () => {
    const load = jest
      .fn<Promise<typeof Counter>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Counter)
    await hydratePage(load)
    const button = screen.getByRole("button")
    button.setAttribute(TAPPED_ATTRIBUTE, "") // the head script held a tap: the button looks busy
    await act(async () => intersect(true))
    expect(load).toHaveBeenCalledTimes(1)
    expect(button).not.toHaveAttribute(TAPPED_ATTRIBUTE) // busy no more
    await act(async () => intersect(true))
    expect(load).toHaveBeenCalledTimes(1) // still in view: not fetched over and over
    await act(async () => {
      screen.getByRole("textbox", { name: "Note" }).focus()
    })
    expect(load).toHaveBeenCalledTimes(2)
    expect(document.querySelector(`[${ON_DEMAND_FAILED_ATTRIBUTE}]`)).toBeNull() // the code came: no longer marked
    fireEvent.click(screen.getByRole("button"))
    expect(screen.getByRole("button")).toHaveTextContent("Count 1")
  })

  it("after a failed fetch, tries again when the browser comes back online, and shows the part again", async () => {
    const load = jest
      .fn<Promise<typeof Counter>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Counter)
    const container = await hydratePage(load)
    await act(async () => intersect(true))
    expect(container.firstElementChild).toHaveAttribute(ON_DEMAND_FAILED_ATTRIBUTE)
    await act(async () => {
      window.dispatchEvent(new Event("online"))
    })
    expect(load).toHaveBeenCalledTimes(2)
    expect(container.firstElementChild).not.toHaveAttribute(ON_DEMAND_FAILED_ATTRIBUTE)
    fireEvent.click(screen.getByRole("button"))
    expect(screen.getByRole("button")).toHaveTextContent("Count 1")
  })

  it("after a failed fetch, tries again when the head script holds a tap (offline, the press's own try failed first)", async () => {
    const load = jest.fn(() => Promise.reject(new Error("offline")))
    await hydratePage(load)
    await act(async () => intersect(true))
    expect(load).toHaveBeenCalledTimes(1)
    const button = screen.getByRole("button")
    await act(async () => button.setAttribute(TAPPED_ATTRIBUTE, "")) // a click held after that failure
    expect(load).toHaveBeenCalledTimes(2)
    expect(button).not.toHaveAttribute(TAPPED_ATTRIBUTE) // failed again: let go, not busy for ever
    await act(async () => {})
    expect(load).toHaveBeenCalledTimes(2) // letting go is not a new tap
  })

  it("after a failed fetch, tries again for a tap held before React has rendered that failure", async () => {
    const load = jest.fn(() => Promise.reject<typeof Counter>(new Error("offline")))
    load.mockImplementationOnce(() => {
      const failed = Promise.reject<typeof Counter>(new Error("offline"))
      // Runs just after onDemand's own failure handler, before React renders: a click held in that moment.
      void failed.catch(() => {}).then(() => screen.getByRole("button").setAttribute(TAPPED_ATTRIBUTE, ""))
      return failed
    })
    await hydratePage(load)
    await act(async () => intersect(true))
    await act(async () => {})
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getByRole("button")).not.toHaveAttribute(TAPPED_ATTRIBUTE) // failed again: let go, not busy for ever
  })

  it("hydrates each place on its own, when that place is needed", async () => {
    const load = jest.fn(() => Promise.resolve(Counter))
    const OnDemandCounter = onDemand(load)
    const serverHtml = (label: string) =>
      renderToString(
        <Suspense fallback={null}>
          <Counter label={label} />
        </Suspense>,
      )
    document.body.innerHTML = `<div id="root"><div data-on-demand="">${serverHtml("A")}</div><div data-on-demand="">${serverHtml("B")}</div></div>`
    await act(async () => {
      root = hydrateRoot(
        document.getElementById("root")!,
        <WithPageWide>
          <OnDemandCounter label="A" />
          <OnDemandCounter label="B" />
        </WithPageWide>,
      )
    })
    const [a, b] = screen.getAllByRole("button")
    const [, noteB] = screen.getAllByRole("textbox", { name: "Note" })
    await act(async () => noteB.focus()) // the visitor uses B only
    fireEvent.click(a)
    fireEvent.click(b)
    expect(a).toHaveTextContent("A 0") // A is still the server's HTML
    expect(b).toHaveTextContent("B 1")
  })

  it("renders the component when there is no server HTML (a page rendered in the browser)", async () => {
    const OnDemandCounter = onDemand(() => Promise.resolve(Counter))
    render(
      <WithPageWide>
        <OnDemandCounter label="Here" />
      </WithPageWide>,
    )
    expect(await screen.findByRole("button", { name: "Here 0" })).toBeInTheDocument()
  })
})
