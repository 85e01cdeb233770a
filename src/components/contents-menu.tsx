import * as React from "react"
import { CONTENTS_MENU_THRESHOLD_PX } from "../constants"
import { useEscapeKey } from "../hooks/use-escape-key"
import { useScrolledPast } from "../hooks/use-scrolled-past"
import { CONTENTS_LINKS } from "../site-nav"
import * as styles from "./contents-menu.module.css"

/**
 * The floating contents menu (spec §2 item 5): absent until the page is scrolled more than 200 px, then a
 * collapsible list of the sections. Choosing an entry scrolls to it and collapses the menu; Escape collapses
 * it and returns focus to the toggle.
 */
export function ContentsMenu() {
  const visible = useScrolledPast(CONTENTS_MENU_THRESHOLD_PX)
  const [open, setOpen] = React.useState(false)
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  const close = React.useCallback(() => {
    setOpen(false)
    toggleRef.current?.focus()
  }, [])
  useEscapeKey(open && visible, close)

  if (!visible) return null
  return (
    <nav className={styles.menu} aria-label="Page contents">
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="contents-menu-list"
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.icon} aria-hidden="true" />
        Contents
      </button>
      <ul id="contents-menu-list" className={styles.list} hidden={!open}>
        {CONTENTS_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} onClick={() => setOpen(false)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
