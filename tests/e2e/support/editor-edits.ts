/**
 * The content the test builds are made from (`npm run build:test`, build-for-tests.ts): data/ with the edits an owner
 * makes in the first weeks, each one the CMS and `npm run check:data` accept: a review of four stars and one of one
 * star dated today, an FAQ removed and one added, prices changed, added and removed, an attraction removed and one
 * added, new opening hours and phone numbers, two time windows instead of three and tomorrow closed, new labels and
 * headings, the law checked today. Every browser test runs
 * on it, so none can pin what an editor may change. The special build (`npm run test:special`) adds strings an editor
 * might paste from a web page, markup and script, which must show as text and never run.
 */
import fs from "node:fs"
import path from "node:path"
import { ukDate } from "../../../src/shared/data-rules/data-rules"
import { toDataFile } from "../../../src/shared/data-rules/json-format"
import { readSchemaSet } from "../../../node/build-steps/data/schema-files"

/* eslint-disable @typescript-eslint/no-explicit-any -- each edit reaches into one file's JSON, whatever its shape */
type Json = any

/** The day after `date` (`YYYY-MM-DD`), as a date field of the CMS writes it. */
function nextDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number)
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
}

/** Each file's edit, as the CMS would save it. */
const EDITS: Record<string, (data: Json, today: string) => void> = {
  "reviews.json": (reviews, today) => {
    reviews.heading = `${reviews.heading}, in their words`
    reviews.items.unshift({
      name: "Tom B.",
      date: today,
      rating: 4,
      text: "Good work, though he arrived a little late.",
    })
    reviews.items.push({ name: "Ann C.", date: today, rating: 1, text: "Not what I expected." })
  },
  "faq.json": (faq, today) => {
    faq.heading = "Your questions"
    faq.law.checked = today
    faq.items.splice(
      faq.items.findIndex((item: Json) => !item.sources),
      1,
    )
    faq.items.push({ question: "Do you test garages and outbuildings?", answer: "Yes. Tell us when you book." })
  },
  "pricing.json": (pricing) => {
    pricing.heading = "Our prices"
    pricing.rows[0].amount += 10
    pricing.rows.pop()
    pricing.rows.push({ service: "Church hall", amount: 175, from: true })
    pricing.book = "Book this"
    pricing.bookMessage = "Inspection wanted: {service}, {price}"
  },
  "attractions.json": (attractions) => {
    const [first] = attractions.items
    attractions.items.splice(1, 1)
    attractions.items.push({
      ...first,
      name: "Dover Castle",
      imageAlt: "A castle on white cliffs above the sea",
      description: "A medieval castle with tunnels dug into the white cliffs.",
      website: "https://www.english-heritage.org.uk/visit/places/dover-castle/",
      address: "Castle Hill, Dover, Kent CT16 1HU",
    })
  },
  "business.json": (business, today) => {
    business.hours = {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "08:00",
      closes: "18:00",
      display: "Monday to Saturday 8:00 AM – 6:00 PM",
    }
    business.phone = { display: "01632 960 456", e164: "+441632960456" }
    business.emergencyPhone = { display: "07700 900 456", e164: "+447700900456" }
    business.whatsapp = "447700900456"
    business.priceFrom += 6
    business.preferredTimes = {
      leadTimeHours: 3,
      daysOffered: 4,
      windows: [
        { label: "Before noon", starts: "08:00", ends: "12:00" },
        { label: "After noon", starts: "12:00", ends: "18:00" },
      ],
      closedDates: [...new Set([...business.preferredTimes.closedDates, nextDay(today)])].sort(),
    }
  },
  "site.json": (site) => {
    for (const menu of Object.values(site.menus) as Json[]) for (const entry of menu) entry.label = `${entry.label} »`
    site.cta.bookNow = "Book an inspection"
    site.cta.callNow = "Ring us"
    site.cta.callNowLabel = "Ring us on {phone}"
    site.chat.chatNow = "Message us"
    site.chat.toggle = "Ask us"
  },
  "quote-form.json": (form) => {
    form.labels.from_name = "Full name"
    form.submit = "Send my request"
    form.preferredTimes.legend = "Which times would suit you? Pick up to {max}"
    form.preferredTimes.line = "Times that suit me: {times}"
  },
}

/** A business name that tries to end the JSON-LD's script and start one of its own. */
export const HOSTILE_NAME = `Sparks & Co </script><script>window.__ran=1</script><!-- "quoted"`
/** Markup pasted into an FAQ answer and a review. */
export const HOSTILE_HTML = `<img src=x onerror="window.__ran=2"><script>window.__ran=3</script>`

/** The hostile strings of the special build, pasted where an editor's words reach the page, the head and the JSON-LD. */
const HOSTILE_EDITS: Record<string, (data: Json) => void> = {
  "business.json": (business) => (business.name = HOSTILE_NAME),
  "faq.json": (faq) => (faq.items[0].answer += ` ${HOSTILE_HTML}`),
  "reviews.json": (reviews) => (reviews.items[0].text += ` ${HOSTILE_HTML}`),
}

/** Files whose heading an editor rewords. */
const HEADINGS = [
  "hero.json",
  "about.json",
  "services.json",
  "why-choose-us.json",
  "process.json",
  "map.json",
  "contact.json",
]

/** Which data a test build is made from: data/ as it is, with an editor's edits, or with hostile strings too. */
export type TestData = "live" | "edited" | "special"

/**
 * Writes the data of a test build into `target` (emptied first): a copy of `dataDir` (schemas and pictures
 * included) with the edits of `kind`, each file written as the CMS writes it (src/shared/data-rules/json-format.ts).
 * @param now the moment of the edits; "today" is its date in the UK.
 */
export function makeTestData(kind: TestData, dataDir: string, target: string, now: Date = new Date()): void {
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(dataDir, target, { recursive: true })
  if (kind === "live") return
  const schemas = readSchemaSet(target)
  const today = ukDate(now)
  const edit = (file: string, change: (data: Json) => void) => {
    const full = path.join(target, file)
    const data = JSON.parse(fs.readFileSync(full, "utf8")) as Json
    change(data)
    fs.writeFileSync(full, toDataFile(data, schemas))
  }
  for (const [file, change] of Object.entries(EDITS)) edit(file, (data) => change(data, today))
  for (const file of HEADINGS) edit(file, (data) => (data.heading = `${data.heading} (updated)`))
  if (kind === "special") for (const [file, change] of Object.entries(HOSTILE_EDITS)) edit(file, change)
}
