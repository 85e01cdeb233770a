import { act, render, screen } from "@testing-library/react"
import { hydrateRoot, type Root } from "react-dom/client"
import { lazyStaticHtml, staticHtml } from "../static-html"

function Note({ text }: { text: string }) {
  return <p>{text}</p>
}
const StaticNote = staticHtml(Note)

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ""
})

describe("staticHtml", () => {
  it("keeps the server HTML as it is: React hydrates the page without rendering the component again", async () => {
    const consoleError = jest.spyOn(console, "error")
    // What the build wrote (the wrapper as rendered on the server, with its mark).
    document.body.innerHTML = `<div id="root"><div class="contents" data-static-html=""><p>From the build</p></div></div>`
    const container = document.getElementById("root")!
    await act(async () => {
      root = hydrateRoot(container, <StaticNote text="From the browser" />)
    })
    expect(container).toHaveTextContent("From the build")
    expect(container).not.toHaveTextContent("From the browser")
    expect(consoleError).not.toHaveBeenCalled()
    consoleError.mockRestore()
  })

  it("renders the component when there is no server HTML (a page rendered in the browser)", () => {
    render(<StaticNote text="Rendered here" />)
    expect(screen.getByText("Rendered here")).toBeInTheDocument()
  })
})

describe("lazyStaticHtml", () => {
  it("keeps the server HTML and never fetches the component's code", async () => {
    const load = jest.fn(() => Promise.resolve(Note))
    const LazyNote = lazyStaticHtml(load)
    const consoleError = jest.spyOn(console, "error")
    document.body.innerHTML = `<div id="root"><div class="contents" data-static-html=""><p>From the build</p></div></div>`
    const container = document.getElementById("root")!
    await act(async () => {
      root = hydrateRoot(container, <LazyNote text="From the browser" />)
    })
    expect(container).toHaveTextContent("From the build")
    expect(load).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    consoleError.mockRestore()
  })

  it("fetches and renders the component when there is no server HTML", async () => {
    const LazyNote = lazyStaticHtml(() => Promise.resolve(Note))
    render(<LazyNote text="Rendered here" />)
    expect(await screen.findByText("Rendered here")).toBeInTheDocument()
  })
})
