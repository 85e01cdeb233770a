/**
 * An iCalendar file (RFC 5545) with one all-day reminder to book the next EICR, built in the browser so the visitor
 * can add it to any calendar app without the site storing anything.
 */
import { isIsoDate } from "../shared/eicr-due"
import { CRLF, escapeText, foldLine, utcDateTime } from "../shared/icalendar"

/** What goes into the reminder. Dates are calendar dates `"YYYY-MM-DD"`, as from `nextDueDate` and `reminderDate`. */
export interface ReminderDetails {
  /** When the EICR is due, `"YYYY-MM-DD"`. */
  dueDate: string
  /** The day the all-day reminder sits on, `"YYYY-MM-DD"`, e.g. one month before `dueDate`. */
  reminderDate: string
  /** The event's title, e.g. "EICR due by 10 March 2031"; any text (commas, semicolons, newlines are escaped). */
  summary: string
  /** The event's notes, e.g. naming the business and its phone number; any text. */
  description: string
  /** The moment the file is made, written as DTSTAMP in UTC (RFC 5545 §3.8.7.2). */
  now: Date
  /** Globally unique id of the event (RFC 5545 §3.8.4.7), e.g. from src/shared/icalendar.ts `newUid`. */
  uid: string
}

/** Identifies the product that made the file (RFC 5545 §3.7.3: "-//owner//product//language"). */
export const PRODID = "-//Kent EICR landlord tools//EICR due-date reminder 1.0//EN"

/**
 * When the alarm goes off: 9 hours after the start of the all-day reminder date, i.e. 09:00 that day, local time
 * (RFC 5545 §3.3.6 duration, §3.8.6.3 trigger relative to DTSTART). In working hours, so the visitor can call.
 */
export const ALARM_TRIGGER = "PT9H"

function compactDate(isoDate: string): string {
  return isoDate.replace(/-/g, "")
}

/** The calendar day after `isoDate`, as `YYYYMMDD`; UTC so no time zone can shift it. */
function nextDayCompact(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number)
  const instant = new Date(0)
  instant.setUTCFullYear(year, month - 1, day + 1)
  if (instant.getUTCFullYear() > 9999) throw new RangeError("The reminder date must be before 9999-12-31")
  return instant.toISOString().slice(0, 10).replace(/-/g, "")
}

function requireIsoDate(name: string, value: string): void {
  if (!isIsoDate(value)) {
    throw new RangeError(`${name} must be a real calendar date as "YYYY-MM-DD", got ${JSON.stringify(value)}`)
  }
}

/**
 * Builds the `.ics` text for a reminder: one VCALENDAR (VERSION 2.0, PRODID, CALSCALE GREGORIAN) holding one VEVENT
 * with UID, DTSTAMP (UTC), an all-day DTSTART;VALUE=DATE on `reminderDate` and DTEND;VALUE=DATE the day after (DTEND
 * is exclusive, RFC 5545 §3.6.1), the SUMMARY and DESCRIPTION given (the site's words, from data/),
 * and TRANSP TRANSPARENT so the reminder does not mark the day as busy. It holds one VALARM (§3.6.6) that shows the
 * SUMMARY as a notification at 09:00 on the reminder day in the visitor's own time zone: ACTION DISPLAY with that
 * DESCRIPTION, and TRIGGER {@link ALARM_TRIGGER}, which counts from DTSTART, the start of the all-day date (§3.8.6.3).
 * Calendar apps that manage their own notifications may use their default instead. There is no METHOD: this is a file to import,
 * not a scheduling message (RFC 5545 §3.7.2; an iTIP PUBLISH would also need an ORGANIZER, RFC 5546 §3.2.1).
 * TEXT values are escaped (§3.3.11), lines folded at 75 octets (§3.1) and every line, the last included, ends in CRLF.
 *
 * @returns the file's content, for a `text/calendar` Blob.
 * @throws RangeError if `dueDate` or `reminderDate` is not a real `"YYYY-MM-DD"` date, `reminderDate` is
 *   9999-12-31 (no next day to end on), or `now` is an invalid Date.
 */
export function reminderIcs(details: ReminderDetails): string {
  const { dueDate, reminderDate, summary, description, now, uid } = details
  requireIsoDate("dueDate", dueDate)
  requireIsoDate("reminderDate", reminderDate)
  if (Number.isNaN(now.getTime())) throw new RangeError("now must be a valid Date")
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(PRODID)}`,
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${escapeText(uid)}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART;VALUE=DATE:${compactDate(reminderDate)}`,
    `DTEND;VALUE=DATE:${nextDayCompact(reminderDate)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    "TRANSP:TRANSPARENT",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(summary)}`,
    `TRIGGER:${ALARM_TRIGGER}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ]
  return lines.map((line) => foldLine(line) + CRLF).join("")
}
