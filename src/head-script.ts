/**
 * The one inline script in the head of every page (gatsby-ssr.tsx): it holds what a visitor does before the page's
 * scripts run, so nothing is lost or ignored. It runs before the forms and buttons are parsed, so it is inline, and
 * its sha256 hash goes into the Content-Security-Policy like every inline script (plugins/post-build).
 *
 * - **A quote sent early** (src/quote/early-submit.ts explains the hold and its attributes): capture-phase
 *   listeners on `document` run before React's own; a held submit is stopped there, the form is marked pending, a
 *   snapshot of its values is kept outside its DOM, and the hold gives up {@link HOLD_TIMEOUT_MS} after the press,
 *   or at once when one of the page's own scripts fails to load.
 * - **A tap on a button that needs a script** (src/hooks/use-held-tap.ts): stopped, and the button marked tapped.
 *
 * Both let events through once React marks the element {@link READY_ATTRIBUTE}.
 *
 * With counting on (GATSBY_ANALYTICS_DOMAIN), it also counts what the browser does by itself, from the first byte and
 * once only (src/analytics/count.ts): a tap on a phone, e-mail or WhatsApp link or on the calendar reminder, the chat
 * panel opening, and a quote the hold handed to the e-mail app; and it honours the footer's "Don't count my visits"
 * (no script of the page's needed). Without the setting, the script is as it was,
 * byte for byte, and so is the Content-Security-Policy's hash of it.
 *
 * Server-side only: imported by gatsby-ssr.tsx, the post-build checks and the tests, never by the page's own code,
 * so its text is not shipped a second time in the page's JavaScript.
 */
import { COUNT_OPT_OUT_ATTRIBUTE, COUNT_QUEUE, COUNTED, OPT_OUT_KEY } from "./analytics/count"
import { analyticsSettings } from "./config"
import { WHATSAPP_LINK_START } from "./contact-links"
import { HELD_TAP_ATTRIBUTE, TAPPED_ATTRIBUTE } from "./hooks/use-held-tap"
import { READY_ATTRIBUTE } from "./hydration"
import {
  GAVE_UP_ATTRIBUTE,
  HELD_QUOTES,
  HOLD_TIMEOUT_MS,
  PENDING_ATTRIBUTE,
  QUOTE_FORM_ATTRIBUTE,
} from "./quote/early-submit"

/** Holds early quote sends: the listeners for `input`, `submit` and a script's load `error`. */
const holdEarlySubmits =
  `var held=window.${HELD_QUOTES}={},failed=false;` +
  `function waiting(f){return f instanceof HTMLFormElement&&f.isConnected&&f.hasAttribute("${QUOTE_FORM_ATTRIBUTE}")&&!f.hasAttribute("${READY_ATTRIBUTE}")}` +
  `function snap(f){var v={};new FormData(f).forEach(function(x,k){v[k]=String(x)});` +
  `held[f.getAttribute("${QUOTE_FORM_ATTRIBUTE}")]={values:v,pending:f.hasAttribute("${PENDING_ATTRIBUTE}")}}` +
  `function giveUp(f){if(!waiting(f)||!f.hasAttribute("${PENDING_ATTRIBUTE}"))return;` +
  `f.removeAttribute("${PENDING_ATTRIBUTE}");f.setAttribute("${GAVE_UP_ATTRIBUTE}","");snap(f)}` +
  `document.addEventListener("input",function(e){var f=e.target&&e.target.form;if(waiting(f))snap(f)},true);` +
  `document.addEventListener("submit",function(e){var f=e.target;if(!waiting(f)||f.hasAttribute("${GAVE_UP_ATTRIBUTE}"))return;` +
  `e.preventDefault();e.stopImmediatePropagation();if(f.hasAttribute("${PENDING_ATTRIBUTE}"))return;` +
  `f.setAttribute("${PENDING_ATTRIBUTE}","");snap(f);if(failed)giveUp(f);` +
  `else setTimeout(function(){giveUp(f)},${HOLD_TIMEOUT_MS})},true);` +
  `document.addEventListener("error",function(e){var s=e.target;if(!(s instanceof HTMLScriptElement)||s.hasAttribute("data-webpack"))return;failed=true;` +
  `document.querySelectorAll("form[${PENDING_ATTRIBUTE}]").forEach(giveUp)},true);`

/** Holds early taps: one capture-phase click listener. */
const holdEarlyTaps =
  `document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[${HELD_TAP_ATTRIBUTE}]");` +
  `if(b&&!b.hasAttribute("${READY_ATTRIBUTE}")){e.preventDefault();e.stopImmediatePropagation();b.setAttribute("${TAPPED_ATTRIBUTE}","")}},true)`

/**
 * Counts what needs no script of the page's (counting on only): one capture-phase listener each for link taps, the
 * chat panel's `toggle` and a submit the hold let through to the `mailto:` action. A tap's place is the failure
 * message it is in, else the id of its section, header or footer.
 */
const countNativeEvents =
  `;var q=window.${COUNT_QUEUE}=window.${COUNT_QUEUE}||[];` +
  `function place(a){var p=a.closest("[role=alert]");if(p)return"quote failure";` +
  `p=a.closest("section[id],header,footer");return p?p.id||p.localName:"page"}` +
  `document.addEventListener("click",function(e){var a=e.target instanceof Element&&e.target.closest("a[href]");if(!a)return;` +
  `var h=a.getAttribute("href"),n=/^tel:/i.test(h)?${JSON.stringify(COUNTED.phone)}:/^mailto:/i.test(h)?${JSON.stringify(COUNTED.email)}:` +
  `h.indexOf(${JSON.stringify(WHATSAPP_LINK_START)})===0?${JSON.stringify(COUNTED.whatsapp)}:a.hasAttribute("download")?${JSON.stringify(COUNTED.reminder)}:"";` +
  `if(n)q.push({name:n,props:{place:place(a)}})},true);` +
  `document.addEventListener("toggle",function(e){if(e.target instanceof Element&&e.target.id==="chat-panel"&&e.newState==="open")` +
  `q.push({name:${JSON.stringify(COUNTED.chat)}})},true);` +
  `document.addEventListener("submit",function(e){var f=e.target;if(f instanceof HTMLFormElement&&!e.defaultPrevented&&` +
  `f.hasAttribute("${GAVE_UP_ATTRIBUTE}")&&!f.hasAttribute("${READY_ATTRIBUTE}"))` +
  `q.push({name:${JSON.stringify(COUNTED.emailApp)},props:{form:f.getAttribute("${QUOTE_FORM_ATTRIBUTE}")}})},true);` +
  `document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[${COUNT_OPT_OUT_ATTRIBUTE}]");` +
  `if(!b)return;try{localStorage.setItem("${OPT_OUT_KEY}","true")}catch(x){}` +
  `b.replaceWith(document.createTextNode(b.getAttribute("${COUNT_OPT_OUT_ATTRIBUTE}")))})`

/**
 * The inline script's source, one function so its names stay out of the page's global scope.
 * @param counting whether counting is on (default: this build's GATSBY_ANALYTICS_DOMAIN, src/config.ts).
 */
export function headScript(counting = analyticsSettings() !== null): string {
  return `(function(){${holdEarlySubmits}${holdEarlyTaps}${counting ? countNativeEvents : ""}})()`
}

/** This build's head script (see {@link headScript}). */
export const HEAD_SCRIPT = headScript()
