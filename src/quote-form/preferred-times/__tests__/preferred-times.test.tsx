/**
 * The contact form's preferred times (requirements §10 item 7) against the real form, on a fixed clock (Tuesday
 * 1 December 2026, 05:00 in the UK, unless a test says otherwise) and the starting data: the days offered, a group a
 * screen reader and a keyboard can use, at most three times in the line, a time no longer offered taken out with the
 * reason said, and the picks as a line of the message that the draft, a send, a failure's hand-over and the thank-you
 * panel carry. Days are written in the module's own words (dayWords). The provider is mocked.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { flushSync } from "react-dom"
import { renderToString } from "react-dom/server"
import { MAX_PREFERRED_TIMES } from "../../../shared/preferred-times-days"
import { ENQUIRY as typed, FIELDS_BUT_MESSAGE } from "../../../../tests/jest/support/quote-enquiry"
import { renderWithPageWide, pageWide, WithPageWide } from "../../../../tests/jest/support/page-wide"
import { PageWideProvider } from "../../../components/page-wide"
import { fillIn } from "../../../shared/text"
import { dayWords, ukInstant } from "../../../shared/preferred-times-days"
import { enquiryAsText, QUOTE_FIELDS, QUOTE_FORMS } from "../../fields/quote-fields"
import { QuoteForm } from "../../quote-form"
import { sendQuote } from "../../send-quote"

jest.mock("../../send-quote", () => ({ ...jest.requireActual("../../send-quote"), sendQuote: jest.fn() }))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>

const { business, quoteForm: words } = pageWide
const { labels, preferredTimes: times } = words
/** The starting data has preferredTimes (tests/repository/starting-data.test.ts). */
const preferredTimes = business.preferredTimes!
const [morning, afternoon, evening] = preferredTimes.windows
const HEADING = "Book an inspection"
/** The visitor's clock: Tuesday 1 December 2026, 05:00 GMT. */
const NOW = Date.UTC(2026, 11, 1, 5, 0)

/** The contact form with its times, once the preferred times (fetched on demand) show them. */
async function renderForm() {
  renderWithPageWide(<QuoteForm formId={QUOTE_FORMS.contact} heading={HEADING} withTimes />)
  const group = await screen.findByRole("group", { name: fillIn(times.legend, { max: MAX_PREFERRED_TIMES }) })
  // Rendered first as the build does, without days; the days come a moment later.
  await waitFor(() =>
    expect(
      within(group)
        .getAllByRole("checkbox")
        .some((each) => !(each as HTMLInputElement).disabled),
    ).toBe(true),
  )
  return group
}
const box = (name: string) => screen.getByRole("checkbox", { name })
const message = () => screen.getByLabelText(labels.message)
const line = (...picked: string[]) => fillIn(times.line, { times: picked.join("; ") })
/** A time as the message writes it, e.g. `time("2026-12-01", morning)` → "Tue 1 Dec, Morning". */
const time = (date: string, window: { label: string }) => `${dayWords(date).short}, ${window.label}`
/** A day as its row names it, e.g. `short("2026-12-01")` → "Tue 1 Dec". */
const short = (date: string) => dayWords(date).short
/** A box's name, e.g. "Tuesday 1 December, Morning". */
const named = (date: string, window: { label: string }) => `${dayWords(date).long}, ${window.label}`

// The page fetches the preferred times on demand; loaded once here, so its first compile does not count against one test's time.
beforeAll(() => import("../preferred-times"))
beforeEach(() => {
  jest.spyOn(Date, "now").mockReturnValue(NOW)
  mockSend.mockReset()
  window.sessionStorage.clear()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe("the preferred times", () => {
  it("are built as the same boxes with no days, disabled and unticked, so nothing moves when the days arrive", async () => {
    const { PreferredTimes } = await import("../preferred-times")
    const built = document.createElement("div")
    built.innerHTML = renderToString(
      <WithPageWide>
        <PreferredTimes formId={QUOTE_FORMS.contact} />
      </WithPageWide>,
    )
    document.body.append(built)
    try {
      const group = within(built).getByRole("group", { name: fillIn(times.legend, { max: MAX_PREFERRED_TIMES }) })
      const boxes = within(group).getAllByRole("checkbox")
      const { windows, daysOffered } = preferredTimes
      expect(boxes).toHaveLength(daysOffered * windows.length)
      for (const [index, checkbox] of boxes.entries()) {
        expect(checkbox).toBeDisabled()
        expect(checkbox).not.toBeChecked()
        expect(checkbox).toHaveAccessibleName(windows[index % windows.length].label) // no date yet
      }
      expect(within(group).getByRole("status")).toBeEmptyDOMElement()
    } finally {
      built.remove() // the other tests render the form afresh
    }
  })

  it("are built with each day's place empty, one line kept for it, and name their days once the page has run: nothing moves then", async () => {
    const { PreferredTimes } = await import("../preferred-times")
    const ui = <PreferredTimes formId={QUOTE_FORMS.contact} />
    const page = document.createElement("div")
    page.innerHTML = renderToString(<WithPageWide>{ui}</WithPageWide>)
    document.body.append(page)
    const group = () => within(page).getByRole("group", { name: fillIn(times.legend, { max: MAX_PREFERRED_TIMES }) })
    /** Each row's day as it shows beside its boxes; a screen reader hears it in the boxes' names instead. */
    const dayNames = () =>
      within(group())
        .getAllByRole("listitem")
        .map((row) => {
          const day = row.firstElementChild!
          expect(day).toHaveAttribute("aria-hidden", "true")
          return day.textContent
        })
    try {
      // The build's rows are hidden but keep their room (.waiting), each day's place one line high (.dayName): words
      // there could take more, which the rows would give up when the days come, moving what follows.
      const built = group()
      expect(dayNames()).toEqual(Array.from({ length: preferredTimes.daysOffered }, () => ""))
      render(ui, { container: page, hydrate: true, wrapper: WithPageWide })
      expect(group()).toBe(built) // hydrated: the build's own elements, kept
      expect(dayNames()).toEqual(["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"].map(short))
    } finally {
      page.remove() // the other tests render the form afresh
    }
  })

  it("offers the next days open as a group with a legend, each box naming its date in full", async () => {
    const group = await renderForm()
    const days = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]
    const { windows, daysOffered } = preferredTimes
    expect(within(group).getAllByRole("checkbox")).toHaveLength(daysOffered * windows.length)
    for (const day of days) for (const window of windows) expect(box(named(day, window))).toBeEnabled()
    const hours = `${morning.label} 7:00–12:00, ${afternoon.label} 12:00–17:00, ${evening.label} 17:00–22:00`
    expect(group).toHaveAccessibleDescription(fillIn(times.hint, { windows: hours, zone: words.zone }))
  })

  /** Moves the visitor's clock to `at` and lets the page's minute timer see it. */
  const clockAt = (at: number) => {
    jest.spyOn(Date, "now").mockReturnValue(at)
    act(() => jest.advanceTimersByTime(60_000))
  }

  it("keeps today while a later window can be reached: a window leaves at its own cut-off minute, the last one takes the day", async () => {
    jest.useFakeTimers({ doNotFake: ["Date"] })
    const lead = preferredTimes.leadTimeHours * 3_600_000
    const morningCutOff = ukInstant("2026-12-01", morning.ends) - lead
    jest.spyOn(Date, "now").mockReturnValue(morningCutOff - 60_000)
    await renderForm()
    expect(box(named("2026-12-01", morning))).toBeEnabled()
    clockAt(morningCutOff)
    expect(box(named("2026-12-01", morning))).toBeDisabled()
    expect(box(named("2026-12-01", afternoon))).toBeEnabled()
    const eveningCutOff = ukInstant("2026-12-01", evening.ends) - lead
    clockAt(eveningCutOff - 60_000)
    expect(box(named("2026-12-01", evening))).toBeEnabled()
    clockAt(eveningCutOff)
    expect(screen.queryByRole("checkbox", { name: named("2026-12-01", evening) })).toBeNull()
    expect(box(named("2026-12-02", morning))).toBeEnabled()
  })

  it("at 10:01 BST on a Wednesday offers that day's afternoon and evening, not its morning", async () => {
    jest.spyOn(Date, "now").mockReturnValue(ukInstant("2026-07-01", "10:01"))
    await renderForm()
    expect(box(named("2026-07-01", morning))).toBeDisabled()
    expect(box(named("2026-07-01", afternoon))).toBeEnabled()
    expect(box(named("2026-07-01", evening))).toBeEnabled()
  })

  it("takes a picked time out of the line once it cannot be reached, says which and why, and counts the line as it is", async () => {
    jest.useFakeTimers({ doNotFake: ["Date"] })
    const [wednesday, thursday] = ["2026-07-01", "2026-07-02"]
    jest.spyOn(Date, "now").mockReturnValue(ukInstant(wednesday, "09:50"))
    const group = await renderForm()
    fireEvent.input(message(), { target: { value: "Two-bed flat." } })
    fireEvent.click(box(named(wednesday, morning)))
    fireEvent.click(box(named(thursday, morning)))
    await waitFor(() =>
      expect(message()).toHaveValue(`Two-bed flat.\n${line(time(wednesday, morning), time(thursday, morning))}`),
    )
    clockAt(ukInstant(wednesday, "10:02"))
    expect(message()).toHaveValue(`Two-bed flat.\n${line(time(thursday, morning))}`)
    const said = fillIn(times.takenOut, { why: times.tooSoon, times: time(wednesday, morning) })
    expect(within(group).getByRole("status")).toHaveTextContent(said)
    expect(box(named(wednesday, morning))).not.toBeChecked()
    // Two more fill the line to three; no fourth.
    fireEvent.click(box(named(thursday, afternoon)))
    fireEvent.click(box(named(thursday, evening)))
    await waitFor(() =>
      expect(message()).toHaveValue(
        `Two-bed flat.\n${line(time(thursday, morning), time(thursday, afternoon), time(thursday, evening))}`,
      ),
    )
    expect(box(named(wednesday, evening))).toBeDisabled()
    expect(within(group).getByRole("status")).toHaveTextContent(fillIn(times.full, { max: MAX_PREFERRED_TIMES }))
    expect(within(group).getByRole("status")).not.toHaveTextContent(said) // said until the next pick
  })

  it("says a time taken out and a line still full in two sentences", async () => {
    jest.useFakeTimers({ doNotFake: ["Date"] })
    const wednesday = "2026-07-01"
    jest.spyOn(Date, "now").mockReturnValue(ukInstant(wednesday, "09:50"))
    const group = await renderForm()
    const own = ["any weekday after 4", "ring first", "not Fridays"]
    fireEvent.input(message(), { target: { value: line(...own, time(wednesday, morning)) } })
    clockAt(ukInstant(wednesday, "10:02"))
    expect(message()).toHaveValue(line(...own))
    const said = fillIn(times.takenOut, { why: times.tooSoon, times: time(wednesday, morning) })
    const full = fillIn(times.full, { max: MAX_PREFERRED_TIMES })
    expect(within(group).getByRole("status")).toHaveTextContent(`${said} ${full}`)
  })

  it("keeps the caret where the visitor is typing when a time is taken out as a minute begins", async () => {
    jest.useFakeTimers({ doNotFake: ["Date"] })
    const [wednesday, thursday] = ["2026-07-01", "2026-07-02"]
    jest.spyOn(Date, "now").mockReturnValue(ukInstant(wednesday, "09:59"))
    await renderForm()
    const typed = (times: string[]) => `Flat.\n${line(...times)}\nRing first`
    fireEvent.input(message(), { target: { value: typed([time(wednesday, morning), time(thursday, morning)]) } })
    const field = message() as HTMLTextAreaElement
    field.focus()
    field.setSelectionRange(4, 4) // in "Flat", before the line
    clockAt(ukInstant(wednesday, "10:00"))
    expect(field).toHaveValue(typed([time(thursday, morning)]))
    expect([field.selectionStart, field.selectionEnd]).toEqual([4, 4])
    field.setSelectionRange(field.value.length - 5, field.value.length) // "first", after the line, selected
    fireEvent.input(field, { target: { value: typed([time(wednesday, evening), time(thursday, morning)]) } })
    field.setSelectionRange(field.value.length - 5, field.value.length)
    clockAt(ukInstant(wednesday, "20:00"))
    expect(field).toHaveValue(typed([time(thursday, morning)]))
    expect(field.value.slice(field.selectionStart, field.selectionEnd)).toBe("first")
  })

  it.each([
    ["even before the minute's timer has seen the cut-off", false],
    ["also when its line was written long before, and nothing else has looked since", true],
  ])("takes a time out at Send, %s", async (_, writtenFirst) => {
    mockSend.mockResolvedValue()
    const wednesday = "2026-07-01"
    jest.spyOn(Date, "now").mockReturnValue(ukInstant(wednesday, "09:59"))
    await renderForm()
    for (const field of FIELDS_BUT_MESSAGE)
      fireEvent.input(screen.getByLabelText(labels[field]), { target: { value: typed[field] } })
    fireEvent.input(message(), { target: { value: typed.message } })
    fireEvent.click(box(named(wednesday, morning)))
    fireEvent.click(box(named(wednesday, evening)))
    const both = `${typed.message}\n${line(time(wednesday, morning), time(wednesday, evening))}`
    if (writtenFirst) await waitFor(() => expect(message()).toHaveValue(both))
    jest.spyOn(Date, "now").mockReturnValue(ukInstant(wednesday, "10:00"))
    fireEvent.click(screen.getByRole("button", { name: words.submit }))
    await waitFor(() => expect(mockSend).toHaveBeenCalledTimes(1))
    expect(mockSend).toHaveBeenCalledWith(
      { ...typed, message: `${typed.message}\n${line(time(wednesday, evening))}` },
      { pageWide },
    )
  })

  it("looks again when the page comes back into sight (a phone woken days later), not as it is left (a reload)", async () => {
    const wednesday = "2026-07-01"
    jest.spyOn(Date, "now").mockReturnValue(ukInstant(wednesday, "09:50"))
    await renderForm()
    fireEvent.click(box(named(wednesday, evening)))
    await waitFor(() => expect(message()).toHaveValue(line(time(wednesday, evening))))
    jest.spyOn(Date, "now").mockReturnValue(ukInstant("2026-07-04", "09:00"))
    const shows = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, "visibilityState", { value: state, configurable: true })
      act(() => {
        document.dispatchEvent(new Event("visibilitychange"))
      })
    }
    try {
      shows("hidden")
      expect(message()).toHaveValue(line(time(wednesday, evening))) // left as it is for the next page
      shows("visible")
      expect(message()).toHaveValue("")
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState
    }
  })

  it("restores a draft picked on Wednesday on Saturday without its past days, and says why they left", async () => {
    const draft = {
      ...typed,
      message: `${typed.message}\n${line("ring first", time("2026-07-02", evening), time("2026-07-04", evening))}`,
    }
    window.sessionStorage.setItem(`quote-draft:${QUOTE_FORMS.contact}`, JSON.stringify(draft))
    jest.spyOn(Date, "now").mockReturnValue(ukInstant("2026-07-04", "09:00"))
    const group = await renderForm()
    await waitFor(() =>
      expect(message()).toHaveValue(`${typed.message}\n${line("ring first", time("2026-07-04", evening))}`),
    )
    expect(within(group).getByRole("status")).toHaveTextContent(
      fillIn(times.takenOut, { why: times.passed, times: time("2026-07-02", evening) }),
    )
    expect(box(named("2026-07-04", evening))).toBeChecked()
    expect(window.sessionStorage.getItem(`quote-draft:${QUOTE_FORMS.contact}`)).not.toContain(
      time("2026-07-02", evening),
    )
  })

  /** The awkward dates: September, both clock-change Sundays, Christmas and the new year, 29 February 2028. */
  it.each([
    "2026-09-01T05:00",
    "2026-09-29T21:00",
    "2026-03-29T00:30",
    "2026-03-29T19:59",
    "2026-10-25T01:30",
    "2026-10-25T20:00",
    "2026-12-24T21:00",
    "2026-12-25T09:00",
    "2026-12-26T09:00",
    "2026-12-27T09:00",
    "2028-02-28T21:00",
    "2028-02-29T09:00",
  ])("on %s (UK time) offers the next open days, and a pick writes what its box says", async (when) => {
    const [date, clock] = when.split("T")
    const now = ukInstant(date, clock)
    jest.spyOn(Date, "now").mockReturnValue(now)
    const { offeredDays } = await import("../../../shared/preferred-times-days")
    const [first, second] = offeredDays(now, business.hours.days, preferredTimes)
    await renderForm()
    const firstBox = box(named(first.date, first.windows[0]))
    expect(firstBox).toBeEnabled()
    expect(box(named(second.date, second.windows[0]))).toBeEnabled()
    fireEvent.click(firstBox)
    await waitFor(() => expect(message()).toHaveValue(line(time(first.date, first.windows[0]))))
    expect(firstBox).toHaveAttribute("value", time(first.date, first.windows[0]))
    expect(first.date >= date).toBe(true)
  })

  it("skips the closed dates", async () => {
    jest.spyOn(Date, "now").mockReturnValue(Date.UTC(2026, 11, 24, 5, 0))
    await renderForm()
    expect(screen.queryByRole("checkbox", { name: named("2026-12-25", morning) })).toBeNull()
    expect(screen.queryByRole("checkbox", { name: named("2026-12-26", morning) })).toBeNull()
    expect(box(named("2026-12-27", morning))).toBeEnabled()
  })

  it("writes the picks as one line after the message, in plain words, and takes a pick back out", async () => {
    await renderForm()
    fireEvent.input(message(), { target: { value: "Two-bed flat." } })
    fireEvent.click(box(named("2026-12-02", afternoon)))
    fireEvent.click(box(named("2026-12-01", morning)))
    await waitFor(() =>
      expect(message()).toHaveValue(
        `Two-bed flat.\n${line(time("2026-12-01", morning), time("2026-12-02", afternoon))}`,
      ),
    )
    fireEvent.click(box(named("2026-12-01", morning)))
    await waitFor(() => expect(message()).toHaveValue(`Two-bed flat.\n${line(time("2026-12-02", afternoon))}`))
    fireEvent.click(box(named("2026-12-02", afternoon)))
    await waitFor(() => expect(message()).toHaveValue("Two-bed flat."))
  })

  it("shows a pick in the tap's own paint, then writes its line and keeps the draft once that is painted", async () => {
    await renderForm()
    fireEvent.input(screen.getByLabelText(labels.from_name), { target: { value: typed.from_name } }) // a draft to keep
    const kept = jest.spyOn(Storage.prototype, "setItem")
    fireEvent.click(box(named("2026-12-01", morning)))
    // The tap itself: the box ticked; the form not read nor written yet (in Chromium, a layout of the whole page).
    expect(box(named("2026-12-01", morning))).toBeChecked()
    expect(message()).toHaveValue("")
    expect(kept).not.toHaveBeenCalled()
    await waitFor(() => expect(message()).toHaveValue(line(time("2026-12-01", morning))))
    expect(kept).toHaveBeenCalledTimes(1) // once, for the line: the box itself is none of the draft's fields
    expect(kept).toHaveBeenCalledWith(expect.any(String), expect.stringContaining(time("2026-12-01", morning)))
  })

  it("keeps a second tap, and a tap taking a pick back, made while a pick waits to be written", async () => {
    const group = await renderForm()
    // A visitor's click runs microtasks between its listeners, so React renders what a listener set going before the
    // press reaches the box (fireEvent runs none): done here by hand, in a listener the press meets on its way.
    group.addEventListener("click", () => flushSync(() => {}), true)
    fireEvent.click(box(named("2026-12-01", morning)))
    fireEvent.click(box(named("2026-12-02", morning)))
    fireEvent.click(box(named("2026-12-03", morning)))
    fireEvent.click(box(named("2026-12-03", morning)))
    await waitFor(() => expect(message()).toHaveValue(line(time("2026-12-01", morning), time("2026-12-02", morning))))
    expect(box(named("2026-12-02", morning))).toBeChecked()
    expect(box(named("2026-12-03", morning))).not.toBeChecked()
  })

  it(`takes at most ${MAX_PREFERRED_TIMES}: then the others are disabled and a status says why, until one is unticked`, async () => {
    const group = await renderForm()
    for (const day of ["2026-12-01", "2026-12-02", "2026-12-03"]) fireEvent.click(box(named(day, morning)))
    const unticked = within(group)
      .getAllByRole("checkbox")
      .filter((checkbox) => !(checkbox as HTMLInputElement).checked)
    for (const checkbox of unticked) expect(checkbox).toBeDisabled()
    expect(within(group).getByRole("status")).toHaveTextContent(fillIn(times.full, { max: MAX_PREFERRED_TIMES }))
    fireEvent.click(box(named("2026-12-02", morning)))
    for (const checkbox of unticked) expect(checkbox).toBeEnabled()
    expect(within(group).getByRole("status")).toBeEmptyDOMElement()
    await waitFor(() => expect(message()).toHaveValue(line(time("2026-12-01", morning), time("2026-12-03", morning))))
    // Written into the line, two picks are still two.
    for (const checkbox of unticked) expect(checkbox).toBeEnabled()
    expect(within(group).getByRole("status")).toBeEmptyDOMElement()
  })

  it("works by keyboard: Tab reaches the boxes, Space ticks one", async () => {
    const user = userEvent.setup()
    await renderForm()
    message().focus()
    await user.tab()
    expect(box(named("2026-12-01", morning))).toHaveFocus()
    await user.keyboard(" ")
    expect(box(named("2026-12-01", morning))).toBeChecked()
    await waitFor(() => expect(message()).toHaveValue(line(time("2026-12-01", morning))))
  })

  it("ticks the boxes a restored draft names, after a reload", async () => {
    await renderForm()
    fireEvent.click(box(named("2026-12-03", evening)))
    await waitFor(() => expect(message()).toHaveValue(line(time("2026-12-03", evening))))
    cleanup() // the visitor reloads the page
    await renderForm()
    expect(message()).toHaveValue(line(time("2026-12-03", evening)))
    expect(box(named("2026-12-03", evening))).toBeChecked()
    expect(box(named("2026-12-01", morning))).not.toBeChecked()
  })

  it("keeps the visitor's own words in the line first, and counts them: the line never names more than three", async () => {
    const group = await renderForm()
    const own = ["any weekday after 4", "ring first"]
    fireEvent.input(message(), { target: { value: line(...own) } })
    expect(box(named("2026-12-01", morning))).toBeEnabled() // two of three: one more may be picked
    fireEvent.click(box(named("2026-12-02", afternoon)))
    await waitFor(() => expect(message()).toHaveValue(line(...own, time("2026-12-02", afternoon))))
    expect(box(named("2026-12-01", morning))).toBeDisabled()
    expect(within(group).getByRole("status")).toHaveTextContent(fillIn(times.full, { max: MAX_PREFERRED_TIMES }))
  })

  it("shows no group at all when no day can be reached in the days looked at (a long closure): the message is the way", async () => {
    const closed = {
      ...pageWide,
      business: { ...business, preferredTimes: { ...preferredTimes, leadTimeHours: 24 * 365 } },
    }
    render(
      <PageWideProvider pageWide={closed}>
        <QuoteForm formId={QUOTE_FORMS.contact} heading={HEADING} withTimes />
      </PageWideProvider>,
    )
    await act(() => import("../preferred-times")) // the preferred times' code has come, and found no day
    expect(screen.queryByRole("group")).toBeNull()
    expect(message()).toBeEnabled()
  })

  it("follows the message: a time typed away there is unticked", async () => {
    await renderForm()
    fireEvent.click(box(named("2026-12-01", morning)))
    await waitFor(() => expect(message()).toHaveValue(line(time("2026-12-01", morning))))
    fireEvent.input(message(), { target: { value: "Any morning." } })
    expect(box(named("2026-12-01", morning))).not.toBeChecked()
  })
})

describe("the picks in an enquiry", () => {
  it("go with a Send pressed while a pick waits to be written, even into an empty message the browser requires", async () => {
    mockSend.mockResolvedValue()
    await renderForm()
    for (const field of FIELDS_BUT_MESSAGE)
      fireEvent.input(screen.getByLabelText(labels[field]), { target: { value: typed[field] } })
    fireEvent.click(box(named("2026-12-01", morning)))
    fireEvent.click(screen.getByRole("button", { name: words.submit }))
    await waitFor(() => expect(mockSend).toHaveBeenCalledTimes(1))
    expect(mockSend).toHaveBeenCalledWith({ ...typed, message: line(time("2026-12-01", morning)) }, { pageWide })
    await screen.findByText(words.thanks.heading)
  })

  /** Types the other fields, picks two times and presses Send at once, before the picks' line is written. */
  async function sendWithTwoTimes() {
    await renderForm()
    for (const field of FIELDS_BUT_MESSAGE)
      fireEvent.input(screen.getByLabelText(labels[field]), { target: { value: typed[field] } })
    fireEvent.input(message(), { target: { value: typed.message } })
    fireEvent.click(box(named("2026-12-01", morning)))
    fireEvent.click(box(named("2026-12-02", afternoon)))
    fireEvent.submit(screen.getByRole("form", { name: HEADING }))
    return `${typed.message}\n${line(time("2026-12-01", morning), time("2026-12-02", afternoon))}`
  }

  it("reach the business in the message, the fields of the table and nothing else, and the thank-you panel repeats them", async () => {
    mockSend.mockResolvedValue()
    const sent = await sendWithTwoTimes()
    const thanks = fillIn(words.thanks.times, {
      times: `${time("2026-12-01", morning)}; ${time("2026-12-02", afternoon)}`,
      responseTime: business.responseTime,
    })
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    expect(mockSend).toHaveBeenCalledTimes(1)
    expect(mockSend).toHaveBeenCalledWith({ ...typed, message: sent }, { pageWide })
    expect(Object.keys(mockSend.mock.calls[0][0]).sort()).toEqual([...QUOTE_FIELDS].sort())
  })

  it("are kept when the send fails, and go with the e-mail and WhatsApp hand-over", async () => {
    mockSend.mockRejectedValue(new Error("network"))
    jest.spyOn(console, "warn").mockImplementation(() => {})
    const sent = await sendWithTwoTimes()
    const alert = await screen.findByRole("alert")
    expect(message()).toHaveValue(sent)
    expect(box(named("2026-12-02", afternoon))).toBeChecked()
    const text = encodeURIComponent(enquiryAsText({ ...typed, message: sent }, words))
    expect(within(alert).getByRole("link", { name: words.failure.emailLink })).toHaveAttribute(
      "href",
      expect.stringContaining(text),
    )
    await act(async () => {})
  })
})
