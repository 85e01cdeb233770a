/**
 * The visitor's preferred times as a line of the quote's `message` (requirements §10 item 7): the picks reach the
 * business as words, "Preferred times: Tue 1 Dec, Morning; Wed 2 Dec, Afternoon", never as a field of their own, so
 * the payload keeps the five fields of requirements §3 and everything that carries the message (the draft, a failed
 * send, the e-mail and WhatsApp hand-over, a correction sent as an update) carries them too. The line's words are
 * data/quote-form.json `times.line`, which ends with `{times}`; the message is the one record of the picks, which the
 * contact form's preferred times (preferred-times.tsx) read and rewrite, and the thank-you panel repeats.
 */
import {
  addDays,
  dayWords,
  offeredDays,
  SEARCH_DAYS,
  ukToday,
  whyNotOffered,
  type NotOfferedReason,
  type PreferredTimesSettings,
  type TimeWindow,
} from "./preferred-times-days"

/** What separates two times in the line (a window's label may not hold it: data/schemas/business.schema.json). */
const SEPARATOR = "; "
/** The placeholder the line's words end with. */
const TIMES = "{times}"

/** The words before `{times}` in `template`, e.g. "Preferred times: ": how the line is known in a message. */
function prefixOf(template: string): string {
  return template.slice(0, template.lastIndexOf(TIMES))
}

/** What separates a time's day from its window's label, e.g. "Tue 1 Dec, Morning". */
const DAY_END = ", "

/** One time as the line writes it: the day as a visitor reads it and the window's label, e.g. "Tue 1 Dec, Morning". */
export function timePhrase(day: string, windowLabel: string): string {
  return `${day}${DAY_END}${windowLabel}`
}

/** How far back a time of the line is looked for, in days: a draft kept in a tab left open for up to a year. */
const LOOKED_BACK_DAYS = 366

/**
 * The UK date and window a time of the line names, when it is one the form could have written ({@link timePhrase}
 * with {@link dayWords}' short day, for a day from a year before `today` to the last day the form looks at): a
 * visitor's own words (`"any weekday after 4"`) are `null`. A day's words name one date in that span: the same
 * weekday, day and month come round again only years later.
 * @param phrase one time of the line, e.g. `"Wed 1 Jul, Morning"`.
 * @param today the UK's date, `"YYYY-MM-DD"` (preferred-times-days.ts `ukToday`).
 * @param windows data/business.json `appointments.windows`.
 */
export function readTime(
  phrase: string,
  today: string,
  windows: readonly TimeWindow[],
): { date: string; window: TimeWindow } | null {
  const at = phrase.indexOf(DAY_END)
  const window = windows.find(({ label }) => label === phrase.slice(at + DAY_END.length))
  const day = phrase.slice(0, at)
  const dayOfMonth = day.split(" ")[1]
  if (at < 0 || !window || !dayOfMonth) return null
  for (let ahead = -LOOKED_BACK_DAYS; ahead < SEARCH_DAYS; ahead++) {
    const date = addDays(today, ahead)
    if (Number(date.slice(8)) === Number(dayOfMonth) && dayWords(date).short === day) return { date, window }
  }
  return null
}

/** The index of the message's line of times (the last, should a visitor have written two), or -1. */
function lineIndex(lines: readonly string[], template: string): number {
  const prefix = prefixOf(template).trim()
  return lines.map((line) => line.trim().startsWith(prefix)).lastIndexOf(true)
}

/**
 * The times in `message`'s line of times, as written, e.g. `["Tue 1 Dec, Morning", "Wed 2 Dec, Afternoon"]`; none when
 * it has no such line.
 * @param template data/quote-form.json `times.line`, e.g. "Preferred times: {times}".
 */
export function timesIn(message: string, template: string): string[] {
  const lines = message.split("\n")
  const at = lineIndex(lines, template)
  if (at < 0) return []
  return lines[at]
    .trim()
    .slice(prefixOf(template).trim().length)
    .split(SEPARATOR.trim())
    .map((time) => time.trim())
    .filter(Boolean)
}

/**
 * `message` with its line of times saying `times`: that line rewritten in place, added after the rest when there is
 * none (as an added line is: quote-fields.ts `addToMessage`), or removed when `times` is empty.
 * @param template data/quote-form.json `times.line`.
 */
export function withTimes(message: string, template: string, times: readonly string[]): string {
  const line = times.length > 0 ? `${prefixOf(template)}${times.join(SEPARATOR)}` : null
  const lines = message.split("\n")
  const at = lineIndex(lines, template)
  if (at >= 0) {
    if (line === null) lines.splice(at, 1)
    else lines[at] = line
    return lines.join("\n")
  }
  if (line === null) return message
  return message.trim() ? `${message}\n${line}` : line
}

/** A time of the message's line that the form no longer offers, and why. */
export interface NotOfferedTime {
  /** As the line writes it, e.g. `"Wed 1 Jul, Morning"`. */
  time: string
  why: NotOfferedReason
}

/**
 * The times of `message`'s line that the form wrote ({@link readTime}) and no longer offers at `now` (a page left
 * open past a window's cut-off, a draft restored days later), in the line's order; the visitor's own words are none of
 * them.
 * @param template data/quote-form.json `times.line`.
 * @param now ms since the epoch.
 * @param openDays data/business.json `hours.days`.
 * @param settings data/business.json `appointments`.
 */
export function notOfferedIn(
  message: string,
  template: string,
  now: number,
  openDays: readonly string[],
  settings: PreferredTimesSettings,
): NotOfferedTime[] {
  const times = timesIn(message, template)
  if (times.length === 0) return []
  const today = ukToday(now)
  const offered = offeredDays(now, openDays, settings)
  return times.flatMap((time) => {
    const named = readTime(time, today, settings.windows)
    const why = named && whyNotOffered(named.date, named.window, now, offered, settings.leadTimeHours)
    return why ? [{ time, why }] : []
  })
}
