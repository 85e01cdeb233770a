/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import business from "../../../../tests/starting-data/business.json"
import { napProblems, type NapFacts } from "../nap-rules"
import { TODAY, dataCopyPerTest } from "../../../../tests/jest/support/data-copy"

const { edit, messages, problems } = dataCopyPerTest()

// Name, address and phone as data/business.json writes them, in every file's texts (nap-rules.ts).
describe("name, address and phone the same everywhere", () => {
  it("accepts the starting data", () => {
    expect(messages(TODAY)).toEqual([])
  })

  it("names a text that spells the business's name another way", () => {
    edit("hero.json", "subheading", `Call ${business.name.toUpperCase()} today.`)
    expect(messages(TODAY)).toEqual([
      `data/hero.json, field "subheading": writes the business's name as "${business.name.toUpperCase()}"; write it as data/business.json does: "${business.name}"`,
    ])
  })

  it("names a phone number that is not the business's, and one of its numbers written another way", () => {
    edit("hero.json", "subheading", "Call 01632 960 999 today.")
    expect(messages(TODAY)).toEqual([
      `data/hero.json, field "subheading": gives the phone number 01632 960 999, which is not the business's (${business.phone.display} or ${business.emergencyPhone.display}, data/business.json)`,
    ])
    edit("about.json", "paragraphs.0", `Call ${business.phone.e164.replace("+44", "0")} today.`)
    edit("hero.json", "subheading", `Call ${business.phone.display} or ${business.emergencyPhone.e164} today.`)
    expect(messages(TODAY)).toEqual([
      `data/about.json, item 1 of "paragraphs": writes the phone number as "${business.phone.e164.replace("+44", "0")}"; write it as data/business.json does: "${business.phone.display}"`,
    ])
  })

  it("does not take a legal reference for a phone number, nor a place's own facts (attractions)", () => {
    edit("hero.json", "subheading", "SI 2020/312 and SI 2022/6 (W. 5)")
    edit("attractions.json", "items.0.address", "1 High Street, Maidstone ME14 1AA, 01622 000 000")
    expect(messages(TODAY)).toEqual([])
  })

  it("for a business customers do not visit, names a text that shows its street or postcode", () => {
    edit("business.json", "noCustomersAtAddress", true)
    expect(messages(TODAY)).toEqual([])
    edit(
      "hero.json",
      "subheading",
      `Visit us at ${business.address.street}, ${business.address.postcode.toLowerCase()}.`,
    )
    expect(messages(TODAY)).toEqual([
      `data/hero.json, field "subheading": shows the street address (${business.address.street}), which the page keeps to itself: data/business.json noCustomersAtAddress is on`,
      `data/hero.json, field "subheading": shows the postcode (${business.address.postcode}), which the page keeps to itself: data/business.json noCustomersAtAddress is on`,
    ])
  })

  it("warns, not refuses, for a name or phone: the CMS saves one file at a time (a new phone in business.json first)", () => {
    edit("hero.json", "subheading", "Call 01632 960 999 today.")
    edit("about.json", "paragraphs.0", `${business.name.toUpperCase()} is local.`)
    expect(problems(TODAY).map(({ severity }) => severity)).toEqual(["warning", "warning"])
  })

  it("leaves out the business's WhatsApp number and the customers' own words in reviews", () => {
    edit("hero.json", "subheading", `Message us on WhatsApp: +${business.whatsapp}.`)
    edit("reviews.json", "items.0.text", `${business.name.toUpperCase()} were great, call 01632 960 999.`)
    expect(messages(TODAY)).toEqual([])
  })
})

// The rule itself, on texts written here, with facts of its own (the WhatsApp number none of the phones).
describe("napProblems", () => {
  const facts: NapFacts = {
    name: "Ashford EICR Services",
    phone: { display: "01632 960 123", e164: "+441632960123" },
    emergencyPhone: { display: "07700 900 123", e164: "+447700900123" },
    whatsapp: "447700900456",
    address: { street: "Unit 4, 12 Station Road", postcode: "TN23 1AA", country: "GB" },
    noCustomersAtAddress: false,
  }
  const messagesOf = (file: string, data: unknown, business = facts) =>
    napProblems(file, data, business).map(({ path, message }) => `${path.join(".")}: ${message}`)

  it("takes the name written as business.json writes it, and the WhatsApp number however written", () => {
    expect(
      messagesOf("hero.json", { subheading: "Ashford EICR Services: WhatsApp +44 7700 900456 or 07700900456" }),
    ).toEqual([])
  })

  it("checks a number of 9 digits after the 0 (a short reference is not one)", () => {
    expect(messagesOf("hero.json", { subheading: "Ring 01632 96012" })).toEqual([
      "subheading: gives the phone number 01632 96012, which is not the business's (01632 960 123 or 07700 900 123, data/business.json)",
    ])
  })

  it("reads every text, a web address's words around it and fields named as business.json's are in other files", () => {
    expect(
      messagesOf("site.json", {
        name: "Call 01632 960 999",
        note: "See https://example.com or ring 01632 960 999",
        empty: null,
        count: 3,
        on: true,
      }),
    ).toEqual([
      "name: gives the phone number 01632 960 999, which is not the business's (01632 960 123 or 07700 900 123, data/business.json)",
      "note: gives the phone number 01632 960 999, which is not the business's (01632 960 123 or 07700 900 123, data/business.json)",
    ])
  })

  it("leaves out a web address and a relative path, also of http://, and the facts of business.json themselves", () => {
    expect(
      messagesOf("site.json", { link: "http://example.com/?ring=01632960999", image: "./images/01632960999.jpg" }),
    ).toEqual([])
    expect(messagesOf("business.json", { name: "ASHFORD EICR SERVICES", phone: { display: "01632960123" } })).toEqual(
      [],
    )
    expect(messagesOf("business.json", { tagline: "Ring 01632 960 999" })).toEqual([
      "tagline: gives the phone number 01632 960 999, which is not the business's (01632 960 123 or 07700 900 123, data/business.json)",
    ])
  })

  it("leaves a street and postcode alone unless customers do not visit; then finds the postcode however spaced", () => {
    const text = { subheading: "Unit 4, 12 Station Road, tn231aa" }
    expect(messagesOf("hero.json", text)).toEqual([])
    expect(messagesOf("hero.json", text, { ...facts, noCustomersAtAddress: true })).toEqual([
      "subheading: shows the street address (Unit 4, 12 Station Road), which the page keeps to itself: data/business.json noCustomersAtAddress is on",
      "subheading: shows the postcode (TN23 1AA), which the page keeps to itself: data/business.json noCustomersAtAddress is on",
    ])
  })
})
