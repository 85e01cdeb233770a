/**
 * The tap a Sveltia CMS menu would drop (cms/menu-tap-guard.ts): its menus take clicks only once they say
 * `Initialized`, 100 ms after they appear. Here a menu is built as @sveltia/ui builds one: its click listener added
 * at activation, just before `Initialized`.
 */
import { guardMenuTaps } from "../menu-tap-guard"

/** A menu with one `menuitemradio`, not yet activated; `activate()` does what Sveltia's group does 100 ms later. */
function menu() {
  const element = document.createElement("div")
  element.setAttribute("role", "menu")
  const item = document.createElement("button")
  item.setAttribute("role", "menuitemradio")
  item.textContent = "Ready"
  element.append(item)
  document.body.append(element)
  const picks: string[] = []
  const activate = () => {
    element.addEventListener("click", (event) => picks.push((event.target as HTMLElement).textContent ?? ""))
    element.dispatchEvent(new CustomEvent("Initialized"))
  }
  return { item, picks, activate }
}

let remove: () => void
beforeEach(() => (remove = guardMenuTaps(document)))
afterEach(() => {
  remove()
  document.body.replaceChildren()
})

it("holds a tap made before the menu listens, and gives it to the menu once it does: one pick, not lost", () => {
  const { item, picks, activate } = menu()
  item.click()
  expect(picks).toEqual([]) // what Sveltia's menu sees without the guard: nothing, for good
  activate()
  expect(picks).toEqual(["Ready"])
})

it("leaves a tap on a menu that already listens alone: one pick, not two", () => {
  const { item, picks, activate } = menu()
  activate()
  item.click()
  expect(picks).toEqual(["Ready"])
})

it("drops nothing else: a click outside a menu goes on at once", () => {
  const button = document.createElement("button")
  document.body.append(button)
  const clicks = jest.fn()
  button.addEventListener("click", clicks)
  button.click()
  expect(clicks).toHaveBeenCalledTimes(1)
})

it("gives a double tap before the menu listens as one pick, the latest", () => {
  const { item, picks, activate } = menu()
  item.click()
  item.click()
  activate()
  expect(picks).toEqual(["Ready"])
})

it("gives the held tap to a menu that never says it listens, after a while", () => {
  jest.useFakeTimers()
  try {
    const { item, picks } = menu()
    const element = item.closest("[role=menu]")!
    element.addEventListener("click", () => picks.push("late"))
    item.click()
    expect(picks).toEqual([])
    jest.advanceTimersByTime(2000)
    expect(picks).toEqual(["late"])
  } finally {
    jest.useRealTimers()
  }
})
