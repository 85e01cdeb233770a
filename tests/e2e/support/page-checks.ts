/**
 * Checks that run in the page, written once for the Playwright suite and the engines suite (tests/engines/behaviours/): each
 * function uses nothing but its arguments and the page's globals, since it reaches the page as its source text.
 */

/**
 * In the page: whether `element` is fully on screen below the sticky header and nothing covers it (the element found at
 * nine points across it, 15 %, 50 % and 85 % of its width and height, is itself or inside it: rounded corners are not
 * the element's), so a visitor sees and can tap all of it.
 */
export function uncovered(element: Element): boolean {
  const box = element.getBoundingClientRect()
  const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0
  if (box.width === 0 || box.top < header - 1 || box.bottom > innerHeight + 1 || box.left < 0 || box.right > innerWidth)
    return false
  const at = [0.15, 0.5, 0.85]
  const points = at.flatMap((across) => at.map((down) => [box.left + box.width * across, box.top + box.height * down]))
  return points.every(([x, y]) => {
    const hit = document.elementFromPoint(x, y)
    return hit !== null && (hit === element || element.contains(hit))
  })
}

/** In the page: the floating controls that show (fixed-position, neither hidden nor faded out), with their boxes. */
export function floatingControls(): {
  name: string
  box: { left: number; right: number; top: number; bottom: number }
}[] {
  const shows = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at)
      if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) return false
    }
    return element.getBoundingClientRect().width > 0
  }
  return [...document.querySelectorAll("body *")]
    .filter((element) => getComputedStyle(element).position === "fixed" && !element.matches(":popover-open"))
    .filter(shows)
    .map((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect()
      return { name: element.textContent?.trim() ?? element.localName, box: { left, right, top, bottom } }
    })
}

/** In the page: the floating controls that overlap any element matching `selector` (or the focused element). */
export function coveringOf(selector: string): string[] {
  const boxes = [
    ...[...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect()),
    ...(document.activeElement && document.activeElement !== document.body
      ? [document.activeElement.getBoundingClientRect()]
      : []),
  ]
  const overlap = (a: DOMRect, b: DOMRect) =>
    a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
  const shows = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at)
      if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) return false
    }
    return true
  }
  return [...document.querySelectorAll("body *")]
    .filter((element) => getComputedStyle(element).position === "fixed" && shows(element))
    .filter((element) => boxes.some((box) => overlap(element.getBoundingClientRect(), box)))
    .map((element) => element.textContent?.trim() || element.localName)
}

/**
 * In the page: how many links to `tel:` + `e164` show the number `display` in their visible words and are on screen,
 * their middle uncovered.
 */
export function shownCallLinks({ e164, display }: { e164: string; display: string }): number {
  return [...document.querySelectorAll(`a[href="tel:${e164}"]`)].filter((link) => {
    const box = link.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return (
      (link as HTMLElement).innerText.includes(display) &&
      box.top >= 0 &&
      box.bottom <= innerHeight &&
      hit !== null &&
      link.contains(hit)
    )
  }).length
}

/**
 * In the page: resolves once the page has settled. Page signals: two animation frames, then `Animation.finished` of
 * every animation and transition that has an end. Two frames because a floating control's step-aside check runs in a
 * `requestAnimationFrame`, at most once a frame (src/components/use-step-aside.ts): a check the last step set going has run
 * by the first, and the fade it starts exists by the second, for `getAnimations` to find.
 */
export async function settledPage(): Promise<void> {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  const ending = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
  await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
}

/**
 * In the page: where the window is scrolled (`scrollTop`, px) and whether the section `id` is scrolled to there: its
 * top just below the sticky header, or, for a section too near the end of the page to reach that, the page scrolled to
 * its end with the section's top on screen. Synchronous, so it answers with JavaScript off too: the caller judges a
 * position only once two reads a poll apart find it the same ({@link settledInView}), as a smooth scroll moves every
 * frame until it ends (`scrollend` is not in every engine).
 */
export function sectionPosition(id: string): { scrollTop: number; inView: boolean } {
  const scroller = document.scrollingElement!
  const top = document.getElementById(id)!.getBoundingClientRect().top
  const atEnd = Math.ceil(scroller.scrollTop + innerHeight) >= scroller.scrollHeight - 1
  return { scrollTop: scroller.scrollTop, inView: top >= -2 && top < (atEnd ? innerHeight / 2 : 140) }
}

/**
 * For the caller's polls of {@link sectionPosition}: a judge that says true only when this read is in view and at the
 * same scroll position as the read before it (the scroll has settled there). One judge per wait.
 */
export function settledInView(): (read: { scrollTop: number; inView: boolean }) => boolean {
  let last: number | undefined
  return ({ scrollTop, inView }) => {
    const settled = scrollTop === last
    last = scrollTop
    return settled && inView
  }
}

/**
 * In the page: what of the page's content lies under the element matching `selector` (a floating control): each
 * control, picture or line of text whose box meets its box, as a short description; `[]` when it covers nothing a
 * visitor reads or uses (only backgrounds and empty space). Text is measured by its lines, not by its paragraph's box;
 * what is hidden, visually hidden (clipped to 1 px) or itself fixed (the other floating control) is left out.
 */
export function contentUnder(selector: string): string[] {
  const control = document.querySelector(selector)
  if (!control) return [`nothing matches ${selector}`]
  const box = control.getBoundingClientRect()
  const meets = (rect: DOMRect) =>
    rect.width > 1 &&
    rect.height > 1 &&
    rect.left < box.right &&
    box.left < rect.right &&
    rect.top < box.bottom &&
    box.top < rect.bottom
  const floats = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement)
      if (getComputedStyle(at).position === "fixed") return true
    return false
  }
  const found: string[] = []
  for (const element of document.body.querySelectorAll("*")) {
    if (control.contains(element) || element.contains(control)) continue
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
    const isControl = element.matches("a, button, input, select, textarea, summary, img, svg, iframe, video")
    const texts = [...element.childNodes].filter((node) => node.nodeType === 3 && node.textContent!.trim())
    // The element's own box first: a visually hidden one is 1 px, wherever its words would lie.
    if ((!isControl && texts.length === 0) || !meets(element.getBoundingClientRect()) || floats(element)) continue
    const lines = texts.flatMap((node) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      return [...range.getClientRects()]
    })
    if (isControl || lines.some(meets))
      found.push(`${element.localName}: ${(element.textContent ?? "").trim().slice(0, 40)}`)
  }
  return found
}
