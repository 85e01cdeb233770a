import { createElement, useEffect, useRef, type ReactNode } from "react"
import * as styles from "./disclosure.module.css"

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** Id of the panel; the button points at it. */
  id: string
  /** The button's content; its text is the button's accessible name and does not change with the state. */
  label: ReactNode
  buttonClassName?: string
  /** The panel's look and place. Its `display` is this primitive's: hidden until opened (see disclosure.module.css). */
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
 * close it, focus returns to the button, and the button is announced as expanded or collapsed. Once scripts run,
 * a choice in the panel (a link or a button) closes it (requirements §2 items 1 and 5: the menu "closes after a
 * choice"). In a browser without popover (iOS 16 and older, Firefox before 125) the panel stays closed (its CSS)
 * and, once scripts run, `src/fallbacks/popover.ts` (fetched only there) does what the browser would.
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
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const button = buttonRef.current
    const panel = panelRef.current
    if (!button || !panel) return
    // Only an open popover is hidden: not the header menu shown inline on a desktop (older engines threw there).
    let hide = () => {
      if (panel.matches(":popover-open")) panel.hidePopover()
    }
    let removeFallback = () => {}
    let mounted = true
    if (!("popover" in HTMLElement.prototype)) {
      hide = () => {}
      void import(/* webpackChunkName: "popover-fallback" */ "../fallbacks/popover").then(({ emulatePopover }) => {
        if (!mounted) return
        ;({ hide, remove: removeFallback } = emulatePopover(button, panel))
      })
    }
    const closeOnChoice = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href], button")) hide()
    }
    panel.addEventListener("click", closeOnChoice)
    return () => {
      mounted = false
      panel.removeEventListener("click", closeOnChoice)
      removeFallback()
    }
  }, [])
  return (
    <>
      <button ref={buttonRef} type="button" className={buttonClassName} popovertarget={id} aria-controls={id}>
        {label}
      </button>
      {createElement(
        as,
        {
          ref: panelRef,
          id,
          className: panelClassName ? `${styles.panel} ${panelClassName}` : styles.panel,
          popover: "auto",
          "aria-labelledby": labelledBy,
        },
        children,
      )}
    </>
  )
}
