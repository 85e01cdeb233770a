/**
 * Every interaction the page offers a visitor, written once for the INP benchmark (`npm run bench`, tests/bench/inp.ts)
 * and the responsiveness test (tests/e2e/responsiveness/responsiveness.spec.ts), with the Event Timing API's measure of each
 * (W3C Event Timing: `duration` from the input to the next paint, rounded to 8 ms; an interaction is the entries that
 * share an `interactionId`; Interaction to Next Paint is the worst one of a page view with fewer than 50).
 *
 * Selectors are the page's own ids and attributes (code, not content), so an editor's change never breaks them.
 * In-page code is passed as text: a function compiled by tsx would carry helpers the page does not have.
 */
import type { Locator, Page } from "@playwright/test"
import { ADD_TO_MESSAGE_ATTRIBUTE, HELD_TAP_ATTRIBUTE, READY_ATTRIBUTE } from "../../../src/shared/markers"
import { BOOK_HREF, QUOTE_FIELDS } from "../../../src/quote-form/fields/quote-fields"
import { ENQUIRY } from "../../jest/support/quote-enquiry"

/** One thing a visitor does; `before` are the steps it needs first (run, untimed, when it is measured alone). */
export interface Interaction {
  name: string
  before?: string[]
  /** Only with the page's scripts (the no-script page cannot do it, or would leave the page). */
  needsScript?: boolean
  run: (page: Page) => Promise<void>
}

/** The Event Timing figures of one interaction, in ms. */
export interface Timing {
  name: string
  /** From the input to the next paint: the worst entry of the step (for typing, the worst keystroke). */
  duration: number
  /** Input delay: from the input until its handlers started. */
  delay: number
  /** Processing: the handlers. */
  processing: number
  /** Presentation delay: from the handlers' end to the next paint. */
  presentation: number
}

/**
 * A visitor's press on `target`: brought into view and the page left to settle first (a visitor scrolls, then taps;
 * the scroll is not the tap), then one real mouse press at its centre, as Playwright's click makes it, but without its
 * work in the page: that click ran a hit-target check on `pointerdown`, in the same task as the page's handlers, which
 * Event Timing counted as the page's (about 11 ms at 4× CPU). Playwright's checks come first, in a trial click that
 * presses nothing (visible, its box unchanged over two animation frames, enabled, not covered); then the page's
 * settling is {@link PAINTED_AND_IDLE}'s signals (two frames painted, then the browser's idle callback, at most 1 s);
 * what would take the press is checked again just before it.
 * @throws when the target fails those checks, or something else (a floating control) would take the press.
 */
async function tap(page: Page, target: Locator): Promise<void> {
  await target.click({ trial: true })
  await page.evaluate(PAINTED_AND_IDLE)
  const box = await target.boundingBox()
  if (!box) throw new Error(`${target} has no box to tap`)
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  // What the press would reach: the target, something inside it, or (a checkbox drawn by its label) its label.
  const hit = await target.evaluate((element, { x, y }) => {
    const reached = document.elementFromPoint(x, y)
    const labels = "labels" in element ? [...((element as HTMLInputElement).labels ?? [])] : []
    return element.contains(reached) || labels.some((label) => label.contains(reached))
  }, point)
  if (!hit) throw new Error(`something covers ${target} at (${point.x}, ${point.y}): a press would not reach it`)
  await page.mouse.click(point.x, point.y)
}

const typeInto = (css: string, text: string) => async (page: Page) => {
  await tap(page, page.locator(css))
  await page.keyboard.type(text, { delay: 80 })
}
const field = (form: string, name: string) => `#${form}-quote [name=${name}]`

/** What the hero form is filled with: the tests' enquiry, its postcode one outside the area (a note and a count). */
const HERO_ENQUIRY = { ...ENQUIRY, postcode: "SW1A 1AA" }

/** Typing into each field of the hero form in form order, leaving the postcode's with Tab (its note shows then). */
const HERO_FIELDS: Interaction[] = QUOTE_FIELDS.flatMap((name) => [
  { name: `hero form: ${name}`, run: typeInto(field("hero", name), HERO_ENQUIRY[name]) },
  ...(name === "postcode"
    ? [{ name: "hero form: leave postcode (note)", run: (page: Page) => page.keyboard.press("Tab") }]
    : []),
])

/** In a realistic order: menus, answers, the chat, the tools, then both quote forms. Phone size. */
export const INTERACTIONS: Interaction[] = [
  { name: "menu: open", run: (page) => tap(page, page.locator("button[popovertarget=site-menu]").first()) },
  {
    name: "menu: choose Pricing",
    before: ["menu: open"],
    run: (page) => tap(page, page.locator("#site-menu a[href='#pricing']").first()),
  },
  { name: "FAQ: open an answer", run: (page) => tap(page, page.locator("#faq summary").nth(0)) },
  {
    name: "FAQ: open another (closes the first)",
    before: ["FAQ: open an answer"],
    run: (page) => tap(page, page.locator("#faq summary").nth(1)),
  },
  {
    name: "FAQ: close it",
    before: ["FAQ: open another (closes the first)"],
    run: (page) => tap(page, page.locator("#faq summary").nth(1)),
  },
  {
    name: "contents menu: open",
    needsScript: true,
    run: async (page) => {
      // At once, whatever the page's smooth scrolling: the tap is timed, not the scroll, which must not still run then.
      await page.evaluate(`window.scrollTo({ top: document.body.scrollHeight / 3, behavior: "instant" })`)
      await tap(page, page.locator("button[popovertarget=contents-menu-list]"))
    },
  },
  {
    name: "contents menu: choose",
    needsScript: true,
    before: ["contents menu: open"],
    run: (page) => tap(page, page.locator("#contents-menu-list a").nth(1)),
  },
  { name: "chat: open", run: (page) => tap(page, page.locator("button[popovertarget=chat-panel]").first()) },
  { name: "chat: close (Escape)", before: ["chat: open"], run: (page) => page.keyboard.press("Escape") },
  {
    name: "Show map",
    needsScript: true,
    run: async (page) => {
      // The map's code comes when it is near (src/map/map-on-demand.ts); timed is the tap that shows the map,
      // not one the head script holds until then.
      const show = page.locator(`#map [${HELD_TAP_ATTRIBUTE}]`)
      await show.scrollIntoViewIfNeeded()
      await page.locator(`#map [${HELD_TAP_ATTRIBUTE}][${READY_ATTRIBUTE}]`).waitFor()
      await tap(page, show)
    },
  },
  {
    name: "due-date tool: type a date",
    needsScript: true,
    run: async (page) => {
      const date = page.locator("#eicr-due-last")
      await date.scrollIntoViewIfNeeded()
      // The tool hydrates when it comes into view (on-demand.tsx): its field is React's once React DOM has put its
      // props on the element. A function, not a string: the page's CSP refuses the eval a string predicate needs when
      // it is polled.
      await page.waitForFunction(() =>
        Object.keys(document.querySelector("#eicr-due-last") ?? {}).some((key) => key.startsWith("__reactProps")),
      )
      await tap(page, date)
      await page.keyboard.type("01012025", { delay: 80 })
    },
  },
  { name: "Book Now band", run: (page) => tap(page, page.locator(`aside a[href='${BOOK_HREF}']`).first()) },
  { name: "price row: Book", run: (page) => tap(page, page.locator(`#pricing a[${ADD_TO_MESSAGE_ATTRIBUTE}]`).nth(1)) },
  {
    name: "preferred times: pick one",
    needsScript: true,
    before: ["price row: Book"],
    run: async (page) => {
      // Enabled once the preferred times' code, fetched as the form came near, has worked out the days (on-demand.tsx).
      const box = page.locator("#contact-quote fieldset input[type=checkbox]:not(:disabled)").first()
      await box.waitFor()
      await tap(page, box)
    },
  },
  ...HERO_FIELDS,
  { name: "contact form: name", run: typeInto(field("contact", "from_name"), "Jane Landlord") },
  { name: "contact form: message", run: typeInto(field("contact", "message"), "Shop, three phase") },
  {
    name: "hero form: Send",
    needsScript: true,
    run: (page) => tap(page, page.locator("#hero-quote button[type=submit]")),
  },
]

/** Collects the page's Event Timing entries from the start (`addInitScript`): `window.__eventTimings`. */
export const EVENT_TIMING_RECORDER = `window.__eventTimings = [];
new PerformanceObserver(function (list) {
  list.getEntries().forEach(function (e) {
    if (e.interactionId) window.__eventTimings.push({ id: e.interactionId, start: e.startTime, duration: e.duration,
      processingStart: e.processingStart, processingEnd: e.processingEnd });
  });
}).observe({ type: "event", durationThreshold: 16, buffered: true });`

interface Entry {
  id: number
  start: number
  duration: number
  processingStart: number
  processingEnd: number
}
const entries = (page: Page) => page.evaluate<Entry[]>("window.__eventTimings")

/**
 * In the page: resolves once the page has painted twice since it was called and then been idle (at most 1 s), so the
 * last input's next paint is on screen and its Event Timing entry, reported after that paint, has been delivered.
 * Page signals: two `requestAnimationFrame`s, then `requestIdleCallback` (idle callbacks run in the order asked for,
 * so idle-time work the page asked for earlier, such as the tracker's start when counting is on, gatsby-browser.ts,
 * runs before it); the 1 s is that callback's own cap, for a page never idle.
 */
export const PAINTED_AND_IDLE = `new Promise(function (done) {
  requestAnimationFrame(function () { requestAnimationFrame(function () { requestIdleCallback(done, { timeout: 1000 }) }) })
})`

/**
 * Runs `steps` in order and times each: its worst Event Timing entry (of equals, the one whose handlers ran longest),
 * or 16 ms (the API's floor, under which it reports nothing) when it had none. An entry belongs to the step during
 * which its input happened (its `startTime` from the step's start up to the next step's), however late it is
 * reported. Each step starts once the page has painted the one before and been idle ({@link PAINTED_AND_IDLE});
 * after the last one it is awaited twice before the entries are read.
 */
export async function timeSteps(page: Page, steps: Interaction[]): Promise<Timing[]> {
  const starts: number[] = []
  for (const step of steps) {
    starts.push(await page.evaluate<number>("performance.now()"))
    await step.run(page)
    await page.evaluate(PAINTED_AND_IDLE)
  }
  await page.evaluate(PAINTED_AND_IDLE)
  const all = await entries(page)
  return steps.map((step, index) => {
    const from = starts[index]
    const to = starts[index + 1] ?? Infinity
    const mine = all.filter((entry) => entry.start >= from && entry.start < to)
    // Of entries as slow as each other (a tap's pointerdown, pointerup and click share one next paint), the one whose
    // handlers ran longest, so that the split shows the script the interaction ran.
    const handlers = (entry: Entry) => entry.processingEnd - entry.processingStart
    const worst = mine.reduce<Entry | null>(
      (a, b) => (a && (a.duration > b.duration || (a.duration === b.duration && handlers(a) >= handlers(b))) ? a : b),
      null,
    )
    return worst
      ? {
          name: step.name,
          duration: worst.duration,
          delay: worst.processingStart - worst.start,
          processing: worst.processingEnd - worst.processingStart,
          presentation: worst.start + worst.duration - worst.processingEnd,
        }
      : { name: step.name, duration: 16, delay: 0, processing: 0, presentation: 0 }
  })
}

/** The steps that `name` needs first, then `name` itself. */
export function alone(name: string, list: Interaction[] = INTERACTIONS): { setup: Interaction[]; step: Interaction } {
  const byName = new Map(list.map((each) => [each.name, each]))
  const step = byName.get(name)
  if (!step) throw new Error(`no interaction called "${name}"`)
  const setup: Interaction[] = []
  const add = (each: Interaction) => {
    for (const need of each.before ?? []) add(byName.get(need)!)
    if (each !== step && !setup.includes(each)) setup.push(each)
  }
  add(step)
  return { setup, step }
}

/** In the page: links that leave it (phone, e-mail, WhatsApp, Google Maps) go nowhere; a visitor's tap still counts. */
export const STAY_ON_PAGE = `window.addEventListener("click", function (event) {
  var link = event.target instanceof Element && event.target.closest("a[href]");
  if (link && /^(tel:|mailto:|https?:)/.test(link.getAttribute("href") || "")) event.preventDefault();
});`
