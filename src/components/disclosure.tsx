import { createElement, useEffect, useRef, type ReactNode } from "react"

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** Id of the panel; the button points at it. */
  id: string
  /** The button's content; its text is the button's accessible name and does not change with the state. */
  label: ReactNode
  buttonClassName?: string
  panelClassName?: string
  /** The panel's element: `section` for a titled panel (give it `labelledBy`), `ul` for a plain list of links. */
  as?: "div" | "ul" | "section"
  /** Id of the panel's heading, for a `section` panel. */
  labelledBy?: string
  children: ReactNode
}

/**
 * A button that shows and hides a panel: the disclosure of the small-screen menu, the contents menu and the chat
 * panel (requirements §2 items 1, 5, 15, §4). It is the HTML popover attribute with a `popovertarget` button, so the
 * browser does the work before and without JavaScript: open and close on the button, Escape and a click outside
 * close it, focus returns to the button, and the button is announced as expanded or collapsed. The one thing
 * the platform does not do is added once scripts run: choosing a link in the panel closes it (requirements §2 items 1
 * and 5: the menu "closes after a choice").
 */
export function Disclosure({
  id,
  label,
  buttonClassName,
  panelClassName,
  as = "div",
  labelledBy,
  children,
}: DisclosureProps) {
  const panelRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const closeOnChoice = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null
      // hidePopover() does nothing to a panel that is not open, e.g. the header menu shown inline on a desktop.
      if (link && typeof panel.hidePopover === "function") panel.hidePopover()
    }
    panel.addEventListener("click", closeOnChoice)
    return () => panel.removeEventListener("click", closeOnChoice)
  }, [])
  return (
    <>
      <button type="button" className={buttonClassName} popovertarget={id} aria-controls={id}>
        {label}
      </button>
      {createElement(
        as,
        { ref: panelRef, id, className: panelClassName, popover: "auto", "aria-labelledby": labelledBy },
        children,
      )}
    </>
  )
}
