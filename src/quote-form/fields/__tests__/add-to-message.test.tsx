/**
 * A line written into a quote form's message by another part of the page (the due-date tool's "Book it now", a price
 * row's Book): addToMessage in quote-fields.ts, against the real form, as the visitor then sees it and as a reload
 * keeps it.
 */
import { act, cleanup, fireEvent, screen } from "@testing-library/react"
import { typeEnquiry } from "../../../../tests/jest/support/quote"
import { renderWithPageWide, pageWide } from "../../../../tests/jest/support/page-wide"
import { addBookLine, addToMessage, formElementId, QUOTE_FORMS } from "../quote-fields"
import { QuoteForm } from "../../quote-form"
import { sendQuote } from "../../send-quote"

jest.mock("../../send-quote", () => ({ ...jest.requireActual("../../send-quote"), sendQuote: jest.fn() }))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>

const { labels } = pageWide.quoteForm
const FORM = QUOTE_FORMS.contact
const LINE = "Privately rented home: the next EICR is due by 10 March 2031."

const renderForm = () => renderWithPageWide(<QuoteForm formId={FORM} heading="Book an inspection" />)
const message = () => screen.getByLabelText(labels.message) as HTMLTextAreaElement
const typeMessage = (value: string) => fireEvent.input(message(), { target: { value } })

beforeEach(() => {
  mockSend.mockReset()
  window.sessionStorage.clear()
})

/** Renders the form, sends an enquiry and waits for the thank-you panel, which takes the form's place. */
async function sentAndThanked() {
  mockSend.mockResolvedValue()
  renderForm()
  typeEnquiry()
  fireEvent.submit(screen.getByRole("form", { name: "Book an inspection" }))
  await screen.findByText(pageWide.quoteForm.thanks.heading)
}

describe("a line added to a quote form's message", () => {
  it("fills an empty message, and moves focus there so the visitor sees it", () => {
    renderForm()
    expect(addToMessage(FORM, LINE)).toBe(true)
    expect(message()).toHaveValue(LINE)
    expect(message()).toHaveFocus()
  })

  it("leaves focus where it is when asked to (a price row's Book leads to the form's first field itself)", () => {
    renderForm()
    const name = screen.getByLabelText(labels.from_name)
    name.focus()
    expect(addToMessage(FORM, LINE, { focus: false })).toBe(true)
    expect(message()).toHaveValue(LINE)
    expect(name).toHaveFocus()
  })

  it("comes on its own line after what the visitor wrote, once however often it is added", () => {
    renderForm()
    typeMessage("Three flats.")
    addToMessage(FORM, LINE)
    addToMessage(FORM, LINE)
    expect(message()).toHaveValue(`Three flats.\n${LINE}`)
  })

  it("replaces a message of only spaces and line breaks, rather than following a blank", () => {
    renderForm()
    typeMessage(" \n ")
    addToMessage(FORM, LINE)
    expect(message()).toHaveValue(LINE)
  })

  it("is kept as the visitor's own typing is: a reload restores it", () => {
    renderForm()
    typeMessage("Three flats.")
    addToMessage(FORM, LINE)
    cleanup() // the visitor reloads the page
    renderForm()
    expect(message()).toHaveValue(`Three flats.\n${LINE}`)
  })

  it("goes only into the form it is meant for", () => {
    renderWithPageWide(
      <>
        <QuoteForm formId={QUOTE_FORMS.hero} heading="Get a quote" />
        <QuoteForm formId={FORM} heading="Book an inspection" />
      </>,
    )
    addToMessage(FORM, LINE)
    const [hero, contact] = screen.getAllByLabelText(labels.message)
    expect(hero).toHaveValue("")
    expect(contact).toHaveValue(LINE)
  })

  it("takes the place of a line it replaces (another price row's), keeping the visitor's words and its place", () => {
    const [one, two, three] = ["EICR for: 1-bedroom (£130)", "EICR for: 2-bedroom (£150)", "EICR for: Shop (from £180)"]
    renderForm()
    typeMessage(`${one}\nThree flats.`)
    addToMessage(FORM, two, { replacing: [one, three] })
    expect(message()).toHaveValue(`${two}\nThree flats.`)
    addToMessage(FORM, three, { replacing: [one, two] })
    addToMessage(FORM, three, { replacing: [one, two] })
    expect(message()).toHaveValue(`${three}\nThree flats.`)
    typeMessage(`${one} and its garage\n${three}`) // the visitor's own words, though they begin like a row's
    addToMessage(FORM, two, { replacing: [one, three] })
    expect(message()).toHaveValue(`${one} and its garage\n${two}`)
  })

  it("takes the place of every line it replaces, the first where it stood, also one the visitor ended with a space", () => {
    const [one, two, three] = ["EICR for: 1-bedroom (£130)", "EICR for: 2-bedroom (£150)", "EICR for: Shop (from £180)"]
    renderForm()
    typeMessage(`${one} \nThree flats.\n${three}`)
    addToMessage(FORM, two, { replacing: [one, three] })
    expect(message()).toHaveValue(`${two}\nThree flats.`)
  })

  it("is not written into a form that is not on the page", () => {
    expect(addToMessage(FORM, LINE)).toBe(false)
  })

  it("is not written into a form that has left the page, nor into the next form of that name", () => {
    renderForm()
    cleanup() // the form is gone (the visitor went elsewhere in a page that swaps its sections)
    expect(addToMessage(FORM, LINE)).toBe(false)
    renderForm()
    expect(message()).toHaveValue("")
  })

  it("brings the form back from its thank-you panel, and is written there, focus in the message", async () => {
    await sentAndThanked()
    act(() => {
      expect(addToMessage(FORM, LINE)).toBe(true)
    })
    expect(screen.queryByText(pageWide.quoteForm.thanks.heading)).toBeNull()
    expect(message()).toHaveValue(LINE)
    expect(message()).toHaveFocus()
    expect(screen.getByLabelText(labels.from_name)).toHaveValue("") // the enquiry sent is not typed again
  })

  it("brings the form back for two lines, and focus goes to the message when one of them asks for it", async () => {
    await sentAndThanked()
    act(() => {
      addToMessage(FORM, "EICR for: 1-bedroom (£130)", { focus: false })
      addToMessage(FORM, LINE)
    })
    expect(message()).toHaveValue(`EICR for: 1-bedroom (£130)\n${LINE}`)
    expect(message()).toHaveFocus()
  })

  it("moves focus to the form's first field when it came back for a line that does not take focus (a price row's Book)", async () => {
    await sentAndThanked()
    act(() => {
      addToMessage(FORM, "EICR for: 1-bedroom (£130)", { focus: false })
      addToMessage(FORM, LINE, { focus: false, replacing: ["EICR for: 1-bedroom (£130)"] })
    })
    expect(message()).toHaveValue(LINE)
    expect(screen.getByLabelText(labels.from_name)).toHaveFocus()
  })
})

describe("a price row's Book, by its link's target (addBookLine)", () => {
  it("writes its line in the place of another row's, into the form the link leads to, and leaves focus to the link", () => {
    renderForm()
    const name = screen.getByLabelText(labels.from_name)
    name.focus()
    typeMessage("Two flats.\nEICR for: 1-bedroom (£130)")
    addBookLine(formElementId(FORM), "EICR for: 2-bedroom (£150)", ["EICR for: 1-bedroom (£130)"])
    expect(message()).toHaveValue("Two flats.\nEICR for: 2-bedroom (£150)")
    expect(name).toHaveFocus()
  })

  it("writes nothing for a target that is no quote form", () => {
    renderForm()
    addBookLine("pricing", LINE, [])
    addBookLine(FORM, LINE, []) // a form's id is not its element's
    expect(message()).toHaveValue("")
  })
})
