/** @jest-environment node */
import { afterPaintLoader, startScriptsAfterFirstPaint } from "../post-build/start-after-paint"

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

  it("adds the scripts only after a painted frame, or after 1 s when the page never paints", () => {
    jest.useFakeTimers()
    const added: string[] = []
    const frames: (() => void)[] = []
    const scope = {
      document: {
        createElement: () => ({ src: "" }),
        body: { appendChild: (script: { src: string }) => added.push(script.src) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout,
    }
    const source = afterPaintLoader(["/a.js", "/b.js"]).replace(/^<script>|<\/script>$/g, "")
    new Function("document", "requestAnimationFrame", "setTimeout", source)(
      scope.document,
      scope.requestAnimationFrame,
      scope.setTimeout,
    )
    expect(added).toEqual([]) // nothing before the first frame
    frames.forEach((frame) => frame())
    jest.advanceTimersByTime(0)
    expect(added).toEqual(["/a.js", "/b.js"])
    jest.advanceTimersByTime(1000)
    expect(added).toEqual(["/a.js", "/b.js"]) // once only

    added.length = 0
    frames.length = 0
    new Function("document", "requestAnimationFrame", "setTimeout", source)(
      scope.document,
      () => undefined, // a hidden tab: no frames
      scope.setTimeout,
    )
    jest.advanceTimersByTime(999)
    expect(added).toEqual([])
    jest.advanceTimersByTime(1)
    expect(added).toEqual(["/a.js", "/b.js"])
    jest.useRealTimers()
  })
})
