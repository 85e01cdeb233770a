/** Business constants and limits from spec §9, in one place. */

/** How long the thank-you panel replaces the quote form after a successful send, in ms (spec §9: 5 seconds). */
export const SUCCESS_PANEL_MS = 5000

/** The floating contents menu appears once the page is scrolled more than this many px (spec §2 item 5, §9). */
export const CONTENTS_MENU_THRESHOLD_PX = 200

/** Below this viewport width in px the chat control is a panel toggle; at and above it, a direct "Chat Now" link. */
export const CHAT_LINK_MIN_WIDTH_PX = 768

/** A send that has not answered after this many ms counts as failed (issue 3), so a visitor is never left waiting. */
export const SEND_TIMEOUT_MS = 15000
