/**
 * afterNextPaint (after-next-paint.ts): work a tap sets going runs after the frame that answers the tap is painted;
 * on a page out of sight, which paints no frames, at once; once only, and not at all once cancelled.
 */
import { afterNextPaint } from "../after-next-paint"

/** Puts the page out of sight (another tab, a reload) or back, as the browser does: `document.hidden`, then the event. */
function setHidden(hidden: boolean) {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden })
  document.dispatchEvent(new Event("visibilitychange"))
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  delete (document as { hidden?: boolean }).hidden // jsdom's own again: in sight
  jest.useRealTimers()
})

describe("afterNextPaint", () => {
  it("runs the work in a task after the next animation frame, not before", () => {
    const order: string[] = []
    afterNextPaint(() => order.push("work"))
    requestAnimationFrame(() => order.push("frame"))
    jest.advanceTimersByTime(15)
    expect(order).toEqual([])
    jest.advanceTimersToNextFrame()
    expect(order).toEqual(["frame"]) // the frame's own callbacks (and its paint) come first
    jest.advanceTimersByTime(1) // the next task (the fake clock puts a 0 ms timer set in a timer at 1 ms)
    expect(order).toEqual(["frame", "work"])
  })

  it("runs the work at once when the page goes out of sight before its frame (a reload, another tab), and once only", () => {
    const work = jest.fn()
    afterNextPaint(work)
    setHidden(true)
    expect(work).toHaveBeenCalledTimes(1)
    setHidden(false)
    setHidden(true)
    jest.advanceTimersByTime(1000)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it("runs the work in the next task on a page already out of sight, with no frame to wait for", () => {
    setHidden(true)
    const work = jest.fn()
    afterNextPaint(work)
    expect(work).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it("never runs work that was cancelled, whether it waited for a frame or for the page to go out of sight", () => {
    const work = jest.fn()
    afterNextPaint(work)()
    setHidden(true)
    jest.advanceTimersByTime(1000)
    afterNextPaint(work)()
    jest.advanceTimersByTime(1000)
    expect(work).not.toHaveBeenCalled()
  })
})
