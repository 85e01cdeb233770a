/**
 * Where keyboard focus goes after an in-page link (requirements §2: the menus and Book Now scroll to a section). The
 * browser scrolls to the link's target by itself, before and without JavaScript; once the scripts run, focus follows,
 * so the next Tab continues from what the visitor chose and a screen reader reads it: a quote form's first field (Book
 * Now, the hero's quote button), or else the target's heading (made focusable for that, `tabindex="-1"`). Focus moves
 * without scrolling (`preventScroll`), so the browser's own scroll, smooth or not, is the only one. A link to a quote
 * form may also carry a line for its message (a price row's Book, {@link ADD_TO_MESSAGE_ATTRIBUTE}): once the scripts
 * run, the line is added once the browser has painted the form; before and without them, the link leads to the form
 * all the same.
 */
import { afterNextPaint } from "./after-next-paint"
import { ADD_TO_MESSAGE_ATTRIBUTE } from "../shared/markers"

/**
 * Adds `line` to the message of the quote form whose element id is `targetId` (the link's target, which the form's
 * thank-you panel may have taken the place of), without moving focus, in the place of any of `replacing` (the lines of
 * the other links to that form: one row, one price): src/quote-form/fields/quote-fields.ts `addBookLine`, handed over by
 * gatsby-browser.ts (so this folder imports nothing of src/quote, which imports it).
 */
export type AddToMessage = (targetId: string, line: string, replacing: readonly string[]) => void

/**
 * The element focus moves to for the in-page target `target`, or `null` when it has none to offer or is focusable
 * itself (the browser then moves focus there on its own: the skip link's `<main tabindex="-1">`).
 */
export function focusTargetOf(target: HTMLElement): HTMLElement | null {
  if (target.hasAttribute("tabindex")) return null
  if (target instanceof HTMLFormElement)
    return target.querySelector<HTMLElement>("input:not([tabindex='-1']), textarea, select")
  const heading = target.matches("h1, h2, h3") ? target : target.querySelector<HTMLElement>("h1, h2")
  if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1
  return heading
}

/**
 * Listens for plain clicks (and Enter) on `#…` links in `doc` and moves focus to their target's {@link focusTargetOf}
 * right after the browser has begun its own navigation, and again once it has arrived should focus have gone nowhere
 * (Firefox); a link to a quote form with {@link ADD_TO_MESSAGE_ATTRIBUTE} adds that line to the form's message
 * (`addLine`) once the browser has painted its arrival, in the place of a line another such link to that form wrote. A
 * click another handler has already taken over (`preventDefault`, e.g. the due-date tool's Book it now) or one that
 * opens elsewhere (a modifier key) is left alone.
 */
export function followInPageLinks(doc: Document, addLine: AddToMessage): void {
  doc.addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null
    const id = link ? decodeURIComponent(link.hash.slice(1)) : ""
    const target = id ? doc.getElementById(id) : null
    const line = link?.getAttribute(ADD_TO_MESSAGE_ATTRIBUTE)
    const page = doc.defaultView
    // The line is written once the tap's answer, the form scrolled into view, is painted (an animation frame, then a
    // task): the form's own work on its message (the draft, the preferred times) is not in that frame. At 4× CPU it
    // made the tap's next paint 2.25 times the no-script page's (Interaction to Next Paint, issue 37, performance.md).
    if (line && link && page) {
      const replacing = [...doc.querySelectorAll<HTMLAnchorElement>(`a[${ADD_TO_MESSAGE_ATTRIBUTE}]`)]
        .filter((other) => other.hash === link.hash)
        .map((other) => other.getAttribute(ADD_TO_MESSAGE_ATTRIBUTE) ?? "")
        .filter((other) => other !== line)
      afterNextPaint(() => addLine(id, line, replacing), page)
    }
    const focus = target ? focusTargetOf(target) : null
    if (!link || !focus || !page) return
    const focusNow = () => focus.focus({ preventScroll: true })
    setTimeout(focusNow)
    // Firefox sends focus to the document as it arrives at the fragment, which may come after that task (every other
    // click in the engines suite): once it has arrived (`hashchange`), focus follows again if it went nowhere. A link to
    // the fragment already in the address fires no `hashchange`, so the address drops it first (the History API: no
    // navigation, no scroll).
    if (link.hash === page.location.hash)
      page.history.replaceState(page.history.state, "", page.location.pathname + page.location.search)
    page.addEventListener("hashchange", () => doc.activeElement === doc.body && focusNow(), { once: true })
  })
}
