/**
 * When the next EICR is due: calendar-date arithmetic for the landlord tool.
 *
 * Every date is an ISO 8601 calendar date string `"YYYY-MM-DD"` (what `<input type="date">` gives) and is handled as
 * integers, never as a local-time `Date`, so the visitor's time zone and daylight saving cannot shift a day.
 * The intervals are data (data/business.json `eicrIntervals`, the FAQ claims of requirements §9 item 4: rentals and
 * commercial every 5 years, owner-occupied 10, industrial 3); the tool's screen is due-date-tool.tsx.
 */

/** A calendar date as integers; `month` is 1–12. */
interface CalendarDate {
  year: number
  month: number
  day: number
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/**
 * The earliest year taken as a last inspection. A date field reports the year while it is typed ("2020" arrives as
 * 0002, 0020, 0202, then 2020), and the answer is announced as it changes: years before this one are a year still
 * being typed, not an answer to read out. (Periodic inspection of wiring began long after 1900.)
 */
const EARLIEST_YEAR = 1900

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function parse(isoDate: string): CalendarDate | null {
  const match = ISO_DATE.exec(isoDate)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // Year 0 is outside the proleptic Gregorian years people type; it would also format oddly.
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

function parseOrThrow(isoDate: string, what: string): CalendarDate {
  const date = parse(isoDate)
  if (!date)
    throw new RangeError(`${what} must be a real calendar date as "YYYY-MM-DD", got ${JSON.stringify(isoDate)}`)
  return date
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0")
}

function format({ year, month, day }: CalendarDate): string {
  if (year > 9999) throw new RangeError(`The date falls after the year 9999, which "YYYY-MM-DD" cannot hold`)
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

/** Keeps the day inside the target month, so 29 Feb or 31 Mar lands on that month's last day instead of rolling over. */
function clamped(year: number, month: number, day: number): CalendarDate {
  return { year, month, day: Math.min(day, daysInMonth(year, month)) }
}

/**
 * Whether `value` is a real calendar date written `"YYYY-MM-DD"` (4-digit year 0001–9999, month 01–12, a day that
 * exists in that month). Lets a form check input before calling the functions below, which throw instead.
 */
export function isIsoDate(value: string): boolean {
  return parse(value) !== null
}

/**
 * The date the next EICR is due: `intervalYears` calendar years after `lastInspection`.
 * A 29 February inspection is due on 28 February when the due year is not a leap year (the day is clamped to the
 * month's end; it never rolls into March).
 *
 * @param lastInspection date of the last inspection, `"YYYY-MM-DD"`.
 * @param intervalYears whole years between inspections, e.g. 5 for a rental (requirements §9 FAQ claims).
 * @returns the due date, `"YYYY-MM-DD"`.
 * @throws RangeError if `lastInspection` is not a real `"YYYY-MM-DD"` date, if `intervalYears` is not a positive
 *   integer, or if the result would fall after 9999-12-31.
 */
export function nextDueDate(lastInspection: string, intervalYears: number): string {
  const last = parseOrThrow(lastInspection, "The last inspection date")
  if (!Number.isInteger(intervalYears) || intervalYears <= 0) {
    throw new RangeError(`The interval must be a positive whole number of years, got ${intervalYears}`)
  }
  return format(clamped(last.year + intervalYears, last.month, last.day))
}

/**
 * The date one calendar month before `dueDate`, when a reminder should go off. The day is clamped to the end of the
 * earlier month: 31 March gives 28 February (29 in a leap year); 15 January gives 15 December of the year before.
 *
 * @param dueDate `"YYYY-MM-DD"`.
 * @returns `"YYYY-MM-DD"`.
 * @throws RangeError if `dueDate` is not a real `"YYYY-MM-DD"` date, or is in January of year 0001.
 */
export function reminderDate(dueDate: string): string {
  const due = parseOrThrow(dueDate, "The due date")
  const [year, month] = due.month === 1 ? [due.year - 1, 12] : [due.year, due.month - 1]
  if (year < 1) throw new RangeError(`No reminder date exists before 0001-01-01`)
  return format(clamped(year, month, due.day))
}

/**
 * Whether an EICR due on `dueDate` is overdue on `today`: true only when the due date is strictly before today, so a
 * report due today is not yet overdue.
 *
 * @param dueDate `"YYYY-MM-DD"`.
 * @param today `"YYYY-MM-DD"`, e.g. from {@link todayIso}.
 * @throws RangeError if either argument is not a real `"YYYY-MM-DD"` date.
 */
export function isOverdue(dueDate: string, today: string): boolean {
  parseOrThrow(dueDate, "The due date")
  parseOrThrow(today, "Today's date")
  // Zero-padded fixed-width ISO dates sort as strings in calendar order.
  return dueDate < today
}

/**
 * The visitor's local calendar date as `"YYYY-MM-DD"`. Local, not UTC, because "today" is the day on the visitor's
 * wall calendar: just after midnight in summer time the UTC date is still yesterday.
 *
 * @param now the instant to read, defaulting to the current time (a parameter so tests can fix it).
 * @throws RangeError if `now` is an invalid `Date`.
 */
export function todayIso(now: Date = new Date()): string {
  if (Number.isNaN(now.getTime())) throw new RangeError("Today's date cannot be read from an invalid Date")
  return format({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })
}

/** Made on first use: a phone's first `Intl.DateTimeFormat` costs tens of ms of locale data loading. */
let longDate: Intl.DateTimeFormat | undefined
let monthYear: Intl.DateTimeFormat | undefined

/**
 * A date written the British long way, e.g. `"2031-03-10"` → `"10 March 2031"` (`Intl.DateTimeFormat`, en-GB).
 *
 * @param isoDate `"YYYY-MM-DD"`.
 * @throws RangeError if `isoDate` is not a real `"YYYY-MM-DD"` date.
 */
export function formatLongDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
  return longDate.format(utcInstant(isoDate))
}

/**
 * A date as a review's month is written: `"2026-09-14"` → `"September 2026"` (en-GB). The page's reviews and the
 * CMS's preview of them both use it.
 * @param isoDate `"YYYY-MM-DD"`.
 * @throws RangeError if `isoDate` is not a real `"YYYY-MM-DD"` date.
 */
export function formatMonthYear(isoDate: string): string {
  monthYear ??= new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })
  return monthYear.format(utcInstant(isoDate))
}

/** Midnight UTC of `isoDate`. @throws RangeError if it is not a real `"YYYY-MM-DD"` date. */
function utcInstant(isoDate: string): Date {
  const { year, month, day } = parseOrThrow(isoDate, "The date")
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999; UTC on both sides keeps the day fixed.
  const instant = new Date(0)
  instant.setUTCFullYear(year, month - 1, day)
  return instant
}

/**
 * The answer the tool gives for a last-inspection date:
 * - `none`: no usable date yet (empty, half-typed, a year before 1900, or one whose due date would fall after 9999);
 * - `future`: the date is after today, so it cannot be the last inspection;
 * - `due`: the next EICR is due on `dueDate` (today or later); `reminderDate` is a month before, or today when that
 *   has already passed (a reminder in the past would never be seen);
 * - `overdue`: `dueDate` has passed.
 */
export type DueAnswer =
  | { kind: "none" }
  | { kind: "future" }
  | { kind: "due"; dueDate: string; reminderDate: string }
  | { kind: "overdue"; dueDate: string }

/**
 * When the next EICR is due, for what the visitor entered. Never throws: whatever a date field holds gives an answer.
 *
 * @param lastInspection the date field's value: `"YYYY-MM-DD"` or `""`.
 * @param intervalYears whole years between inspections for the type of property chosen.
 * @param today `"YYYY-MM-DD"`, from {@link todayIso}.
 */
export function dueAnswer(lastInspection: string, intervalYears: number, today: string): DueAnswer {
  const last = parse(lastInspection)
  if (!last || last.year < EARLIEST_YEAR || !isIsoDate(today)) return { kind: "none" }
  if (lastInspection > today) return { kind: "future" }
  let dueDate: string
  try {
    dueDate = nextDueDate(lastInspection, intervalYears)
  } catch {
    return { kind: "none" }
  }
  if (isOverdue(dueDate, today)) return { kind: "overdue", dueDate }
  const reminder = reminderDate(dueDate)
  // ISO dates compare as strings: the later of a month before and today.
  return { kind: "due", dueDate, reminderDate: reminder < today ? today : reminder }
}
