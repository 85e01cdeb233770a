/**
 * The preferred times a visitor can no longer get, taken out of the message's line (use-times-taken-out.ts,
 * requirements §10 item 7): as the visitor types the line, and with each reason said apart. On a fake clock and the
 * starting data; the times' words come from data/quote-form.json through the page-wide context.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { MAX_PREFERRED_TIMES } from "../../../shared/preferred-times-days"
import { SUCCESS_PANEL_MS } from "../../deadlines"
import { typeEnquiry } from "../../../../tests/jest/support/quote"
import { renderWithPageWide, pageWide } from "../../../../tests/jest/support/page-wide"
import { fillIn } from "../../../shared/text"
import { dayWords, ukInstant } from "../../../shared/preferred-times-days"
import { QUOTE_FORMS } from "../../fields/quote-fields"
import { QuoteForm } from "../../quote-form"
import { sendQuote } from "../../send-quote"

jest.mock("../../send-quote", () => ({ ...jest.requireActual("../../send-quote"), sendQuote: jest.fn() }))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>

const { business, quoteForm: words } = pageWide
const { labels, preferredTimes: times } = words
const [morning, , evening] = business.preferredTimes!.windows
const [tuesday, wednesday, thursday] = ["2026-06-30", "2026-07-01", "2026-07-02"]

const message = () => screen.getByLabelText(labels.message)
const line = (...picked: string[]) => fillIn(times.line, { times: picked.join("; ") })
/** A time as the message writes it, e.g. "Wed 1 Jul, Morning". */
const time = (date: string, window: { label: string }) => `${dayWords(date).short}, ${window.label}`

/** The contact form with its times on the clock `at` (ms), once the preferred times show their days. */
async function renderAt(at: number) {
  jest.useFakeTimers({ doNotFake: ["Date"] })
  jest.spyOn(Date, "now").mockReturnValue(at)
  renderWithPageWide(<QuoteForm formId={QUOTE_FORMS.contact} heading="Book an inspection" withTimes />)
  const group = await screen.findByRole("group", { name: fillIn(times.legend, { max: MAX_PREFERRED_TIMES }) })
  await waitFor(() =>
    expect(
      within(group)
        .getAllByRole("checkbox")
        .some((box) => !box.hasAttribute("disabled")),
    ).toBe(true),
  )
  act(() => jest.advanceTimersByTime(0)) // the first look, once the form has restored its draft
  return group
}

afterEach(() => {
  cleanup()
  jest.useRealTimers()
  jest.restoreAllMocks()
  window.sessionStorage.clear()
})

describe("a preferred time no longer offered", () => {
  it("is taken out as the visitor types it into the line, without waiting for the next minute", async () => {
    const group = await renderAt(ukInstant(wednesday, "10:02"))
    fireEvent.input(message(), {
      target: { value: `Flat.\n${line(time(wednesday, morning), time(thursday, morning))}` },
    })
    expect(message()).toHaveValue(`Flat.\n${line(time(thursday, morning))}`)
    const said = fillIn(times.takenOut, { why: times.tooSoon, times: time(wednesday, morning) })
    expect(within(group).getByRole("status")).toHaveTextContent(said)
  })

  it("is kept through the minute before its cut-off, to the last second, and taken out as the cut-off minute begins", async () => {
    const cutOff = ukInstant(wednesday, morning.ends) - business.preferredTimes!.leadTimeHours * 3_600_000
    await renderAt(cutOff - 1_000)
    const typed = line(time(wednesday, morning), time(thursday, morning))
    fireEvent.input(message(), { target: { value: typed } })
    expect(message()).toHaveValue(typed)
    jest.spyOn(Date, "now").mockReturnValue(cutOff)
    act(() => jest.advanceTimersByTime(1_000))
    expect(message()).toHaveValue(line(time(thursday, morning)))
  })

  it("is said with its own reason: a time passed and a time too soon, each in its own sentence", async () => {
    const group = await renderAt(ukInstant(wednesday, "10:02"))
    const typed = [time(tuesday, evening), time(wednesday, morning), time(thursday, morning)]
    fireEvent.input(message(), { target: { value: line(...typed) } })
    expect(message()).toHaveValue(line(time(thursday, morning)))
    const passed = fillIn(times.takenOut, { why: times.passed, times: time(tuesday, evening) })
    const tooSoon = fillIn(times.takenOut, { why: times.tooSoon, times: time(wednesday, morning) })
    expect(within(group).getByRole("status").textContent).toBe(`${passed} ${tooSoon}`)
  })

  it("is said as no longer offered when its day is beyond the days the form offers", async () => {
    const group = await renderAt(ukInstant(wednesday, "10:02"))
    const later = "2026-07-10" // nine days on: the form offers five
    fireEvent.input(message(), { target: { value: line(time(later, morning), time(thursday, morning)) } })
    expect(message()).toHaveValue(line(time(thursday, morning)))
    const said = fillIn(times.takenOut, { why: times.notOffered, times: time(later, morning) })
    expect(within(group).getByRole("status").textContent).toBe(said)
  })

  it("is named with the others taken out for the same reason, in the line's order", async () => {
    const group = await renderAt(ukInstant(wednesday, "10:02"))
    fireEvent.input(message(), { target: { value: line(time(tuesday, morning), time(tuesday, evening)) } })
    expect(message()).toHaveValue("")
    const both = `${time(tuesday, morning)}; ${time(tuesday, evening)}`
    expect(within(group).getByRole("status").textContent).toBe(
      fillIn(times.takenOut, { why: times.passed, times: both }),
    )
  })

  it("is still said after a send's thank-you panel has given the form back (the form's first clock is stopped)", async () => {
    mockSend.mockResolvedValue()
    const cutOff = ukInstant(wednesday, morning.ends) - business.preferredTimes!.leadTimeHours * 3_600_000
    await renderAt(cutOff - 30 * 60_000)
    typeEnquiry()
    fireEvent.submit(screen.getByRole("form", { name: "Book an inspection" }))
    await screen.findByText(words.thanks.heading)
    await act(async () => void jest.advanceTimersByTime(SUCCESS_PANEL_MS))
    const group = await screen.findByRole("group", { name: fillIn(times.legend, { max: MAX_PREFERRED_TIMES }) })
    fireEvent.input(message(), { target: { value: line(time(wednesday, morning), time(thursday, morning)) } })
    jest.spyOn(Date, "now").mockReturnValue(cutOff)
    act(() => jest.advanceTimersByTime(30 * 60_000))
    expect(message()).toHaveValue(line(time(thursday, morning)))
    const said = fillIn(times.takenOut, { why: times.tooSoon, times: time(wednesday, morning) })
    expect(within(group).getByRole("status")).toHaveTextContent(said)
  })
})
