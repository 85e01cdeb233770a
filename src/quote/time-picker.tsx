import { useCallback, useMemo, useSyncExternalStore } from "react"
import { MAX_PREFERRED_TIMES } from "../constants"
import { useSite } from "../site"
import { fillIn } from "../shared/text"
import { dayWords, offeredDays, type AppointmentWindow } from "./appointment-days"
import { timePhrase, timesIn, withTimes } from "./preferred-times"
import { fieldId, rewriteMessage } from "./quote-fields"
import * as styles from "./time-picker.module.css"
import { useTicksShownFirst } from "./use-ticks-shown-first"

/** One checkbox: a window of a day, and the words it puts into the message. */
interface Choice {
  window: AppointmentWindow
  /** In the message, e.g. "Tue 1 Dec, Morning"; `null` until the days are known (the server HTML). */
  phrase: string | null
  /** Its accessible name's day, e.g. "Tuesday 1 December". */
  day: string
}

/**
 * The visitor's clock as a store (`useSyncExternalStore`), to the minute: the days follow it while the page stays
 * open (today goes once its earliest window is out of reach); on the server, and while hydrating the build's HTML,
 * there is no clock.
 */
const MINUTE_MS = 60_000
const everyMinute = (changed: () => void) => {
  const timer = setInterval(changed, MINUTE_MS)
  return () => clearInterval(timer)
}
const thisMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS
const noClock = () => null

/** The message field of quote form `formId`, where the picks are kept; `null` when the form shows no message. */
function messageOf(formId: string): HTMLTextAreaElement | null {
  const message = document.getElementById(fieldId(formId, "message"))
  return message instanceof HTMLTextAreaElement ? message : null
}

/** `"07:00"` → `"7:00"`: a window's hours as the hint shows them. */
const hours = (time: string) => time.replace(/^0(?=\d)/, "")

/**
 * The contact form's "When would suit you?" (requirements §10 item 7): the next days offered (appointment-days.ts,
 * from data/business.json `hours.days` and `appointments`, on the visitor's clock), each with its windows as
 * checkboxes whose names spell the date out ("Tuesday 1 December, Morning"), in a group with a legend; up to
 * {@link MAX_PREFERRED_TIMES} may be ticked, after which the others are disabled and a status says why. Its words are
 * data/quote-form.json `times`.
 *
 * The ticks are a line of the form's message (preferred-times.ts), the one record of them: a tick shows at once and
 * rewrites that line as if typed (quote-fields.ts `rewriteMessage`) once the tick is painted, or at once when
 * something reads or sends the form first (use-ticks-shown-first.ts); the boxes show what the line says, read again on
 * every input in the form (typing, a draft restored, a price row's Book). So the draft, a failed send, the hand-over
 * links and a correction carry the picks with the rest of the message, and the payload keeps the five fields of
 * requirements §3.
 *
 * Loaded on demand (quote-form.tsx): the build renders it with no days (the page may be days old), the same boxes
 * disabled under the windows' names, so nothing moves when the days arrive; without scripts its CSS hides it.
 *
 * @param formId the quote form it belongs to, e.g. `"contact"`; only rendered when data/business.json has
 *   `appointments`.
 */
export function TimePicker({ formId }: { formId: string }) {
  const { business, quoteForm } = useSite()
  const words = quoteForm.times
  const appointments = business.appointments!
  // Not useId(): the server renders this in the page's tree, the browser hydrates it in a root of its own.
  const hintId = fieldId(formId, "times-hint")

  // The build's HTML has no days (hydration renders it as built, then the days): the visitor's clock decides them.
  const now = useSyncExternalStore(everyMinute, thisMinute, noClock)
  const days = useMemo(
    () => (now === null ? null : offeredDays(now, business.hours.days, appointments)),
    [now, business.hours.days, appointments],
  )

  // The ticks are what the message's line of times says now, the one record of them, read as a store of its own:
  // again on every input in the form (typing, a draft restored, a price row's Book, a tick here).
  const subscribe = useCallback(
    (changed: () => void) => {
      const form = messageOf(formId)?.form
      form?.addEventListener("input", changed)
      return () => form?.removeEventListener("input", changed)
    },
    [formId],
  )
  const line = useSyncExternalStore(
    subscribe,
    () => timesIn(messageOf(formId)?.value ?? "", words.line).join("\n"),
    () => "",
  )
  const ticked = useMemo(() => (line ? line.split("\n") : []), [line])

  /** A row per day offered; before the days are known, as many rows of boxes as will be offered. */
  const rows: { key: string; day: string; choices: Choice[] }[] = useMemo(() => {
    const all = appointments.windows
    if (!days)
      return Array.from({ length: appointments.daysOffered }, (_, index) => ({
        key: String(index),
        day: "",
        choices: all.map((window) => ({ window, phrase: null, day: "" })),
      }))
    return days.map(({ date, windows }) => {
      const { short, long } = dayWords(date)
      return {
        key: date,
        day: short,
        choices: all.map((window) => ({
          window,
          phrase: windows.includes(window) ? timePhrase(short, window.label) : null,
          day: long,
        })),
      }
    })
  }, [days, appointments])

  const offered = rows.flatMap(({ choices }) => choices.flatMap(({ phrase }) => (phrase ? [phrase] : [])))

  /**
   * Rewrites the message's line for `phrase` ticked (`on`) or not, from the line as it is now (the one record, which
   * the visitor may also have typed into); the boxes then follow the line.
   */
  const writeTick = (phrase: string, on: boolean) => {
    rewriteMessage(formId, (message) => {
      const written = timesIn(message, words.line)
      // The visitor's own words in the line stay first; the boxes' times follow in the order they are shown.
      const own = written.filter((time) => !offered.includes(time))
      const chosen = offered.filter((time) => (time === phrase ? on : written.includes(time)))
      return withTimes(message, words.line, [...own, ...chosen])
    })
  }

  // Written after the tap's paint: the boxes show the ticks still waiting as ticked already (use-ticks-shown-first.ts).
  const { waiting, tick } = useTicksShownFirst(formId, writeTick)
  const isTicked = (phrase: string) => waiting.get(phrase) ?? ticked.includes(phrase)
  const full = offered.filter(isTicked).length >= MAX_PREFERRED_TIMES

  if (days?.length === 0) return null // nothing can be reached in the days looked at: the message is the way
  const windowHours = appointments.windows
    .map(({ label, starts, ends }) => `${label} ${hours(starts)}–${hours(ends)}`)
    .join(", ")
  return (
    <fieldset className={styles.picker} aria-describedby={hintId}>
      <legend className={styles.legend}>{fillIn(words.legend, { max: MAX_PREFERRED_TIMES })}</legend>
      <p id={hintId} className={styles.hint}>
        {fillIn(words.hint, { windows: windowHours })}
      </p>
      <ul className={styles.days}>
        {rows.map(({ key, day, choices }) => (
          <li key={key} className={styles.day}>
            {/* Each box's own name spells the date out; read once there, not also here. */}
            <span className={styles.dayName} aria-hidden="true">
              {day}
            </span>
            <span className={styles.windows}>
              {choices.map(({ window, phrase, day: date }, index) => {
                const checked = phrase !== null && isTicked(phrase)
                return (
                  <label key={index} className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={phrase === null || (full && !checked)}
                      onChange={(event) => phrase && tick(phrase, event.currentTarget.checked)}
                    />
                    {date ? <span className="visually-hidden">{date}, </span> : null}
                    {window.label}
                  </label>
                )
              })}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.full} role="status">
        {full ? fillIn(words.full, { max: MAX_PREFERRED_TIMES }) : ""}
      </p>
    </fieldset>
  )
}
