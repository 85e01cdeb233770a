/**
 * The CMS takes only the pictures the site publishes (issue 36): every file picker offers JPEG, PNG and WebP as it
 * opens, and any other file chosen is stopped before the CMS sees it, with a panel that names it.
 */
import { PICTURE_ACCEPT } from "../../src/shared/picture-types"
import { waitFor } from "@testing-library/react"
import { UPLOAD_TYPE_TITLE, guardUploads } from "../upload-guard"

/** A file picker inside a root that listens as React does (at its root, after the document's capture phase). */
function picker() {
  const root = document.createElement("div")
  const input = document.createElement("input")
  input.type = "file"
  input.accept = "image/*"
  root.append(input)
  document.body.append(root)
  const seen: string[][] = []
  root.addEventListener("change", () => seen.push(Array.from(input.files ?? [], (file) => file.name)))
  return { input, seen }
}

/** Chooses `files` in `input`, as the browser's file dialog does. */
function choose(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, "files", { configurable: true, get: () => files })
  input.dispatchEvent(new Event("change", { bubbles: true }))
}

/** What the guard's fit does here (jsdom has no canvas; the browser tests resize for real): a file named "huge…" is
 * refused as the real one refuses a picture it cannot make small enough, any other goes on as it is. */
const fit = async (file: File) => {
  if (file.name.startsWith("huge")) throw new Error(`${JSON.stringify(file.name)} is over the limit of 1 MB`)
  return file
}

beforeAll(() => guardUploads(document, fit))
afterEach(() => document.body.replaceChildren())

it("offers only the published formats when a picker opens", () => {
  const { input } = picker()
  input.addEventListener("click", (event) => event.preventDefault()) // no dialog in jsdom
  input.click()
  expect(input.accept).toBe(PICTURE_ACCEPT)
  expect(PICTURE_ACCEPT).toBe("image/jpeg,image/png,image/webp")
})

it("lets JPEG, PNG and WebP pictures through to the CMS, once each is made to fit, in one change", async () => {
  const { input, seen } = picker()
  choose(input, [new File(["x"], "castle.JPG", { type: "image/jpeg" }), new File(["x"], "a.webp", { type: "" })])
  await waitFor(() => expect(seen).toEqual([["castle.JPG", "a.webp"]]))
  expect(document.querySelector("[role=alert]")).toBeNull()
})

it("stops a picture that cannot be made to fit, and says why in the fit's words", async () => {
  const { input, seen } = picker()
  choose(input, [new File(["x"], "castle.jpg", { type: "image/jpeg" }), new File(["x"], "huge.jpg", { type: "" })])
  await waitFor(() =>
    expect(document.querySelector("[role=alert] li")?.textContent).toBe('"huge.jpg" is over the limit of 1 MB'),
  )
  expect(seen).toEqual([])
})

it("takes an iPhone's HEIC photo to be made a JPEG, not refused by its type", async () => {
  const { input, seen } = picker()
  choose(input, [new File(["x"], "IMG_0412.HEIC", { type: "image/heic" })])
  await waitFor(() => expect(seen).toEqual([["IMG_0412.HEIC"]]))
  expect(document.querySelector("[role=alert]")).toBeNull()
})

it("stops an SVG, an HTML file or a disguised file before the CMS sees it, and says why", () => {
  const { input, seen } = picker()
  choose(input, [
    new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }),
    new File(["<p>"], "page.html", { type: "text/html" }),
    new File(["<svg/>"], "fake.png", { type: "image/svg+xml" }),
  ])
  expect(seen).toEqual([])
  const panel = document.querySelector<HTMLElement>("[role=alert]")!
  expect(panel.querySelector("h2")?.textContent).toBe(UPLOAD_TYPE_TITLE)
  expect(Array.from(panel.querySelectorAll("li"), (item) => item.textContent)).toEqual([
    expect.stringMatching(/^"logo\.svg" is not a picture the site can show: .*JPEG, PNG or WebP/),
    expect.stringMatching(/^"page\.html" is not a picture/),
    expect.stringMatching(/^"fake\.png" is of type image\/svg\+xml, not image\/png/),
  ])
  expect(document.activeElement).toBe(panel)
})

it("stops a file of another kind dropped on the page, before the CMS's drop zone sees it, and names it", () => {
  const zone = document.createElement("div")
  document.body.append(zone)
  const seen: string[] = []
  zone.addEventListener("drop", () => seen.push("drop"))
  const drop = (file: File) => {
    const event = new Event("drop", { bubbles: true, cancelable: true })
    Object.defineProperty(event, "dataTransfer", { value: { files: [file] } })
    zone.dispatchEvent(event)
    return event
  }
  expect(drop(new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" })).defaultPrevented).toBe(true)
  expect(seen).toEqual([])
  expect(document.querySelector("[role=alert]")?.textContent).toContain('"logo.svg" is not a picture the site can show')
  drop(new File(["x"], "castle.jpg", { type: "image/jpeg" }))
  expect(seen).toEqual(["drop"])
})
