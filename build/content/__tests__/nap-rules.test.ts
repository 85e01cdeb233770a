/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import business from "../../../tests/starting-content/business.json"
import { TODAY, dataCopyPerTest } from "./data-copy"

const { edit, messages, problems } = dataCopyPerTest()

// Name, address and phone as data/business.json writes them, in every file's texts (nap-rules.ts).
describe("name, address and phone the same everywhere", () => {
  it("accepts the starting content", () => {
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
