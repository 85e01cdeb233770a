/**
 * What the reply page does in the owner's browser (issue 58; the page is src/reply/reply-page.html): reads the enquiry from
 * the address's fragment (reply-link.ts), shows it, offers its preferred times and any other day and window, and for
 * the time chosen prepares the confirmation: its text, the WhatsApp, text, e-mail and Call links (confirmation.ts) and
 * two calendar files (visit-calendar.ts). It writes text only as text (`textContent`, attribute values), so nothing
 * in an enquiry can run; it sends nothing and stores nothing. The build inlines it in src/reply/reply-page.html
 * (node/build-steps/after-build/owner-pages.ts); it imports no React, to stay small.
 */
import { addDays, dayWords, offeredDays, ukToday } from "../shared/preferred-times-days"
import { fillIn } from "../shared/fill-in"
import { newUid } from "../shared/icalendar"
import { REPLY_FACTS_ID, type ReplyFacts } from "../shared/reply-page"
import { confirmationLinks, confirmationText } from "./confirmation"
import { readReplyLink, type ReplyEnquiry } from "./reply-link"
import { readUkPhone } from "./uk-phone"
import { visitIcs } from "./visit-calendar"
import { timeLine, type VisitTime } from "./visit-time"

const STARTED = "data-reply-started"

/**
 * Starts the page once (a second call does nothing): reads `location.hash` and fills the page, or says what is wrong
 * with the link. Reads the hash again when it changes (another enquiry opened in the same tab); only the latest
 * reading is shown, whatever order the checks finish in.
 * @returns a function that stops it (its listener removed, a reading still under way dropped).
 */
export function startReplyPage(document: Document): () => void {
  const root = document.documentElement
  if (root.hasAttribute(STARTED)) return () => undefined
  root.setAttribute(STARTED, "")
  const factsBlock = document.getElementById(REPLY_FACTS_ID)
  const facts = JSON.parse(factsBlock?.textContent ?? "null") as ReplyFacts
  let latest = 0
  const show = () => {
    const reading = ++latest
    const apply = (read: Parameters<typeof showRead>[2]) => {
      if (reading === latest) showRead(document, facts, read)
    }
    // Without Web Crypto (a page not served over https or from localhost) no link can be checked.
    if (!globalThis.crypto?.subtle) return apply({ problem: "unsupported" })
    void readReplyLink(window.location.hash)
      .then(apply)
      // Whatever else goes wrong, the owner is told the link cannot be used rather than shown a blank page.
      .catch(() => apply({ problem: "broken" }))
  }
  window.addEventListener("hashchange", show)
  show()
  return () => {
    latest = Number.NaN // no reading equals it: one under way is dropped
    window.removeEventListener("hashchange", show)
  }
}

const part = (document: Document, name: string) => document.querySelector<HTMLElement>(`[data-reply="${name}"]`)!
const field = (document: Document, name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!

function showRead(document: Document, facts: ReplyFacts, read: { enquiry: ReplyEnquiry } | { problem: string }) {
  const problem = part(document, "problem")
  const enquiryPart = part(document, "enquiry")
  if ("problem" in read) {
    problem.textContent = facts.words.problems[read.problem as keyof ReplyFacts["words"]["problems"]]
    problem.hidden = false
    enquiryPart.hidden = true
    return
  }
  problem.hidden = true
  showEnquiry(document, facts, read.enquiry)
  enquiryPart.hidden = false
}

let ukClock: Intl.DateTimeFormat | undefined

function showEnquiry(document: Document, facts: ReplyFacts, enquiry: ReplyEnquiry) {
  const { words } = facts
  ukClock ??= new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" })
  field(document, "sentAt").textContent = fillIn(words.enquiry.sentAt, {
    date: dayWords(ukToday(enquiry.sentAt)).long,
    time: ukClock.format(enquiry.sentAt),
  })
  for (const name of ["name", "phone", "email", "postcode", "message"] as const)
    field(document, name).textContent = enquiry[name]
  field(document, "booked").textContent = enquiry.service
    ? `${enquiry.service} (${enquiry.price})`
    : words.enquiry.notBooked
  const phone = readUkPhone(enquiry.phone)
  const noMobile = part(document, "no-mobile")
  noMobile.hidden = phone.kind === "mobile"
  noMobile.textContent = fillIn(words.send.noMobile, { phone: enquiry.phone })
  const form = part(document, "choose") as HTMLFormElement
  const times = part(document, "times")
  times.replaceChildren(
    ...enquiry.times.map((time, index) => {
      const label = document.createElement("label")
      const radio = Object.assign(document.createElement("input"), {
        type: "radio",
        name: "time",
        value: String(index),
      })
      label.className = form.querySelector("label")?.className ?? ""
      label.append(radio, timeLine(time))
      return label
    }),
  )
  part(document, "no-times").hidden = enquiry.times.length > 0
  otherDay(form, facts)
  const radios = form.querySelectorAll<HTMLInputElement>('input[name="time"]')
  radios[0].checked = true
  const update = () => prepare(document, facts, enquiry, chosen(form, enquiry, facts))
  // Nothing of the enquiry ever goes into an address: Enter in a field must not submit the form (a GET with its values).
  form.onsubmit = (event) => event.preventDefault()
  form.oninput = (event) => {
    const target = event.target as HTMLElement
    if (target.id === "reply-day" || target.id === "reply-window")
      form.querySelector<HTMLInputElement>('input[value="other"]')!.checked = true
    update()
  }
  update()
}

/** Fills the other day's choices: from the business's first day offered, each window of the data. */
function otherDay(form: HTMLFormElement, { preferredTimes, openDays }: ReplyFacts) {
  const other = form.querySelector<HTMLElement>(".reply-other")!
  const otherChoice = form.querySelector<HTMLInputElement>('input[value="other"]')!.closest("label")!
  // No windows in the data: no other day to offer (only the visitor's own times).
  other.hidden = otherChoice.hidden = !preferredTimes || preferredTimes.windows.length === 0
  if (!preferredTimes) return
  const day = form.querySelector<HTMLInputElement>("#reply-day")!
  const today = ukToday(Date.now())
  day.min = today
  day.value = offeredDays(Date.now(), openDays, preferredTimes)[0]?.date ?? addDays(today, 1)
  const select = form.querySelector<HTMLSelectElement>("#reply-window")!
  select.replaceChildren(
    ...preferredTimes.windows.map(({ label }, index) =>
      Object.assign(document.createElement("option"), { value: String(index), textContent: label }),
    ),
  )
}

/** The time chosen: a preferred one, or the other day in the window picked. */
function chosen(form: HTMLFormElement, enquiry: ReplyEnquiry, { preferredTimes }: ReplyFacts): VisitTime | null {
  const data = new FormData(form)
  const choice = String(data.get("time") ?? "")
  if (choice !== "other") return enquiry.times[Number(choice)] ?? null
  const date = String(data.get("day") ?? "")
  const window = preferredTimes?.windows[Number(data.get("window"))]
  // A day the input would refuse (before today, or not a date) prepares nothing.
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= ukToday(Date.now()) && window ? { date, ...window } : null
}

/** The blob: addresses of the calendar files shown, released as new ones take their place. */
const calendarUrls: string[] = []

function prepare(document: Document, facts: ReplyFacts, enquiry: ReplyEnquiry, time: VisitTime | null) {
  const { words, business } = facts
  const sending = part(document, "text").closest("section")!
  sending.hidden = time === null
  if (!time) return
  const text = confirmationText(enquiry, time, words.confirmation, business)
  part(document, "text").textContent = text
  const links = confirmationLinks(enquiry, time, text, words.confirmation, business)
  for (const name of ["whatsapp", "sms", "email", "call"] as const) {
    const link = part(document, name)
    link.hidden = links[name] === ""
    link.setAttribute("href", links[name])
  }
  // WhatsApp opens in a new tab (the app, on a phone), leaving this page where it is, and learns nothing of it.
  part(document, "whatsapp").setAttribute("target", "_blank")
  part(document, "whatsapp").setAttribute("rel", "noopener noreferrer")
  part(document, "call").textContent = fillIn(words.send.call, { phone: enquiry.phone })
  calendarUrls.splice(0).forEach((url) => URL.revokeObjectURL(url))
  const calendar = (name: string, summary: string, description: string) => {
    const ics = visitIcs({
      time,
      summary,
      description,
      location: enquiry.postcode,
      now: new Date(),
      uid: newUid(window.location.hostname || undefined),
    })
    const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar" }))
    calendarUrls.push(url)
    const link = part(document, name)
    link.setAttribute("href", url)
    link.setAttribute("download", `eicr-visit-${time.date}.ics`)
  }
  const values = {
    name: enquiry.name,
    postcode: enquiry.postcode,
    phone: enquiry.phone,
    email: enquiry.email,
    service: enquiry.service,
  }
  calendar("owner-ics", fillIn(words.calendar.ownerTitle, values), fillIn(words.calendar.ownerNotes, values))
  const visitorValues = { business: business.name, phone: business.phone }
  calendar(
    "visitor-ics",
    fillIn(words.calendar.visitorTitle, visitorValues),
    fillIn(words.calendar.visitorNotes, visitorValues),
  )
  part(document, "visitor-ics").textContent = fillIn(words.send.visitorCalendar, { name: enquiry.name })
}
