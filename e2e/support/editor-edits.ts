/**
 * Edits an owner makes in the first weeks, each one the CMS and `npm run check:data` accept (issue 23): a review of
 * four stars and one of one star dated today, an FAQ removed and one added, prices changed, added and removed, an
 * attraction removed and one added, new opening hours and phone numbers, new labels and headings, the law checked
 * today. `npm run test:edits` (editor-road.ts) applies them to a copy of the project and runs the tests there: no
 * test may pin what an editor can change.
 */
import fs from "node:fs"
import path from "node:path"
import { ukDate } from "../../plugins/content-model/content-rules"
import { toDataFile } from "../../plugins/cms/json-format"
import { readSchemaSet } from "../../plugins/content-model/schema-files"

/* eslint-disable @typescript-eslint/no-explicit-any -- each edit reaches into one file's JSON, whatever its shape */
type Json = any

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
  "business.json": (business) => {
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
  },
}

/** Files whose heading an editor rewords. */
const HEADINGS = [
  "hero.json",
  "about.json",
  "services.json",
  "why-choose-us.json",
  "process.json",
  "location.json",
  "contact.json",
]

/**
 * Applies the edits to `dataDir` and writes each file as the CMS does (plugins/cms/json-format.ts).
 * @param now the moment of the edits; "today" is its date in the UK.
 */
export function applyEditorEdits(dataDir: string, now: Date = new Date()): void {
  const schemas = readSchemaSet(dataDir)
  const today = ukDate(now)
  const edit = (file: string, change: (data: Json) => void) => {
    const full = path.join(dataDir, file)
    const data = JSON.parse(fs.readFileSync(full, "utf8")) as Json
    change(data)
    fs.writeFileSync(full, toDataFile(data, schemas))
  }
  for (const [file, change] of Object.entries(EDITS)) edit(file, (data) => change(data, today))
  for (const file of HEADINGS) edit(file, (data) => (data.heading = `${data.heading} (updated)`))
}
