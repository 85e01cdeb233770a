import { useCallback, useMemo, useSyncExternalStore } from "react"
import { MAX_PREFERRED_TIMES } from "../../shared/preferred-times-days"
import { usePageWide } from "../../components/page-wide"
import { fillIn } from "../../shared/text"
import { dayWords, MINUTE_MS, offeredDays, type TimeWindow } from "../../shared/preferred-times-days"
import { timePhrase, timesIn, withTimes } from "../../shared/preferred-times-line"
import { fieldId, rewriteMessage } from "../fields/quote-fields"
import * as styles from "./preferred-times.module.css"
import { usePicksShownFirst } from "./use-picks-shown-first"
import { useTimesTakenOut } from "./use-times-taken-out"

/** One checkbox: a window of a day, and the words it puts into the message. */
interface Choice {
  window: TimeWindow
  /** In the message, e.g. "Tue 1 Dec, Morning"; `null` until the days are known (the server HTML), or out of reach. */
  phrase: string | null
  /** Its accessible name's day, e.g. "Tuesday 1 December". */
  day: string
}

/**
 * The visitor's clock as a store (`useSyncExternalStore`), to the minute: the days follow it while the page stays
 * open (a window goes once it is out of reach), read again as each minute begins and when the page comes back into
 * sight (a phone's timers sleep with it); on the server, and while hydrating the build's HTML, there is no clock.
 */
const everyMinute = (changed: () => void) => {
  let timer: ReturnType<typeof setTimeout>
  const next = () => {
    timer = setTimeout(
      () => {
        changed()
        next()
      },
      MINUTE_MS - (Date.now() % MINUTE_MS),
    )
  }
  // Only when it shows: a page being left (a reload) keeps its message as it is for the next page to look at.
  const shown = () => document.visibilityState === "visible" && changed()
  next()
  document.addEventListener("visibilitychange", shown)
  return () => {
    clearTimeout(timer)
    // Stryker disable next-line StringLiteral: a listener left behind only repeats, when the page shows again, what the mounted times do then too
    document.removeEventListener("visibilitychange", shown)
  }
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
 * The contact form's preferred times, "When would suit you?" (requirements §10 item 7): the next days offered
 * (preferred-times-days.ts, from data/business.json `hours.days` and `preferredTimes`, on the UK's clock), each with its
 * windows as checkboxes whose names spell the date out ("Tuesday 1 December, Morning"), in a group with a legend and a
 * hint that gives the windows' hours in UK time; up to {@link MAX_PREFERRED_TIMES} times in the message's line, after
 * which the other boxes are disabled and a status says why. Its words are data/quote-form.json `preferredTimes`.
 *
 * The picks are a line of the form's message (preferred-times-line.ts), the one record of them: a pick shows at once
 * and rewrites that line as if typed (quote-fields.ts `rewriteMessage`) once it is painted, or at once when something
 * reads or sends the form first (use-picks-shown-first.ts); the boxes show what the line says, read again on every
 * input in the form (typing, a draft restored, a price row's Book). A time the form no longer offers leaves the line,
 * and the status says so (use-times-taken-out.ts). So the draft, a failed send, the hand-over links and a correction
 * carry the picks with the rest of the message, and the payload keeps the fields of requirements §3.
 *
 * Loaded on demand (quote-form.tsx): the build renders it with no days (the page may be days old), the question, the
 * hint and the same boxes, disabled and unseen, so nothing moves when the days arrive and no box shows that cannot be
 * used; without scripts, or when its code cannot come, its CSS leaves it out (the message's placeholder asks which
 * days suit).
 *
 * @param formId the quote form it belongs to, e.g. `"contact"`; only rendered when data/business.json has
 *   `preferredTimes`.
 */
export function PreferredTimes({ formId }: { formId: string }) {
  const { business, quoteForm } = usePageWide()
  const words = quoteForm.preferredTimes
  const settings = business.preferredTimes!
  // Not useId(): the server renders this in the page's tree, the browser hydrates it in a root of its own.
  // Stryker disable next-line StringLiteral: any suffix gives the hint an id of its own, the one aria-describedby names
  const hintId = fieldId(formId, "times-hint")

  // The build's HTML has no days (hydration renders it as built, then the days): the visitor's clock decides them.
  const now = useSyncExternalStore(everyMinute, thisMinute, noClock)
  const days = useMemo(
    () => (now === null ? null : offeredDays(now, business.hours.days, settings)),
    [now, business.hours.days, settings],
  )

  // The picks are what the message's line of times says now, the one record of them, read as a store of its own:
  // again on every input in the form (typing, a draft restored, a price row's Book, a pick here).
  const subscribe = useCallback(
    (changed: () => void) => {
      // Stryker disable next-line OptionalChaining: the message is in its form whenever this runs
      const form = messageOf(formId)?.form
      // Stryker disable next-line OptionalChaining: as above
      form?.addEventListener("input", changed)
      // Stryker disable next-line OptionalChaining,ArrowFunction,StringLiteral: as above; and a store's callback left on the form after the times went changes nothing (React ignores it)
      return () => form?.removeEventListener("input", changed)
    },
    // Stryker disable next-line ArrayDeclaration: a form's id never changes on a page
    [formId],
  )
  const line = useSyncExternalStore(
    subscribe,
    // Stryker disable next-line OptionalChaining: the times are inside the form whose message they read
    () => timesIn(messageOf(formId)?.value ?? "", words.line).join("\n"),
    // Stryker disable next-line ArrowFunction,StringLiteral: the build renders no day, so no box reads the line then
    () => "",
  )
  const inLine = useMemo(() => (line ? line.split("\n") : []), [line])
  const takenOut = useTimesTakenOut(formId, everyMinute)

  /** A row per day offered; before the days are known, as many rows of boxes as will be offered. */
  const rows: { key: string; day: string; choices: Choice[] }[] = useMemo(() => {
    const all = settings.windows
    if (!days)
      return Array.from({ length: settings.daysOffered }, (_, index) => ({
        key: String(index),
        // Empty: the hidden rows keep their room, a day's one line (.dayName), which words could outgrow.
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
  }, [days, settings])

  const offered = rows.flatMap(({ choices }) => choices.flatMap(({ phrase }) => (phrase ? [phrase] : [])))

  /**
   * Rewrites the message's line for `phrase` picked (`on`) or not, from the line as it is now (the one record, which
   * the visitor may also have typed into); the boxes then follow the line.
   */
  const writePick = (phrase: string, on: boolean) => {
    rewriteMessage(formId, (message) => {
      const written = timesIn(message, words.line)
      // The visitor's own words in the line stay first; the boxes' times follow in the order they are shown.
      const own = written.filter((time) => !offered.includes(time))
      const chosen = offered.filter((time) => (time === phrase ? on : written.includes(time)))
      return withTimes(message, words.line, [...own, ...chosen])
    })
  }

  // Written after the tap's paint: the boxes show the picks still waiting as picked already (use-picks-shown-first.ts).
  // Whatever reads or sends the form first has them written, and then the times no longer offered taken out.
  const { waiting, pick } = usePicksShownFirst(formId, writePick, takenOut.takeOut)
  const isPicked = (phrase: string) => waiting.get(phrase) ?? inLine.includes(phrase)
  // The line as it is counts: the visitor's own words in it too.
  const count = inLine.filter((time) => !offered.includes(time)).length + offered.filter(isPicked).length
  const full = count >= MAX_PREFERRED_TIMES

  const status = (
    <p className={styles.status} role="status">
      {[takenOut.said, full ? fillIn(words.full, { max: MAX_PREFERRED_TIMES }) : ""].filter(Boolean).join(" ")}
    </p>
  )
  // Nothing can be reached in the days looked at: the message is the way (and the status, if a time left it).
  if (days?.length === 0) return takenOut.said ? status : null
  const windowHours = settings.windows
    .map(({ label, starts, ends }) => `${label} ${hours(starts)}–${hours(ends)}`)
    .join(", ")
  return (
    <fieldset className={days ? styles.group : `${styles.group} ${styles.waiting}`} aria-describedby={hintId}>
      <legend className={styles.legend}>{fillIn(words.legend, { max: MAX_PREFERRED_TIMES })}</legend>
      <p id={hintId} className={styles.hint}>
        {fillIn(words.hint, { windows: windowHours, zone: quoteForm.zone })}
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
                const checked = phrase !== null && isPicked(phrase)
                return (
                  <label key={index} className={styles.choice}>
                    <input
                      type="checkbox"
                      // No name: not a field of the enquiry. Its value is the words it writes into the message.
                      // Stryker disable next-line StringLiteral: a box with no phrase is disabled and has no name: its value is never read
                      value={phrase ?? ""}
                      checked={checked}
                      disabled={phrase === null || (full && !checked)}
                      onChange={(event) => {
                        if (!phrase) return
                        takenOut.forget()
                        pick(phrase, event.currentTarget.checked)
                      }}
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
      {status}
    </fieldset>
  )
}
