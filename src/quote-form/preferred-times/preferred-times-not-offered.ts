/**
 * The preferred times no longer offered (issue 48): which times of the message's line the form wrote ({@link readTime})
 * and cannot offer now, and why, so that they leave the line (use-times-taken-out.ts) and never reach the business. A
 * module of its own, beside the days (preferred-times-days.ts) and the line (preferred-times-line.ts): only the
 * preferred times' own chunk needs it, not the thank-you panel, which reads the line.
 */
import {
  addDays,
  dayWords,
  HOUR_MS,
  offeredDays,
  SEARCH_DAYS,
  ukInstant,
  ukToday,
  type OfferedDay,
  type PreferredTimesSettings,
  type TimeWindow,
} from "../../shared/preferred-times-days"
import { DAY_END, timesIn } from "../../shared/preferred-times-line"

/** Why a time the form once offered is not offered now (a page left open, a draft restored days later). */
export type NotOfferedReason = "passed" | "tooSoon" | "notOffered"

/**
 * Why the window `window` of UK date `date` cannot be picked at `now`, or `null` when `offered` (the days offered then,
 * {@link offeredDays}) still holds it: `passed` once the window has ended, `tooSoon` while it ends within the lead
 * time, `notOffered` otherwise (a day now closed or not open, beyond the days offered).
 * @param now ms since the epoch.
 * @param leadTimeHours data/business.json `preferredTimes.leadTimeHours`.
 */
export function whyNotOffered(
  date: string,
  window: TimeWindow,
  now: number,
  offered: readonly OfferedDay[],
  leadTimeHours: number,
): NotOfferedReason | null {
  if (offered.some((day) => day.date === date && day.windows.includes(window))) return null
  const ends = ukInstant(date, window.ends)
  if (ends <= now) return "passed"
  return ends <= now + leadTimeHours * HOUR_MS ? "tooSoon" : "notOffered"
}

/** How far back a time of the line is looked for, in days: a draft kept in a tab left open for up to a year. */
const LOOKED_BACK_DAYS = 366

/**
 * The UK date and window a time of the line names, when it is one the form could have written (preferred-times-line.ts `timePhrase`
 * with {@link dayWords}' short day, for a day from a year before `today` to the last day the form looks at): a
 * visitor's own words (`"any weekday after 4"`) are `null`. A day's words name one date in that span: the same
 * weekday, day and month come round again only years later.
 * @param phrase one time of the line, e.g. `"Wed 1 Jul, Morning"`.
 * @param today the UK's date, `"YYYY-MM-DD"` (preferred-times-days.ts `ukToday`).
 * @param windows data/business.json `preferredTimes.windows`.
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
 * @param template data/quote-form.json `preferredTimes.line`.
 * @param now ms since the epoch.
 * @param openDays data/business.json `hours.days`.
 * @param settings data/business.json `preferredTimes`.
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
