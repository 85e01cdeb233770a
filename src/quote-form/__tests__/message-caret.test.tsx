/**
 * The visitor's caret while another part of the page rewrites the quote form's message they are typing in
 * (rewriteMessage in quote-fields.ts: a time no longer offered taken out as a minute begins, a line added).
 */
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { QUOTE_FORMS, rewriteMessage } from "../fields/quote-fields"
import { QuoteForm } from "../quote-form"

const { labels } = pageWide.quoteForm
const FORM = QUOTE_FORMS.contact

const renderForm = () => renderWithPageWide(<QuoteForm formId={FORM} heading="Book an inspection" />)
const message = () => screen.getByLabelText(labels.message) as HTMLTextAreaElement
const typeMessage = (value: string) => fireEvent.input(message(), { target: { value } })

beforeEach(() => window.sessionStorage.clear())

describe("the visitor's caret while a part of the page rewrites the message they are typing in", () => {
  /** The message `before` typed, focused, the caret from `start` to `end`; then rewritten to `after`. */
  function caretAfter(before: string, after: string, start: number, end = start): [number, number] {
    renderForm()
    typeMessage(before)
    message().focus()
    message().setSelectionRange(start, end)
    rewriteMessage(FORM, () => after)
    expect(message()).toHaveValue(after)
    const caret: [number, number] = [message().selectionStart, message().selectionEnd]
    cleanup()
    return caret
  }

  it("stays before a change, moves with the words after it, and goes to the change's end inside it", () => {
    const before = "Flat.\nTimes: Mon; Tue\nRing first"
    const after = "Flat.\nTimes: Tue\nRing first" // "Mon; " taken out, at 13 to 18
    expect(caretAfter(before, after, 3)).toEqual([3, 3]) // in "Flat."
    expect(caretAfter(before, after, 13)).toEqual([13, 13]) // just before the change
    expect(caretAfter(before, after, 15)).toEqual([13, 13]) // inside it
    expect(caretAfter(before, after, 18)).toEqual([13, 13]) // just after it
    expect(caretAfter(before, after, before.length - 5, before.length)).toEqual([after.length - 5, after.length])
  })

  it("follows a change that adds words, and one at the very start or end", () => {
    expect(caretAfter("ab", "aXYb", 1)).toEqual([1, 1])
    expect(caretAfter("ab", "aXYb", 2)).toEqual([4, 4])
    expect(caretAfter("ab", "Xab", 0)).toEqual([0, 0])
    expect(caretAfter("ab", "Xab", 1)).toEqual([2, 2])
    expect(caretAfter("abc", "ab", 3)).toEqual([2, 2])
    expect(caretAfter("aaa", "aa", 2)).toEqual([2, 2])
  })

  it("goes to the end of a stretch replaced by other words when it stood inside it", () => {
    expect(caretAfter("Times: Mon; Tue", "Times: Wed; Tue", 9)).toEqual([10, 10]) // "Mon" became "Wed"
  })

  it("is left alone when the visitor is not in the message", () => {
    renderForm()
    typeMessage("Flat.\nTimes: Mon; Tue")
    const field = message()
    field.setSelectionRange(2, 2)
    screen.getByLabelText(labels.from_name).focus()
    rewriteMessage(FORM, () => "Flat.\nTimes: Tue")
    const end = field.value.length // where a browser puts the caret of a field whose value a script sets (HTML)
    expect([field.selectionStart, field.selectionEnd]).toEqual([end, end])
  })
})
