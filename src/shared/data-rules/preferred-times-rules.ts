/**
 * The preferred times the contact form offers (data/business.json `preferredTimes`, requirements §10 item 7): each
 * window ends after it starts, lies within the opening hours (`hours.opens` to `hours.closes`), and has a name of its
 * own.
 * The schema holds each time to 24-hour `HH:MM`, each closed date to a real `YYYY-MM-DD` date (ajv's `date` format)
 * and each name to one line without the message line's separators; rules across fields and items live here.
 */

/** A problem in data/business.json: the field and what is wrong. */
interface PreferredTimesProblem {
  path: string[]
  message: string
}

/** What the rules read of data/business.json. */
interface BusinessTimes {
  hours?: { opens: string; closes: string }
  preferredTimes?: { windows: { label: string; starts: string; ends: string }[] }
}

/** How two names compare: case and spaces make no difference to a visitor (nor to the message's line, once read). */
const nameKey = (label: string) => label.trim().replace(/\s+/g, " ").toLocaleLowerCase("en-GB")

/**
 * Whether `starts`–`ends` lies within the opening hours. Hours that close at or before they open run past midnight
 * (07:00 to 02:00): a window is then within them when it starts after opening or ends before closing.
 */
function withinHours(starts: string, ends: string, { opens, closes }: { opens: string; closes: string }): boolean {
  return closes > opens ? starts >= opens && ends <= closes : starts >= opens || ends <= closes
}

/**
 * The errors of `preferredTimes.windows`, window by window, each naming its field:
 * - one that ends when or before it starts (a window from 12:00 to 11:00 would never be offered, or, typed the other
 *   way round, would be offered for the wrong hours);
 * - one outside the opening hours (a visitor would be offered a time the business is closed);
 * - a name an earlier window has (one pick would tick both and write the time twice).
 * @param business the parsed data/business.json (after its schema passed, so each time is `HH:MM`, which sorts as
 *   the time of day it is).
 */
export function preferredTimesProblems(business: BusinessTimes): PreferredTimesProblem[] {
  const windows = business.preferredTimes?.windows ?? []
  const field = (index: number, name: string) => ["preferredTimes", "windows", String(index), name]
  return windows.flatMap(({ label, starts, ends }, index) => {
    const problems: PreferredTimesProblem[] = []
    if (ends <= starts)
      problems.push({
        path: field(index, "ends"),
        message: `is ${ends}, not after the window "${label}" starts (${starts}): a window ends after it starts`,
      })
    else if (business.hours && !withinHours(starts, ends, business.hours)) {
      const { opens, closes } = business.hours
      problems.push({
        path: field(index, starts < opens ? "starts" : "ends"),
        message: `the window "${label}" (${starts}–${ends}) is not within the opening hours (hours: ${opens}–${closes}): a visitor would pick a time you are closed`,
      })
    }
    const first = windows.findIndex((each) => nameKey(each.label) === nameKey(label))
    if (first < index)
      problems.push({
        path: field(index, "label"),
        message: `is "${label}", the name of window ${first + 1} too: each window needs a name of its own`,
      })
    return problems
  })
}
