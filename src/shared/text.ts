import { createElement, Fragment, type ReactNode } from "react"
import { PLACEHOLDER } from "./fill-in"

export { fillIn } from "./fill-in"

/**
 * Like {@link fillIn}, for placeholders that become markup, e.g. a link:
 * `fillInNodes("Call {phone}", { phone: <a href="tel:+44…">01632 960 123</a> })`.
 * @throws when the text names a placeholder it was not given.
 */
export function fillInNodes(text: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  // split() with a capture group alternates text and placeholder names: ["Call ", "phone", ""].
  return text.split(PLACEHOLDER).map((part, index) => {
    if (index % 2 === 0) return part
    if (!(part in values)) throw new Error(`"${text}" uses {${part}}, which is not given here`)
    return createElement(Fragment, { key: index }, values[part])
  })
}

let clock: Intl.DateTimeFormat | undefined

/**
 * The time of day of `at` (ms since the epoch) as a visitor in the UK reads it, e.g. `"14:02"` (24-hour, en-GB, the
 * browser's time zone). The formatter is made on first use: most page views never need one.
 */
export function timeOfDay(at: number): string {
  clock ??= new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" })
  return clock.format(at)
}

let ukClock: Intl.DateTimeFormat | undefined

/**
 * The time of day of `at` (ms since the epoch) on UK clocks (Europe/London: GMT or BST), e.g. `"10:02"`, wherever the
 * visitor's device is: for words the business reads (an update's "sent at", data/quote-form.json `updateOf`), so they
 * match its own e-mails' times (issue 48).
 */
export function ukTimeOfDay(at: number): string {
  ukClock ??= new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" })
  return ukClock.format(at)
}
