/**
 * The focus ring of the focused element and what it is drawn on, measured in the page (WCAG 2.2 SC 1.4.11: a focus
 * indicator needs 3:1 against the colours next to it). Written once for the Playwright suite (tests/e2e/page/focus.spec.ts) and
 * the engines suite (tests/engines/behaviours/first-screen.ts), with the step of the Tab walk that tells where focus went: both
 * functions run in the page, so they use nothing but their own code and the page's globals.
 */

/** What {@link focusRing} reports of the focused element. */
export interface FocusRing {
  /** Where focus is, for a readable failure: tag, id or class, and its text. */
  element: string
  /** The ring's colours as [r, g, b] (outline and box-shadow), none when it shows no ring. */
  ring: [number, number, number][]
  /** The colours around the ring as [r, g, b]: the backgrounds just outside it, gradient stops included. */
  around: [number, number, number][]
  /** For each colour around, the best contrast ratio any ring colour has against it (WCAG's relative luminance). */
  contrasts: number[]
}

/** Where a press of Tab put focus, as {@link markFocusStop} tells it. */
export type FocusStop = "new" | "again" | "same" | "page"

/**
 * Marks the focused element, in the page, and tells where Tab put focus: `new` on an element not focused before,
 * `again` on one focused before (Tab has gone round the whole page), `same` when it stayed in the element (a date
 * field's day, month and year are one element) and `page` when nothing is focused. Runs in the page like
 * {@link focusRing}; it leaves `data-focus-seen` on every element it met and `data-focus-now` on the focused one.
 */
export function markFocusStop(): FocusStop {
  const active = document.activeElement
  if (!active || active === document.body) return "page"
  if (active.hasAttribute("data-focus-now")) return "same"
  const seen = active.hasAttribute("data-focus-seen")
  document.querySelector("[data-focus-now]")?.removeAttribute("data-focus-now")
  active.setAttribute("data-focus-seen", "")
  active.setAttribute("data-focus-now", "")
  return seen ? "again" : "new"
}

/**
 * Measures the focus ring of `document.activeElement` (scrolled to first if it is off the screen), or returns `null`
 * when focus is on the page itself. The colours
 * around the ring are read just outside it (8 px beyond each side of the element's box, at its middle, inside the
 * window) from whatever is drawn there, its own background or, if that is transparent, its ancestors'; a
 * semi-transparent background is laid over the one beneath it. A two-colour ring passes where either colour contrasts
 * (WCAG technique C40).
 */
export function focusRing(): FocusRing | null {
  type Rgba = [number, number, number, number]
  const active = document.activeElement
  if (!active || active === document.body || active === document.documentElement) return null
  const parse = (text: string): Rgba[] =>
    [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
      const [r, g, b, a = "1"] = match[1].split(/[\s,/]+/).filter(Boolean)
      return [Number(r), Number(g), Number(b), Number(a)]
    })
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3]
    return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1]
  }
  /** The colours of `element`'s background where it is opaque, laying translucent ones over their ancestors'. */
  const backgroundsOf = (element: Element | null): Rgba[] => {
    if (!element) return [[255, 255, 255, 1]]
    const style = getComputedStyle(element)
    const layers = [...parse(style.backgroundImage), ...parse(style.backgroundColor)].filter(([, , , a]) => a > 0)
    if (layers.length === 0) return backgroundsOf(element.parentElement)
    const opaque = layers.filter(([, , , a]) => a >= 1)
    if (opaque.length === layers.length) return opaque
    const beneath = backgroundsOf(element.parentElement)
    return layers.flatMap((layer) => (layer[3] >= 1 ? [layer] : beneath.map((under) => over(layer, under))))
  }
  const luminance = ([r, g, b]: number[]) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * R + 0.7152 * G + 0.0722 * B
  }
  const contrast = (a: number[], b: number[]) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p)
    return (x + 0.05) / (y + 0.05)
  }

  // Measured where the visitor sees it (WebKit does not scroll to a date field when Tab enters its day).
  const shown = active.getBoundingClientRect()
  if (shown.bottom < 0 || shown.top > innerHeight) active.scrollIntoView({ block: "center", behavior: "instant" })
  const style = getComputedStyle(active)
  const ring: Rgba[] = []
  if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ring.push(...parse(style.outlineColor))
  if (style.boxShadow !== "none") ring.push(...parse(style.boxShadow))
  const box = active.getBoundingClientRect()
  const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  const points = [
    [box.left - 8, middle.y],
    [box.right + 8, middle.y],
    [middle.x, box.top - 8],
    [middle.x, box.bottom + 8],
  ].filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)
  const around: Rgba[] = []
  for (const [x, y] of points) {
    const drawn = document.elementsFromPoint(x, y).find((element) => element !== active && !active.contains(element))
    around.push(...backgroundsOf(drawn ?? document.documentElement))
  }
  const colours = (list: Rgba[]) =>
    [
      ...new Map(list.map(([r, g, b]) => [`${Math.round(r)},${Math.round(g)},${Math.round(b)}`, [r, g, b]])).values(),
    ] as [number, number, number][]
  const rings = colours(ring.filter(([, , , a]) => a > 0))
  const arounds = colours(around)
  const label = (active.id ? `#${active.id}` : `.${String(active.className).split(" ")[0]}`) || ""
  return {
    element: `${active.localName}${label} "${(active.textContent ?? "").trim().slice(0, 40)}"`,
    ring: rings,
    around: arounds,
    contrasts: arounds.map((colour) => Math.max(0, ...rings.map((each) => contrast(each, colour)))),
  }
}
