/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import { dataCopyPerTest } from "../../../../tests/jest/support/data-copy"

const { edit, messages } = dataCopyPerTest()
const problemsOf = (field: string) =>
  messages().map((line) => line.replace(`data/business.json, field "${field}": `, ""))

// The numbers of data/business.json, checked by libphonenumber-js (phone-rules.ts). The shipped placeholders are in
// Ofcom's drama ranges, which the library calls possible but not valid; "accepts the starting data" in
// data-folder.test.ts covers them passing.
describe("phone numbers (data/business.json)", () => {
  describe("e164", () => {
    it.each([
      ["phone", "+4401632960123", "+441632960123"],
      ["emergencyPhone", "+4407700900123", "+447700900123"],
      ["phone", "+44 1632 960123", "+441632960123"],
    ])("names %s.e164 %p, which is not in E.164 form, and gives that form", (key, e164, form) => {
      edit("business.json", `${key}.e164`, e164)
      expect(problemsOf(`${key}.e164`)).toEqual([`is not in E.164 form: write it ${form}`])
    })

    it.each([
      ["a missing +", "441632960123"],
      ["a digit missing in a drama range (a typo, not the documented range)", "+44163296012"],
      ["a number of another country", "+33142685300"],
    ])("refuses %s: not a valid GB number", (_, e164) => {
      edit("business.json", "phone.e164", e164)
      expect(problemsOf("phone.e164")).toEqual([
        "is not a valid GB phone number in E.164 form (+, country code, number, digits only)",
      ])
    })

    it("takes Ofcom's drama ranges for a UK business only: in Ireland they are no number at all", () => {
      edit("business.json", "address.country", "IE")
      expect(problemsOf("phone.e164")).toContain(
        "is not a valid IE phone number in E.164 form (+, country code, number, digits only)",
      )
    })

    it("accepts a real Ashford landline with its printed form", () => {
      edit("business.json", "phone", { display: "01233 123456", e164: "+441233123456" })
      expect(messages()).toEqual([])
    })
  })

  describe("display", () => {
    it("names a printed number that differs from its e164 form", () => {
      edit("business.json", "phone.display", "01632 960 124")
      expect(problemsOf("phone.display")).toEqual([
        'is not the same number as "phone.e164" (it reads as +441632960124, not +441632960123)',
      ])
    })

    it("names a printed text that is no number at all, without saying what it reads as", () => {
      edit("business.json", "phone.display", "Call 1")
      expect(problemsOf("phone.display")).toEqual(['is not the same number as "phone.e164"'])
    })

    it("names a printed number that cannot be dialled as written (no 0, no +)", () => {
      edit("business.json", "emergencyPhone.display", "7700 900 123")
      expect(problemsOf("emergencyPhone.display")).toEqual([
        "cannot be dialled as written: write it 07700 900123 (GB) or +44 7700 900123 (international)",
      ])
    })

    it.each(["01632 960 123", "01632960123", "+44 1632 960 123", "+44 (0)1632 960 123", "(01632) 960-123"])(
      "accepts the printed form %p of +441632960123",
      (display) => {
        edit("business.json", "phone.display", display)
        expect(messages()).toEqual([])
      },
    )
  })

  describe("whatsapp", () => {
    it.each([
      ["7700900123", "447700900123"],
      ["07700900123", "447700900123"],
      ["+447700900123", "447700900123"],
    ])("refuses %p, a number without its country code in front, and says what it would be", (whatsapp, fixed) => {
      edit("business.json", "whatsapp", whatsapp)
      expect(problemsOf("whatsapp")).toEqual([
        `is not a valid GB number in international form (country code first, digits only): with its country code it is ${fixed}`,
      ])
    })

    it("refuses a number of no country, with no hint", () => {
      edit("business.json", "whatsapp", "12345")
      expect(problemsOf("whatsapp")).toEqual([
        "is not a valid GB number in international form (country code first, digits only)",
      ])
    })

    it.each(["4407700900123", "44 7700 900123"])(
      "refuses %p, which https://wa.me/ cannot open as written",
      (whatsapp) => {
        edit("business.json", "whatsapp", whatsapp)
        expect(problemsOf("whatsapp")).toEqual(["is not in the form https://wa.me/ needs: write it 447700900123"])
      },
    )

    it.each(["441632960123", "441233123456"])("refuses the landline %p: WhatsApp needs a mobile", (whatsapp) => {
      edit("business.json", "whatsapp", whatsapp)
      expect(problemsOf("whatsapp")).toEqual([
        "is not a mobile number (libphonenumber-js: FIXED_LINE); WhatsApp needs a mobile",
      ])
    })

    it("accepts a real UK mobile", () => {
      edit("business.json", "whatsapp", "447400123456")
      expect(messages()).toEqual([])
    })
  })
})
