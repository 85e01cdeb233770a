import { fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import services from "../../../tests/starting-data/services.json"
import { renderToString } from "react-dom/server"
import { renderWithPageWide, pageWide, WithPageWide } from "../../../tests/jest/support/page-wide"
import { DueDateTool } from "../due-date-tool"
import { PROPERTY_TYPES } from "../property-types"

const words = services.dueTool
const { business } = pageWide

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-11-22T10:00:00"), doNotFake: ["queueMicrotask", "setTimeout"] })
})
afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ""
})

const answer = () => screen.getByRole("status")
const setDate = (value: string) => fireEvent.change(screen.getByLabelText(words.lastInspection), { target: { value } })

describe("DueDateTool", () => {
  it("labels a date field and a list of the types, in the list's order, each with its interval from business.json", () => {
    renderWithPageWide(<DueDateTool words={words} />)
    expect(screen.getByLabelText(words.lastInspection)).toHaveAttribute("type", "date")
    const options = within(screen.getByRole("group", { name: words.propertyType })).getAllByRole("radio")
    expect(options.map((option) => option.closest("label")?.textContent)).toEqual(
      PROPERTY_TYPES.map((type) => `${words.types[type]} (every ${business.eicrIntervals[type]} years)`),
    )
    expect(PROPERTY_TYPES).toEqual(expect.arrayContaining(["rented", "socialHousing", "ownerOccupied", "commercial"]))
    expect(options[0]).toBeChecked()
    expect(answer()).toHaveTextContent(words.hint)
  })

  it("answers from what the fields already hold when it hydrates (a visitor who chose before its code came)", () => {
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = renderToString(
      <WithPageWide>
        <DueDateTool words={words} />
      </WithPageWide>,
    )
    ;(container.querySelector("input[type=date]") as HTMLInputElement).value = "2026-03-10"
    ;(container.querySelector("input[type=radio][value=industrial]") as HTMLInputElement).checked = true
    renderWithPageWide(<DueDateTool words={words} />, { container, hydrate: true })
    expect(answer()).toHaveTextContent("Your next EICR is due by 10 March 2029.")
    expect(screen.getByLabelText(words.lastInspection)).toHaveValue("2026-03-10")
  })

  it("follows the interval of the type chosen, and 29 February falls back to 28 February", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithPageWide(<DueDateTool words={words} />)
    setDate("2024-02-29")
    expect(answer()).toHaveTextContent("due by 28 February 2029")
    await user.click(screen.getByRole("radio", { name: new RegExp(`^${words.types.ownerOccupied}`) }))
    expect(answer()).toHaveTextContent("due by 28 February 2034")
  })

  it("offers social housing, due five years after the last EICR (the regulations' maximum since 2025)", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderWithPageWide(<DueDateTool words={words} />)
    await user.click(screen.getByRole("radio", { name: "Social housing (every 5 years)" }))
    setDate("2026-05-01")
    expect(answer()).toHaveTextContent("Your next EICR is due by 1 May 2031.")
  })

  it("offers the reminder as eicr-due.ics, a calendar file for a month before the due date", () => {
    renderWithPageWide(<DueDateTool words={words} />)
    setDate("2026-03-10")
    const link = screen.getByRole("link", { name: words.reminder })
    expect(link).toHaveAttribute("download", "eicr-due.ics")
    const href = link.getAttribute("href") ?? ""
    expect(href.startsWith("data:text/calendar;charset=utf-8,")).toBe(true)
    const ics = decodeURIComponent(href.slice(href.indexOf(",") + 1))
    expect(ics).toContain("DTSTART;VALUE=DATE:20310210\r\n")
    expect(ics).toContain(`SUMMARY:EICR due by 10 March 2031\r\n`)
  })

  it("says an overdue EICR is overdue, with a phone link, and offers no reminder", () => {
    renderWithPageWide(<DueDateTool words={words} />)
    setDate("2020-01-15")
    expect(answer()).toHaveTextContent("Your EICR was due by 15 January 2025: it is overdue.")
    expect(within(answer()).getByRole("link", { name: business.phone.display })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    )
    expect(screen.queryByText(words.reminder)).toBeNull()
  })

  it("Book it now adds the line after what the visitor wrote, tells the form, and focuses the message", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const message = document.body.appendChild(document.createElement("textarea"))
    message.id = "contact-message"
    message.value = "Three flats."
    const typed = jest.fn()
    message.addEventListener("input", typed)
    renderWithPageWide(<DueDateTool words={words} />)
    setDate("2026-03-10")
    await user.click(screen.getByRole("button", { name: words.book }))
    expect(message.value).toBe("Three flats.\nPrivately rented home: the next EICR is due by 10 March 2031.")
    expect(message).toHaveFocus()
    expect(typed).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole("button", { name: words.book }))
    expect(message.value).toBe("Three flats.\nPrivately rented home: the next EICR is due by 10 March 2031.")
  })

  it("Book it now goes to the contact section when its form shows the thank-you panel instead", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    const contact = document.body.appendChild(document.createElement("footer"))
    contact.id = "contact"
    contact.scrollIntoView = jest.fn()
    renderWithPageWide(<DueDateTool words={words} />)
    setDate("2026-03-10")
    await user.click(screen.getByRole("button", { name: words.book }))
    expect(contact.scrollIntoView).toHaveBeenCalledTimes(1)
  })

  it("has no answer while the year is still being typed (the field reports 0002, 0020, 0202 on the way to 2020)", () => {
    renderWithPageWide(<DueDateTool words={words} />)
    for (const partial of ["0002-03-10", "0020-03-10", "0202-03-10"]) {
      setDate(partial)
      expect(answer()).toHaveTextContent(words.hint)
    }
    setDate("2020-03-10")
    expect(answer()).toHaveTextContent("10 March 2025")
  })

  it("will not take a last inspection after today", () => {
    renderWithPageWide(<DueDateTool words={words} />)
    setDate("2026-11-23")
    expect(answer()).toHaveTextContent(words.future)
    expect(screen.queryByRole("button", { name: words.book })).toBeNull()
  })
})
