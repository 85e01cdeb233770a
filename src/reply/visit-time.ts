/**
 * A time the owner can come, as the reply to an enquiry needs it (issue 58): a UK date and a window of that day with
 * its hours, read back from the enquiry's line of preferred times (src/shared/preferred-times-line.ts) and written as
 * the owner and the visitor read it, "Wednesday 9 December, Morning (7 am to 12 noon)".
 */
import { addDays, dayWords, SEARCH_DAYS, ukToday, type TimeWindow } from "../shared/preferred-times-days"
import { timePhrase, timesIn } from "../shared/preferred-times-line"

/** One time: a UK date and a window of it, with its UK wall-clock hours. */
export interface VisitTime {
  /** `"YYYY-MM-DD"`, the UK calendar's. */
  date: string
  /** The window's label as the visitor saw it, e.g. "Morning" (data/business.json `preferredTimes.windows`). */
  label: string
  /** When it starts and ends, UK wall-clock time, `"HH:MM"`, e.g. `"07:00"` and `"12:00"`. */
  starts: string
  ends: string
}

/**
 * The times named in `message`'s line of preferred times, as {@link VisitTime}s: each phrase ("Wed 9 Dec, Morning")
 * matched against the windows of the days from the UK's today at `now` over the next {@link SEARCH_DAYS} days, which
 * are the days the form can have offered (the times taken out as they pass never reach a send). A phrase that matches
 * no day and window (a visitor who wrote the line by hand) is left out: the message still carries it as typed.
 * @param timesLine data/quote-form.json `preferredTimes.line`, e.g. "Preferred times: {times}".
 * @param now ms since the epoch, when the enquiry is sent.
 */
export function timesOf(message: string, timesLine: string, windows: readonly TimeWindow[], now: number): VisitTime[] {
  const wanted = timesIn(message, timesLine)
  if (wanted.length === 0) return []
  const found = new Map<string, VisitTime>()
  const today = ukToday(now)
  for (let ahead = 0; ahead < SEARCH_DAYS && found.size < wanted.length; ahead++) {
    const date = addDays(today, ahead)
    const day = dayWords(date).short
    for (const { label, starts, ends } of windows) {
      const phrase = timePhrase(day, label)
      if (wanted.includes(phrase) && !found.has(phrase)) found.set(phrase, { date, label, starts, ends })
    }
  }
  return wanted.flatMap((phrase) => found.get(phrase) ?? [])
}

/**
 * A UK wall-clock time as the UK writes it in words: `"07:00"` → "7 am", `"13:30"` → "1.30 pm", `"12:00"` → "12 noon",
 * `"00:00"` → "midnight" (the forms of the example, "morning (8 am to 12 noon)").
 */
export function clockWords(time: string): string {
  const [hour, minute] = time.split(":").map(Number)
  if (minute === 0 && hour === 12) return "12 noon"
  if (minute === 0 && hour % 24 === 0) return "midnight"
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  const minutes = minute === 0 ? "" : `.${String(minute).padStart(2, "0")}`
  return `${twelve}${minutes} ${hour < 12 ? "am" : "pm"}`
}

/** A window's label inside a sentence: its first letter small unless the label is an abbreviation ("Morning" → "morning", "AM" stays). */
export function inSentence(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label[0].toLowerCase() + label.slice(1) : label
}

/** The hours of a time, e.g. "7 am to 12 noon". */
export const hoursOf = ({ starts, ends }: Pick<VisitTime, "starts" | "ends">) =>
  `${clockWords(starts)} to ${clockWords(ends)}`

/** A time on a line of its own, e.g. "Wednesday 9 December, Morning (7 am to 12 noon)": the e-mail's and the reply page's. */
export function timeLine(time: VisitTime): string {
  return `${dayWords(time.date).long}, ${time.label} (${hoursOf(time)})`
}
