import { whatsappHref } from "../components/contact-links"
import { useStepAside } from "../components/use-step-aside"
import { CHAT_PANEL_ID } from "../shared/markers"
import { usePageWide } from "../components/page-wide"
import { fillIn } from "../shared/text"
import * as buttons from "../styles/buttons.module.css"
import { Disclosure } from "../components/disclosure"
import * as styles from "./chat-widget.module.css"

/**
 * The floating chat control (requirements §2 item 15). Below 768 px: a "Chat with us" button that opens a panel (a
 * {@link Disclosure}) with a summary and a button that opens WhatsApp in a new tab. At 768 px and wider: a
 * direct "Chat Now" link to the same chat. Both are in the HTML and CSS shows the one that fits, so they work
 * on every screen before and without JavaScript. The chat opens with data/business.json `whatsappMessage`, asking
 * for an EICR quote; the words are data/site.json `chat`. It steps aside while it would cover a quote form's Send
 * button, its failure message or a focused field ({@link useStepAside}); below 400 px the button is its icon alone.
 */
export function ChatWidget() {
  const { business, siteWords } = usePageWide()
  const { chat } = siteWords
  const href = whatsappHref(business.whatsapp, business.whatsappMessage)
  const stepAside = useStepAside()
  return (
    <div className={styles.chat} ref={stepAside}>
      <Disclosure
        id={CHAT_PANEL_ID}
        as="section"
        labelledBy="chat-panel-heading"
        buttonClassName={styles.toggle}
        panelClassName={styles.panel}
        label={
          <>
            <ChatIcon />
            <span className={styles.label}>{chat.toggle}</span>
          </>
        }
      >
        <h2 id="chat-panel-heading" className={styles.heading}>
          {chat.heading}
        </h2>
        <p>{fillIn(chat.summary, { responseTime: business.responseTime })}</p>
        <div className={styles.actions}>
          <a className={buttons.primary} href={href} target="_blank" rel="noopener noreferrer">
            {chat.openChat}
            <span className="visually-hidden"> {siteWords.newTab}</span>
          </a>
          <button type="button" className={buttons.outline} popovertarget={CHAT_PANEL_ID} popovertargetaction="hide">
            {chat.close}
          </button>
        </div>
      </Disclosure>
      <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
        <ChatIcon />
        <span className={styles.label}>{chat.chatNow}</span>
        <span className="visually-hidden">
          {" "}
          {chat.chatNowHint} {siteWords.newTab}
        </span>
      </a>
    </div>
  )
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2z"
      />
    </svg>
  )
}
