/** The quote form's deadlines (requirements §9 and §10), in ms. */

/** How long the thank-you panel replaces the quote form after a successful send, in ms (requirements §9: 5 seconds). */
export const SUCCESS_PANEL_MS = 5000

/**
 * A send that has not answered after this many ms counts as failed for the visitor (requirements §10 item 2), so
 * no one is left waiting; the request itself is still heard.
 */
export const SEND_TIMEOUT_MS = 15000
