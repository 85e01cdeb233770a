/**
 * A visit as an iCalendar file (RFC 5545), made on the reply page for the owner's calendar and for the visitor's
 * (issue 58): one timed event from the window's start to its end on UK clocks, written in UTC (RFC 5545 §3.3.5 form 2),
 * each instant found with the UK's offset on that day (GMT or BST: src/shared/preferred-times-days.ts `ukInstant`), so
 * a visit in the week the clocks change is at the right hour in any calendar, whatever its own time zone. The text
 * rules (escaping, folding, CRLF) are the due-date reminder's (src/shared/icalendar.ts).
 */
import { ukInstant } from "../shared/preferred-times-days"
import { CRLF, escapeText, foldLine, utcDateTime } from "../shared/icalendar"
import type { VisitTime } from "./visit-time"

/** Identifies the product that made the file (RFC 5545 §3.7.3). */
export const VISIT_PRODID = "-//Kent EICR//Visit confirmation 1.0//EN"

/** What goes into the event. */
export interface VisitDetails {
  time: VisitTime
  /** The event's title and notes (data/reply.json `calendar`); any text. */
  summary: string
  description: string
  /** Where, e.g. the postcode. */
  location: string
  /** The moment the file is made (DTSTAMP, RFC 5545 §3.8.7.2). */
  now: Date
  /** Globally unique id (RFC 5545 §3.8.4.7), e.g. from src/shared/icalendar.ts `newUid`. */
  uid: string
}

/** The UTC instants a visit starts and ends, as `Date`s. */
export function visitInstants(time: VisitTime): { start: Date; end: Date } {
  return { start: new Date(ukInstant(time.date, time.starts)), end: new Date(ukInstant(time.date, time.ends)) }
}

/**
 * The `.ics` text of one visit: VCALENDAR (VERSION 2.0, PRODID, CALSCALE GREGORIAN) holding one VEVENT with UID,
 * DTSTAMP, DTSTART and DTEND in UTC, SUMMARY, DESCRIPTION and LOCATION; no METHOD, as a file to import (RFC 5546 needs
 * an ORGANIZER for a REQUEST). TEXT escaped (§3.3.11), lines folded at 75 octets (§3.1), each ending in CRLF.
 */
export function visitIcs({ time, summary, description, location, now, uid }: VisitDetails): string {
  const { start, end } = visitInstants(time)
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(VISIT_PRODID)}`,
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${escapeText(uid)}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART:${utcDateTime(start)}`,
    `DTEND:${utcDateTime(end)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(location)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
  return lines.map((line) => foldLine(line) + CRLF).join("")
}
