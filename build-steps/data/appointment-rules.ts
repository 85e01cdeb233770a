/**
 * The times the contact form offers (data/business.json `appointments`, requirements §10 item 7): each window ends
 * after it starts. The schema holds each time to 24-hour `HH:MM` and each closed date to a real `YYYY-MM-DD` date (ajv's
 * `date` format); the order of two times is a rule across fields, so it lives here.
 */

/** A problem in data/business.json: the field and what is wrong. */
interface AppointmentProblem {
  path: string[]
  message: string
}

/**
 * An error for each window of `appointments.windows` that ends when or before it starts (a window from 12:00 to
 * 11:00 would never be offered, or, typed the other way round, would be offered for the wrong hours).
 * @param business the parsed data/business.json (after its schema passed, so each time is `HH:MM`, which sorts as
 *   the time of day it is).
 */
export function appointmentProblems(business: {
  appointments?: { windows: { label: string; starts: string; ends: string }[] }
}): AppointmentProblem[] {
  return (business.appointments?.windows ?? []).flatMap(({ label, starts, ends }, index) =>
    ends > starts
      ? []
      : [
          {
            path: ["appointments", "windows", String(index), "ends"],
            message: `is ${ends}, not after the window "${label}" starts (${starts}): a window ends after it starts`,
          },
        ],
  )
}
