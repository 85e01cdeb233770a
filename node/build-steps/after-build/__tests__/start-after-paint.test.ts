/** @jest-environment node */
import { afterPaintLoader, LOADER_FALLBACK_MS, startScriptsAfterFirstPaint } from "../start-after-paint"

const page = (scripts: string) =>
  `<html><head><title>t</title></head><body><h1>Hi</h1><script id="x">window.a=1</script>${scripts}</body></html>`
const gatsbyScripts =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script>'

describe("startScriptsAfterFirstPaint", () => {
  it("replaces Gatsby's async script tags by one loader that adds the same scripts, in order", () => {
    const html = startScriptsAfterFirstPaint(page(gatsbyScripts))
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(afterPaintLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]))
    expect(html.match(/<script>/g)).toHaveLength(1)
    expect(html).toContain('<script id="x">window.a=1</script>') // other inline scripts untouched
  })

  it("leaves a page without async scripts as it is", () => {
    expect(startScriptsAfterFirstPaint(page(""))).toBe(page(""))
  })

  /** Runs the loader with a fake document, Paint Timing observer and clock; returns what it added, and how to paint. */
  function runLoader(options: { paintTiming: boolean }) {
    const added: string[] = []
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: object) => void)[] = []
    const frames: (() => void)[] = []
    class FakeObserver {
      constructor(callback: (typeof observers)[number]) {
        if (!options.paintTiming) throw new TypeError("PerformanceObserver is not supported")
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    }
    const document = {
      createElement: () => ({ src: "" }),
      head: { appendChild: (script: { src: string }) => added.push(script.src) },
    }
    const source = afterPaintLoader(["/a.js", "/b.js"]).replace(/^<script>|<\/script>$/g, "")
    new Function("document", "PerformanceObserver", "requestAnimationFrame", "setTimeout", source)(
      document,
      FakeObserver,
      (callback: () => void) => frames.push(callback),
      setTimeout,
    )
    const paint = (name: string) =>
      observers.forEach((callback) =>
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect() {} }),
      )
    return { added, paint, frames }
  }

  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("adds the scripts once the first contentful paint is on screen, and only once", () => {
    const { added, paint } = runLoader({ paintTiming: true })
    jest.advanceTimersByTime(500)
    expect(added).toEqual([])
    paint("first-paint") // a background, not content yet
    jest.advanceTimersByTime(0)
    expect(added).toEqual([])
    paint("first-contentful-paint")
    jest.advanceTimersByTime(0)
    expect(added).toEqual(["/a.js", "/b.js"])
    jest.advanceTimersByTime(LOADER_FALLBACK_MS)
    expect(added).toEqual(["/a.js", "/b.js"])
  })

  it("adds them after 1 s when the page never paints (a background tab)", () => {
    const { added } = runLoader({ paintTiming: true })
    jest.advanceTimersByTime(LOADER_FALLBACK_MS - 1)
    expect(added).toEqual([])
    jest.advanceTimersByTime(1)
    expect(added).toEqual(["/a.js", "/b.js"])
  })

  it("waits for an animation frame and a task where Paint Timing is missing", () => {
    const { added, frames } = runLoader({ paintTiming: false })
    expect(added).toEqual([])
    frames.forEach((frame) => frame())
    jest.advanceTimersByTime(0)
    expect(added).toEqual(["/a.js", "/b.js"])
  })
})
