import { Disclosure } from "../components/disclosure"
import { SectionLinks } from "../components/section-links"
import { telHref } from "../components/contact-links"
import { shortAddress } from "../shared/address"
import { usePageWide } from "../components/page-wide"
import * as styles from "./header.module.css"

/**
 * Sticky header (requirements §2 item 1): navigation to the sections (data/site.json `menus.header`), the phone link (it
 * shows the number where the bar has room for it, else `header.callUs`, "Call us"; a screen reader hears both) and
 * the street address (or only the area served, for a business customers do not visit: {@link shortAddress}). Below 900 px the navigation and address sit in a {@link Disclosure} behind a Menu button
 * (a popover, so it opens without JavaScript); a choice, Escape or a click outside closes it. From 900 px they
 * show in the bar.
 */
export function Header() {
  const { business, siteWords } = usePageWide()
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a className={styles.brand} href="#top">
          <svg viewBox="0 0 512 512" width="32" height="32" aria-hidden="true" focusable="false">
            <rect width="512" height="512" rx="96" fill="#1d3557" />
            <path d="M290 70 L150 290 H250 L215 442 L362 212 H262Z" fill="#ffb703" />
          </svg>
          <span>{business.name}</span>
        </a>
        <a className={styles.phone} href={telHref(business.phone.e164)}>
          <span aria-hidden="true">☎</span> <span className={styles.callWords}>{siteWords.header.callUs}</span>{" "}
          <span className={styles.phoneNumber}>{business.phone.display}</span>
        </a>
        <Disclosure
          id="site-menu"
          buttonClassName={styles.toggle}
          panelClassName={styles.menu}
          label={
            <>
              <span className={styles.burger} aria-hidden="true" />
              <span className={styles.menuWord}>{siteWords.header.menu}</span>
            </>
          }
        >
          <nav aria-label={siteWords.header.navigationLabel}>
            <ul className={styles.links}>
              <SectionLinks links={siteWords.menus.header} />
            </ul>
          </nav>
          <p className={styles.address}>{shortAddress(business)}</p>
        </Disclosure>
      </div>
    </header>
  )
}
