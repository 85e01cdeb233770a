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
 * Server-side only: imported by gatsby-ssr.tsx, the post-build checks and the tests, never by the page's own code,
 * so its text is not shipped a second time in the page's JavaScript.
 */
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

/** The inline script's source, one function so its names stay out of the page's global scope. */
export const HEAD_SCRIPT = `(function(){${holdEarlySubmits}${holdEarlyTaps}})()`
