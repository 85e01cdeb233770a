/** Business constants and limits from requirements §9 and §10, in one place. */

/** How long the thank-you panel replaces the quote form after a successful send, in ms (requirements §9: 5 seconds). */
export const SUCCESS_PANEL_MS = 5000

/** The floating contents menu appears once the page is scrolled more than this many px (requirements §2 item 5, §9). */
export const CONTENTS_MENU_THRESHOLD_PX = 200

/**
 * A send that has not answered after this many ms counts as failed for the visitor (requirements §10 item 2), so
 * no one is left waiting; the request itself is still heard.
 */
export const SEND_TIMEOUT_MS = 15000

/**
 * A send pressed before the page's scripts run is held this many ms after the press before the head script gives up
 * (issue 18: 8–10 s; src/quote/early-submit.ts).
 */
export const EARLY_SUBMIT_TIMEOUT_MS = 9000

/** How many preferred times a visitor may pick in the contact form (requirements §10 item 7). */
export const MAX_PREFERRED_TIMES = 3
