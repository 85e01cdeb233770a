/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * What the owner's e-mail needs beyond the five fields (issue 58): the booked price row read back from the message,
 * the enquiry as the reply page reads it, and the template's extra parameters, on a fixed clock, with the starting
 * data's words (tests/starting-data/). Node's environment: the reply link's check needs Web Crypto.
 */
import business from "../../../tests/starting-data/business.json"
import pricing from "../../../tests/starting-data/pricing.json"
import quoteForm from "../../../tests/starting-data/quote-form.json"
import { readReplyLink } from "../../reply/reply-link"
import { bookedIn, OWNER_EMAIL_PARAMS, ownerEmailParams, replyEnquiryOf, type EnquiryFacts } from "../owner-email"
import type { QuoteEnquiry } from "../fields/quote-fields"
import { ENQUIRY as TYPED } from "../../../tests/jest/support/quote-enquiry"

const FACTS: EnquiryFacts = {
  timesLine: quoteForm.preferredTimes.line,
  bookMessage: pricing.bookMessage,
  windows: business.preferredTimes.windows,
  replyPage: "https://example.co.uk/reply/",
}
// Tuesday 8 December 2026, 10:00 in the UK (GMT).
const NOW = Date.UTC(2026, 11, 8, 10)

const MESSAGE = [
  "Two flats above the shop & a garage.",
  "EICR for: 2-bedroom property (£150)",
  "Preferred times: Fri 11 Dec, Evening; Wed 9 Dec, Morning; Thu 10 Dec, Afternoon",
].join("\n")

const ENQUIRY: QuoteEnquiry = {
  ...TYPED,
  from_name: "Siân O'Brien & Sons",
  from_email: "sian@example.com",
  phone: "07700 900123",
  postcode: "TN23 1AA",
  message: MESSAGE,
}

describe("bookedIn", () => {
  it("reads the starting data's booking line", () => {
    expect(pricing.bookMessage).toBe("EICR for: {service} ({price})")
    expect(bookedIn(MESSAGE, pricing.bookMessage)).toEqual({ service: "2-bedroom property", price: "£150" })
  })

  it("reads a 'from' price as the table shows it", () => {
    const message = "Hello\nEICR for: Industrial premises (from £350)"
    expect(bookedIn(message, pricing.bookMessage)).toEqual({ service: "Industrial premises", price: "from £350" })
  })

  it("reads an edited template, its placeholders in another order", () => {
    const message = "Hi\nBooked: £150 for 2-bedroom property\nThanks"
    expect(bookedIn(message, "Booked: {price} for {service}")).toEqual({ service: "2-bedroom property", price: "£150" })
  })

  it("reads a template holding characters a regular expression would read as its own", () => {
    const template = "[EICR] * {service} + {price}? (.*)"
    const message = "[EICR] * Shop + £250? (.*)"
    expect(bookedIn(message, template)).toEqual({ service: "Shop", price: "£250" })
    expect(bookedIn("[EICR] x Shop + £250? (.*)", template)).toEqual({ service: "", price: "" })
  })

  it("takes the last booking line when there are two", () => {
    const message = "EICR for: 1-bedroom property (£130)\nActually:\nEICR for: 3-bedroom property (£170)\nThanks"
    expect(bookedIn(message, pricing.bookMessage)).toEqual({ service: "3-bedroom property", price: "£170" })
  })

  it("reads a line with spaces around it and a Windows line ending", () => {
    expect(bookedIn("Hi\r\n   EICR for: Shop (£200)  \r\nBye", pricing.bookMessage)).toEqual({
      service: "Shop",
      price: "£200",
    })
  })

  it.each([
    ["no booking line", "Two flats, please."],
    ["an empty message", ""],
    ["the words inside a longer line", "I wanted EICR for: Shop (£200) but not now"],
    ["an empty service", "EICR for:  (£200)"],
    ["no price", "EICR for: Shop"],
  ])("finds nothing booked in %s", (_, message) => {
    expect(bookedIn(message, pricing.bookMessage)).toEqual({ service: "", price: "" })
  })
})

describe("replyEnquiryOf", () => {
  it("maps the fields, the booked row and the times in the message's order, sent now", () => {
    expect(replyEnquiryOf(ENQUIRY, FACTS, NOW)).toEqual({
      name: "Siân O'Brien & Sons",
      email: "sian@example.com",
      phone: "07700 900123",
      postcode: "TN23 1AA",
      message: MESSAGE,
      service: "2-bedroom property",
      price: "£150",
      times: [
        { date: "2026-12-11", label: "Evening", starts: "17:00", ends: "22:00" },
        { date: "2026-12-09", label: "Morning", starts: "07:00", ends: "12:00" },
        { date: "2026-12-10", label: "Afternoon", starts: "12:00", ends: "17:00" },
      ],
      sentAt: NOW,
    })
  })

  it("gives no booking and no times for a bare message", () => {
    const reply = replyEnquiryOf({ ...ENQUIRY, message: "Please call." }, FACTS, NOW)
    expect(reply).toEqual(expect.objectContaining({ service: "", price: "", times: [], message: "Please call." }))
  })
})

describe("ownerEmailParams", () => {
  it("gives exactly the extra parameters, each a string", async () => {
    const params = await ownerEmailParams(ENQUIRY, FACTS, NOW)
    expect(Object.keys(params).sort()).toEqual(
      [
        "call_link",
        "email_link",
        "price",
        "reply_link",
        "service",
        "sms_link",
        "time_1",
        "time_2",
        "time_3",
        "whatsapp_link",
      ].sort(),
    )
    expect([...OWNER_EMAIL_PARAMS].sort()).toEqual(Object.keys(params).sort())
    for (const value of Object.values(params)) expect(typeof value).toBe("string")
  })

  it("writes each time on a line of its own, in the message's order, and the one-tap links to a mobile", async () => {
    const params = await ownerEmailParams(ENQUIRY, FACTS, NOW)
    expect({ ...params, reply_link: "" }).toEqual({
      service: "2-bedroom property",
      price: "£150",
      time_1: "Friday 11 December, Evening (5 pm to 10 pm)",
      time_2: "Wednesday 9 December, Morning (7 am to 12 noon)",
      time_3: "Thursday 10 December, Afternoon (12 noon to 5 pm)",
      call_link: "tel:+447700900123",
      whatsapp_link: "https://wa.me/447700900123",
      sms_link: "sms:+447700900123",
      email_link: "mailto:sian@example.com",
      reply_link: "",
    })
  })

  it("leaves time_2 and time_3 empty when fewer times were chosen", async () => {
    const message = "EICR for: Shop (£200)\nPreferred times: Wed 9 Dec, Morning"
    const params = await ownerEmailParams({ ...ENQUIRY, message }, FACTS, NOW)
    expect([params.time_1, params.time_2, params.time_3]).toEqual([
      "Wednesday 9 December, Morning (7 am to 12 noon)",
      "",
      "",
    ])
    const none = await ownerEmailParams({ ...ENQUIRY, message: "Hello" }, FACTS, NOW)
    expect([none.service, none.price, none.time_1, none.time_2, none.time_3]).toEqual(["", "", "", "", ""])
  })

  it("gives a landline no WhatsApp or text link, and keeps a hostile address from adding a header", async () => {
    const params = await ownerEmailParams(
      { ...ENQUIRY, phone: "01632 960123", from_email: "sian@example.com?cc=x@evil.example" },
      FACTS,
      NOW,
    )
    expect(params).toEqual(expect.objectContaining({ whatsapp_link: "", sms_link: "", call_link: "tel:+441632960123" }))
    const email = new URL(params.email_link)
    expect(email.search).toBe("")
    expect(decodeURIComponent(email.pathname)).toBe("sian@example.com?cc=x@evil.example")
  })

  it("links to the reply page with the enquiry, which reads back whole", async () => {
    const params = await ownerEmailParams(ENQUIRY, FACTS, NOW)
    expect(params.reply_link.startsWith("https://example.co.uk/reply/#")).toBe(true)
    const read = await readReplyLink(new URL(params.reply_link).hash)
    expect(read).toEqual({ enquiry: replyEnquiryOf(ENQUIRY, FACTS, NOW) })
    expect("enquiry" in read && read.enquiry.times.map(({ date }) => date)).toEqual([
      "2026-12-11",
      "2026-12-09",
      "2026-12-10",
    ])
  })
})

it("reads a service with brackets of its own whole, and the price after it", () => {
  expect(bookedIn("EICR for: HMO (up to 6 rooms) (£300)", "EICR for: {service} ({price})")).toEqual({
    service: "HMO (up to 6 rooms)",
    price: "£300",
  })
  expect(bookedIn("Booked: from £350 for HMO (6 rooms)", "Booked: {price} for {service}")).toEqual({
    service: "HMO (6 rooms)",
    price: "from £350",
  })
})
