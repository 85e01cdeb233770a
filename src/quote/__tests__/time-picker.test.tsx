/**
 * The contact form's preferred times (requirements §10 item 7) against the real form, on a fixed clock (Tuesday
 * 1 December 2026, 05:00 in the UK) and the starting content: the days offered, a group a screen reader and a keyboard
 * can use, at most three picks, and the picks as a line of the message that the draft, a send, a failure's hand-over
 * and the thank-you panel carry. The provider is mocked.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { flushSync } from "react-dom"
import { renderToString } from "react-dom/server"
import { MAX_PREFERRED_TIMES } from "../../constants"
import { ENQUIRY as typed } from "../../test-support/quote"
import { renderWithSite, site, WithSite } from "../../test-support/site"
import { SiteProvider } from "../../site"
import { fillIn } from "../../shared/text"
import { enquiryAsText, QUOTE_FIELDS, QUOTE_FORMS } from "../quote-fields"
import { QuoteForm } from "../quote-form"
import { sendQuote } from "../send-quote"

jest.mock("../send-quote", () => ({ ...jest.requireActual("../send-quote"), sendQuote: jest.fn() }))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>

const { business, quoteForm: words } = site
const { labels, times } = words
/** The starting content has appointments (tests/repository/starting-content.test.ts). */
const appointments = business.appointments!
const [morning, afternoon, evening] = appointments.windows
const HEADING = "Book an inspection"
/** The visitor's clock: Tuesday 1 December 2026, 05:00 GMT. */
const NOW = Date.UTC(2026, 11, 1, 5, 0)

/** The contact form with its times, once the picker (fetched on demand) shows them. */
async function renderForm() {
  renderWithSite(<QuoteForm formId={QUOTE_FORMS.contact} heading={HEADING} withTimes />)
  const group = await screen.findByRole("group", { name: fillIn(times.legend, { max: MAX_PREFERRED_TIMES }) })
  // Rendered first as the build does, without days; the days come a moment later.
  await waitFor(() => expect(within(group).getAllByRole("checkbox")[0]).toBeEnabled())
  return group
}
const box = (name: string) => screen.getByRole("checkbox", { name })
const message = () => screen.getByLabelText(labels.message)
const line = (...picked: string[]) => fillIn(times.line, { times: picked.join("; ") })

// The page fetches the picker on demand; loaded once here, so its first compile does not count against one test's time.
beforeAll(() => import("../time-picker"))
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
    const { TimePicker } = await import("../time-picker")
    const built = document.createElement("div")
    built.innerHTML = renderToString(
      <WithSite>
        <TimePicker formId={QUOTE_FORMS.contact} />
      </WithSite>,
    )
    document.body.append(built)
    try {
      const group = within(built).getByRole("group", { name: fillIn(times.legend, { max: MAX_PREFERRED_TIMES }) })
      const boxes = within(group).getAllByRole("checkbox")
      const { windows, daysOffered } = appointments
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

  it("offers the next days open as a group with a legend, each box naming its date in full", async () => {
    const group = await renderForm()
    const days = ["Tuesday 1 December", "Wednesday 2 December", "Thursday 3 December", "Friday 4 December"]
    const { windows, daysOffered } = appointments
    expect(within(group).getAllByRole("checkbox")).toHaveLength(daysOffered * windows.length)
    for (const day of days) for (const { label } of windows) expect(box(`${day}, ${label}`)).toBeEnabled()
    const hours = `${morning.label} 7:00–12:00, ${afternoon.label} 12:00–17:00, ${evening.label} 17:00–22:00`
    expect(group).toHaveAccessibleDescription(fillIn(times.hint, { windows: hours }))
  })

  it("takes today away while the page is open, once its earliest window can no longer be reached", async () => {
    jest.useFakeTimers({ doNotFake: ["Date"] })
    const { leadTimeHours } = appointments
    const cutOff = Date.UTC(2026, 11, 1, 12 - leadTimeHours, 0) // morning ends at 12:00 GMT
    jest.spyOn(Date, "now").mockReturnValue(cutOff - 60_000)
    await renderForm()
    expect(box(`Tuesday 1 December, ${morning.label}`)).toBeEnabled()
    jest.spyOn(Date, "now").mockReturnValue(cutOff)
    act(() => jest.advanceTimersByTime(60_000))
    expect(screen.queryByRole("checkbox", { name: `Tuesday 1 December, ${morning.label}` })).toBeNull()
    expect(box(`Wednesday 2 December, ${morning.label}`)).toBeEnabled()
  })

  it("skips the closed dates", async () => {
    jest.spyOn(Date, "now").mockReturnValue(Date.UTC(2026, 11, 24, 5, 0))
    await renderForm()
    expect(screen.queryByRole("checkbox", { name: `Friday 25 December, ${morning.label}` })).toBeNull()
    expect(screen.queryByRole("checkbox", { name: `Saturday 26 December, ${morning.label}` })).toBeNull()
    expect(box(`Sunday 27 December, ${morning.label}`)).toBeEnabled()
  })

  it("writes the picks as one line after the message, in plain words, and takes a pick back out", async () => {
    await renderForm()
    fireEvent.input(message(), { target: { value: "Two-bed flat." } })
    fireEvent.click(box(`Wednesday 2 December, ${afternoon.label}`))
    fireEvent.click(box(`Tuesday 1 December, ${morning.label}`))
    await waitFor(() =>
      expect(message()).toHaveValue(
        `Two-bed flat.\n${line(`Tue 1 Dec, ${morning.label}`, `Wed 2 Dec, ${afternoon.label}`)}`,
      ),
    )
    fireEvent.click(box(`Tuesday 1 December, ${morning.label}`))
    await waitFor(() => expect(message()).toHaveValue(`Two-bed flat.\n${line(`Wed 2 Dec, ${afternoon.label}`)}`))
    fireEvent.click(box(`Wednesday 2 December, ${afternoon.label}`))
    await waitFor(() => expect(message()).toHaveValue("Two-bed flat."))
  })

  it("shows a tick in the tap's own paint, then writes its line and keeps the draft once that is painted", async () => {
    await renderForm()
    fireEvent.input(screen.getByLabelText(labels.from_name), { target: { value: typed.from_name } }) // a draft to keep
    const kept = jest.spyOn(Storage.prototype, "setItem")
    fireEvent.click(box(`Tuesday 1 December, ${morning.label}`))
    // The tap itself: the box ticked; the form not read nor written yet (in Chromium, a layout of the whole page).
    expect(box(`Tuesday 1 December, ${morning.label}`)).toBeChecked()
    expect(message()).toHaveValue("")
    expect(kept).not.toHaveBeenCalled()
    await waitFor(() => expect(message()).toHaveValue(line(`Tue 1 Dec, ${morning.label}`)))
    expect(kept).toHaveBeenCalledTimes(1) // once, for the line: the box itself is none of the draft's fields
    expect(kept).toHaveBeenCalledWith(expect.any(String), expect.stringContaining(`Tue 1 Dec, ${morning.label}`))
  })

  it("keeps a second tap, and a tap taking a tick back, made while a tick waits to be written", async () => {
    const group = await renderForm()
    // A visitor's click runs microtasks between its listeners, so React renders what a listener set going before the
    // press reaches the box (fireEvent runs none): done here by hand, in a listener the press meets on its way.
    group.addEventListener("click", () => flushSync(() => {}), true)
    fireEvent.click(box(`Tuesday 1 December, ${morning.label}`))
    fireEvent.click(box(`Wednesday 2 December, ${morning.label}`))
    fireEvent.click(box(`Thursday 3 December, ${morning.label}`))
    fireEvent.click(box(`Thursday 3 December, ${morning.label}`))
    await waitFor(() =>
      expect(message()).toHaveValue(line(`Tue 1 Dec, ${morning.label}`, `Wed 2 Dec, ${morning.label}`)),
    )
    expect(box(`Wednesday 2 December, ${morning.label}`)).toBeChecked()
    expect(box(`Thursday 3 December, ${morning.label}`)).not.toBeChecked()
  })

  it(`takes at most ${MAX_PREFERRED_TIMES}: then the others are disabled and a status says why, until one is unticked`, async () => {
    const group = await renderForm()
    for (const day of ["Tuesday 1 December", "Wednesday 2 December", "Thursday 3 December"])
      fireEvent.click(box(`${day}, ${morning.label}`))
    const unticked = within(group)
      .getAllByRole("checkbox")
      .filter((checkbox) => !(checkbox as HTMLInputElement).checked)
    for (const checkbox of unticked) expect(checkbox).toBeDisabled()
    expect(within(group).getByRole("status")).toHaveTextContent(fillIn(times.full, { max: MAX_PREFERRED_TIMES }))
    fireEvent.click(box(`Wednesday 2 December, ${morning.label}`))
    for (const checkbox of unticked) expect(checkbox).toBeEnabled()
    expect(within(group).getByRole("status")).toBeEmptyDOMElement()
    await waitFor(() =>
      expect(message()).toHaveValue(line(`Tue 1 Dec, ${morning.label}`, `Thu 3 Dec, ${morning.label}`)),
    )
  })

  it("works by keyboard: Tab reaches the boxes, Space ticks one", async () => {
    const user = userEvent.setup()
    await renderForm()
    message().focus()
    await user.tab()
    expect(box(`Tuesday 1 December, ${morning.label}`)).toHaveFocus()
    await user.keyboard(" ")
    expect(box(`Tuesday 1 December, ${morning.label}`)).toBeChecked()
    await waitFor(() => expect(message()).toHaveValue(line(`Tue 1 Dec, ${morning.label}`)))
  })

  it("ticks the boxes a restored draft names, after a reload", async () => {
    await renderForm()
    fireEvent.click(box(`Thursday 3 December, ${evening.label}`))
    await waitFor(() => expect(message()).toHaveValue(line(`Thu 3 Dec, ${evening.label}`)))
    cleanup() // the visitor reloads the page
    await renderForm()
    expect(message()).toHaveValue(line(`Thu 3 Dec, ${evening.label}`))
    expect(box(`Thursday 3 December, ${evening.label}`)).toBeChecked()
    expect(box(`Tuesday 1 December, ${morning.label}`)).not.toBeChecked()
  })

  it("keeps the visitor's own words in the line first, and does not count them among the picks", async () => {
    const group = await renderForm()
    const own = ["any weekday after 4", "not Mondays", "ring first"]
    fireEvent.input(message(), { target: { value: line(...own) } })
    fireEvent.click(box(`Wednesday 2 December, ${afternoon.label}`))
    await waitFor(() => expect(message()).toHaveValue(line(...own, `Wed 2 Dec, ${afternoon.label}`)))
    expect(box(`Tuesday 1 December, ${morning.label}`)).toBeEnabled() // one pick of three: the others stay open
    expect(within(group).getByRole("status")).toBeEmptyDOMElement()
  })

  it("shows no group at all when no day can be reached in the days looked at (a long closure): the message is the way", async () => {
    const closed = { ...site, business: { ...business, appointments: { ...appointments, leadTimeHours: 24 * 365 } } }
    render(
      <SiteProvider site={closed}>
        <QuoteForm formId={QUOTE_FORMS.contact} heading={HEADING} withTimes />
      </SiteProvider>,
    )
    await act(() => import("../time-picker")) // the picker's code has come, and found no day
    expect(screen.queryByRole("group")).toBeNull()
    expect(message()).toBeEnabled()
  })

  it("follows the message: a time typed away there is unticked", async () => {
    await renderForm()
    fireEvent.click(box(`Tuesday 1 December, ${morning.label}`))
    await waitFor(() => expect(message()).toHaveValue(line(`Tue 1 Dec, ${morning.label}`)))
    fireEvent.input(message(), { target: { value: "Any morning." } })
    expect(box(`Tuesday 1 December, ${morning.label}`)).not.toBeChecked()
  })
})

describe("the picks in an enquiry", () => {
  it("go with a Send pressed while a tick waits to be written, even into an empty message the browser requires", async () => {
    mockSend.mockResolvedValue()
    await renderForm()
    for (const field of QUOTE_FIELDS.filter((name) => name !== "message"))
      fireEvent.input(screen.getByLabelText(labels[field]), { target: { value: typed[field] } })
    fireEvent.click(box(`Tuesday 1 December, ${morning.label}`))
    fireEvent.click(screen.getByRole("button", { name: words.submit }))
    await waitFor(() => expect(mockSend).toHaveBeenCalledTimes(1))
    expect(mockSend).toHaveBeenCalledWith({ ...typed, message: line(`Tue 1 Dec, ${morning.label}`) })
    await screen.findByText(words.thanks.heading)
  })

  /** Types the other fields, picks two times and presses Send at once, before the picks' line is written. */
  async function sendWithTwoTimes() {
    await renderForm()
    for (const field of QUOTE_FIELDS.filter((name) => name !== "message"))
      fireEvent.input(screen.getByLabelText(labels[field]), { target: { value: typed[field] } })
    fireEvent.input(message(), { target: { value: typed.message } })
    fireEvent.click(box(`Tuesday 1 December, ${morning.label}`))
    fireEvent.click(box(`Wednesday 2 December, ${afternoon.label}`))
    fireEvent.submit(screen.getByRole("form", { name: HEADING }))
    return `${typed.message}\n${line(`Tue 1 Dec, ${morning.label}`, `Wed 2 Dec, ${afternoon.label}`)}`
  }

  it("reach the business in the message, the five fields and nothing else, and the thank-you panel repeats them", async () => {
    mockSend.mockResolvedValue()
    const sent = await sendWithTwoTimes()
    const thanks = fillIn(words.thanks.times, {
      times: `Tue 1 Dec, ${morning.label}; Wed 2 Dec, ${afternoon.label}`,
      responseTime: business.responseTime,
    })
    expect(await screen.findByText(thanks)).toBeInTheDocument()
    expect(mockSend).toHaveBeenCalledTimes(1)
    expect(mockSend).toHaveBeenCalledWith({ ...typed, message: sent })
    expect(Object.keys(mockSend.mock.calls[0][0]).sort()).toEqual([...QUOTE_FIELDS].sort())
  })

  it("are kept when the send fails, and go with the e-mail and WhatsApp hand-over", async () => {
    mockSend.mockRejectedValue(new Error("network"))
    jest.spyOn(console, "warn").mockImplementation(() => {})
    const sent = await sendWithTwoTimes()
    const alert = await screen.findByRole("alert")
    expect(message()).toHaveValue(sent)
    expect(box(`Wednesday 2 December, ${afternoon.label}`)).toBeChecked()
    const text = encodeURIComponent(enquiryAsText({ ...typed, message: sent }, words))
    expect(within(alert).getByRole("link", { name: words.failure.emailLink })).toHaveAttribute(
      "href",
      expect.stringContaining(text),
    )
    await act(async () => {})
  })
})
