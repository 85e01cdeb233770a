/**
 * The starting data says what the spec requires (docs/requirements.md): the one place the spec's exact numbers,
 * labels and messages are checked. It runs on tests/starting-data/, the fixed copy of the content the site was
 * delivered with, never on the live data/: the owner may change any of it there (a sixteenth FAQ, a new price), and
 * `npm run check:data` and the browser tests of the built page judge that. The unit tests run on the same copy
 * (tests/jest/support/page-wide.tsx, tests/jest/support/data-copy.ts).
 */
import attractions from "../starting-data/attractions.json"
import business from "../starting-data/business.json"
import coverage from "../starting-data/coverage.json"
import faq from "../starting-data/faq.json"
import pricing from "../starting-data/pricing.json"
import process from "../starting-data/process.json"
import quoteForm from "../starting-data/quote-form.json"
import reviews from "../starting-data/reviews.json"
import services from "../starting-data/services.json"
import site from "../starting-data/site.json"
import { faqAnswer } from "../../src/sections/faq-answer"
import { fillIn } from "../../src/shared/text"
import { coverageFor, coverageMessage } from "../../src/shared/postcode"

const labels = (menu: { section: string; label: string }[]) => menu.map(({ section, label }) => [label, section])

describe("the starting data holds the spec", () => {
  it("§1: the towns covered and the promises", () => {
    for (const town of ["Canterbury", "Folkestone", "Dover", "Maidstone", "Hythe", "Romney Marsh", "Wye", "Charing"]) {
      expect(business.coverage).toContain(town)
    }
    expect(business.coverage).toContain(business.town)
    expect(business.responseTime).toMatch(/1 hour/)
  })

  it("§2 item 1, 5, 14: the header navigation, the contents menu and the footer quick links", () => {
    expect(labels(site.menus.header)).toEqual([
      ["About", "about"],
      ["Services", "services"],
      ["Pricing", "pricing"],
      ["FAQ", "faq"],
      ["Contact", "contact"],
    ])
    expect(labels(site.menus.contents)).toEqual([
      ["Who We Are", "about"],
      ["What is an EICR?", "services"],
      ["Why Choose Us?", "why-choose-us"],
      ["EICR Process", "process"],
      ["Customer Reviews", "reviews"],
      ["Frequently Asked Questions", "faq"],
      ["Our Location", "map"],
      ["Nearby Attractions", "attractions"],
      ["Contact Us", "contact"],
    ])
    expect(site.menus.contact.map(({ label }) => label)).toEqual([
      "About Us",
      "Services",
      "Pricing",
      "Process",
      "FAQ",
      "Reviews",
    ])
  })

  it("§2: Book Now, Call Now, Book Online, Chat Now", () => {
    expect([site.cta.bookNow, site.cta.callNow, site.chat.chatNow]).toEqual(["Book Now", "Call Now", "Chat Now"])
    expect(reviews.bookOnline).toBe("Book Online")
  })

  it("§2 items 10, 11, 13: three five-star reviews from a search engine's listing, 15 FAQs, three attractions", () => {
    expect(reviews.items).toHaveLength(3)
    expect(reviews.items.every(({ rating }) => rating === 5)).toBe(true)
    expect(reviews.source).toMatch(/Google/)
    expect(faq.items).toHaveLength(15)
    expect(attractions.items).toHaveLength(3)
  })

  it("§3–§4, §8: the message placeholder, Sending... and the failure message", () => {
    expect(quoteForm.messagePlaceholder).toMatch(/House \/ Flat \/ Commercial \/ Industrial/)
    expect(quoteForm.sending).toBe("Sending...")
    expect(quoteForm.failure.message).toBe("Failed to send message. Please try again or call us directly.")
  })

  it("§9: headline price, hours, durations and the FAQ's legal claims", () => {
    expect(business.priceFrom).toBe(89)
    expect(business.hours).toMatchObject({ opens: "07:00", closes: "22:00" })
    expect(business.hours.days).toHaveLength(7)
    expect(process.steps.map(({ duration }) => duration)).toEqual([
      "30–45 minutes",
      "1–2 hours",
      "2–3 hours",
      "Same day",
    ])
    expect(services.durations.map(({ duration }) => duration)).toEqual(["1–2 hours", "2–4 hours", "4–8 hours"])
    expect(business.eicrIntervals).toMatchObject({
      rented: 5,
      socialHousing: 5,
      ownerOccupied: 10,
      commercial: 5,
      industrial: 3,
    })
    const answers = faq.items.map(({ answer }) => faqAnswer(answer, business)).join(" ")
    for (const claim of ["July 2020", "£30,000", "every 5 years", "every 10 years", "every 3 years"]) {
      expect(answers).toContain(claim)
    }
    // §9's £30,000 stays true as history: the cap rose to £40,000 on 1 November 2025 (SI 2025/1043, issue 15).
    expect(answers).toContain("up to £40,000 for each breach: the limit rose from £30,000 on 1 November 2025")
    expect(answers).toContain(
      "from 1 December 2025 for new social tenancies and from 1 May 2026 for earlier ones, whose first inspection was due by 1 November 2026; after that, at least every 5 years",
    )
  })

  it("§10 item 6: the landlord tools' answers, and a district for every town of §1", () => {
    const tool = services.dueTool
    expect(fillIn(tool.due, { date: "10 March 2031" })).toMatch(/^Your next EICR is due by 10 March 2031\b/)
    expect([tool.lastInspection, tool.reminder, tool.book]).toEqual([
      "Date of your last EICR",
      "Add a reminder to your calendar",
      "Book it now",
    ])
    const districts = Object.fromEntries(coverage.districts.map(({ outward, town }) => [outward, town]))
    const answer = (postcode: string) => coverageMessage(coverageFor(postcode, districts), quoteForm.coverage)
    expect(answer("CT1 2AB")).toBe("We cover CT1 (Canterbury)")
    expect(answer("SW1A 1AA")).toBe("SW1A 1AA is outside our usual area: call us and we will see what we can do")
    expect(new Set(coverage.districts.map(({ town }) => town))).toEqual(new Set(business.coverage))
  })

  it("§10 item 7: a price row's line, the preferred times' line and windows, and placeholders that ask which days suit", () => {
    const [, twoBedroom] = pricing.rows
    expect(fillIn(pricing.bookMessage, { service: twoBedroom.service, price: "£150" })).toBe(
      "EICR for: 2-bedroom property (£150)",
    )
    expect(fillIn(quoteForm.preferredTimes.line, { times: "Tue 1 Dec, Morning; Wed 2 Dec, Afternoon" })).toBe(
      "Preferred times: Tue 1 Dec, Morning; Wed 2 Dec, Afternoon",
    )
    expect(business.preferredTimes.windows).toEqual([
      { label: "Morning", starts: "07:00", ends: "12:00" },
      { label: "Afternoon", starts: "12:00", ends: "17:00" },
      { label: "Evening", starts: "17:00", ends: "22:00" },
    ])
    expect(quoteForm.messagePlaceholder).toMatch(/House \/ Flat \/ Commercial \/ Industrial.*Which days suit you\?/)
    expect(fillIn(quoteForm.preferredTimes.legend, { max: 3 })).toBe("When would suit you? Choose up to 3")
  })

  it("issue 24: the law beyond England (Wales, Scotland) from primary sources, and the Google profile's links", () => {
    const beyond = faq.law.beyondEngland
    expect(beyond.text).toContain(
      "needs an electrical condition report at most five years old, and the contract-holder gets a copy within 14 days",
    )
    expect(beyond.text).toContain("(EICR) and the appliances they provide (PAT) checked at least every five years")
    expect(beyond.sources.map(({ url }) => url)).toEqual([
      "https://www.legislation.gov.uk/anaw/2016/1",
      "https://www.legislation.gov.uk/wsi/2022/6",
      "https://www.legislation.gov.uk/asp/2006/1/section/19A",
      "https://www.legislation.gov.uk/asp/2014/14",
      "https://www.gov.scot/publications/electrical-installations-and-appliances-in-private-rented-property/",
    ])
    expect(beyond.sources[1].title).toMatch(/SI 2022\/6 \(W\. 5\)\), regulation 6.*1 December 2022/)
    expect([reviews.readAll, reviews.leaveReview]).toEqual(["Read all our reviews on Google", "Leave us a review"])
    expect(business.googleProfile.writeReviewUrl).toMatch(
      /^https:\/\/search\.google\.com\/local\/writereview\?placeid=/,
    )
    expect(business.googleProfile.reviewsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/place\/\?q=place_id:/)
    expect(business.noCustomersAtAddress).toBe(false)
  })
})
