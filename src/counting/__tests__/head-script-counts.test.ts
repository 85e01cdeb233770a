/**
 * The head script's counting part (src/enhancement/head-script.ts): what the browser does by itself is counted from the first
 * byte, once, with its place and never a typed value; without the setting the script holds nothing of it.
 */
import { countNativeEvents, catchEarlySubmits } from "../../enhancement/head-script"
import { COUNT_OPT_OUT_ATTRIBUTE, GAVE_UP_ATTRIBUTE, QUOTE_FORM_ATTRIBUTE, READY_ATTRIBUTE } from "../../shared/markers"
import { COUNT_QUEUE, COUNTED, OPT_OUT_KEY, type CountEvent } from "../count"

const queue = () => (window as unknown as Record<string, CountEvent[]>)[COUNT_QUEUE]

// Registered once on `document`, in the order the page's head script runs them (head-script-entry.ts).
catchEarlySubmits()
countNativeEvents()

beforeEach(() => {
  queue().splice(0)
  document.body.innerHTML = `
    <header><a href="tel:+441632960123">01632 960123</a></header>
    <section id="services"><a href="data:text/calendar,x" download="eicr-due.ics">Add a reminder</a></section>
    <footer id="contact">
      <a href="mailto:info@example.com">info@example.com</a>
      <div role="alert"><a href="https://wa.me/447700900123?text=My%20name%20is%20Jo">WhatsApp</a></div>
      <a href="#faq">FAQ</a>
    </footer>
    <section id="chat-panel" popover="auto"><h2>Chat</h2></section>`
  // jsdom follows no link: a click is only an event here.
})

const click = (css: string) => document.querySelector<HTMLElement>(css)!.click()

describe("with counting on, the head script counts", () => {
  it("a phone, e-mail or WhatsApp tap and a reminder download, with where on the page it was", () => {
    click("a[href^='tel:']")
    click("a[href^='mailto:']")
    click("a[href^='https://wa.me']")
    click("a[download]")
    expect(queue()).toEqual([
      { name: COUNTED.phone, props: { place: "header" } },
      { name: COUNTED.email, props: { place: "contact" } },
      { name: COUNTED.whatsapp, props: { place: "quote failure" } },
      { name: COUNTED.reminder, props: { place: "services" } },
    ])
    expect(JSON.stringify(queue())).not.toContain("Jo")
  })
  it("nothing for other links", () => {
    click("a[href='#faq']")
    expect(queue()).toEqual([])
  })
  it("the chat panel opening, not its closing", () => {
    const panel = document.getElementById("chat-panel")!
    for (const newState of ["open", "closed"]) {
      const toggle = new Event("toggle")
      Object.assign(toggle, { newState })
      panel.dispatchEvent(toggle)
    }
    expect(queue()).toEqual([{ name: COUNTED.chat }])
  })
})

describe("with counting on, the head script also", () => {
  it("counts a quote the early submit handed to the e-mail app, not one the page sends or one that was stopped", () => {
    document.body.innerHTML = `<form ${QUOTE_FORM_ATTRIBUTE}="hero" ${GAVE_UP_ATTRIBUTE}></form>`
    const form = document.querySelector("form")!
    const submit = () => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
    form.addEventListener("submit", (event) => event.preventDefault()) // jsdom would otherwise try to send it
    submit()
    expect(queue()).toEqual([{ name: COUNTED.emailApp, props: { form: "hero" } }])
    form.setAttribute(READY_ATTRIBUTE, "")
    submit()
    expect(queue()).toHaveLength(1)
  })
  it("honours Don't count my visits: Plausible's switch set, the button replaced by its sentence", () => {
    document.body.innerHTML = `<p>We count visits. <button ${COUNT_OPT_OUT_ATTRIBUTE}="No longer counted.">Don't count my visits</button></p>`
    click("button")
    expect(window.localStorage.getItem(OPT_OUT_KEY)).toBe("true")
    expect(document.querySelector("p")!.textContent).toBe("We count visits. No longer counted.")
    window.localStorage.clear()
  })
})
