/**
 * The FAQ question a visitor opens stays in sight (src/enhancement/accordion-in-sight.ts). jsdom has no layout, so
 * what is asked of the browser is checked here; whether the browsers then show the question below the sticky header is
 * tried by tests/e2e/page/features.spec.ts and the engines suite.
 */
import { keepOpenedQuestionInSight } from "../accordion-in-sight"

let stop: () => void
let scrolled: HTMLElement[]
const frames: FrameRequestCallback[] = []
const paint = () => frames.splice(0).forEach((callback) => callback(0))

beforeEach(() => {
  document.body.innerHTML = `
    <details name="faq"><summary>First question</summary><p>Its answer</p></details>
    <details><summary>Not in a group</summary><p>Text</p></details>`
  scrolled = []
  Element.prototype.scrollIntoView = jest.fn(function (this: HTMLElement, options?: boolean | ScrollIntoViewOptions) {
    expect(options).toEqual({ block: "nearest", behavior: "instant" })
    scrolled.push(this)
  })
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
  stop = keepOpenedQuestionInSight(document)
})
afterEach(() => {
  stop()
  jest.restoreAllMocks()
  frames.length = 0
})

const [grouped, alone] = [0, 1].map((index) => () => document.querySelectorAll("details")[index])
function toggle(details: HTMLDetailsElement, open: boolean) {
  details.open = open
  details.dispatchEvent(new Event("toggle"))
}

it("brings an opened answer's question into view, if it is not, after the frame's layout", () => {
  toggle(grouped(), true)
  expect(scrolled).toEqual([])
  paint()
  expect(scrolled).toEqual([grouped().querySelector("summary")])
})

it("leaves a closing answer, and one outside an exclusive group, alone", () => {
  toggle(grouped(), false)
  toggle(alone(), true)
  paint()
  expect(scrolled).toEqual([])
})

it("stops listening when asked", () => {
  stop()
  toggle(grouped(), true)
  paint()
  expect(scrolled).toEqual([])
})
