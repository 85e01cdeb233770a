/**
 * The FAQ question a visitor opens stays where it was (src/enhancement/accordion-in-place.ts). jsdom has no layout:
 * each question's box is given here, as a browser would lay it out with the answer above it open and then closed.
 * The browsers' own layout is tried by e2e/features.spec.ts and the engines suite.
 */
import { keepOpenedQuestionInPlace } from "../accordion-in-place"

let stop: () => void
let scrollBy: jest.SpyInstance
const frames: FrameRequestCallback[] = []

beforeEach(() => {
  document.body.innerHTML = `
    <details name="faq" open><summary>First question</summary><p>Its long answer</p></details>
    <details name="faq"><summary>Second question</summary><p>Its answer</p></details>
    <details><summary>Not in a group</summary><p>Text</p></details>`
  scrollBy = jest.spyOn(window, "scrollBy").mockImplementation(() => {})
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
  stop = keepOpenedQuestionInPlace(document)
})
afterEach(async () => {
  // jsdom fires the native `toggle` a task after the click: let it reach the mocked frame before the mocks go.
  await new Promise((resolve) => setTimeout(resolve, 0))
  stop()
  jest.restoreAllMocks()
  frames.length = 0
})

const summaries = () => [...document.querySelectorAll("summary")]
/** Gives `summary` the top `before` until the next frame, then `after`, as the answer above it closes. */
function laidOut(summary: HTMLElement, before: number, after: number) {
  let top = before
  jest.spyOn(summary, "getBoundingClientRect").mockImplementation(() => ({ top }) as DOMRect)
  return () => (top = after)
}
/** The click's default action (the question opens, the other closes), then the next frame. */
function clickAndPaint(summary: HTMLElement, moveOn: () => void) {
  summary.click()
  moveOn()
  frames.splice(0).forEach((callback) => callback(0))
}

it("scrolls by as far as the opened question moved, at once, before the next paint", () => {
  const second = summaries()[1]
  clickAndPaint(second, laidOut(second, 450, 10))
  expect(second.parentElement).toHaveProperty("open", true)
  expect(scrollBy).toHaveBeenCalledTimes(1)
  expect(scrollBy).toHaveBeenCalledWith({ top: -440, behavior: "instant" })
})

it("does not scroll when the question did not move, when it closes, or outside an exclusive group", () => {
  const [, second, alone] = summaries()
  clickAndPaint(second, laidOut(second, 450, 450)) // nothing above it closed
  clickAndPaint(second, laidOut(second, 450, 200)) // closing it
  clickAndPaint(alone, laidOut(alone, 600, 300))
  expect(scrollBy).not.toHaveBeenCalled()
})

it("does not undo a scroll made before the next frame (the visitor's, or a test tool's)", () => {
  const second = summaries()[1]
  const moveOn = laidOut(second, 450, 150)
  try {
    clickAndPaint(second, () => {
      moveOn()
      window.scrollY = 300 // the page scrolled down by 300 px: the question is where it was in the page
    })
  } finally {
    window.scrollY = 0
  }
  expect(scrollBy).not.toHaveBeenCalled()
})

it("turns the browser's scroll anchoring off from the click until the answer is open, so nothing scrolls twice", () => {
  const second = summaries()[1]
  const anchoring = () => document.documentElement.style.overflowAnchor
  clickAndPaint(second, laidOut(second, 450, 10))
  expect(anchoring()).toBe("none")
  second.parentElement!.dispatchEvent(new Event("toggle"))
  frames.splice(0).forEach((callback) => callback(0))
  expect(anchoring()).toBe("")
  expect(scrollBy).toHaveBeenCalledTimes(1)
})

it("corrects again after the toggle, by which the <details name> fallback has closed the other answer", () => {
  const second = summaries()[1]
  const closeTheOther = laidOut(second, 450, 10)
  clickAndPaint(second, () => undefined) // the first frame: the fallback has not closed the other yet
  expect(scrollBy).not.toHaveBeenCalled()
  closeTheOther()
  second.parentElement!.dispatchEvent(new Event("toggle"))
  frames.splice(0).forEach((callback) => callback(0))
  expect(scrollBy).toHaveBeenCalledWith({ top: -440, behavior: "instant" })
})

it("stops listening when asked", () => {
  stop()
  const second = summaries()[1]
  clickAndPaint(second, laidOut(second, 450, 10))
  expect(scrollBy).not.toHaveBeenCalled()
})
