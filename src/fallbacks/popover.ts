/**
 * What a browser with the HTML popover attribute does for a `popover="auto"` panel and its `popovertarget` button
 * (HTML Living Standard, "The popover attribute"), for the engines that ignore both: Safari and iOS before 17,
 * Firefox before 125, Chrome before 114 (MDN browser-compat-data, `html.global_attributes.popover`). A
 * {@link Disclosure} fetches this module only in such a browser; a current one never downloads it.
 *
 * The open state is the panel's `data-open` attribute, which `disclosure.module.css` shows (the panel's class hides
 * it otherwise), and the button's `aria-expanded`, which a browser with popover works out by itself.
 */

/**
 * Marks an open panel; `src/components/disclosure.module.css` shows a panel that has it. Its home is here, not in
 * src/shared/markers.ts: only this fallback and that CSS know it, and a constant shared with the page's chunk
 * would cost every visitor the module's export table.
 */
const OPEN_ATTRIBUTE = "data-open"

/** What {@link emulatePopover} gives back. */
export interface EmulatedPopover {
  /** Closes the panel (if open) without moving focus, as `hidePopover()` does. */
  hide: () => void
  /** Removes the listeners and the attributes this added, leaving the panel closed. */
  remove: () => void
}

/**
 * Makes `button` show and hide `panel` as an auto popover would: the button toggles it; Escape closes it and, when
 * focus was inside it, returns focus to the button; a click (or tap) anywhere outside the panel and the button
 * closes it, so opening another panel closes this one; `aria-expanded` on the button follows the state.
 *
 * @param button the disclosure's button (its `popovertarget` is ignored by these engines).
 * @param panel the panel the button controls, closed on entry.
 * @returns `hide`, for closing it after a choice, and `remove`, for unmounting.
 */
export function emulatePopover(button: HTMLButtonElement, panel: HTMLElement): EmulatedPopover {
  const doc = panel.ownerDocument
  const isOpen = () => panel.hasAttribute(OPEN_ATTRIBUTE)
  const setOpen = (open: boolean) => {
    panel.toggleAttribute(OPEN_ATTRIBUTE, open)
    button.setAttribute("aria-expanded", String(open))
  }
  const hide = () => {
    if (isOpen()) setOpen(false)
  }
  const onButton = () => setOpen(!isOpen())
  // Capture: a click outside closes the panel even where the clicked element stops the event.
  const onClickAnywhere = (event: MouseEvent) => {
    const target = event.target
    if (target instanceof Node && !panel.contains(target) && !button.contains(target)) hide()
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen()) return
    const focusWasInside = panel.contains(doc.activeElement)
    setOpen(false)
    if (focusWasInside) button.focus()
  }
  setOpen(false)
  button.addEventListener("click", onButton)
  doc.addEventListener("click", onClickAnywhere, true)
  doc.addEventListener("keydown", onKey)
  return {
    hide,
    remove: () => {
      button.removeEventListener("click", onButton)
      doc.removeEventListener("click", onClickAnywhere, true)
      doc.removeEventListener("keydown", onKey)
      panel.removeAttribute(OPEN_ATTRIBUTE)
      button.removeAttribute("aria-expanded")
    },
  }
}
