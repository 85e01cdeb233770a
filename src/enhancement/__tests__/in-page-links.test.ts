/**
 * Focus follows in-page links (in-page-links.ts): to a quote form's first field, also when the browser drops focus as it
 * arrives at the fragment (Firefox does, after the page's own move, one click in two), and for a link to the fragment
 * the address already holds.
 */
import { waitFor } from "@testing-library/react"
import { followInPageLinks } from "../in-page-links"

beforeAll(() => followInPageLinks(document, () => undefined)) // no link here carries a line
beforeEach(() => {
  document.body.innerHTML = `
    <a href="#contact-quote">Book Now</a>
    <form id="contact-quote"><label>Name <input id="name"></label><label>Message <textarea></textarea></label></form>`
  window.history.replaceState(null, "", "/")
})

const link = () => document.querySelector("a")!
const field = () => document.getElementById("name")!

/**
 * Clicks the link; as the browser arrives at the fragment (`hashchange`), `arrive` runs first (what the browser does to
 * focus then), and the promise gives the element focused once the page's own listeners have run.
 */
function clickAndArrive(arrive: () => void): Promise<Element | null> {
  window.addEventListener("hashchange", arrive, { once: true })
  link().click() // the page's listener for the arrival is added here, after `arrive`
  return new Promise((done) =>
    window.addEventListener("hashchange", () => done(document.activeElement), { once: true }),
  )
}

describe("an in-page link to a quote form", () => {
  it("moves focus to the form's first field", async () => {
    link().click()
    await waitFor(() => expect(field()).toHaveFocus())
  })

  it("gives focus back to the field when the browser drops it on arriving at the fragment", async () => {
    const focused = await clickAndArrive(() => {
      field().focus() // the page's own move, then Firefox's drop
      field().blur()
    })
    expect(focused).toBe(field())
  })

  it("leaves alone a focus the visitor has moved on by then", async () => {
    const textarea = document.querySelector("textarea")!
    expect(await clickAndArrive(() => textarea.focus())).toBe(textarea)
  })

  it("drops a fragment the address already holds, so the browser says when it has arrived again", async () => {
    window.history.replaceState(null, "", "/#contact-quote")
    const arrived = new Promise((done) => window.addEventListener("hashchange", done, { once: true }))
    link().click()
    await arrived
    expect(window.location.hash).toBe("#contact-quote")
  })
})
