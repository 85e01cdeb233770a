/**
 * The content rules JSON Schema cannot express: across fields (a printed phone number against its E.164
 * form), across items (a repeated FAQ question) and against the clock (a review dated in the future).
 *
 * Rules that fit a schema (the form of one value) live in `data/schemas/`, where VS Code shows them too;
 * only these live here. `validateData` runs a file's rule after the file passed its schema, so a rule can
 * rely on the shape the schema guarantees and never repeats a schema message.
 */
import type { DataProblem } from "./validate-data"

/** A problem found by a rule; `validateData` adds the file name and the item's label. */
export type RuleProblem = Pick<DataProblem, "item" | "field" | "message">

/** What a rule may depend on besides the file itself. */
export interface RuleContext {
  /** The moment the check runs; injectable so that tests do not depend on the real clock. */
  today: Date
}

type Rule = (data: unknown, context: RuleContext) => RuleProblem[]

/** The UK's country calling code (ITU-T E.164 assignment); the business and its numbers are in Kent. */
const UK_COUNTRY_CODE = "44"

/**
 * The E.164 number a printed phone number stands for.
 *
 * - International form (starts with `+`): its digits, e.g. "+44 1632 960 123" → "+441632960123". A "(0)"
 *   is dropped first: the UK habit "+44 (0)1632 …" shows the trunk 0 that callers from abroad leave out.
 * - National form (first digit 0, the UK trunk prefix of Ofcom's numbering plan): the 0 becomes +44, e.g.
 *   "01632 960 123" or "(01632) 960-123" → "+441632960123".
 *
 * @param display the number as printed on the page (any spaces, brackets or dashes).
 * @returns the `+<digits>` form, or `undefined` when the text starts with neither `+` nor a 0.
 */
export function e164OfDisplay(display: string): string | undefined {
  const text = display.replace(/\(0\)/g, "").trim()
  const digits = text.replace(/\D/g, "")
  if (text.startsWith("+")) return `+${digits}`
  if (digits.startsWith("0")) return `+${UK_COUNTRY_CODE}${digits.slice(1)}`
  return undefined
}

/** data/business.json: each printed number must be the number its `tel:` link calls. */
const samePhoneNumbers: Rule = (data) => {
  const business = data as Record<"phone" | "emergencyPhone", { display: string; e164: string }>
  const problems: RuleProblem[] = []
  for (const key of ["phone", "emergencyPhone"] as const) {
    const { display, e164 } = business[key]
    const shown = e164OfDisplay(display)
    if (shown === e164) continue
    const message =
      shown === undefined
        ? `is not the same number as "${key}.e164" (${e164}): start it with 0 (UK) or + (international)`
        : `is not the same number as "${key}.e164" (it reads as ${shown}, not ${e164})`
    problems.push({ field: `${key}.display`, message })
  }
  return problems
}

/** How two questions compare: case, surrounding spaces and runs of spaces make no difference to a reader. */
function questionKey(question: string): string {
  return question.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-GB")
}

/** data/faqs.json: a question asked twice shows twice in the accordion; name the repeat and the original. */
const uniqueQuestions: Rule = (data) => {
  const faqs = data as { question: string }[]
  const firstSeen = new Map<string, number>()
  const problems: RuleProblem[] = []
  faqs.forEach(({ question }, index) => {
    const key = questionKey(question)
    const first = firstSeen.get(key)
    if (first === undefined) {
      firstSeen.set(key, index)
      return
    }
    problems.push({
      item: index + 1,
      field: "question",
      message: `repeats the question of item ${first + 1} ("${faqs[first].question}")`,
    })
  })
  return problems
}

/**
 * The calendar date of `instant` in the UK (Europe/London, so BST in summer), as YYYY-MM-DD: the day the
 * business and its reviewers live in, whatever the time zone of the machine running the check.
 */
export function ukDate(instant: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
  return `${part("year")}-${part("month")}-${part("day")}`
}

/** data/reviews.json: a review cannot have been written after today (a typo in the year, usually). */
const pastReviewDates: Rule = (data, { today }) => {
  const reviews = data as { date: string }[]
  const todayInUk = ukDate(today)
  const problems: RuleProblem[] = []
  reviews.forEach(({ date }, index) => {
    // Both are YYYY-MM-DD, so string order is date order.
    if (date > todayInUk) {
      problems.push({
        item: index + 1,
        field: "date",
        message: `is in the future (today is ${todayInUk} in the UK); give the date the review was written`,
      })
    }
  })
  return problems
}

/** The rules beyond the schemas, by data file name. */
export const CONTENT_RULES: Readonly<Record<string, Rule>> = {
  "business.json": samePhoneNumbers,
  "faqs.json": uniqueQuestions,
  "reviews.json": pastReviewDates,
}
