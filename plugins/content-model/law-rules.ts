/**
 * The statements of law in data/faq.json keep their sources and stay current: each answer's `sources` names
 * sources listed in `law.sources`, and `law.checked` (the day the answers were last checked against them) is not in
 * the future (an error) and at most {@link LAW_CHECK_MAX_AGE_YEARS} year old (else `npm run check:data` warns), so
 * the page never goes stale in silence.
 */
import { nextDueDate } from "../../src/tools/eicr-due"

/** A problem in data/faq.json: the field, what is wrong, and whether it only warns (the build goes on). */
interface LawProblem {
  path: string[]
  message: string
  warning?: true
}

/** How old `law.checked` may be before the check warns: the law on electrical safety in rented homes changed in 2020 and 2025. */
export const LAW_CHECK_MAX_AGE_YEARS = 1

interface FaqLaw {
  law: { checked: string; sources: { id: string }[] }
  items: { sources?: string[] }[]
}

/**
 * Every problem with the sources and the checked date of data/faq.json (after its schema passed).
 *
 * @param faq the parsed data/faq.json.
 * @param todayInUk today's date in the UK, `"YYYY-MM-DD"`.
 * @returns errors for a source id listed twice, an answer naming a source that is not listed or a checked date
 *   after `todayInUk`, and a warning
 *   when `law.checked` was more than {@link LAW_CHECK_MAX_AGE_YEARS} year before `todayInUk`.
 */
export function lawProblems({ law, items }: FaqLaw, todayInUk: string): LawProblem[] {
  const problems: LawProblem[] = []
  const ids = new Map<string, number>()
  law.sources.forEach(({ id }, index) => {
    const first = ids.get(id)
    if (first === undefined) ids.set(id, index)
    else
      problems.push({ path: ["law", "sources", String(index), "id"], message: `repeats the id of item ${first + 1}` })
  })
  items.forEach(({ sources = [] }, index) => {
    for (const id of sources.filter((source) => !ids.has(source))) {
      problems.push({
        path: ["items", String(index), "sources"],
        message: `names "${id}", which is not an id in law.sources (${[...ids.keys()].join(", ")})`,
      })
    }
  })
  // YYYY-MM-DD strings compare in date order. A date after today is a check not made yet.
  if (law.checked > todayInUk) {
    problems.push({
      path: ["law", "checked"],
      message: `${law.checked} is after today (${todayInUk}): set the day the answers were checked against law.sources`,
    })
    return problems
  }
  // Calendar years, as the due-date tool counts them.
  const staleAfter = nextDueDate(law.checked, LAW_CHECK_MAX_AGE_YEARS)
  if (todayInUk > staleAfter) {
    problems.push({
      path: ["law", "checked"],
      message: `${law.checked} is more than ${LAW_CHECK_MAX_AGE_YEARS} year ago: check each answer with "sources" against law.sources (the law may have changed), then set today's date`,
      warning: true,
    })
  }
  return problems
}
