/**
 * The statements of law in data/faq.json keep their sources and stay current: each answer's `sources` names
 * sources listed in `law.sources`, and `law.checked` (the day the answers were last checked against them) is not in
 * the future (an error) and at most {@link LAW_CHECK_MAX_AGE_YEARS} year old (else `npm run check:data` warns), so
 * the page never goes stale in silence.
 */
import { nextDueDate } from "../eicr-due"

/** A problem in data/faq.json: the field, what is wrong, and whether it only warns (the build goes on). */
interface LawProblem {
  path: string[]
  message: string
  warning?: true
}

/** How old `law.checked` may be before the check warns: the law on electrical safety in rented homes changed in 2020 and 2025. */
export const LAW_CHECK_MAX_AGE_YEARS = 1

interface Sources {
  checked: string
  sources: { id: string }[]
}

interface FaqLaw {
  law: Sources & { beyondEngland?: Sources | null }
  items: { sources?: string[] }[]
}

/**
 * The problems of one checked date (`law.checked`, or `law.beyondEngland.checked`, at `path`): an error when it is
 * after `todayInUk`, a warning when it is more than {@link LAW_CHECK_MAX_AGE_YEARS} year before.
 */
function checkedProblems(checked: string, path: string[], sources: string, todayInUk: string): LawProblem[] {
  // YYYY-MM-DD strings compare in date order. A date after today is a check not made yet.
  if (checked > todayInUk) {
    return [
      {
        path,
        message: `${checked} is after today (${todayInUk}): set the day the answers were checked against ${sources}`,
      },
    ]
  }
  // Calendar years, as the due-date tool counts them.
  const staleAfter = nextDueDate(checked, LAW_CHECK_MAX_AGE_YEARS)
  if (todayInUk <= staleAfter) return []
  const what = sources === "law.sources" ? 'each answer with "sources"' : "the line"
  return [
    {
      path,
      message: `${checked} is more than ${LAW_CHECK_MAX_AGE_YEARS} year ago: check ${what} against ${sources} (the law may have changed), then set today's date`,
      warning: true,
    },
  ]
}

/**
 * Every problem with the sources and the checked dates of data/faq.json (after its schema passed).
 *
 * @param faq the parsed data/faq.json.
 * @param todayInUk today's date in the UK, `"YYYY-MM-DD"`.
 * @returns errors for a source id listed twice (across `law.sources` and `law.beyondEngland.sources`), an answer naming
 *   a source that is not listed or a checked date after `todayInUk`, and a warning when `law.checked` or
 *   `law.beyondEngland.checked` was more than {@link LAW_CHECK_MAX_AGE_YEARS} year before `todayInUk`.
 */
export function lawProblems({ law, items }: FaqLaw, todayInUk: string): LawProblem[] {
  const problems: LawProblem[] = []
  // Where each id was first listed: the list's name and the 1-based item.
  const ids = new Map<string, { list: string; item: number }>()
  const lists = [
    { list: "law.sources", sources: law.sources },
    { list: "law.beyondEngland.sources", sources: law.beyondEngland?.sources ?? [] },
  ]
  for (const { list, sources } of lists) {
    sources.forEach(({ id }, index) => {
      const first = ids.get(id)
      if (first === undefined) ids.set(id, { list, item: index + 1 })
      else
        problems.push({
          path: [...list.split("."), String(index), "id"],
          message: `repeats the id of item ${first.item}${first.list === list ? "" : ` of ${first.list}`}`,
        })
    })
  }
  items.forEach(({ sources = [] }, index) => {
    for (const id of sources.filter((source) => !ids.has(source))) {
      problems.push({
        path: ["items", String(index), "sources"],
        message: `names "${id}", which is not an id in law.sources${law.beyondEngland ? " or law.beyondEngland.sources" : ""} (${[...ids.keys()].join(", ")})`,
      })
    }
  })
  problems.push(...checkedProblems(law.checked, ["law", "checked"], "law.sources", todayInUk))
  if (law.beyondEngland) {
    problems.push(
      ...checkedProblems(
        law.beyondEngland.checked,
        ["law", "beyondEngland", "checked"],
        "law.beyondEngland.sources",
        todayInUk,
      ),
    )
  }
  return problems
}
