/**
 * The preferred times' days: the days and time windows the contact form offers a visitor to choose from (requirements
 * §10 item 7), worked out in the visitor's browser for the UK's calendar and clock (Europe/London), never at build
 * time: a built page may be days old. The facts are data: the days open (data/business.json `hours.days`) and the
 * preferred times' settings (data/business.json `preferredTimes`, a key older than the feature's name: the windows, the
 * lead time, how many days to offer, the closed dates).
 *
 * Dates are `"YYYY-MM-DD"` strings of the UK calendar, handled as integers (as src/shared/eicr-due.ts does); only the
 * question "can this window still be reached?" needs an instant, for which a window's UK wall-clock end is turned into
 * ms since the epoch with the UK's offset on that day (GMT or BST), so the days the clocks change are right too.
 */

/** A time window of a day, as data/business.json `preferredTimes.windows` holds it. */
export interface TimeWindow {
  /** Its name in the visitor's words, e.g. "Morning". */
  label: string
  /** When it starts and ends, UK wall-clock time, 24-hour `"HH:MM"`, e.g. `"07:00"` and `"12:00"`. */
  starts: string
  ends: string
}

/** data/business.json `preferredTimes`: the preferred times' settings, when the business can come. */
export interface PreferredTimesSettings {
  /** The notice the business needs, in hours (0 or more): a window that ends sooner cannot be reached. */
  leadTimeHours: number
  /** How many days to offer (the next days open that can be reached). */
  daysOffered: number
  /** The windows of every day, in the order the form shows them. */
  windows: readonly TimeWindow[]
  /** Days the business is closed though `hours.days` says open (bank holidays, holidays), `"YYYY-MM-DD"`. */
  closedDates?: readonly string[] | null
}

/** One day the form offers: its UK date and the windows of it that can still be reached. */
export interface OfferedDay {
  /** `"YYYY-MM-DD"`, the UK calendar's. */
  date: string
  windows: readonly TimeWindow[]
}

/** How far ahead the days are looked for, in days from today: about three months (a long closure offers nothing). */
export const SEARCH_DAYS = 92

/** The day names of data/business.json `hours.days` (schema.org's dayOfWeek), by `Date#getUTCDay()`. */
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const

/** A minute and an hour, in ms: the windows, the lead time and the days' clock count in whole ones. */
export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS

/** Made on first use: a phone's first `Intl.DateTimeFormat` costs tens of ms of locale data. */
let londonClock: Intl.DateTimeFormat | undefined
let shortDays: Intl.DateTimeFormat | undefined
let longDays: Intl.DateTimeFormat | undefined

/** The UK's wall-clock date and time at `instant` (ms since the epoch), as integers. */
function londonWallClock(instant: number) {
  londonClock ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
  const parts = Object.fromEntries(
    londonClock.formatToParts(instant).map(({ type, value }) => [type, Number(value)] as const),
  ) as Record<Intl.DateTimeFormatPartTypes, number>
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute }
}

/** The `"YYYY-MM-DD"` of integers. */
const isoOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`

/** The integers of a `"YYYY-MM-DD"` (read, not checked: the dates here come from this module, check:data, or a reply link that checked them: src/reply/reply-link.ts). */
const partsOf = (isoDate: string) => isoDate.split("-").map(Number) as [number, number, number]

/**
 * The UK's calendar date at `now`, `"YYYY-MM-DD"`: just after midnight in summer time the UTC date is still
 * yesterday, and a visitor abroad still books UK days.
 * @param now ms since the epoch.
 */
export function ukToday(now: number): string {
  const { year, month, day } = londonWallClock(now)
  return isoOf(year, month, day)
}

/** The date `days` after `isoDate` (negative: before), `"YYYY-MM-DD"`. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = partsOf(isoDate)
  const at = new Date(Date.UTC(year, month - 1, day + days))
  return isoOf(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate())
}

/** The English name of the weekday of `isoDate`, e.g. `"Tuesday"` (as data/business.json `hours.days` names it). */
export function dayName(isoDate: string): (typeof DAY_NAMES)[number] {
  const [year, month, day] = partsOf(isoDate)
  return DAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
}

/**
 * A day as a visitor reads it (en-GB): `short` as the message writes it, e.g. "Tue 1 Dec", and `long` as a choice is
 * named to a screen reader, e.g. "Tuesday 1 December". The names are the browser's (`Intl.DateTimeFormat`); the order
 * and spaces are written here, as engines' locale data differ on a comma after the weekday.
 * @param isoDate `"YYYY-MM-DD"`.
 */
export function dayWords(isoDate: string): { short: string; long: string } {
  const [year, month, day] = partsOf(isoDate)
  const noon = Date.UTC(year, month - 1, day, 12)
  shortDays ??= new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })
  longDays ??= new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" })
  const words = (format: Intl.DateTimeFormat) => {
    const parts = format.formatToParts(noon)
    // Stryker disable next-line OptionalChaining: the parts always hold the weekday, day and month the format asks for
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value
    return `${part("weekday")} ${part("day")} ${part("month")}`
  }
  return { short: words(shortDays), long: words(longDays) }
}

/**
 * The instant (ms since the epoch) at which UK clocks show `time` (`"HH:MM"`) on `isoDate`: the wall time read as UTC,
 * less the UK's offset then (0 in GMT, one hour in BST), found from the wall time itself and checked once at the
 * result, which settles the days the clocks change.
 */
export function ukInstant(isoDate: string, time: string): number {
  const [year, month, day] = partsOf(isoDate)
  const [hour, minute] = time.split(":").map(Number)
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const offsetAt = (instant: number) => {
    const clock = londonWallClock(instant)
    const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute)
    return shown - Math.floor(instant / MINUTE_MS) * MINUTE_MS
  }
  const guess = wall - offsetAt(wall)
  return wall - offsetAt(guess)
}

/**
 * The days the contact form offers from `now`, earliest first, at most `preferredTimes.daysOffered` of them, looked for
 * over the next {@link SEARCH_DAYS} days (requirements §10 item 7). A day is offered when it is open (`openDays`),
 * not a closed date, and any of its windows can still be reached: the lead time from `now` ends before that window
 * does. So today stays while its last window can be reached (at 10:01 with two hours' notice, its afternoon and
 * evening: "same-day", requirements §1), and a lead time of a day or more moves the first day on. Of an
 * offered day, the windows that can be reached are offered, in the data's order.
 *
 * @param now ms since the epoch (the visitor's clock; a parameter so tests can fix it).
 * @param openDays data/business.json `hours.days`, e.g. `["Monday", "Saturday"]`.
 * @param preferredTimes data/business.json `preferredTimes`.
 * @returns no day when there is no window or none can be reached in {@link SEARCH_DAYS} days.
 */
export function offeredDays(
  now: number,
  openDays: readonly string[],
  { leadTimeHours, daysOffered, windows, closedDates }: PreferredTimesSettings,
): OfferedDay[] {
  const reachableFrom = now + leadTimeHours * HOUR_MS
  // Stryker disable next-line ArrayDeclaration: a closed date that is no date closes no day
  const closed = new Set(closedDates ?? [])
  const today = ukToday(now)
  const days: OfferedDay[] = []
  for (let ahead = 0; ahead < SEARCH_DAYS && days.length < daysOffered; ahead++) {
    const date = addDays(today, ahead)
    if (!openDays.includes(dayName(date)) || closed.has(date)) continue
    const reachable = windows.filter((each) => reachableFrom < ukInstant(date, each.ends))
    if (reachable.length > 0) days.push({ date, windows: reachable })
  }
  return days
}

/** How many preferred times a visitor may pick in the contact form (requirements §10 item 7). */
export const MAX_PREFERRED_TIMES = 3
