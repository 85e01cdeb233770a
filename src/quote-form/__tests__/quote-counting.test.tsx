/**
 * What a quote form counts (src/counting/count.ts): with counting on (GATSBY_COUNTING_DOMAIN set, as in a build
 * with counting), a postcode outside the area by its district, once per district in a page view, and how each request
 * to the e-mail provider ended; with counting off, nothing at all. Events are read from the page's count queue, which
 * the tracker sends.
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { COUNTED, countQueue, type CountEvent } from "../../counting/count"
import { SEND_TIMEOUT_MS } from "../deadlines"
import { afterPaint, deferred, typeEnquiry } from "../../../tests/jest/support/quote"
import { ENQUIRY as typed } from "../../../tests/jest/support/quote-enquiry"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { fillIn } from "../../shared/text"
import { QuoteForm } from "../quote-form"
import { sendQuote, SendQuoteError } from "../send-quote"

jest.mock("../send-quote", () => ({ ...jest.requireActual("../send-quote"), sendQuote: jest.fn() }))
const mockSend = sendQuote as jest.MockedFunction<typeof sendQuote>

const { quoteForm: words, coverage } = pageWide
const { labels } = words

const renderForm = (formId = "hero") => renderWithPageWide(<QuoteForm formId={formId} heading="Get a quote" />)
const postcodeField = () => screen.getByLabelText(labels.postcode) as HTMLInputElement
const form = () => screen.getByRole("form", { name: "Get a quote" })
/** Everything counted so far, taken off the queue. */
const counted = () => countQueue().splice(0)
/** Lets every pending promise settle (the postcode code and the sending code load on demand). */
const settle = async () => {
  await afterPaint() // a request starts once "Sending..." is painted
  await act(async () => {
    for (let tick = 0; tick < 20; tick++) await Promise.resolve()
  })
}

/** Types `postcode` into the field and leaves it, as a visitor moving on to the next field. */
function leavePostcode(postcode: string) {
  fireEvent.input(postcodeField(), { target: { value: postcode } })
  fireEvent.blur(postcodeField())
}

const outside = (district: string): CountEvent => ({ name: COUNTED.outside, props: { district } })
const inTheArea = (outward: string) => coverage.districts.some((district) => district.outward === outward)
/** What the form says under a postcode outside the area, e.g. "SW1A 1AA is outside our usual area: …". */
const outsideNote = (postcode: string) => fillIn(words.coverage.outside, { postcode })

let warn: jest.SpyInstance
beforeAll(() => {
  // The postcodes these tests leave are outside the area of the test data.
  for (const outward of ["SW1A", "M1", "B1", "L1", "G1", "EH1", "NE1"]) expect(inTheArea(outward)).toBe(false)
})
beforeEach(() => {
  mockSend.mockReset()
  window.sessionStorage.clear()
  countQueue().splice(0)
  warn = jest.spyOn(console, "warn").mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

describe("with counting on", () => {
  beforeEach(() => {
    process.env.GATSBY_COUNTING_DOMAIN = "eicr-test.example"
  })
  afterEach(() => {
    delete process.env.GATSBY_COUNTING_DOMAIN
  })

  describe("a postcode left in a quote form", () => {
    // The districts are counted once per page view, across the tests of this file: each test uses its own.
    it("is counted by its district when it is outside the area, never with what the visitor typed", async () => {
      renderForm()
      leavePostcode("sw1a 1aa")
      await waitFor(() => expect(countQueue()).toHaveLength(1))
      expect(JSON.stringify(countQueue())).not.toContain("1AA")
      expect(counted()).toEqual([outside("SW1A")])
    })

    it("is counted once per district in a page view, each district once", async () => {
      renderForm()
      leavePostcode("M1 1AE")
      await screen.findByText(outsideNote("M1 1AE"))
      leavePostcode("M1 2AB") // the same district again
      await screen.findByText(outsideNote("M1 2AB"))
      leavePostcode("B1 1AA")
      await waitFor(() => expect(countQueue()).toHaveLength(2))
      await settle()
      expect(counted()).toEqual([outside("M1"), outside("B1")])
    })

    it("is not counted when it is in the area, nor when it is not a postcode", async () => {
      const [home] = coverage.districts
      renderForm()
      leavePostcode(`${home.outward} 1AA`)
      await screen.findByText(fillIn(words.coverage.covered, { outward: home.outward, town: home.town }))
      leavePostcode("ZZ") // a typo
      await settle()
      leavePostcode("L1 8JQ") // then one outside, so the checks before it have surely answered
      await waitFor(() => expect(countQueue()).toHaveLength(1))
      await settle()
      expect(counted()).toEqual([outside("L1")])
    })

    it("is not counted when the visitor changed it before the check answered", async () => {
      renderForm()
      leavePostcode("G1 1AA")
      fireEvent.input(postcodeField(), { target: { value: "G1 1A" } }) // changed at once: the check is stale
      await settle()
      leavePostcode("EH1 1AA")
      await waitFor(() => expect(countQueue()).toHaveLength(1))
      await settle()
      expect(counted()).toEqual([outside("EH1")])
    })
  })

  describe("a press of Send", () => {
    it("is counted as delivered once the provider answers OK, with the form it was sent from", async () => {
      mockSend.mockResolvedValue()
      renderForm("contact")
      typeEnquiry()
      fireEvent.submit(form())
      await screen.findByText(words.thanks.heading)
      await settle()
      expect(counted()).toEqual([{ name: COUNTED.delivered, props: { form: "contact" } }])
    })

    it("is counted as failed when the provider fails", async () => {
      mockSend.mockRejectedValue(new SendQuoteError("http", 500, "Server Error"))
      renderForm()
      typeEnquiry()
      fireEvent.submit(form())
      await screen.findByText(words.failure.message)
      await settle()
      expect(counted()).toEqual([{ name: COUNTED.failed, props: { form: "hero" } }])
    })

    it("of a correction sent after the first version arrived is counted as an update, not a second enquiry", async () => {
      jest.useFakeTimers()
      try {
        const first = deferred()
        const second = deferred()
        mockSend.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise)
        renderForm()
        typeEnquiry()
        fireEvent.submit(form())
        await settle()
        await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_MS))
        typeEnquiry({ ...typed, phone: "07700 900999" })
        fireEvent.submit(form())
        await act(async () => first.resolve())
        await settle()
        await act(async () => second.resolve())
        await settle()
        expect(screen.getByText(words.thanks.heading)).toBeInTheDocument()
        expect(counted()).toEqual([
          { name: COUNTED.delivered, props: { form: "hero" } },
          { name: COUNTED.updated, props: { form: "hero" } },
        ])
      } finally {
        jest.useRealTimers()
      }
    })
  })
})

describe("with counting off", () => {
  it("counts nothing: neither a postcode outside the area nor a send", async () => {
    expect(process.env.GATSBY_COUNTING_DOMAIN).toBeFalsy()
    mockSend.mockResolvedValue()
    renderForm()
    typeEnquiry({ ...typed, postcode: "NE1 1AA" })
    fireEvent.blur(postcodeField())
    await screen.findByText(outsideNote("NE1 1AA"))
    fireEvent.submit(form())
    await screen.findByText(words.thanks.heading)
    await settle()
    expect(counted()).toEqual([])
  })
})
