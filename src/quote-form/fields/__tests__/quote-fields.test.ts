import { EMPTY_ENQUIRY, ENQUIRY as typed } from "../../../../tests/jest/support/quote-enquiry"
import { pageWide } from "../../../../tests/jest/support/page-wide"
import quoteFormSchema from "../../../../data/schemas/quote-form.schema.json"
import {
  besideOneLine,
  enquiryAsText,
  enquiryFrom,
  fieldId,
  fillEmptyFields,
  QUOTE_FIELD_TABLE,
  QUOTE_FIELDS,
  type QuoteEnquiry,
} from "../quote-fields"

const { quoteForm: words } = pageWide

/** A form with a named control for each row of the table, as the page renders them; `values` typed in. */
function formWith(values: Partial<QuoteEnquiry> = {}): HTMLFormElement {
  const form = document.createElement("form")
  form.innerHTML = QUOTE_FIELD_TABLE.map(({ name, control, type }) =>
    control === "textarea" ? `<textarea name="${name}"></textarea>` : `<input name="${name}" type="${type}">`,
  ).join("")
  for (const [name, value] of Object.entries(values)) {
    ;(form.elements.namedItem(name) as HTMLInputElement).value = value ?? ""
  }
  return form
}

describe("enquiryAsText (the body of the fallback e-mail and WhatsApp chat)", () => {
  it("greets, gives the message, then every one of the visitor's details with its label, one a line", () => {
    const details = QUOTE_FIELD_TABLE.filter(({ inText }) => inText === "line").map(({ name }) => name)
    expect(enquiryAsText(typed, words).split("\n")).toEqual([
      words.failure.enquiryIntro,
      "",
      typed.message,
      "",
      ...details.map((name) => `${words.labels[name]}: ${typed[name]}`),
    ])
  })
})

describe("enquiryFrom", () => {
  it("reads every field as typed, spaces and all", () => {
    expect(enquiryFrom(formWith({ ...typed, from_name: " Ann Example " }))).toEqual({
      ...typed,
      from_name: " Ann Example ",
    })
  })

  it("reads a field the form lacks, or a file, as empty", () => {
    const form = formWith(typed)
    ;(form.elements.namedItem("postcode") as HTMLInputElement).remove()
    const file = document.createElement("input")
    file.type = "file"
    file.name = "phone"
    ;(form.elements.namedItem("phone") as HTMLInputElement).replaceWith(file)
    expect(enquiryFrom(form)).toEqual({ ...typed, postcode: "", phone: "" })
  })
})

describe("fillEmptyFields (restoring a draft or the early submit's snapshot)", () => {
  it("fills only the fields still empty: what the visitor has typed since is kept", () => {
    const form = formWith({ from_name: "Typed Now", message: "" })
    fillEmptyFields(form, typed)
    expect(enquiryFrom(form)).toEqual({ ...typed, from_name: "Typed Now" })
  })

  it("leaves a field empty when the values have nothing for it", () => {
    const form = formWith()
    fillEmptyFields(form, { phone: typed.phone, postcode: "" })
    expect(enquiryFrom(form)).toEqual({ ...EMPTY_ENQUIRY, phone: typed.phone })
  })

  it("fills the fields the form has, and skips one it lacks", () => {
    const form = formWith()
    ;(form.elements.namedItem("postcode") as HTMLInputElement).remove()
    fillEmptyFields(form, typed)
    expect(enquiryFrom(form)).toEqual({ ...typed, postcode: "" })
  })
})

describe("fieldId", () => {
  it("prefixes a field's id with its form's, so the page's two forms never share an id", () => {
    expect(fieldId("contact", "message")).toBe("contact-message")
  })
})

describe("the quote field table and data/quote-form.json's schema", () => {
  it("has a label for every field, in the table's order, and no other (npm run format:data writes them)", () => {
    expect(quoteFormSchema.properties.labels.required).toEqual([...QUOTE_FIELDS])
    expect(Object.keys(quoteFormSchema.properties.labels.properties)).toEqual([...QUOTE_FIELDS])
  })
})

describe("the quote field table and the tests' enquiry (tests/jest/support/quote-enquiry.ts)", () => {
  it("is an enquiry the form's own checks accept, field by field (an e-mail field takes an address, and so on)", () => {
    const form = formWith(typed)
    for (const element of form.querySelectorAll("input, textarea")) element.setAttribute("required", "")
    const refused = QUOTE_FIELDS.filter((name) => !(form.elements.namedItem(name) as HTMLInputElement).checkValidity())
    expect(refused).toEqual([])
    expect(formWith({ ...typed, from_email: "jane at example" }).checkValidity()).toBe(false)
  })
})

describe("besideOneLine (the compact hero form keeps its height when a one-line field is added)", () => {
  const oneLine = (name: string) =>
    ({ name, control: "input", type: "text", autoComplete: "off", inText: "line" }) as const
  const message = { name: "message", control: "textarea", type: "text", autoComplete: "off", inText: "body" } as const
  const table = (lines: number) => [...Array.from({ length: lines }, (_, index) => oneLine(`f${index}`)), message]

  it("gives the message a row of its own after an even number of one-line fields", () => {
    for (const lines of [0, 2, 4, 6]) expect(besideOneLine(table(lines), lines)).toBe(false)
  })

  it("sets the message beside the last one-line field when their number is odd, as a fifth one-line field makes it", () => {
    for (const lines of [1, 3, 5]) expect(besideOneLine(table(lines), lines)).toBe(true)
    expect(besideOneLine(table(5), 4)).toBe(false)
  })

  it("counts only the one-line fields before the box, and never sets a one-line field beside another", () => {
    const note = { ...message, name: "note" }
    const [a, b] = [oneLine("a"), oneLine("b")]
    expect(besideOneLine([a, note, b, message], 1)).toBe(true) // one one-line field before it, one after
    expect(besideOneLine([a, note, b, message], 3)).toBe(false) // two one-line fields and a box before it
    expect(besideOneLine([a, b, oneLine("c"), oneLine("d")], 3)).toBe(false)
  })
})
