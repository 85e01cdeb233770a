import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { SEND_TIMEOUT_MS, SUCCESS_PANEL_MS } from "../deadlines"
import { afterPaint, deferred } from "../../../tests/jest/support/quote"
import { ENQUIRY as typed } from "../../../tests/jest/support/quote-enquiry"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { fillIn, timeOfDay, ukTimeOfDay } from "../../shared/text"
import { coverageFor, coverageMessage } from "../../shared/postcode"
import { BOOK_HREF, enquiryAsText, QUOTE_FIELD_TABLE, QUOTE_FIELDS, QUOTE_FORMS } from "../fields/quote-fields"
import { QuoteForm } from "../quote-form"
import { sendQuote, SendQuoteError } from "../send-quote"
import { draftKey } from "../use-quote-draft"
import { HONEYPOT_FIELD } from "../use-quote-form"

jest.mock("../send-quote", () => ({
  ...jest.requireActual("../send-quote"),
  sendQuote: jest.fn(),
}))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>

const { business, quoteForm: words } = pageWide
const { labels } = words
const SEND_FAILED_MESSAGE = words.failure.message

function renderForm(formId = "hero") {
  // No pause between keystrokes: the tests need the typed values, not the typing speed.
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null })
  renderWithPageWide(<QuoteForm formId={formId} heading="Get a quote" />)
  return user
}

/** Types the whole enquiry, key by key, into each field in form order. */
async function fill(user: ReturnType<typeof userEvent.setup>) {
  for (const field of QUOTE_FIELDS) await user.type(screen.getByLabelText(labels[field]), typed[field])
}

beforeEach(() => {
  jest.useFakeTimers()
  mockSend.mockReset()
  window.sessionStorage.clear()
})
afterEach(() => {
  fireEvent.pointerUp(window) // no press outlives its test: use-field-note.ts follows the page's presses
  jest.useRealTimers()
})

describe("QuoteForm", () => {
  it("has every field of the table, required, with the input types of requirements §3", () => {
    renderForm()
    for (const field of QUOTE_FIELDS) {
      expect(screen.getByLabelText(labels[field])).toHaveAttribute("name", field)
      expect(screen.getByLabelText(labels[field])).toBeRequired()
    }
    expect(screen.getByLabelText(labels.from_email)).toHaveAttribute("type", "email")
    expect(screen.getByLabelText(labels.phone)).toHaveAttribute("type", "tel")
    expect(screen.getByLabelText(labels.postcode)).not.toHaveAccessibleDescription(/./) // no note before a postcode
    const notes = screen.getAllByRole("status") // the postcode's note is always there, empty until a postcode
    for (const note of notes) expect(note).toBeEmptyDOMElement() // nor any other note
    const message = screen.getByLabelText(labels.message)
    expect(message.tagName).toBe("TEXTAREA")
    expect(message.getAttribute("placeholder")).toMatch(/House \/ Flat \/ Commercial \/ Industrial/)
  })

  it("lets the browser autofill each field, and without scripts hands the enquiry to the e-mail app, never a URL", () => {
    renderForm()
    // Each one-line field as its row of the table says: its type and its autofill token.
    for (const { name, type, autoComplete } of QUOTE_FIELD_TABLE.filter(({ control }) => control === "input")) {
      expect(screen.getByLabelText(labels[name])).toHaveAttribute("type", type)
      expect(screen.getByLabelText(labels[name])).toHaveAttribute("autocomplete", autoComplete)
    }
    // The visitor's own details, each by the token the browser fills it from (HTML Living Standard, "autofill").
    expect(screen.getByLabelText(labels.from_name)).toHaveAttribute("autocomplete", "name")
    expect(screen.getByLabelText(labels.from_email)).toHaveAttribute("autocomplete", "email")
    expect(screen.getByLabelText(labels.phone)).toHaveAttribute("autocomplete", "tel")
    expect(screen.getByLabelText(labels.postcode)).toHaveAttribute("autocomplete", "postal-code")
    const form = screen.getByRole("form", { name: "Get a quote" })
    expect(form).toHaveAttribute("method", "post")
    expect(form).toHaveAttribute("enctype", "text/plain")
    expect(form).toHaveAttribute(
      "action",
      `mailto:${business.email}?subject=${encodeURIComponent(words.failure.emailSubject)}`,
    )
  })

  it("reads Sending... and is disabled while sending, then shows the thank-you panel for 5 s", async () => {
    const pending = deferred()
    mockSend.mockReturnValue(pending.promise)
    const user = renderForm()
    await fill(user)
    await user.click(screen.getByRole("button", { name: words.submit }))
    expect(screen.getByRole("button", { name: words.sending })).toBeDisabled()
    // The press is answered first: the request, and the provider's code, wait until "Sending..." is painted.
    expect(mockSend).not.toHaveBeenCalled()
    await afterPaint()
    expect(mockSend).toHaveBeenCalledWith(typed, { pageWide })

    await act(async () => pending.resolve())
    const panel = screen.getByRole("status")
    expect(panel).toHaveTextContent(words.thanks.heading)
    // The thanks alone: no preferred times were asked for, and it updates nothing.
    expect(panel.querySelectorAll("p")).toHaveLength(1)
    expect(panel).toHaveFocus()
    expect(panel.tabIndex).toBe(-1) // focused for screen readers, but no stop of its own for the Tab key
    expect(screen.queryByRole("button", { name: /quote/i })).toBeNull()

    act(() => jest.advanceTimersByTime(SUCCESS_PANEL_MS - 1))
    expect(screen.getByText(words.thanks.heading)).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByText(words.thanks.heading)).toBeNull()
    for (const field of QUOTE_FIELDS) expect(screen.getByLabelText(labels[field])).toHaveValue("")
    expect(screen.getByLabelText(labels.from_name)).toHaveFocus() // focus is not lost with the panel
    // The empty form says nothing about the postcode that was sent.
    expect(screen.getByLabelText(labels.postcode)).not.toHaveAccessibleDescription(/./)
  })

  it("keeps every value, shows the requirements §8 message and re-enables the button on failure", async () => {
    mockSend.mockRejectedValue(new SendQuoteError("http", 500, "Server Error"))
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    const user = renderForm()
    await fill(user)
    await user.click(screen.getByRole("button", { name: words.submit }))

    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(SEND_FAILED_MESSAGE)
    expect(warn).toHaveBeenCalledWith("Quote not sent (http 500): Server Error") // what failed, for the console
    // Focus stays where the visitor pressed; nothing jumps to the first field.
    expect(screen.getByLabelText(labels.from_name)).not.toHaveFocus()
    // The postcode was kept, and so is what the page said about it.
    const districts = Object.fromEntries(pageWide.coverage.districts.map(({ outward, town }) => [outward, town]))
    const note = coverageMessage(coverageFor(typed.postcode, districts), words.coverage)!
    expect(note).toBeTruthy()
    expect(screen.getByLabelText(labels.postcode)).toHaveAccessibleDescription(note)
    for (const field of QUOTE_FIELDS) expect(screen.getByLabelText(labels[field])).toHaveValue(typed[field])
    expect(screen.getByRole("button", { name: words.submit })).toBeEnabled()

    // Other ways to send the same enquiry, carrying what was typed.
    expect(within(alert).getByRole("link", { name: business.phone.display })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    )
    expect(within(alert).getByRole("link", { name: words.failure.emailLink }).getAttribute("href")).toContain(
      encodeURIComponent(typed.message),
    )
    const whatsappHref = within(alert)
      .getByRole("link", { name: /whatsapp/i })
      .getAttribute("href")
    expect(whatsappHref).toMatch(new RegExp(`^https://wa\\.me/${business.whatsapp}\\?text=`))
    expect(whatsappHref).toContain(encodeURIComponent(typed.message))

    // RFC 6068 query of the mailto: link, and wa.me's text parameter, each percent-encoded.
    const param = (href: string | null, name: string) =>
      decodeURIComponent(new RegExp(`[?&]${name}=([^&]*)`).exec(href ?? "")?.[1] ?? "")
    const email = within(alert).getByRole("link", { name: words.failure.emailLink }).getAttribute("href")
    expect(param(email, "subject")).toBe(words.failure.emailSubject)
    expect(param(email, "body")).toBe(enquiryAsText(typed, words))
    const whatsapp = within(alert).getByRole("link", {
      name: `${words.failure.whatsappLink} ${pageWide.siteWords.newTab}`,
    })
    expect(param(whatsapp.getAttribute("href"), "text")).toBe(enquiryAsText(typed, words))
    expect(whatsapp).toHaveAttribute("target", "_blank")
    expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer")

    // Sending again clears the error.
    mockSend.mockReturnValue(new Promise(() => {}))
    await user.click(screen.getByRole("button", { name: words.submit }))
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("sends once when the button is clicked twice quickly", async () => {
    mockSend.mockReturnValue(new Promise(() => {}))
    const user = renderForm()
    await fill(user)
    const button = screen.getByRole("button", { name: words.submit })
    await user.dblClick(button)
    await afterPaint() // the request starts once "Sending..." is painted
    expect(mockSend).toHaveBeenCalledTimes(1)
  })

  it("sends once when the form is submitted twice before the first send ends (e.g. Enter then click)", async () => {
    mockSend.mockReturnValue(new Promise(() => {}))
    const user = renderForm()
    await fill(user)
    const form = screen.getByRole("form", { name: "Get a quote" })
    fireEvent.submit(form)
    fireEvent.submit(form)
    await afterPaint() // the request starts once "Sending..." is painted
    expect(mockSend).toHaveBeenCalledTimes(1)
  })

  it("pretends success and sends nothing when the honeypot is filled, and keeps the visitor's draft", async () => {
    const user = renderForm()
    await fill(user)
    const honeypot = document.getElementById(`hero-${HONEYPOT_FIELD}`) as HTMLInputElement
    honeypot.value = "https://spam.example"
    await user.click(screen.getByRole("button", { name: words.submit }))
    // Once the thank-you panel's code has come (with the sending code's chunk, as for a real send).
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(words.thanks.heading))
    await afterPaint() // when a request would have started
    expect(mockSend).not.toHaveBeenCalled()
    // Should a person's browser ever fill it, what they typed is still there to send another way.
    expect(JSON.parse(window.sessionStorage.getItem(draftKey("hero"))!)).toEqual(typed)
  })

  it("hides the honeypot from people, screen readers, the Tab key and autofill", () => {
    renderForm()
    const honeypot = document.getElementById(`hero-${HONEYPOT_FIELD}`) as HTMLInputElement
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull()
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot).toHaveAttribute("autocomplete", "off")
    expect(honeypot.type).toBe("text")
    // Browsers guess what to fill from the field's name, id and label: none may look like a real field.
    const label = document.querySelector(`label[for="${honeypot.id}"]`)?.textContent ?? ""
    const autofillWords =
      /name|mail|phone|tel|fax|address|street|city|town|post|zip|country|company|organi[sz]ation|url|web|pageWide|card|birth|user|login|pass/i
    for (const text of [honeypot.id, label]) expect(text).not.toMatch(autofillWords)
    // Nameless, so it is no part of the form's data: never sent, nor written into the no-script e-mail.
    expect(honeypot).not.toHaveAttribute("name")
    expect([...new FormData(honeypot.form!).keys()]).toEqual(QUOTE_FIELDS)
  })

  describe("a provider that answers after the page stopped waiting (15 s)", () => {
    async function pressAndWait(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole("button", { name: words.submit }))
      await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS))
      expect(screen.getByRole("alert")).toHaveTextContent(SEND_FAILED_MESSAGE)
    }

    it("shows the thank-you panel when the late answer is OK, and clears the draft", async () => {
      const late = deferred()
      mockSend.mockReturnValue(late.promise)
      const user = renderForm()
      await fill(user)
      await pressAndWait(user)
      await act(async () => late.resolve())
      expect(screen.getByRole("status")).toHaveTextContent(words.thanks.heading)
      expect(window.sessionStorage.getItem(draftKey("hero"))).toBeNull()
      expect(mockSend).toHaveBeenCalledTimes(1)
    })

    it("makes no second request when the visitor presses again meanwhile: the late OK answers both", async () => {
      const late = deferred()
      mockSend.mockReturnValue(late.promise)
      const user = renderForm()
      await fill(user)
      await pressAndWait(user)
      await user.click(screen.getByRole("button", { name: words.submit }))
      expect(screen.getByRole("button", { name: words.sending })).toBeDisabled()
      await act(async () => late.resolve())
      expect(screen.getByRole("status")).toHaveTextContent(words.thanks.heading)
      expect(mockSend).toHaveBeenCalledTimes(1)
    })

    it("sends again, once, when the first request finally fails", async () => {
      jest.spyOn(console, "warn").mockImplementation(() => {})
      const late = deferred()
      mockSend.mockReturnValueOnce(late.promise).mockResolvedValueOnce(undefined)
      const user = renderForm()
      await fill(user)
      await pressAndWait(user)
      await user.click(screen.getByRole("button", { name: words.submit }))
      await act(async () => late.reject(new SendQuoteError("http", 500, "Server Error")))
      await afterPaint() // the retry starts once the frame is painted
      expect(screen.getByRole("status")).toHaveTextContent(words.thanks.heading)
      expect(mockSend).toHaveBeenCalledTimes(2)
    })
  })

  describe("a correction or a reload while a request is out", () => {
    const corrected = "07700 900999"
    const timeOf = (at: number) => fillIn(words.arrived, { time: timeOfDay(at) })

    it("sends a corrected enquiry after the first arrives, as an update of it, and says which version arrived", async () => {
      const first = deferred()
      const second = deferred()
      mockSend.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise)
      const user = renderForm()
      await fill(user)
      const sentAt = Date.now()
      await user.click(screen.getByRole("button", { name: words.submit }))
      await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS))
      await user.clear(screen.getByLabelText(labels.phone))
      await user.type(screen.getByLabelText(labels.phone), corrected)
      await user.click(screen.getByRole("button", { name: words.submit }))
      expect(mockSend).toHaveBeenCalledTimes(1) // one request at a time

      await act(async () => first.resolve())
      await afterPaint() // the correction starts once the frame is painted
      // Still sending the correction; the visitor is told the first version arrived.
      expect(screen.getByRole("button", { name: words.sending })).toBeDisabled()
      expect(screen.getByText(timeOf(sentAt))).toHaveAttribute("role", "status")
      expect(mockSend).toHaveBeenCalledTimes(2)
      expect(mockSend).toHaveBeenLastCalledWith(
        { ...typed, phone: corrected },
        { pageWide, updateOf: fillIn(words.updateOf, { time: ukTimeOfDay(sentAt), zone: words.zone }) },
      )

      await act(async () => second.resolve())
      const panel = screen.getByRole("status")
      expect(panel).toHaveTextContent(words.thanks.heading)
      expect(panel).toHaveTextContent(fillIn(words.thanks.update, { time: timeOfDay(sentAt) }))
    })

    it("says nothing of a first request that fails while the correction waits, and sends the correction", async () => {
      jest.spyOn(console, "warn").mockImplementation(() => {})
      const first = deferred()
      const second = deferred()
      mockSend.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise)
      window.sessionStorage.setItem(draftKey("hero"), JSON.stringify(typed))
      renderForm()
      const form = screen.getByRole("form", { name: "Get a quote" })
      fireEvent.submit(form)
      await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS))
      fireEvent.input(screen.getByLabelText(labels.phone), { target: { value: corrected } })
      fireEvent.submit(form)
      await act(async () => first.reject(new SendQuoteError("http", 500, "Server Error")))
      await afterPaint() // the correction starts once the frame is painted
      expect(screen.queryByText(SEND_FAILED_MESSAGE)).toBeNull()
      expect(screen.getByRole("button", { name: words.sending })).toBeDisabled()
      expect(mockSend).toHaveBeenLastCalledWith({ ...typed, phone: corrected }, { pageWide })
      await act(async () => second.resolve())
      const panel = screen.getByRole("status")
      expect(panel).toHaveTextContent(words.thanks.heading)
      expect(panel).not.toHaveTextContent(words.thanks.update.split("{time}")[0].trim())
    })

    it("keeps what the visitor typed since when the pressed version arrives late, and says that one arrived", async () => {
      const late = deferred()
      mockSend.mockReturnValue(late.promise)
      const user = renderForm()
      await fill(user)
      const sentAt = Date.now()
      await user.click(screen.getByRole("button", { name: words.submit }))
      await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS))
      await user.type(screen.getByLabelText(labels.message), ", and a garage")
      await act(async () => late.resolve())
      expect(screen.getByText(timeOf(sentAt))).toBeInTheDocument()
      expect(screen.queryByText(SEND_FAILED_MESSAGE)).toBeNull()
      expect(screen.queryByText(words.thanks.heading)).toBeNull()
      expect(screen.getByLabelText(labels.message)).toHaveValue(`${typed.message}, and a garage`)
      expect(JSON.parse(window.sessionStorage.getItem(draftKey("hero"))!)).toMatchObject({
        message: `${typed.message}, and a garage`,
      })
    })

    it("after a reload with a request unanswered, says the restored draft was sent, before it is sent again", async () => {
      mockSend.mockReturnValue(new Promise(() => {}))
      const user = renderForm()
      await fill(user)
      const sentAt = Date.now()
      await user.click(screen.getByRole("button", { name: words.submit }))
      await afterPaint() // the request goes out
      cleanup() // the visitor reloads the page
      renderForm()
      expect(screen.getByLabelText(labels.phone)).toHaveValue(typed.phone)
      const note = screen.getByText(fillIn(words.unconfirmed, { time: timeOfDay(sentAt) }))
      expect(note).toHaveAttribute("role", "status")
      await user.click(screen.getByRole("button", { name: words.submit }))
      expect(note).not.toBeInTheDocument()
    })

    it("after a reload while a correction is out, says the correction was sent though the first one arrived", async () => {
      const first = deferred()
      mockSend.mockReturnValueOnce(first.promise).mockReturnValue(new Promise(() => {}))
      const user = renderForm()
      await fill(user)
      await user.click(screen.getByRole("button", { name: words.submit }))
      await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS))
      await user.clear(screen.getByLabelText(labels.phone))
      await user.type(screen.getByLabelText(labels.phone), corrected)
      const correctedAt = Date.now()
      await user.click(screen.getByRole("button", { name: words.submit }))
      await act(async () => first.resolve()) // the first arrives; the correction is now out, unanswered
      await afterPaint()
      expect(mockSend).toHaveBeenCalledTimes(2)
      cleanup() // the visitor reloads the page
      renderForm()
      expect(screen.getByLabelText(labels.phone)).toHaveValue(corrected)
      expect(screen.getByText(fillIn(words.unconfirmed, { time: timeOfDay(correctedAt) }))).toBeInTheDocument()
    })

    it("forgets the unanswered send once it failed, so a reload shows no such note", async () => {
      jest.spyOn(console, "warn").mockImplementation(() => {})
      mockSend.mockRejectedValue(new SendQuoteError("http", 500, "Server Error"))
      const user = renderForm()
      await fill(user)
      await user.click(screen.getByRole("button", { name: words.submit }))
      await screen.findByText(SEND_FAILED_MESSAGE)
      cleanup()
      renderForm()
      expect(screen.getByLabelText(labels.phone)).toHaveValue(typed.phone)
      expect(screen.queryByText(/reloaded before it was confirmed/)).toBeNull()
    })

    it("shows no thank-you panel when the first version arrives while the correction waits, even once the form holds the first again", async () => {
      const first = deferred()
      mockSend.mockReturnValueOnce(first.promise).mockReturnValue(new Promise(() => {}))
      const user = renderForm()
      await fill(user)
      const sentAt = Date.now()
      await user.click(screen.getByRole("button", { name: words.submit }))
      await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS))
      const phone = screen.getByLabelText(labels.phone)
      await user.clear(phone)
      await user.type(phone, corrected)
      await user.click(screen.getByRole("button", { name: words.submit })) // the correction waits for the first
      await user.clear(phone)
      await user.type(phone, typed.phone) // and the visitor goes back to the first version
      await act(async () => first.resolve())
      await afterPaint() // the correction starts once the frame is painted
      expect(screen.queryByText(words.thanks.heading)).toBeNull()
      expect(screen.getByText(timeOf(sentAt))).toBeInTheDocument()
      expect(phone).toHaveValue(typed.phone)
      // The correction the visitor pressed for is still sent, as an update of the first.
      expect(mockSend).toHaveBeenCalledTimes(2)
      expect(mockSend).toHaveBeenLastCalledWith(
        { ...typed, phone: corrected },
        { pageWide, updateOf: fillIn(words.updateOf, { time: ukTimeOfDay(sentAt), zone: words.zone }) },
      )
    })

    it("once the page said the enquiry reached us, a reload with those values does not say it may not have", async () => {
      const late = deferred()
      mockSend.mockReturnValue(late.promise)
      const user = renderForm()
      await fill(user)
      const sentAt = Date.now()
      await user.click(screen.getByRole("button", { name: words.submit }))
      await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS))
      const message = screen.getByLabelText(labels.message)
      await user.type(message, ", and a garage")
      await act(async () => late.resolve())
      expect(screen.getByText(timeOf(sentAt))).toBeInTheDocument()
      await user.clear(message)
      await user.type(message, typed.message) // the visitor takes the addition back: the form holds what arrived
      cleanup() // and reloads the page
      renderForm()
      expect(screen.getByLabelText(labels.message)).toHaveValue(typed.message)
      expect(screen.queryByText(fillIn(words.unconfirmed, { time: timeOfDay(sentAt) }))).toBeNull()
    })
  })

  it("keeps the draft in sessionStorage per form, so two forms never share it", async () => {
    const user = renderForm("contact")
    await user.type(screen.getByLabelText(labels.from_name), "Bo")
    expect(JSON.parse(window.sessionStorage.getItem(draftKey("contact"))!)).toMatchObject({ from_name: "Bo" })
    expect(window.sessionStorage.getItem(draftKey("hero"))).toBeNull()
  })

  it("leaves focus where it is when the form appears: a page never jumps to it by itself", () => {
    renderForm()
    expect(document.body).toHaveFocus()
  })

  it("is where every Book Now leads, for the contact section's form", () => {
    renderForm(QUOTE_FORMS.contact)
    expect(document.querySelector(BOOK_HREF)).toBe(screen.getByRole("form", { name: "Get a quote" }))
  })

  it("restores a saved draft after a reload", () => {
    window.sessionStorage.setItem(draftKey("hero"), JSON.stringify(typed))
    renderForm("hero")
    for (const field of QUOTE_FIELDS) expect(screen.getByLabelText(labels[field])).toHaveValue(typed[field])
  })

  it("leaves focus where the visitor put it while the thank-you panel showed", async () => {
    mockSend.mockResolvedValue()
    window.sessionStorage.setItem(draftKey("hero"), JSON.stringify(typed))
    renderWithPageWide(
      <>
        <a href="#prices">Prices</a>
        <QuoteForm formId="hero" heading="Get a quote" />
      </>,
    )
    fireEvent.submit(screen.getByRole("form", { name: "Get a quote" }))
    await screen.findByText(words.thanks.heading)
    screen.getByRole("link", { name: "Prices" }).focus()
    act(() => jest.advanceTimersByTime(SUCCESS_PANEL_MS))
    expect(screen.getByRole("link", { name: "Prices" })).toHaveFocus()
  })

  it("removes the draft once the enquiry is sent", async () => {
    mockSend.mockResolvedValue()
    window.sessionStorage.setItem(draftKey("hero"), JSON.stringify(typed))
    const user = renderForm("hero")
    await user.click(screen.getByRole("button", { name: words.submit }))
    await screen.findByRole("status")
    expect(window.sessionStorage.getItem(draftKey("hero"))).toBeNull()
  })

  it("says who receives the enquiry and why", () => {
    renderForm()
    expect(screen.getByText(new RegExp(`only to ${business.name}`))).toBeInTheDocument()
  })

  it("says nothing about a postcode that is not one (a typo)", async () => {
    renderForm()
    const postcode = screen.getByLabelText(labels.postcode) as HTMLInputElement
    jest.useFakeTimers()
    fireEvent.input(postcode, { target: { value: "CT" } })
    fireEvent.blur(postcode)
    await act(() => jest.runAllTimersAsync()) // the postcode code arrives, and a note would show a task later
    expect(postcode).not.toHaveAccessibleDescription(/./)
  })

  it("drops the answer about a postcode changed before the answer came", async () => {
    renderForm()
    const postcode = screen.getByLabelText(labels.postcode) as HTMLInputElement
    fireEvent.input(postcode, { target: { value: "CT1 2AB" } })
    fireEvent.blur(postcode)
    fireEvent.input(postcode, { target: { value: "CT1 2A" } })
    await act(async () => {}) // the postcode code arrives
    expect(postcode).not.toHaveAccessibleDescription(/./)
  })

  it("shows a note that answers while the tap that left its field is pressed only once released, so the tap lands", async () => {
    renderForm()
    const postcode = screen.getByLabelText(labels.postcode) as HTMLInputElement
    const message = screen.getByLabelText(labels.message)
    postcode.focus()
    fireEvent.input(postcode, { target: { value: "CT1 2AB" } })
    fireEvent.pointerDown(message) // the press's focus change leaves the postcode field
    fireEvent.blur(postcode)
    await act(async () => {}) // the postcode code arrives
    act(() => jest.advanceTimersByTime(2_000)) // however long the press lasts
    expect(postcode).not.toHaveAccessibleDescription(/./) // what is below the field has not moved under the press
    fireEvent.pointerUp(message)
    expect(postcode).not.toHaveAccessibleDescription(/./) // nor before the press's click has been handled
    act(() => jest.advanceTimersByTime(0))
    expect(postcode).toHaveAccessibleDescription(/^We cover CT1 /)
  })

  it("shows a note that answered just before a press began only once that press is released", async () => {
    renderForm()
    const postcode = screen.getByLabelText(labels.postcode) as HTMLInputElement
    const send = screen.getByRole("button", { name: words.submit })
    fireEvent.input(postcode, { target: { value: "CT1 2AB" } })
    fireEvent.blur(postcode) // left by the keyboard
    await act(async () => {}) // the answer arrives
    fireEvent.pointerDown(send) // and a press on Send begins before the note is shown
    act(() => jest.advanceTimersByTime(2_000))
    expect(postcode).not.toHaveAccessibleDescription(/./) // Send has not moved under the press
    fireEvent.pointerUp(send)
    act(() => jest.advanceTimersByTime(0))
    expect(postcode).toHaveAccessibleDescription(/^We cover CT1 /)
  })

  it("says whether the postcode is covered when the field is left, announced politely, never making it invalid", async () => {
    const user = renderForm()
    const postcode = screen.getByLabelText(labels.postcode) as HTMLInputElement
    await user.type(postcode, "ct1 2ab")
    await user.tab()
    const covered = `We cover CT1 (${pageWide.coverage.districts.find(({ outward }) => outward === "CT1")!.town})`
    expect(await screen.findByText(covered)).toHaveAttribute("role", "status")
    expect(postcode).toHaveAccessibleDescription(covered)
    expect(screen.getByLabelText(labels.from_name)).not.toHaveAccessibleDescription(/./) // the note is the postcode's
    await user.clear(postcode)
    expect(screen.queryByText(covered)).toBeNull() // an answer never describes an older postcode
    await user.type(postcode, "SW1A1AA")
    await user.tab()
    expect(
      await screen.findByText("SW1A 1AA is outside our usual area: call us and we will see what we can do"),
    ).toBeInTheDocument()
    expect(postcode.validity.valid).toBe(true)
    expect(postcode).toHaveValue("SW1A1AA")
  })
})
