/**
 * afterNextPaint (use-after-paint.ts): work a tap sets going runs after the frame that answers the tap is painted, or
 * after 100 ms when no frame comes (a page in the background), once, and not at all once cancelled.
 */
import { afterNextPaint } from "../use-after-paint"

/** The wait for a frame before the work runs anyway, written as the code's TSDoc gives it. */
const NO_FRAME_MS = 100

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe("afterNextPaint", () => {
  it("runs the work in a task after the next animation frame, not before", () => {
    const order: string[] = []
    afterNextPaint(() => order.push("work"))
    requestAnimationFrame(() => order.push("frame"))
    expect(order).toEqual([])
    jest.advanceTimersToNextFrame()
    expect(order).toEqual(["frame"]) // the frame's own callbacks (and its paint) come first
    jest.advanceTimersByTime(1) // the next task (the fake clock puts a 0 ms timer set in a timer at 1 ms)
    expect(order).toEqual(["frame", "work"])
  })

  it("runs the work once only, though the 100 ms fallback comes later", () => {
    const work = jest.fn()
    afterNextPaint(work)
    jest.advanceTimersByTime(NO_FRAME_MS * 2)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it("runs the work after 100 ms where no frame comes (a page in the background), not 1 ms sooner", () => {
    const view = Object.create(window) as Window
    view.requestAnimationFrame = () => 1 // frames that never come
    view.cancelAnimationFrame = () => {}
    const work = jest.fn()
    afterNextPaint(work, view)
    jest.advanceTimersByTime(NO_FRAME_MS - 1)
    expect(work).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it("never runs work that was cancelled", () => {
    const work = jest.fn()
    const cancel = afterNextPaint(work)
    cancel()
    jest.advanceTimersByTime(NO_FRAME_MS * 2)
    expect(work).not.toHaveBeenCalled()
  })
})
