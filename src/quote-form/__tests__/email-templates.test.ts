/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import { JSDOM } from "jsdom"
import Mustache from "mustache"
import { readEmailTemplates, renderEmail, renderTemplate } from "../../../node/dev-server/outbox/render-email"
import { addDays, dayWords, ukToday, type TimeWindow } from "../../shared/preferred-times-days"
import { QUOTE_FIELDS, type QuoteEnquiry } from "../fields/quote-fields"
import { OWNER_EMAIL_PARAMS, ownerEmailParams, type EnquiryFacts } from "../owner-email"
import { ENQUIRY } from "../../../tests/jest/support/quote-enquiry"
import { readReplyLink } from "../../reply/reply-link"
import { timeLine, type VisitTime } from "../../reply/visit-time"

const WINDOWS: TimeWindow[] = [
  { label: "Morning", starts: "07:00", ends: "12:00" },
  { label: "Afternoon", starts: "12:00", ends: "17:00" },
  { label: "Evening", starts: "17:00", ends: "20:00" },
]
const FACTS: EnquiryFacts = {
  timesLine: "Preferred times: {times}",
  bookMessage: "EICR for: {service} ({price})",
  windows: WINDOWS,
  replyPage: "https://example.co.uk/reply/",
}
const NOW = Date.UTC(2026, 11, 7, 9, 0)
const TEMPLATES = readEmailTemplates()
const MOBILE = { tel: "tel:+447700900123", whatsapp: "https://wa.me/447700900123", sms: "sms:+447700900123" }
const { escape } = Mustache
/** How each of the owner's one-tap links starts. */
const STARTS = { call: "tel:", whatsapp: "https://wa.me/", text: "sms:", email: "mailto:", reply: FACTS.replyPage }

/** The time `ahead` days after NOW's UK date in the window `label`. */
function visit(ahead: number, label: string): VisitTime {
  const { starts, ends } = WINDOWS.find((each) => each.label === label)!
  return { date: addDays(ukToday(NOW), ahead), label, starts, ends }
}

const NONE = { service: "", price: "" }
/** A case's title, times, booked row, update and Call link (MOBILE's by default, the only with WhatsApp and Text). */
type More = { title: string; times?: VisitTime[]; booked?: typeof NONE; tel?: string; update_of?: string }
type Case = ReturnType<typeof caseOf>

/** An enquiry as the form sends it, its message ending with the lines of the preferred times and the booked row. */
function caseOf([from_name, from_email, phone, postcode]: string[], text: string, more: More) {
  const { times = [], booked = NONE, tel = MOBILE.tel } = more
  const phrases = times.map((time) => `${dayWords(time.date).short}, ${time.label}`)
  const lines = [text, ...(phrases.length ? [`Preferred times: ${phrases.join("; ")}`] : [])]
  if (booked.service) lines.push(`EICR for: ${booked.service} (${booked.price})`)
  const enquiry: QuoteEnquiry = { ...ENQUIRY, from_name, from_email, phone, postcode, message: lines.join("\n") }
  return { ...more, enquiry, times, booked, tel, mobile: tel === MOBILE.tel }
}

const LONG = Array.from({ length: 40 }, (_, n) => `Line ${n + 1}: ${"fuse board & sockets ".repeat(3)}`)
  .join("\n")
  .padEnd(2000, "x")
const WELSH = "Tŷ yn Llanfair-ym-Muallt, ger yr afon.\nDiolch!"
const HOSTILE = `</pre><script>alert(2)</script>\nIt's "urgent" & <i>soon</i>`

const CASES = [
  caseOf(["<script>alert(1)</script>", "x@example.com", "07700 900123", "<b>ME14</b>"], HOSTILE, {
    title: "a script for a name, three times, a booked row, an update",
    times: [visit(2, "Morning"), visit(3, "Afternoon"), visit(4, "Evening")],
    booked: { service: "2-bedroom property", price: "£150" },
    update_of: "Update of the enquiry sent at 14:02 UK time",
  }),
  caseOf(["O'Brien & Sons", "o'brien+eicr@example.co.uk", "(01632) 960123", "CT1 2AB"], "Shop = 3 boards / 'old'", {
    title: "O'Brien & Sons on a landline, one time",
    times: [visit(1, "Afternoon")],
    booked: { service: "Shop & office", price: "£250" },
    tel: "tel:+441632960123",
  }),
  caseOf([`"Jane" 'J'`, "jane.j@example.com", "0770 090 012 ext 4", "ME1 1AA"], 'After 5, "not before" `then`', {
    title: "quotes, an unreadable number, no time",
    tel: "tel:07700900124",
  }),
  caseOf(["Siân Ŵyn ap Rhys", "sian@enghraifft.cymru", "+44 7700 900123", "LD2 3AA"], WELSH, {
    title: "Welsh letters, two times",
    times: [visit(8, "Evening"), visit(9, "Morning")],
    booked: { service: "1-bedroom property", price: "£130" },
  }),
  caseOf(["Ann Example", "ann@example.com", "07700 900123", "ME1 1AA"], LONG, {
    title: "a 2,000-character message, no time",
  }),
].map((each): [string, Case] => [each.title, each])

/** The parameters the page sends, and the two e-mails rendered with them. */
async function rendered({ enquiry, update_of }: Case) {
  const params = { ...enquiry, ...(await ownerEmailParams(enquiry, FACTS, NOW)), ...(update_of ? { update_of } : {}) }
  return { params, owner: renderEmail(TEMPLATES.owner, params), autoReply: renderEmail(TEMPLATES.autoReply, params) }
}

const documentOf = (html: string) => new JSDOM(html).window.document
const words = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim()
/** Whether every index was found, each after the one before. */
const inOrder = (at: number[]) => at.every((index, n) => index >= 0 && (n === 0 || index > at[n - 1]))
/** Expects `output` to hold each of `values` that is not empty, HTML-escaped once. */
const expectEscaped = (output: string, values: string[]) =>
  values.filter(Boolean).forEach((value) => expect(output).toContain(escape(value)))

type Span = Mustache.TemplateSpans[number]
type InSection = [Span, Span | undefined]
/** Every tag and text of a parsed template, nested sections' included, each with the section it is directly in. */
const spansOf = (spans: Mustache.TemplateSpans, parent?: Span): InSection[] =>
  spans.flatMap((span) => [[span, parent] as InSection, ...(Array.isArray(span[4]) ? spansOf(span[4], span) : [])])
/** The words of each `{{#name}}` (or `{{^name}}` when `inverted`) section of an HTML template, tags left out. */
const sectionWords = (template: string, name: string, inverted: boolean) =>
  spansOf(Mustache.parse(template))
    .filter(([span, parent]) => span[0] === "text" && parent?.[0] === (inverted ? "^" : "#") && parent[1] === name)
    .map(([span]) => words(JSDOM.fragment(span[1]).textContent))
    .filter((piece) => /\p{L}/u.test(piece))

describe.each(CASES)("the e-mails of an enquiry with %s", (_, each) => {
  const { enquiry, times, booked } = each
  const lines = times.map(timeLine)

  it("render every value escaped once, and no markup of the visitor's", async () => {
    const { params, owner, autoReply } = await rendered(each)
    expect([params.time_1, params.time_2, params.time_3]).toEqual([...lines, "", "", ""].slice(0, 3))
    expect([params.service, params.price]).toEqual([booked.service, booked.price])
    const all = [owner, autoReply].flatMap((email) => Object.values(email)).join("\n")
    expect(all).not.toMatch(/<script|<\/?[bi]>/i)
    expect(all).not.toMatch(/&amp;(?:#x?[\da-f]+|[a-z]+);/i) // escaped twice
    const inOwner = [...Object.values({ ...enquiry, ...booked, update_of: each.update_of ?? "" }), ...lines]
    expectEscaped(owner.html, inOwner)
    const ownerPage = documentOf(owner.html)
    for (const value of inOwner.filter((one) => one && !one.includes("\n")))
      expect(ownerPage.body.textContent).toContain(value)
    expect(owner.subject).toContain(`${escape(enquiry.from_name)}, ${escape(enquiry.postcode)}`)
    if (each.update_of) expect(owner.subject).toContain(escape(each.update_of))
    // The auto-reply repeats what the page read, never the message: it goes to whatever address was typed.
    const { from_email: _email, message: _message, ...toVisitor } = { ...enquiry, ...booked }
    expectEscaped(autoReply.html, [...Object.values(toVisitor), ...lines])
    expect(autoReply.html).not.toContain(escape(enquiry.message))
    const message = [...ownerPage.querySelectorAll("body *")].filter(
      (element) => element.textContent === enquiry.message,
    )
    expect(message).toHaveLength(1)
    const kept = message[0].tagName === "PRE" || /white-space:\s*pre/.test(message[0].getAttribute("style") ?? "")
    expect(kept).toBe(true) // its lines as typed
  })

  it("show each preferred time on a line of its own, or the words for none; the row booked, or the words for none", async () => {
    const { params, ...emails } = await rendered(each)
    const given = (name: string) => Boolean((params as Record<string, string | undefined>)[name])
    for (const key of ["owner", "autoReply"] as const) {
      const body = documentOf(emails[key].html).body
      const all = [...body.querySelectorAll("*")]
      expect(inOrder(lines.map((line) => all.findIndex((element) => words(element.textContent) === line)))).toBe(true)
      // The words of every section but a link's (checked by its anchor) show when its value is given; an inverted one's
      // when not: each time, the row booked, the update, and the words for none.
      const shown = words(body.textContent)
      const sections = spansOf(Mustache.parse(TEMPLATES[key].html)).flatMap(([, parent]) => (parent ? [parent[1]] : []))
      for (const name of new Set(sections.filter((one) => !one.endsWith("_link"))))
        for (const negated of [false, true])
          for (const piece of sectionWords(TEMPLATES[key].html, name, negated))
            expect([name, piece, shown.includes(piece)]).toEqual([name, piece, given(name) !== negated])
      // The owner's words for no time show in both e-mails, and only when no time was given.
      for (const piece of sectionWords(TEMPLATES.owner.html, "time_1", true))
        expect([piece, shown.includes(piece)]).toEqual([piece, lines.length === 0])
    }
  })

  it("link the owner's one-tap actions to the visitor, and the auto-reply to none of them", async () => {
    const { params, owner, autoReply } = await rendered(each)
    const kinds: string[] = []
    const targets: Record<string, string> = { call: each.tel, whatsapp: MOBILE.whatsapp, text: MOBILE.sms }
    for (const anchor of documentOf(owner.html).querySelectorAll("a")) {
      const href = anchor.getAttribute("href") ?? ""
      const kind = Object.entries(STARTS).find(([, start]) => href.startsWith(start))?.[0] ?? `unexpected: ${href}`
      kinds.push(kind)
      if (kind in targets) expect(href).toBe(targets[kind])
      if (kind === "email") expect(decodeURIComponent(href.slice("mailto:".length))).toBe(enquiry.from_email)
      if (kind === "reply") {
        const { from_name: name, from_email: email, phone, postcode, message } = enquiry
        const read = await readReplyLink(new URL(href).hash)
        expect(read).toEqual({ enquiry: { name, email, phone, postcode, message, ...booked, times, sentAt: NOW } })
      }
    }
    const expected = ["call", "email", "reply", ...(each.mobile ? ["text", "whatsapp"] : [])]
    expect(kinds.sort()).toEqual(expected.sort())
    if (!each.mobile) expect(owner.html).not.toMatch(/wa\.me|sms:/)
    const links = [params.call_link, params.whatsapp_link, params.sms_link, params.email_link, params.reply_link]
    const toVisitor = Object.values(autoReply).join("\n")
    for (const link of links.filter(Boolean)) expect(toVisitor).not.toContain(escape(link))
    expect(toVisitor).not.toMatch(/tel:|sms:|mailto:|wa\.me|\/reply\//)
  })
})

describe("the shipped templates", () => {
  const files = (["owner", "autoReply"] as const).flatMap((email) =>
    (["subject", "html"] as const).map((part) => [`${email} ${part}`, TEMPLATES[email][part]]),
  )

  it("say so when no time was given, and the owner's when no row was booked", () => {
    const none = (email: "owner" | "autoReply", name: string) => sectionWords(TEMPLATES[email].html, name, true).length
    expect([none("owner", "time_1"), none("autoReply", "time_1"), none("owner", "service")]).not.toContain(0)
  })

  it("link nothing empty, and say no row or time is missing, when the page could send only the five fields", () => {
    const owner = documentOf(renderEmail(TEMPLATES.owner, CASES[0][1].enquiry).html)
    expect([...owner.querySelectorAll("a")].filter((link) => !link.getAttribute("href"))).toEqual([])
    // The message holds the row and the times then: no words for "none" may say otherwise.
    for (const name of ["service", "time_1"])
      for (const words of sectionWords(TEMPLATES.owner.html, name, true))
        expect(owner.body.textContent).not.toContain(words)
  })

  it.each(files)("%s writes nothing unescaped and reads only the parameters the page sends", (_, template) => {
    expect(template).not.toMatch(/\{\{\s*[{&]/)
    const known = new Set<string>([...QUOTE_FIELDS, ...OWNER_EMAIL_PARAMS, "update_of"])
    const names = spansOf(Mustache.parse(template)).flatMap(([span]) => (span[0] === "text" ? [] : [span[1]]))
    expect(names.filter((name) => !known.has(name))).toEqual([])
  })

  it.each([
    "{{{from_name}}}",
    "{{&from_name}}",
    "{{ & from_name }}",
    "{{#from_name}}<b>{{{from_name}}}</b>{{/from_name}}",
    "{{=<% %>=}}<%{from_name}%>",
    "{{=<% %>=}}<%& from_name%>",
  ])("renderTemplate refuses unescaped output: %s", (template) => {
    expect(() => renderTemplate(template, { from_name: "<b>x</b>" })).toThrow(/Unescaped output is not allowed/)
  })
})
