/**
 * useFieldNote (use-field-note.ts) on its own: a note never shows while a press is down, whatever else loses focus
 * meanwhile, and only the latest check may write it.
 */
import { act, fireEvent, renderHook } from "@testing-library/react"
import { useFieldNote } from "../use-field-note"

/** A check whose answer the test gives when it chooses, by value. */
function slowAdvice() {
  const answers = new Map<string, (note: string) => void>()
  const advise = (value: string) => new Promise<string>((resolve) => answers.set(value, resolve))
  const answer = (value: string, note: string) => act(async () => answers.get(value)!(note))
  return { advise, answer }
}

/** Lets the task after an answer run (the note shows a task later, never inside the answer's own). */
const nextTask = () => act(async () => void jest.advanceTimersByTime(1))

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  fireEvent.pointerUp(window) // no press outlives its test: the hook follows the page's presses
  jest.useRealTimers()
})

// First in this file: the hook's module is fresh, and no press has reached the page yet (a visitor on a keyboard).
it("shows a note a task after its answer on a page where nothing has been pressed yet", async () => {
  const { advise, answer } = slowAdvice()
  const { result } = renderHook(() => useFieldNote(advise))
  act(() => result.current.check("TN23 1AA"))
  await answer("TN23 1AA", "We cover TN23.")
  expect(result.current.note).toBe("")
  await nextTask()
  expect(result.current.note).toBe("We cover TN23.")
})

describe("a field's note and the visitor's presses", () => {
  /** A check that answers while a press is down: its note is held, not shown. */
  async function answeredDuringAPress() {
    const { advise, answer } = slowAdvice()
    const { result } = renderHook(() => useFieldNote(advise))
    fireEvent.pointerDown(window)
    act(() => result.current.check("TN23 1AA"))
    await answer("TN23 1AA", "We cover TN23.")
    await nextTask()
    expect(result.current.note).toBe("")
    return result
  }

  it("waits while a press is down, though the field it left loses focus meanwhile, and shows once the press ends", async () => {
    const result = await answeredDuringAPress()
    // The press moved focus: the field it left gets a `blur`, which passes the window too but ends no press.
    const field = document.body.appendChild(document.createElement("input"))
    try {
      fireEvent.blur(field)
      await nextTask()
      expect(result.current.note).toBe("")
      fireEvent.pointerUp(window)
      await nextTask()
      expect(result.current.note).toBe("We cover TN23.")
    } finally {
      field.remove()
    }
  })

  it.each([
    ["cancelled (the browser took the touch for a scroll)", "pointercancel"],
    ["turned into a context menu", "contextmenu"],
  ])("shows once the press is %s: the release never comes", async (_, type) => {
    const result = await answeredDuringAPress()
    fireEvent(window, new Event(type))
    await nextTask()
    expect(result.current.note).toBe("We cover TN23.")
  })

  it("shows once the window itself loses focus during the press: the release may never reach the page", async () => {
    const result = await answeredDuringAPress()
    fireEvent.blur(window)
    await nextTask()
    expect(result.current.note).toBe("We cover TN23.")
  })

  it("waits for a press whose events what was pressed keeps to itself, and shows once it ends", async () => {
    // A part of the page (or a browser extension's) that stops its presses from bubbling: the page still sees them.
    const widget = document.body.appendChild(document.createElement("div"))
    for (const type of ["pointerdown", "pointerup"]) widget.addEventListener(type, (event) => event.stopPropagation())
    try {
      const { advise, answer } = slowAdvice()
      const { result } = renderHook(() => useFieldNote(advise))
      fireEvent.pointerDown(widget)
      act(() => result.current.check("TN23 1AA"))
      await answer("TN23 1AA", "We cover TN23.")
      await nextTask()
      expect(result.current.note).toBe("")
      fireEvent.pointerUp(widget)
      await nextTask()
      expect(result.current.note).toBe("We cover TN23.")
    } finally {
      widget.remove()
    }
  })
})

describe("a check the visitor overtook", () => {
  it("never writes the note when it answers after a later check, nor is it reported as answered", async () => {
    const { advise, answer } = slowAdvice()
    const answered = jest.fn()
    const { result } = renderHook(() => useFieldNote(advise, answered))
    act(() => result.current.check("TN2"))
    act(() => result.current.check("TN23 1AA"))
    await answer("TN23 1AA", "We cover TN23.")
    await nextTask()
    await answer("TN2", "Not a full postcode.")
    await nextTask()
    expect(result.current.note).toBe("We cover TN23.")
    expect(answered.mock.calls).toEqual([["TN23 1AA"]])
  })

  it("never writes the note when it answers after the check of a value the visitor typed since", async () => {
    const { advise, answer } = slowAdvice()
    const answered = jest.fn()
    const { result } = renderHook(() => useFieldNote(advise, answered))
    act(() => result.current.check("TN2"))
    act(() => result.current.clear()) // the visitor goes back to the field and types
    act(() => result.current.check("TN23 1AA"))
    await answer("TN23 1AA", "We cover TN23.")
    await nextTask()
    await answer("TN2", "Not a full postcode.")
    await nextTask()
    expect(result.current.note).toBe("We cover TN23.")
    expect(answered.mock.calls).toEqual([["TN23 1AA"]])
  })

  it("never shows an answer that came before the visitor changed the field but had not shown yet", async () => {
    const { advise, answer } = slowAdvice()
    const { result } = renderHook(() => useFieldNote(advise))
    act(() => result.current.check("TN23 1AA"))
    await answer("TN23 1AA", "We cover TN23.") // answered: its note is due a task later
    act(() => result.current.clear()) // the visitor types into the field first
    await nextTask()
    expect(result.current.note).toBe("")
  })
})
