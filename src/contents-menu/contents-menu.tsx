import { CONTENTS_MENU_THRESHOLD_PX } from "./use-scrolled-past"
import { SectionLinks } from "../components/section-links"
import { useScrolledPast } from "./use-scrolled-past"
import { useStepAside } from "../components/use-step-aside"
import { usePageWide } from "../components/page-wide"
import { Disclosure } from "../components/disclosure"
import * as styles from "./contents-menu.module.css"

/**
 * The floating contents menu (requirements §2 item 5): absent until the page is scrolled more than 200 px, then a
 * collapsible list of the sections (a {@link Disclosure}). Choosing an entry scrolls to it and collapses the
 * menu; Escape or a click outside collapses it. It needs a script to know the scroll position, so without one
 * the header navigation is the way around the page. Its entries are data/site.json `menus.contents`. It steps aside
 * while it would cover a quote form's Send button, its failure message or a focused field ({@link useStepAside}).
 */
export function ContentsMenu() {
  const { siteWords } = usePageWide()
  const visible = useScrolledPast(CONTENTS_MENU_THRESHOLD_PX)
  const stepAside = useStepAside()
  if (!visible) return null
  return (
    <nav className={styles.menu} aria-label={siteWords.contentsMenu.label} ref={stepAside}>
      <Disclosure
        id="contents-menu-list"
        as="ul"
        buttonClassName={styles.toggle}
        panelClassName={styles.list}
        label={
          <>
            <span className={styles.icon} aria-hidden="true" />
            <span className={styles.label}>{siteWords.contentsMenu.toggle}</span>
          </>
        }
      >
        <SectionLinks links={siteWords.menus.contents} />
      </Disclosure>
    </nav>
  )
}
