import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from "react"
import { countOnce, COUNTED } from "../counting/count"
import { telHref } from "../components/contact-links"
import { addToMessage, BOOK_HREF, QUOTE_FORMS } from "../quote-form/fields/quote-fields"
import { usePageWide } from "../components/page-wide"
import * as buttons from "../styles/buttons.module.css"
import * as fields from "../styles/fields.module.css"
import { fillIn, fillInNodes } from "../shared/text"
import { newUid } from "../shared/icalendar"
import { reminderIcs } from "./calendar-reminder"
import { dueAnswer, formatLongDate, todayIso, type DueAnswer } from "../shared/eicr-due"
import * as styles from "./due-date-tool.module.css"
import { PROPERTY_TYPES, type PropertyType } from "./property-types"

/**
 * The words of the tool (data/services.json `dueTool`), as the Services fragment gives them; `types` (a JSON scalar,
 * queried whole) holds the words of each of {@link PROPERTY_TYPES}, which check:data makes sure of.
 */
export type DueToolWords = Omit<NonNullable<Queries.ServicesSectionFragment["dueTool"]>, "types"> & {
  types: Readonly<Record<string, string>>
}
const isPropertyType = (value: string): value is PropertyType => (PROPERTY_TYPES as readonly string[]).includes(value)

/** The radio group of the types of property. */
const TYPE_NAME = "eicr-due-type"

/**
 * The type the visitor chose in the server HTML before this was hydrated (read while hydrating, before React sets the
 * radios: an uncontrolled radio group would be reset to its default), else the first; on the server, the first.
 */
function typeChosenBeforeHydration(): PropertyType {
  const value =
    typeof document === "undefined"
      ? undefined
      : document.querySelector<HTMLInputElement>(`input[name="${TYPE_NAME}"]:checked`)?.value
  return value && isPropertyType(value) ? value : PROPERTY_TYPES[0]
}

/** The name of the downloaded calendar file. */
export const REMINDER_FILE = "eicr-due.ics"
const ID = "eicr-due"

/**
 * "When is my next EICR due?" (requirements §10 item 6), in `#services`: the date of the last EICR and the type of
 * property give the due date (the interval of data/business.json `eicrIntervals`), announced politely as it
 * changes. Then "Add a reminder to your calendar" downloads `eicr-due.ics` made here (RFC 5545,
 * calendar-reminder.ts) and "Book it now" writes the type and due date into the contact form's message and moves
 * focus there. When the due date has passed the answer says so with the phone link and a Book Now that does the
 * same as "Book it now" (and, if the form cannot be found, is a plain link to #contact). Nothing leaves the browser.
 *
 * The inputs are uncontrolled: the page hydrates this on demand (on-demand.tsx), possibly after the visitor has
 * already chosen a date, so the answer is worked out from what the fields hold, on mount and on every change.
 * No `<form>`: a form without a script would put the date into a URL when Enter is pressed.
 */
export function DueDateTool({ words }: { words: DueToolWords }) {
  const { business, siteWords } = usePageWide()
  const dateRef = useRef<HTMLInputElement>(null)
  const [last, setLast] = useState("")
  const [type, setType] = useState<PropertyType>(typeChosenBeforeHydration)

  const read = useCallback(() => setLast(dateRef.current?.value ?? ""), [])
  useEffect(read, [read])
  // The first date format costs a phone tens of ms of locale data: made while the browser is idle, so the visitor's
  // first answer is not kept waiting for it (issue 25: 64 ms to the next paint at 4× CPU without this).
  useEffect(() => {
    const warm = () => void formatLongDate("2000-01-01")
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(warm)
      return () => cancelIdleCallback(id)
    }
    const timer = setTimeout(warm)
    return () => clearTimeout(timer)
  }, [])

  const answer: DueAnswer = useMemo(
    () => dueAnswer(last, business.eicrIntervals[type], todayIso()),
    [last, type, business.eicrIntervals],
  )
  const dueDate = answer.kind === "due" || answer.kind === "overdue" ? formatLongDate(answer.dueDate) : ""

  const reminderHref = useMemo(() => {
    if (answer.kind !== "due") return undefined
    const date = formatLongDate(answer.dueDate)
    const ics = reminderIcs({
      dueDate: answer.dueDate,
      reminderDate: answer.reminderDate,
      summary: fillIn(words.reminderSummary, { date }),
      description: fillIn(words.reminderDescription, { date, name: business.name, phone: business.phone.display }),
      now: new Date(),
      uid: newUid(window.location.hostname || undefined),
    })
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
  }, [answer, words, business])

  /**
   * Writes the type and due date into the contact form's message and moves focus there (its own scroll); a form showing
   * its thank-you panel comes back for it (quote-fields.ts). Without a contact form it goes to the contact section (the
   * Book Now link does that by itself).
   */
  const book = (event: MouseEvent) => {
    const wording = answer.kind === "overdue" ? words.bookOverdueMessage : words.bookMessage
    const line = dueDate ? fillIn(wording, { type: words.types[type], date: dueDate }) : ""
    if (line && addToMessage(QUOTE_FORMS.contact, line)) event.preventDefault()
    else if (event.currentTarget instanceof HTMLButtonElement) document.getElementById("contact")?.scrollIntoView()
  }

  const phoneLink = <a href={telHref(business.phone.e164)}>{business.phone.display}</a>

  const tool = (
    <div className={styles.tool} role="group" aria-labelledby={`${ID}-heading`}>
      <h3 id={`${ID}-heading`}>{words.heading}</h3>
      <p>{words.intro}</p>
      <div className={styles.inputs}>
        <div className={fields.field}>
          <label htmlFor={`${ID}-last`}>{words.lastInspection}</label>
          <input id={`${ID}-last`} ref={dateRef} type="date" onInput={read} onChange={read} />
        </div>
        {/* Radio buttons, not a select: each type's words wrap on a narrow phone, and one tap chooses. */}
        <fieldset className={styles.types}>
          <legend>{words.propertyType}</legend>
          {PROPERTY_TYPES.map((each) => (
            <label key={each} className={styles.type}>
              <input
                type="radio"
                name={TYPE_NAME}
                value={each}
                checked={each === type}
                onChange={() => setType(each)}
              />
              {fillIn(words.typeOption, { type: words.types[each], years: business.eicrIntervals[each] })}
            </label>
          ))}
        </fieldset>
      </div>
      <div className={styles.answer} role="status" data-answer={answer.kind}>
        {answer.kind === "none" ? <p>{words.hint}</p> : null}
        {answer.kind === "future" ? <p>{words.future}</p> : null}
        {answer.kind === "due" ? <p className={styles.date}>{fillIn(words.due, { date: dueDate })}</p> : null}
        {answer.kind === "overdue" ? (
          <p className={styles.overdue}>
            {fillInNodes(words.overdue, { date: dueDate, phone: phoneLink })}{" "}
            <a href={BOOK_HREF} className={buttons.primary} onClick={book}>
              {siteWords.cta.bookNow}
            </a>
          </p>
        ) : null}
      </div>
      <noscript>
        <p className={styles.noscript}>{words.noScript}</p>
      </noscript>
      {/* Once overdue, the answer's own Book Now does what Book it now does, and a reminder is of no use. */}
      <div className={styles.actions} hidden={answer.kind !== "due"}>
        {reminderHref ? (
          <a href={reminderHref} download={REMINDER_FILE} className={buttons.outline}>
            {words.reminder}
          </a>
        ) : null}
        <button type="button" className={buttons.secondary} onClick={book}>
          {words.book}
        </button>
      </div>
    </div>
  )
  // Counting (a build-time constant: without it, this branch and CountDueAnswer are not in the build).
  if (process.env.GATSBY_COUNTING_DOMAIN)
    return (
      <>
        {tool}
        <CountDueAnswer kind={answer.kind} type={type} />
      </>
    )
  return tool
}

/** Counts the tool's first answer with a date in this page view (a date typed digit by digit answers often). */
function CountDueAnswer({ kind, type }: { kind: DueAnswer["kind"]; type: PropertyType }) {
  useEffect(() => {
    if (kind === "due" || kind === "overdue")
      countOnce("due date", { name: COUNTED.dueDate, props: { property: type, answer: kind } })
  }, [kind, type])
  return null
}
