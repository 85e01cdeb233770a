/**
 * What the page counts when counting is on (GATSBY_COUNTING_DOMAIN, docs/architecture.md "Counting visits"), and the one way
 * anything is counted: an event pushed onto the page's count queue, `window.__counts`, the command-queue pattern of
 * analytics snippets. The head script (src/enhancement/head-script.ts) pushes the taps it sees from the first byte; the page's
 * components call {@link count}; tracker.ts, loaded after the first paint, sends what is queued and everything after.
 *
 * Events carry no value a visitor typed: a form's id, a place on the page, a type of property chosen from a list, a
 * postcode's outward district.
 *
 * **Off means absent.** Every call site is written `if (process.env.GATSBY_COUNTING_DOMAIN) …`: the counting build step (node/build-steps/counting)
 * defines that variable as `""` in a build without counting, webpack drops the branch, and neither this module nor
 * the tracker is in the page's JavaScript (tests/e2e/page/not-counting.spec.ts checks the built scripts).
 */

/**
 * Plausible's switch that the footer's "Don't count my visits" button sets (its mark: `COUNT_OPT_OUT_ATTRIBUTE`,
 * src/shared/markers.ts; the head script handles the press): the one thing counting ever writes on a device,
 * and only at the visitor's request (plausible.io/docs/excluding-localstorage).
 */
export const OPT_OUT_KEY = "plausible_ignore"

/** Name of the `window` property holding the queue. */
export const COUNT_QUEUE = "__counts"

/** The events' names, as the owner sees them in the dashboard (one home: the head script uses them too). */
export const COUNTED = {
  delivered: "Enquiry delivered",
  updated: "Enquiry updated",
  failed: "Enquiry failed",
  emailApp: "Enquiry to e-mail app",
  phone: "Phone tap",
  whatsapp: "WhatsApp tap",
  email: "E-mail tap",
  reminder: "Reminder downloaded",
  chat: "Chat opened",
  dueDate: "Due date answered",
  outside: "Postcode outside area",
} as const

/** One counted event. `form` is a quote form's id (`hero`, `contact`); `place` the part of the page tapped in. */
export type CountEvent =
  | { name: (typeof COUNTED)["delivered" | "updated" | "failed" | "emailApp"]; props: { form: string } }
  | { name: (typeof COUNTED)["phone" | "whatsapp" | "email" | "reminder"]; props: { place: string } }
  | { name: (typeof COUNTED)["chat"] }
  | { name: (typeof COUNTED)["dueDate"]; props: { property: string; answer: string } }
  | { name: (typeof COUNTED)["outside"]; props: { district: string } }

/** The queue as the page holds it: an array until the tracker runs, then its `push` sends at once. */
export type CountQueue = Pick<CountEvent[], "push" | "splice" | "length">

/** The page's queue, made on first use. */
export function countQueue(page: Window = window): CountQueue {
  const holder = page as unknown as Record<typeof COUNT_QUEUE, CountQueue | undefined>
  return (holder[COUNT_QUEUE] ??= [])
}

/** Counts `event` (queued, or sent by the tracker once it runs). */
export function count(event: CountEvent): void {
  countQueue().push(event)
}

/** Name of the `window` property holding the keys {@link countOnce} has counted in this page view. */
const COUNTED_ONCE = "__countedOnce"

/**
 * Counts `event` the first time `key` is given in this page view (e.g. one district, one tool's first answer).
 * The keys live on `window`, not in this module, so the module has no state of its own (nothing runs on import).
 */
export function countOnce(key: string, event: CountEvent): void {
  const holder = window as unknown as Record<typeof COUNTED_ONCE, Set<string> | undefined>
  const counted = (holder[COUNTED_ONCE] ??= new Set())
  if (counted.has(key)) return
  counted.add(key)
  count(event)
}

/**
 * Counts how one request to the e-mail provider ended: delivered (or an update of a delivered one) on the provider's
 * OK, failed on any failure; once per request, never per press (send-queue.ts joins repeated presses).
 * @param sent the request; its outcome is passed on unchanged (a failure still rejects).
 * @param form the quote form's id.
 * @param update whether the request updates an enquiry delivered earlier.
 */
export function countSend(sent: Promise<void>, form: string, update: boolean): Promise<void> {
  // Counting never changes a send's outcome: a delivered enquiry shown as failed would be sent again.
  const safely = (event: CountEvent) => {
    try {
      count(event)
    } catch {
      // nothing counted
    }
  }
  return sent.then(
    () => safely({ name: update ? COUNTED.updated : COUNTED.delivered, props: { form } }),
    (error: unknown) => {
      safely({ name: COUNTED.failed, props: { form } })
      throw error
    },
  )
}
