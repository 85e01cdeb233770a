/**
 * Every attribute and name the page's progressive enhancement relies on, in one place (src/enhancement/README.md
 * tells the whole mechanism). Plain constants with no imports, so the head script (head-script.ts, compiled on its
 * own), the React components and the tests all read the same ones.
 */

/**
 * Set on an element of the server HTML once React handles its events (a quote form, a held-tap button): from then on
 * the head script lets its submits and taps through to React instead of holding them.
 */
export const READY_ATTRIBUTE = "data-ready"

/**
 * Set on `<html>` by the head script as the page starts, before its first paint: the page's scripts run (`""`), or one
 * of them failed to load (`"failed"`). Without it, JavaScript is off: CSS leaves out what only a script can make work
 * (the preferred times, src/quote-form/preferred-times/preferred-times.module.css), in any browser, whether or not it knows
 * `@media (scripting)`.
 */
export const SCRIPTS_ATTRIBUTE = "data-scripts"

/** Marks a quote form in the server HTML, so the head script knows which forms to hold; its value is the form's id. */
export const QUOTE_FORM_ATTRIBUTE = "data-quote-form"
/** Set by the head script on a form whose submit it cancelled: the send React owes the visitor. */
export const PENDING_ATTRIBUTE = "data-pending"
/** Set by the head script when it stopped waiting for the scripts: the next press goes to the visitor's e-mail app. */
export const GAVE_UP_ATTRIBUTE = "data-gave-up"
/** Name of the `window` property holding the head script's snapshots of the quote forms, by form id. */
export const EARLY_SUBMITS = "__earlySubmits"
/**
 * What the head script keeps of one form under {@link EARLY_SUBMITS}: the values as typed, by field name
 * (src/quote-form/fields/quote-fields.ts), and whether a send is owed (src/quote-form/early-submit.ts reads it).
 */
export interface EarlySubmit {
  values: Partial<Record<string, string>>
  pending: boolean
}

/**
 * On an in-page link to a quote form (a price row's Book): the line its click adds to the form's message once the
 * scripts run (src/enhancement/in-page-links.ts), e.g. "EICR for: 2-bedroom property (£150)".
 */
export const ADD_TO_MESSAGE_ATTRIBUTE = "data-add-to-message"

/** Marks a button whose taps before hydration are held (src/map/use-held-tap.ts). */
export const HELD_TAP_ATTRIBUTE = "data-hold-tap"
/** Set by the head script on a button tapped before it was ready: the tap React owes the visitor. */
export const TAPPED_ATTRIBUTE = "data-tapped"

/** Marks the wrapper of server HTML that React never hydrates (src/enhancement/static-html.tsx). */
export const STATIC_HTML_ATTRIBUTE = "data-static-html"
/** Marks the wrapper of server HTML hydrated only when the visitor needs it (src/enhancement/on-demand.tsx). */
export const ON_DEMAND_ATTRIBUTE = "data-on-demand"
/**
 * Set on that wrapper while its code could not be fetched (offline, a chunk gone after a deploy), until the visitor's
 * next use fetches it: CSS may leave out a part that is no use without it (the preferred times).
 */
export const ON_DEMAND_FAILED_ATTRIBUTE = "data-code-failed"

/**
 * Marks the contact section's "Don't count my visits" button (counting on only); its value is the sentence that replaces it
 * once pressed. The head script handles the press (src/counting/count.ts: the switch it sets).
 */
export const COUNT_OPT_OUT_ATTRIBUTE = "data-count-opt-out"

/**
 * Marks what a floating control (the contents menu, the chat button) must never cover: a quote form's Send button,
 * the hero's first-screen actions (src/components/use-step-aside.ts; failure messages and a focused field too).
 */
export const KEEP_CLEAR_ATTRIBUTE = "data-keep-clear"
/** Set on a floating control while it would cover one of those: its CSS hides it until the way is clear. */
export const ASIDE_ATTRIBUTE = "data-aside"

/** The chat panel's element id: the page's popover (src/chat/chat-widget.tsx), whose opening is counted. */
export const CHAT_PANEL_ID = "chat-panel"

/**
 * A send pressed before the page's scripts run is held this many ms after the press before the head script gives up
 * (issue 18: 8–10 s; src/quote-form/early-submit.ts).
 */
export const EARLY_SUBMIT_TIMEOUT_MS = 9000
