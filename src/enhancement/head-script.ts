/**
 * The one inline script in the head of every page: it holds what a visitor does before the page's scripts run, so
 * nothing is lost or ignored (src/enhancement/README.md). Browser code, type-checked and linted like the rest;
 * node/build-steps/page-bundle/head-script.ts bundles it at build time from head-script-entry.ts into one small IIFE that gatsby-ssr.tsx
 * inlines and whose sha256 the Content-Security-Policy allows. It imports constants only (no React, no other code),
 * so the compiled script stays small and never ships twice: the page's own code only reads what it leaves behind.
 *
 * Unit tests call these functions directly on jsdom's `document`; the browser tests run the compiled script.
 */
import { COUNT_QUEUE, COUNTED, OPT_OUT_KEY, type CountEvent } from "../counting/count"
import { WHATSAPP_LINK_START } from "../components/contact-links"
import { EARLY_SUBMIT_TIMEOUT_MS } from "../shared/markers"
import {
  CHAT_PANEL_ID,
  COUNT_OPT_OUT_ATTRIBUTE,
  GAVE_UP_ATTRIBUTE,
  EARLY_SUBMITS,
  HELD_TAP_ATTRIBUTE,
  type EarlySubmit,
  PENDING_ATTRIBUTE,
  QUOTE_FORM_ATTRIBUTE,
  READY_ATTRIBUTE,
  SCRIPTS_ATTRIBUTE,
  TAPPED_ATTRIBUTE,
} from "../shared/markers"

/** The `window` the head script writes to: the held quotes and (counting on) the count queue. */
type HeadWindow = Window & { [EARLY_SUBMITS]?: Record<string, EarlySubmit>; [COUNT_QUEUE]?: CountEvent[] }

/**
 * The element matching `selector` that an event happened in (its target or an ancestor), or null. Written without
 * `?.` and `??`: compiled to ES2017 they would grow the inline script every page carries.
 */
function closestTo(event: Event, selector: string): Element | null {
  const target = event.target
  return target instanceof Element ? target.closest(selector) : null
}

/**
 * Holds a quote sent early (src/quote-form/early-submit.ts tells why and how React takes over): capture-phase listeners
 * on `document`, which run before React's own. A submit of a quote form that is not {@link READY_ATTRIBUTE} is
 * stopped, the form marked {@link PENDING_ATTRIBUTE} and a snapshot of its values kept on `window` (outside its DOM);
 * the early submit gives up ({@link GAVE_UP_ATTRIBUTE}) {@link EARLY_SUBMIT_TIMEOUT_MS} after the press, or at once when one of the
 * page's own scripts fails to load (not a chunk webpack fetches later, marked `data-webpack`). Every keystroke
 * before the scripts run updates the snapshot. It also marks `<html>` with {@link SCRIPTS_ATTRIBUTE}: scripts run, or
 * one of the page's own failed to load.
 * @param page the window whose document is held (the page's own).
 */
export function catchEarlySubmits(page: HeadWindow = window): void {
  const held: Record<string, EarlySubmit> = (page[EARLY_SUBMITS] = {})
  const doc = page.document
  let failed = false
  doc.documentElement.setAttribute(SCRIPTS_ATTRIBUTE, "")
  const waiting = (form: unknown): form is HTMLFormElement =>
    form instanceof HTMLFormElement &&
    form.isConnected &&
    form.hasAttribute(QUOTE_FORM_ATTRIBUTE) &&
    !form.hasAttribute(READY_ATTRIBUTE)
  const snap = (form: HTMLFormElement) => {
    const values: Record<string, string> = {}
    new FormData(form).forEach((value, key) => {
      values[key] = String(value)
    })
    // waiting() has checked that the form has its id.
    held[form.getAttribute(QUOTE_FORM_ATTRIBUTE) as string] = { values, pending: form.hasAttribute(PENDING_ATTRIBUTE) }
  }
  const giveUp = (form: Element) => {
    if (!waiting(form) || !form.hasAttribute(PENDING_ATTRIBUTE)) return
    form.removeAttribute(PENDING_ATTRIBUTE)
    form.setAttribute(GAVE_UP_ATTRIBUTE, "")
    snap(form)
  }
  doc.addEventListener(
    "input",
    (event) => {
      const target = event.target as { form?: unknown } | null
      const form = target && target.form
      if (waiting(form)) snap(form)
    },
    true,
  )
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target
      if (!waiting(form) || form.hasAttribute(GAVE_UP_ATTRIBUTE)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      if (form.hasAttribute(PENDING_ATTRIBUTE)) return
      form.setAttribute(PENDING_ATTRIBUTE, "")
      snap(form)
      if (failed) giveUp(form)
      else setTimeout(() => giveUp(form), EARLY_SUBMIT_TIMEOUT_MS)
    },
    true,
  )
  doc.addEventListener(
    "error",
    (event) => {
      const script = event.target
      if (!(script instanceof HTMLScriptElement) || script.hasAttribute("data-webpack")) return
      failed = true
      doc.documentElement.setAttribute(SCRIPTS_ATTRIBUTE, "failed")
      doc.querySelectorAll(`form[${PENDING_ATTRIBUTE}]`).forEach(giveUp)
    },
    true,
  )
}

/**
 * Holds a tap on a button that needs a script (src/map/use-held-tap.ts): a click on a {@link HELD_TAP_ATTRIBUTE}
 * button that is not yet {@link READY_ATTRIBUTE} is stopped and the button marked {@link TAPPED_ATTRIBUTE}.
 * @param page the window whose document is held (the page's own).
 */
export function holdEarlyTaps(page: Window = window): void {
  page.document.addEventListener(
    "click",
    (event) => {
      const button = closestTo(event, `[${HELD_TAP_ATTRIBUTE}]`)
      if (!button || button.hasAttribute(READY_ATTRIBUTE)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      button.setAttribute(TAPPED_ATTRIBUTE, "")
    },
    true,
  )
}

/** Where on the page a link was tapped: in a failed send's message, else its section's id, the header or the footer. */
function placeOf(link: Element): string {
  if (link.closest("[role=alert]")) return "quote failure"
  const part = link.closest("section[id],header,footer")
  return part ? part.id || part.localName : "page"
}

/** The event a tap on a link with `href` (and maybe `download`) counts, or `null` for other links. */
function tapCounted(
  href: string,
  download: boolean,
): (typeof COUNTED)["phone" | "email" | "whatsapp" | "reminder"] | null {
  if (/^tel:/i.test(href)) return COUNTED.phone
  if (/^mailto:/i.test(href)) return COUNTED.email
  if (href.startsWith(WHATSAPP_LINK_START)) return COUNTED.whatsapp
  return download ? COUNTED.reminder : null
}

/**
 * Counting on only (src/counting/count.ts): counts what needs no script of the page's, from the first byte and once:
 * a tap on a phone, e-mail or WhatsApp link or the calendar reminder (with its place), the chat panel opening, and a
 * quote the early submit let through to the form's `mailto:` action; and honours the footer's "Don't count my visits"
 * ({@link COUNT_OPT_OUT_ATTRIBUTE}). Events go onto the count queue, which the tracker sends once it runs.
 * Call after {@link catchEarlySubmits}: a submit the early submit stops never reaches this one's listener.
 * @param page the window whose document is watched (the page's own).
 */
export function countNativeEvents(page: HeadWindow = window): void {
  const queue = page[COUNT_QUEUE] || (page[COUNT_QUEUE] = [])
  const doc = page.document
  doc.addEventListener(
    "click",
    (event) => {
      const link = closestTo(event, "a[href]")
      const name = link && tapCounted(link.getAttribute("href") || "", link.hasAttribute("download"))
      if (link && name) queue.push({ name, props: { place: placeOf(link) } })
    },
    true,
  )
  doc.addEventListener(
    "toggle",
    (event) => {
      const target = event.target
      if (target instanceof Element && target.id === CHAT_PANEL_ID && (event as ToggleEvent).newState === "open")
        queue.push({ name: COUNTED.chat })
    },
    true,
  )
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target
      if (
        form instanceof HTMLFormElement &&
        !event.defaultPrevented &&
        form.hasAttribute(GAVE_UP_ATTRIBUTE) &&
        !form.hasAttribute(READY_ATTRIBUTE)
      )
        queue.push({ name: COUNTED.emailApp, props: { form: form.getAttribute(QUOTE_FORM_ATTRIBUTE) || "" } })
    },
    true,
  )
  // The opt-out in the bubble phase: after the page's own listeners, which may stop a click from reaching it.
  doc.addEventListener("click", (event) => {
    const button = closestTo(event, `[${COUNT_OPT_OUT_ATTRIBUTE}]`)
    if (!button) return
    try {
      page.localStorage.setItem(OPT_OUT_KEY, "true")
    } catch {
      // Storage refused (private mode, a policy): the sentence still says what was asked; nothing else to do.
    }
    button.replaceWith(doc.createTextNode(button.getAttribute(COUNT_OPT_OUT_ATTRIBUTE) || ""))
  })
}
