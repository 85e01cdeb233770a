/**
 * The visitor's preferred times as a line of the quote's `message` (requirements §10 item 7): the picks reach the
 * business as words, "Preferred times: Tue 1 Dec, Morning; Wed 2 Dec, Afternoon", never as a field of their own, so
 * the payload keeps the fields of requirements §3 and everything that carries the message (the draft, a failed
 * send, the e-mail and WhatsApp hand-over, a correction sent as an update) carries them too. The line's words are
 * data/quote-form.json `preferredTimes.line`, which ends with `{times}`; the message is the one record of the picks, which the
 * contact form's preferred times (preferred-times.tsx) read and rewrite, and the thank-you panel repeats.
 */

/** What separates two times in the line (a window's label may not hold it: data/schemas/business.schema.json). */
const SEPARATOR = "; "
/** The placeholder the line's words end with. */
const TIMES = "{times}"

/** The words before `{times}` in `template`, e.g. "Preferred times: ": how the line is known in a message. */
function prefixOf(template: string): string {
  return template.slice(0, template.lastIndexOf(TIMES))
}

/** What separates a time's day from its window's label, e.g. "Tue 1 Dec, Morning". */
export const DAY_END = ", "

/** One time as the line writes it: the day as a visitor reads it and the window's label, e.g. "Tue 1 Dec, Morning". */
export function timePhrase(day: string, windowLabel: string): string {
  return `${day}${DAY_END}${windowLabel}`
}

/** The index of the message's line of times (the last, should a visitor have written two), or -1. */
function lineIndex(lines: readonly string[], template: string): number {
  const prefix = prefixOf(template).trim()
  return lines.map((line) => line.trim().startsWith(prefix)).lastIndexOf(true)
}

/**
 * The times in `message`'s line of times, as written, e.g. `["Tue 1 Dec, Morning", "Wed 2 Dec, Afternoon"]`; none when
 * it has no such line.
 * @param template data/quote-form.json `preferredTimes.line`, e.g. "Preferred times: {times}".
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
 * @param template data/quote-form.json `preferredTimes.line`.
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
