/** @jest-environment node */
import { callHref, readUkPhone, smsTo, whatsappTo, type ReadPhone } from "../uk-phone"

const unreadable: ReadPhone = { kind: "unreadable", e164: null }

describe("readUkPhone", () => {
  it.each<[string, ReadPhone]>([
    ["07700 900123", { kind: "mobile", e164: "+447700900123" }],
    ["+44 7700 900123", { kind: "mobile", e164: "+447700900123" }],
    ["(01632) 960123", { kind: "landline", e164: "+441632960123" }],
    ["020 7946 0000", { kind: "landline", e164: "+442079460000" }],
    ["0044 7700-900-123", { kind: "mobile", e164: "+447700900123" }],
    ["+44 (0)7700 900123", { kind: "mobile", e164: "+447700900123" }],
    ["07624 123456", { kind: "mobile", e164: "+447624123456" }],
  ])("reads %p as a visitor types it", (typed, read) => {
    expect(readUkPhone(typed)).toEqual(read)
  })

  it.each([
    "07700900123",
    "+447700900123",
    "447700900123",
    " 07700 900 123 ",
    "07700.900.123",
    "(07700) 900123",
    "+44(0)7700900123",
    "44 (0) 7700 900123",
    "(+44) 7700 900123",
    "+44 07700 900123",
    "0044 (0)7700 900123",
    "07700\u00a0900123",
    "07700 – 900123",
  ])("reads the awkward %p as the same mobile", (typed) => {
    expect(readUkPhone(typed)).toEqual({ kind: "mobile", e164: "+447700900123" })
  })

  it.each<[string, ReadPhone]>([
    // Mobile ranges: 071–075 and 077–079.
    ["07123 456789", { kind: "mobile", e164: "+447123456789" }],
    ["07512 345678", { kind: "mobile", e164: "+447512345678" }],
    ["07912 345678", { kind: "mobile", e164: "+447912345678" }],
    // 01 numbers with a 9-digit national significant number, 03 non-geographic numbers, "(0)" in a national number.
    ["016977 3456", { kind: "landline", e164: "+44169773456" }],
    ["0300 123 4567", { kind: "landline", e164: "+443001234567" }],
    ["(0)1632 960123", { kind: "landline", e164: "+441632960123" }],
    ["+44 20 7946 0000", { kind: "landline", e164: "+442079460000" }],
    // Valid UK lengths in other ranges: Call only.
    ["0800 123 4567", { kind: "other", e164: "+448001234567" }],
    ["0800 123456", { kind: "other", e164: "+44800123456" }],
    ["07000 123456", { kind: "other", e164: "+447000123456" }],
    ["07600 123456", { kind: "other", e164: "+447600123456" }],
    ["05601 234567", { kind: "other", e164: "+445601234567" }],
    ["0909 876 5432", { kind: "other", e164: "+449098765432" }],
    // Other countries: E.164, Call only.
    ["+33 6 12 34 56 78", { kind: "other", e164: "+33612345678" }],
    ["0033 (0)6 12 34 56 78", { kind: "other", e164: "+33612345678" }],
    ["+353 87 123 4567", { kind: "other", e164: "+353871234567" }],
    ["+1 (415) 555-0100", { kind: "other", e164: "+14155550100" }],
  ])("reads %p by Ofcom's plan", (typed, read) => {
    expect(readUkPhone(typed)).toEqual(read)
  })

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["words", "call me"],
    ["too short", "0770090012"],
    ["too long", "077009001234"],
    ["an extension", "07700 900123 ext 2"],
    ["letters among digits", "07700 9OO123"],
    ["a + inside", "07700 +900123"],
    ["a stray sign", "0770~900123"],
    ["44 with too few digits", "44 7700 90012"],
    ["+44 with too many digits", "+44 7700 9001234"],
    ["a range Ofcom does not use (04)", "0412 345 6789"],
    ["a range Ofcom does not use (06)", "0612 345 6789"],
    ["no trunk 0", "7700 900123"],
    ["another country, too short", "+33 612 34"],
    ["another country, over 15 digits", "+33 6123 4567 8901 23"],
    ["a country code starting with 0", "+0 612 345 678"],
    ["an international number without + or 00", "33 6 12 34 56 78"],
  ])("finds %s unreadable", (_, typed) => {
    expect(readUkPhone(typed)).toEqual(unreadable)
  })
})

describe("callHref", () => {
  it("calls a readable number in E.164 form", () => {
    expect(callHref("07700 900123")).toBe("tel:+447700900123")
    expect(callHref("(01632) 960123")).toBe("tel:+441632960123")
    expect(callHref("0800 123 4567")).toBe("tel:+448001234567")
    expect(callHref("+33 6 12 34 56 78")).toBe("tel:+33612345678")
  })
  it("calls an unreadable number by the digits as typed, a leading + kept", () => {
    expect(callHref("07700 900123 ext 2")).toBe("tel:077009001232")
    expect(callHref("0770090012")).toBe("tel:0770090012")
    expect(callHref(" +33 612 34 ")).toBe("tel:+3361234")
    expect(callHref("(+33) 612 34")).toBe("tel:+3361234")
    expect(callHref("12 + 34")).toBe("tel:1234")
  })
  it("gives no link when there are no digits", () => {
    expect(callHref("call me")).toBe("")
    expect(callHref("")).toBe("")
    expect(callHref("+")).toBe("")
  })
})

const awkwardText = "Hi Jo & co — EICR #12? Yes 👍\nDiolch, ŵ ŷ 100% = done+"

describe("whatsappTo", () => {
  it("opens a chat with a mobile by its international number without +", () => {
    expect(whatsappTo("07700 900123")).toBe("https://wa.me/447700900123")
    expect(whatsappTo("+44 (0)7624 123456")).toBe("https://wa.me/447624123456")
    expect(whatsappTo("07700 900123", "")).toBe("https://wa.me/447700900123")
  })
  it("types in a text that comes back whole", () => {
    const href = whatsappTo("07700 900123", awkwardText)
    const url = new URL(href)
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/447700900123")
    expect(url.searchParams.get("text")).toBe(awkwardText)
    expect([...url.searchParams.keys()]).toEqual(["text"])
    expect(decodeURIComponent(href.slice(href.indexOf("?text=") + 6))).toBe(awkwardText)
  })
  it.each(["(01632) 960123", "0300 123 4567", "0800 123 4567", "07000 123456", "+33 6 12 34 56 78", "call me"])(
    "gives no link for %p, which is no UK mobile",
    (typed) => {
      expect(whatsappTo(typed)).toBe("")
      expect(whatsappTo(typed, "Hello")).toBe("")
    },
  )
})

describe("smsTo", () => {
  it("texts a mobile by its E.164 number", () => {
    expect(smsTo("07700 900123")).toBe("sms:+447700900123")
    expect(smsTo("0044 7700-900-123", "")).toBe("sms:+447700900123")
  })
  it("fills in a body after ?& (iOS and Android), which comes back whole", () => {
    const href = smsTo("07700 900123", awkwardText)
    expect(href.startsWith("sms:+447700900123?&body=")).toBe(true)
    const url = new URL(href)
    expect(url.protocol).toBe("sms:")
    expect(url.pathname).toBe("+447700900123")
    expect(url.searchParams.get("body")).toBe(awkwardText)
    expect(decodeURIComponent(href.slice(href.indexOf("&body=") + 6))).toBe(awkwardText)
  })
  it.each(["(01632) 960123", "020 7946 0000", "0800 123 4567", "07600 123456", "+33 6 12 34 56 78", ""])(
    "gives no link for %p, which is no UK mobile",
    (typed) => {
      expect(smsTo(typed)).toBe("")
      expect(smsTo(typed, "Hello")).toBe("")
    },
  )
})
