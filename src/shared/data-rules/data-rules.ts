/**
 * The data rules JSON Schema cannot express: across fields (a printed phone number against its E.164
 * form, checked by libphonenumber-js in phone-rules.ts), across items (a repeated FAQ question, a source that is not
 * listed: law-rules.ts) and against the clock (a review dated in the future, a law check over a year old).
 *
 * Rules that fit a schema (the form of one value) live in `data/schemas/`, where VS Code shows them too;
 * only these live here. `validateDataFolder` runs a file's rule after the file passed its schema, so a rule can
 * rely on the shape the schema guarantees and never repeats a schema message.
 */
import { SECTION_IDS } from "../sections"
import { preferredTimesProblems } from "./preferred-times-rules"
import { DESCRIPTION_MAX_LENGTH, searchTexts, type SearchFacts, type SearchTexts } from "../search-texts"
import { lawProblems } from "./law-rules"
import { napProblems, type NapFacts } from "./nap-rules"
import { businessPhoneProblems } from "./phone-rules"
import { profileProblems } from "./profile-rules"

/**
 * A problem found by a rule: where in the file (e.g. `["items", "3", "question"]`) and what is wrong; `warning` when it
 * should be fixed soon but does not stop the build (an old law.checked date).
 */
export interface RuleProblem {
  path: string[]
  message: string
  warning?: true
}

/** What a rule may depend on besides the file itself. */
export interface RuleContext {
  /** The moment the check runs; injectable so that tests do not depend on the real clock. */
  today: Date
  /** Every data file that passed its schema, by name (e.g. `business.json`), for rules across files. */
  files: ReadonlyMap<string, unknown>
}

type Rule = (data: unknown, context: RuleContext) => RuleProblem[]

/**
 * data/business.json: the phone numbers are real numbers of its country, written consistently (phone-rules.ts), the
 * Google profile's addresses lead to Google (a warning otherwise: profile-rules.ts), and each window of the preferred
 * times ends after it starts, lies within the opening hours and has a name of its own (preferred-times-rules.ts).
 */
const businessRules: Rule = (data) => [
  ...businessPhoneProblems(data as Parameters<typeof businessPhoneProblems>[0]),
  ...profileProblems(data as Parameters<typeof profileProblems>[0]),
  ...preferredTimesProblems(data as Parameters<typeof preferredTimesProblems>[0]),
]

/** How two questions compare: case, surrounding spaces and runs of spaces make no difference to a reader. */
function questionKey(question: string): string {
  return question.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-GB")
}

/** data/faq.json: a question asked twice shows twice in the accordion; name the repeat and the original. */
const uniqueQuestions: Rule = (data) => {
  const faqs = (data as { items: { question: string }[] }).items
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
      path: ["items", String(index), "question"],
      message: `repeats the question of item ${first + 1} ("${faqs[first].question}")`,
    })
  })
  return problems
}

let days: Intl.DateTimeFormat | undefined
/** The UK's calendar days, made on first use (a formatter costs more than the dates it formats). */
const ukDays = () =>
  (days ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }))

/**
 * The calendar date of `instant` in the UK (Europe/London, so BST in summer), as YYYY-MM-DD: the day the
 * business and its reviewers live in, whatever the time zone of the machine running the check.
 */
export function ukDate(instant: Date): string {
  const parts = ukDays().formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
  return `${part("year")}-${part("month")}-${part("day")}`
}

/** data/reviews.json: a review cannot have been written after today (a typo in the year, usually). */
const pastReviewDates: Rule = (data, { today }) => {
  const reviews = (data as { items: { date: string }[] }).items
  const todayInUk = ukDate(today)
  const problems: RuleProblem[] = []
  reviews.forEach(({ date }, index) => {
    // Both are YYYY-MM-DD, so string order is date order.
    if (date > todayInUk) {
      problems.push({
        path: ["items", String(index), "date"],
        message: `is in the future (today is ${todayInUk} in the UK); give the date the review was written`,
      })
    }
  })
  return problems
}

/**
 * The controls of data/site.json whose accessible name (`aria-label`) is a text of its own beside the words they
 * show: [group, the shown words' key, the name's key].
 */
const NAMED_CONTROLS = [
  ["cta", "callNow", "callNowLabel"],
  ["maps", "show", "showLabel"],
] as const

/**
 * data/site.json: every menu entry links to a section on the page (src/shared/sections.ts), the search
 * description, once the business facts are filled in, fits what search results show, and a control's accessible
 * name contains the words it shows (WCAG 2.2 success criterion 2.5.3, Label in Name: a voice-control user says
 * what they see, "click Call Now").
 */
const siteRules: Rule = (data, { files }) => {
  const site = data as { menus: Record<string, { section: string }[]>; seo: SearchTexts } & Record<
    (typeof NAMED_CONTROLS)[number][0],
    Record<string, string>
  >
  const problems: RuleProblem[] = []
  for (const [group, shown, name] of NAMED_CONTROLS) {
    const words = site[group][shown].trim()
    if (site[group][name].toLocaleLowerCase("en-GB").includes(words.toLocaleLowerCase("en-GB"))) continue
    problems.push({
      path: [group, name],
      message: `does not contain "${words}", the words the control shows (${group}.${shown}); people who use voice control say those words to press it`,
    })
  }
  for (const [menu, entries] of Object.entries(site.menus)) {
    entries.forEach(({ section }, index) => {
      if ((SECTION_IDS as readonly string[]).includes(section)) return
      problems.push({
        path: ["menus", menu, String(index), "section"],
        message: `"${section}" is not a section of the page; use one of ${SECTION_IDS.join(", ")}`,
      })
    })
  }
  const business = files.get("business.json") as SearchFacts | undefined
  if (business) {
    const { description } = searchTexts(site.seo, business)
    if (description.length > DESCRIPTION_MAX_LENGTH) {
      problems.push({
        path: ["seo", "description"],
        message: `is ${description.length} characters once filled in; search results cut it after ${DESCRIPTION_MAX_LENGTH}: "${description}"`,
      })
    }
  }
  return problems
}

/**
 * data/coverage.json: the postcode districts answer "is my postcode covered?" (requirements §10 item 6), so they
 * must match the towns the page says it covers (data/business.json `coverage`, requirements §1): each district's
 * town is one of them, and no district is listed twice; a town without a district is a warning.
 */
const coverageRules: Rule = (data, { files }) => {
  const { districts } = data as { districts: { outward: string; town: string }[] }
  const business = files.get("business.json") as { coverage: string[] } | undefined
  const problems: RuleProblem[] = []
  const seen = new Map<string, number>()
  districts.forEach(({ outward, town }, index) => {
    const first = seen.get(outward)
    if (first !== undefined) {
      problems.push({ path: ["districts", String(index), "outward"], message: `repeats item ${first + 1}` })
    } else seen.set(outward, index)
    if (business && !business.coverage.includes(town)) {
      problems.push({
        path: ["districts", String(index), "town"],
        message: `"${town}" is not one of the towns in data/business.json coverage (${business.coverage.join(", ")})`,
      })
    }
  })
  // A warning, not an error: the CMS saves one file at a time, so an editor adds a town to business.json first and
  // its districts here next (the other order is refused above); an error would leave neither change publishable.
  for (const town of business?.coverage ?? []) {
    if (!districts.some((district) => district.town === town)) {
      problems.push({
        path: ["districts"],
        message: `has no district for ${town}, a town in data/business.json coverage: its postcodes are answered as outside the area until you add one`,
        warning: true,
      })
    }
  }
  return problems
}

/**
 * The rule every data file answers to: it names the business, its phones and (for a business customers do not visit)
 * its address only as data/business.json does (nap-rules.ts). Nothing to compare with until business.json is valid.
 */
export const everyFileRule = (file: string, data: unknown, { files }: RuleContext): RuleProblem[] => {
  const business = files.get("business.json") as NapFacts | undefined
  return business ? napProblems(file, data, business) : []
}

/** The rules beyond the schemas, by data file name. */
export const DATA_RULES: Readonly<Record<string, Rule>> = {
  "business.json": businessRules,
  "faq.json": (data, context) => [
    ...uniqueQuestions(data, context),
    ...lawProblems(data as Parameters<typeof lawProblems>[0], ukDate(context.today)),
  ],
  "reviews.json": pastReviewDates,
  "site.json": siteRules,
  "coverage.json": coverageRules,
}
