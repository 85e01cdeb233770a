/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { SECTION_IDS } from "../../../../src/shared/sections"
import { dataCopyPerTest } from "../../../../tests/jest/support/data-copy"

const { edit, messages, problems, dir } = dataCopyPerTest()

describe("validateDataFolder", () => {
  it("accepts the starting data", () => {
    expect(messages()).toEqual([])
  })

  it("tells a file that still has a renamed field its new name, and nothing else about it (menus.footer)", () => {
    const file = path.join(dir(), "site.json")
    const site = JSON.parse(fs.readFileSync(file, "utf8")) as { menus: Record<string, unknown> }
    const { contact, ...others } = site.menus
    fs.writeFileSync(file, JSON.stringify({ ...site, menus: { ...others, footer: contact } }, null, 2) + "\n")
    expect(messages()).toEqual([
      'data/site.json, field "menus.footer": is now called "menus.contact": rename the field (its content stays as it is)',
    ])
  })

  it("tells a change made before issue 59 the preferred times' one name (appointments and times, now preferredTimes)", () => {
    const rename = (name: string, old: string) => {
      const file = path.join(dir(), name)
      const { preferredTimes, ...rest } = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
      fs.writeFileSync(file, JSON.stringify({ ...rest, [old]: preferredTimes }, null, 2) + "\n")
    }
    rename("business.json", "appointments")
    rename("quote-form.json", "times")
    expect(messages()).toEqual([
      'data/business.json, field "appointments": is now called "preferredTimes": rename the field (its content stays as it is)',
      'data/quote-form.json, field "times": is now called "preferredTimes": rename the field (its content stays as it is)',
    ])
  })

  it("warns, without failing, when a file is valid but not in the layout the CMS writes", () => {
    const file = path.join(dir(), "hero.json")
    fs.writeFileSync(file, JSON.stringify(JSON.parse(fs.readFileSync(file, "utf8"))))
    expect(problems()).toEqual([
      {
        file: "data/hero.json",
        message: "is not in the layout the CMS writes: run npm run format:data (the content itself is fine)",
        severity: "warning",
      },
    ])
  })

  it("refuses a symbolic link anywhere in data/, naming it (it could lead to any file of the machine)", () => {
    fs.symlinkSync(path.resolve(__dirname, "..", "..", "..", "..", ".env.example"), path.join(dir(), "images", "x.jpg"))
    expect(messages()).toEqual(["data/images/x.jpg: is a symbolic link: put the file itself in its place"])
  })

  it("finds a symbolic link in any folder of data/, not only the first one looked into", () => {
    // Two folders: the link goes in the one read last.
    for (const folder of ["a", "b"]) fs.mkdirSync(path.join(dir(), "images", folder))
    const last = fs.readdirSync(path.join(dir(), "images")).filter((name) => name === "a" || name === "b")[1]
    fs.symlinkSync(
      path.resolve(__dirname, "..", "..", "..", "..", ".env.example"),
      path.join(dir(), "images", last, "x.jpg"),
    )
    expect(messages()).toEqual([`data/images/${last}/x.jpg: is a symbolic link: put the file itself in its place`])
  })

  describe("pictures in data/images/, judged by their bytes (a picture pushed by hand)", () => {
    /** A JPEG `width`×`height` of grain (it compresses little), or of one colour (it compresses to a few kB). */
    const jpeg = (width: number, height: number, grain: boolean) => {
      const pixels = Buffer.alloc(width * height * 3, 128)
      if (grain) for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251
      return sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 95 })
        .toBuffer()
    }

    it("refuses one 3000 px long, naming the file and the 2000 px limit", async () => {
      fs.writeFileSync(path.join(dir(), "images", "big.jpg"), await jpeg(3000, 1000, false))
      expect(messages()).toEqual([
        expect.stringMatching(
          /^data\/images\/big\.jpg: "big\.jpg" is 3000×1000 px, over the limit of 2000 px on its longer side: /,
        ),
      ])
    })

    it("refuses one over 1 MB, naming its size and the limit, and takes one 2000 px long", async () => {
      fs.writeFileSync(path.join(dir(), "images", "grain.jpg"), await jpeg(1200, 1000, true))
      fs.writeFileSync(path.join(dir(), "images", "wide.jpg"), await jpeg(2000, 500, false))
      expect(messages()).toEqual([
        expect.stringMatching(/^data\/images\/grain\.jpg: "grain\.jpg" is 1\.\d+ MB, over the limit of 1 MB: /),
      ])
    })

    it("leaves hidden files alone (.gitkeep, a Mac's .DS_Store): no data file can name them", () => {
      fs.writeFileSync(path.join(dir(), "images", ".gitkeep"), "")
      fs.writeFileSync(path.join(dir(), "images", ".DS_Store"), Buffer.from([0, 0, 0, 1, 66, 117, 100, 49]))
      expect(messages()).toEqual([])
    })

    it("refuses one whose bytes are not of its name's type, and a file of another kind", () => {
      fs.writeFileSync(path.join(dir(), "images", "photo.jpg"), "<svg xmlns='http://www.w3.org/2000/svg'/>")
      fs.writeFileSync(path.join(dir(), "images", "notes.txt"), "hello")
      expect(messages().sort()).toEqual([
        expect.stringMatching(/^data\/images\/notes\.txt: "notes\.txt" is not a picture the site can show/),
        expect.stringMatching(/^data\/images\/photo\.jpg: "photo\.jpg" does not hold a picture of its name's type/),
      ])
    })
  })

  it("reports a value with a line break on one line, so no line of a log can start with the data's words", () => {
    const coverage = JSON.parse(fs.readFileSync(path.join(dir(), "business.json"), "utf8")).coverage as string[]
    edit("business.json", "coverage", [...coverage, "Tenterden\n::error title=Approved::looks fine"])
    const lines = messages().filter((message) => message.includes("Tenterden"))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain("Tenterden\\n::error title=Approved::looks fine")
    expect(lines[0]).not.toMatch(/[\r\n\u2028\u2029]/)
  })

  it("names an empty list the schema needs at least one item in", () => {
    edit("faq.json", "items", [])
    expect(messages()).toEqual(['data/faq.json, field "items": must have at least 1 item'])
  })

  it("names file, item and field for a rating of 6", () => {
    edit("reviews.json", "items.1.rating", 6)
    expect(messages()).toEqual(['data/reviews.json, item 2 of "items" ("David K."), field "rating": must be <= 5'])
  })

  it("names the FAQ whose answer is missing", () => {
    edit("faq.json", "items.3.answer", undefined)
    expect(messages()).toEqual([
      'data/faq.json, item 4 of "items" ("How often does a rental property need an EICR?"), field "answer": is missing',
    ])
  })

  it("refuses a website that is not an absolute URL", () => {
    edit("attractions.json", "items.0.website", "leeds-castle.com")
    expect(messages().join("\n")).toMatch(
      /^data\/attractions\.json, item 1 of "items" \("Leeds Castle"\), field "website": .*absolute URL/m,
    )
  })

  describe("price rows (data/pricing.json)", () => {
    it("refuses a price row without an amount", () => {
      edit("pricing.json", "rows.2.amount", undefined)
      expect(messages()).toEqual([
        'data/pricing.json, item 3 of "rows" ("3-bedroom property"), field "amount": is missing',
      ])
    })

    it.each([
      [0, "must be >= 0.01"],
      ["£170", "must be number"],
    ])("refuses the amount %p", (amount, message) => {
      edit("pricing.json", "rows.2.amount", amount)
      expect(messages()).toEqual([
        `data/pricing.json, item 3 of "rows" ("3-bedroom property"), field "amount": ${message}`,
      ])
    })

    it("refuses a price row that does not say whether it is a starting price", () => {
      edit("pricing.json", "rows.4.from", undefined)
      expect(messages()).toEqual([
        'data/pricing.json, item 5 of "rows" ("Industrial premises"), field "from": is missing',
      ])
    })

    it("refuses the old price text, which the page no longer reads", () => {
      edit("pricing.json", "rows.0.price", "£130")
      expect(messages()).toEqual([
        'data/pricing.json, item 1 of "rows" ("1-bedroom property"), field "price": is not a known field (check the spelling of "price")',
      ])
    })
  })

  it("names a missing image file", () => {
    edit("attractions.json", "items.2.image", "images/nowhere.jpg")
    expect(messages()).toEqual([
      'data/attractions.json, item 3 of "items" ("Port Lympne Safari Park"), field "image": points to data/images/nowhere.jpg, which does not exist',
    ])
  })

  it("names a data file that does not say which schema describes it (editors read it to help)", () => {
    edit("faq.json", "$schema", undefined)
    edit("hero.json", "$schema", "./schemas/faq.schema.json")
    expect(messages()).toEqual([
      'data/faq.json, field "$schema": is missing',
      'data/hero.json, field "$schema": must be "./schemas/hero.schema.json"',
    ])
  })

  it("refuses a business without a phone", () => {
    edit("business.json", "phone", undefined)
    expect(messages()).toEqual(['data/business.json, field "phone": is missing'])
  })

  it("names a file that is not valid JSON", () => {
    fs.writeFileSync(path.join(dir(), "faq.json"), '{ "items": [{ "question": "Q", }] }')
    expect(messages()[0]).toMatch(/^data\/faq\.json: is not valid JSON/)
  })

  it("says in words what form a value must take, from the schema's description", () => {
    edit("business.json", "hours.opens", "7am")
    expect(messages()).toEqual(['data/business.json, field "hours.opens": is not in the expected form (24-hour HH:MM)'])
  })

  it("names a misspelt field", () => {
    edit("reviews.json", "items.0.raiting", 5)
    expect(messages()).toEqual([
      'data/reviews.json, item 1 of "items" ("Sarah M."), field "raiting": is not a known field (check the spelling of "raiting")',
    ])
  })

  it("names a repeated FAQ question, ignoring case and spaces, and the item it repeats", () => {
    edit("faq.json", "items.4.question", "  what is an   EICR? ")
    expect(messages()).toEqual([
      'data/faq.json, item 5 of "items" ("  what is an   EICR? "), field "question": repeats the question of item 1 ("What is an EICR?")',
    ])
  })

  describe("review dates (data/reviews.json)", () => {
    it("refuses a review dated after today", () => {
      edit("reviews.json", "items.1.date", "2026-11-24")
      expect(messages()).toEqual([
        'data/reviews.json, item 2 of "items" ("David K."), field "date": is in the future (today is 2026-11-23 in the UK); give the date the review was written',
      ])
    })

    it("accepts a review dated today in the UK, even when it is still yesterday in UTC", () => {
      edit("reviews.json", "items.0.date", "2026-10-01")
      edit("faq.json", "law.checked", "2026-09-30") // checks made by that day
      edit("faq.json", "law.beyondEngland.checked", "2026-09-30")
      // 23:30 UTC on 30 September is 00:30 on 1 October in London (BST).
      expect(messages(new Date("2026-09-30T23:30:00Z"))).toEqual([])
    })
  })

  describe("the page-wide words (data/site.json)", () => {
    it("names a menu entry that links to no section of the page", () => {
      edit("site.json", "menus.header.1.section", "servces")
      expect(messages()).toEqual([
        `data/site.json, item 2 of "menus.header", field "section": "servces" is not a section of the page; use one of ${SECTION_IDS.join(", ")}`,
      ])
    })

    it("names a control whose accessible name no longer holds the words it shows (WCAG 2.5.3)", () => {
      edit("site.json", "cta.callNow", "Ring us")
      edit("site.json", "maps.showLabel", "Load the map: {title}")
      expect(messages()).toEqual([
        'data/site.json, field "cta.callNowLabel": does not contain "Ring us", the words the control shows (cta.callNow); people who use voice control say those words to press it',
        'data/site.json, field "maps.showLabel": does not contain "Show map", the words the control shows (maps.show); people who use voice control say those words to press it',
      ])
      edit("site.json", "cta.callNowLabel", "Ring us on {phone}")
      edit("site.json", "maps.show", "load the MAP")
      expect(messages()).toEqual([])
    })

    it("keeps the search description within 160 characters once the business facts are filled in", () => {
      edit("business.json", "county", "the county of Kent and the whole of the South East")
      expect(messages()).toEqual([
        expect.stringMatching(
          /^data\/site\.json, field "seo\.description": is 2\d\d characters once filled in; search results cut it after 160/,
        ),
      ])
    })

    it("names a placeholder a text may not use", () => {
      edit("quote-form.json", "thanks.text", "We will reply {responseTime}. Call {telephone}.")
      expect(messages()).toEqual([
        'data/quote-form.json, field "thanks.text": is not in the expected form (May use {responseTime}, {phone}; no other {braces})',
      ])
    })
  })

  describe("the postcode districts (data/coverage.json)", () => {
    it("names a district whose town the business does not cover", () => {
      edit("coverage.json", "districts.5.town", "Brighton")
      expect(messages()).toEqual([
        'data/coverage.json, item 6 of "districts" ("CT1"), field "town": "Brighton" is not one of the towns in data/business.json coverage (Ashford, Canterbury, Folkestone, Dover, Maidstone, Hythe, Romney Marsh, Wye, Charing)',
      ])
    })

    it("warns, without failing, of a town of business.json coverage that has no district yet", () => {
      edit("business.json", "coverage", [
        "Ashford",
        "Canterbury",
        "Folkestone",
        "Dover",
        "Maidstone",
        "Hythe",
        "Romney Marsh",
        "Wye",
        "Charing",
        "Tenterden",
      ])
      // A warning: the CMS saves one file at a time, so a new town comes first and its districts next (a district
      // whose town is not covered yet is refused).
      expect(problems()).toEqual([
        {
          file: "data/coverage.json",
          field: "districts",
          at: ["districts"],
          message:
            "has no district for Tenterden, a town in data/business.json coverage: its postcodes are answered as outside the area until you add one",
          severity: "warning",
        },
      ])
    })

    it("names a district listed twice", () => {
      edit("coverage.json", "districts.1.outward", "TN23")
      expect(messages()).toEqual([
        'data/coverage.json, item 2 of "districts" ("TN23"), field "outward": repeats item 1',
      ])
    })
  })
})
