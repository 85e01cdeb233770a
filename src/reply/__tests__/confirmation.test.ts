/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * The confirmation of a visit (issue 58): its words from the starting data (tests/starting-data/reply.json), filled in
 * for an enquiry and a time, and the WhatsApp, text, e-mail and Call links that carry them, read back as a phone
 * would read them.
 */
import business from "../../../tests/starting-data/business.json"
import reply from "../../../tests/starting-data/reply.json"
import { confirmationLinks, confirmationText, firstNameOf, type ConfirmingBusiness } from "../confirmation"
import type { ReplyEnquiry } from "../reply-link"
import type { VisitTime } from "../visit-time"

const WORDS = reply.confirmation
const BUSINESS: ConfirmingBusiness = { name: business.name, phone: business.phone.display }

const ENQUIRY: ReplyEnquiry = {
  name: "Siân O'Brien & Sons",
  email: "sian@example.com",
  phone: "07700 900123",
  postcode: "TN23 1AA",
  message: "EICR for: 2-bedroom property (£150)",
  service: "2-bedroom property",
  price: "£150",
  times: [],
  sentAt: Date.UTC(2026, 11, 8, 10),
}
const MORNING: VisitTime = { date: "2026-12-09", label: "Morning", starts: "07:00", ends: "12:00" }

const BOOKED =
  "Hi Siân, we can come on Wednesday 9 December, morning (7 am to 12 noon), for the EICR of your 2-bedroom property " +
  "(£150). Please reply to let us know that suits you. Ashford EICR Services, 01632 960 123"

describe("confirmationText", () => {
  it("fills in the starting words for a booked price row", () => {
    expect(BUSINESS).toEqual({ name: "Ashford EICR Services", phone: "01632 960 123" })
    expect(confirmationText(ENQUIRY, MORNING, WORDS, BUSINESS)).toBe(BOOKED)
  })

  it("says 'for your EICR' when no price row was booked", () => {
    const text = confirmationText({ ...ENQUIRY, service: "", price: "" }, MORNING, WORDS, BUSINESS)
    expect(text).toBe(
      "Hi Siân, we can come on Wednesday 9 December, morning (7 am to 12 noon), for your EICR. " +
        "Please reply to let us know that suits you. Ashford EICR Services, 01632 960 123",
    )
  })

  it("puts a service and a label inside the sentence with a small first letter, an abbreviation as it is", () => {
    const enquiry = { ...ENQUIRY, service: "Commercial premises", price: "£250" }
    const time: VisitTime = { date: "2027-01-02", label: "Evening", starts: "17:00", ends: "22:00" }
    expect(confirmationText(enquiry, time, WORDS, BUSINESS)).toContain(
      "on Saturday 2 January, evening (5 pm to 10 pm), for the EICR of your commercial premises (£250).",
    )
    const am: VisitTime = { date: "2026-09-15", label: "AM", starts: "08:30", ends: "12:15" }
    expect(confirmationText(enquiry, am, WORDS, BUSINESS)).toContain(
      "on Tuesday 15 September, AM (8.30 am to 12.15 pm), for the EICR of your commercial premises (£250).",
    )
  })

  it("takes the words from data: an edited message and about text are used as written", () => {
    const words = {
      ...WORDS,
      message: "{business}: {firstName} / {day} / {window} / {hours} / {about} / {phone}",
      aboutBooked: "{price} for {service}",
    }
    expect(confirmationText(ENQUIRY, MORNING, words, BUSINESS)).toBe(
      "Ashford EICR Services: Siân / Wednesday 9 December / morning / 7 am to 12 noon / £150 for 2-bedroom property / " +
        "01632 960 123",
    )
  })

  it("throws when a text uses a placeholder it may not", () => {
    expect(() => confirmationText(ENQUIRY, MORNING, { ...WORDS, message: "Hi {surname}" }, BUSINESS)).toThrow(
      "{surname}",
    )
  })
})

describe("firstNameOf", () => {
  it.each([
    ["Siân O'Brien & Sons", "Siân"],
    ["  Jane   Example ", "Jane"],
    ["Dafydd", "Dafydd"],
    ["Mary-Jane\tSmith", "Mary-Jane"],
    ["", ""],
  ])("reads the first name of %p as %p", (name, first) => {
    expect(firstNameOf(name)).toBe(first)
  })
})

describe("confirmationLinks", () => {
  const links = (enquiry: ReplyEnquiry, text = BOOKED) => confirmationLinks(enquiry, MORNING, text, WORDS, BUSINESS)
  const rest = (link: string, start: string) => {
    expect(link.startsWith(start)).toBe(true)
    return link.slice(start.length)
  }
  /** A text with every character that could end a query or start another parameter. */
  const TRICKY = `${BOOKED} & more? #1 = 100% + "ŵ" 🔌\nLine two`

  it("opens WhatsApp to the mobile with the confirmation typed in exactly", () => {
    const { whatsapp } = links(ENQUIRY, TRICKY)
    const text = rest(whatsapp, "https://wa.me/447700900123?text=")
    expect(text).not.toMatch(/[&#?= +\n]/)
    expect(decodeURIComponent(text)).toBe(TRICKY)
    expect(new URL(whatsapp).searchParams.get("text")).toBe(TRICKY)
  })

  it("opens Messages to the mobile with the confirmation typed in exactly, the way iOS and Android both read", () => {
    const { sms } = links(ENQUIRY, TRICKY)
    const body = rest(sms, "sms:+447700900123?&body=")
    expect(body).not.toMatch(/[&#?= +\n]/)
    expect(decodeURIComponent(body)).toBe(TRICKY)
  })

  it("opens the e-mail app to the visitor with the subject and the confirmation as the body, nothing else", () => {
    const url = new URL(links(ENQUIRY, TRICKY).email)
    expect(url.protocol).toBe("mailto:")
    expect(decodeURIComponent(url.pathname)).toBe("sian@example.com")
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"])
    expect(url.searchParams.get("subject")).toBe("Your EICR visit on Wednesday 9 December: Ashford EICR Services")
    expect(url.searchParams.get("body")).toBe(TRICKY)
    expect(url.hash).toBe("")
  })

  it.each([
    "sian@example.com?cc=x@evil.example",
    "sian@example.com&bcc=x@evil.example",
    "sian@example.com#?cc=x@evil.example",
    " sian@example.com?subject=Hacked&body=x ",
  ])("cannot add a header or a part with the address %p", (email) => {
    const url = new URL(links({ ...ENQUIRY, email }).email)
    expect(decodeURIComponent(url.pathname)).toBe(email.trim())
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"])
    expect(url.searchParams.get("subject")).toBe("Your EICR visit on Wednesday 9 December: Ashford EICR Services")
    expect(url.searchParams.get("body")).toBe(BOOKED)
    expect(url.hash).toBe("")
  })

  it("fills the subject from data", () => {
    const words = { ...WORDS, emailSubject: "{business} & you: {day}?" }
    const url = new URL(confirmationLinks(ENQUIRY, MORNING, BOOKED, words, BUSINESS).email)
    expect(url.searchParams.get("subject")).toBe("Ashford EICR Services & you: Wednesday 9 December?")
  })

  it("calls a mobile in E.164 form", () => {
    expect(links(ENQUIRY).call).toBe("tel:+447700900123")
  })

  it("gives a landline no WhatsApp and no text, only Call and e-mail", () => {
    const landline = links({ ...ENQUIRY, phone: "(01632) 960123" })
    expect(landline.whatsapp).toBe("")
    expect(landline.sms).toBe("")
    expect(landline.call).toBe("tel:+441632960123")
    expect(landline.email.startsWith("mailto:sian@example.com?subject=")).toBe(true)
  })

  it("gives no Call link when the phone has no digit", () => {
    expect(links({ ...ENQUIRY, phone: "ring me" })).toEqual(
      expect.objectContaining({ whatsapp: "", sms: "", call: "" }),
    )
  })
})
