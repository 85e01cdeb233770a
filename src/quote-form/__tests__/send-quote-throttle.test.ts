/**
 * The throttle, tested against the real provider library (not a mocked `init`): only `fetch` is replaced, by
 * a stand-in for the provider's answers.
 */
import { THROTTLED_SETTINGS } from "../../../tests/jest/support/quote"
import { ENQUIRY as enquiry } from "../../../tests/jest/support/quote-enquiry"
import { sendQuote, SendQuoteError, THROTTLE_KEY, throttleStorage } from "../send-quote"

const settings = THROTTLED_SETTINGS

/** What the library reads of a fetch response (jsdom has no `Response`). */
interface Answer {
  ok: boolean
  status: number
  text: () => Promise<string>
}
const ok = () => Promise.resolve<Answer>({ ok: true, status: 200, text: async () => "OK" })
const fetchMock = jest.fn<Promise<Answer>, [string, unknown?]>()

beforeEach(() => {
  jest.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") })
  fetchMock.mockReset().mockImplementation(ok)
  Object.assign(globalThis, { fetch: fetchMock })
  window.localStorage.clear()
})
afterEach(() => jest.useRealTimers())

describe("the configured throttle (GATSBY_EMAILJS_THROTTLE_MS)", () => {
  it("lets one send through and refuses the next ones within the throttle, without a request", async () => {
    await sendQuote(enquiry, { settings })
    for (let i = 0; i < 2; i++) {
      const refused = await sendQuote(enquiry, { settings }).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(SendQuoteError)
      expect(refused).toMatchObject({ kind: "http", status: 429 })
    }
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0][0]).toBe("https://provider.test/api/v1.0/email/send")
  })

  it("lets the next send through once the throttle has passed", async () => {
    await sendQuote(enquiry, { settings })
    jest.setSystemTime(Date.now() + 10_001)
    await sendQuote(enquiry, { settings })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it("does not count a failed send: the visitor's retry goes straight through", async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
    await expect(sendQuote(enquiry, { settings })).rejects.toMatchObject({ kind: "network" })
    expect(window.localStorage.getItem(THROTTLE_KEY)).toBeNull()
    await sendQuote(enquiry, { settings })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it("puts back the earlier send's time after a failed send, so the throttle still counts from that one", async () => {
    await sendQuote(enquiry, { settings })
    const stamp = window.localStorage.getItem(THROTTLE_KEY)
    jest.setSystemTime(Date.now() + 10_001)
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
    await expect(sendQuote(enquiry, { settings })).rejects.toMatchObject({ kind: "network" })
    expect(window.localStorage.getItem(THROTTLE_KEY)).toBe(stamp)
  })

  it("works, without a throttle, where the browser blocks storage", async () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    }
    const spies = (["getItem", "setItem", "removeItem"] as const).map((method) =>
      jest.spyOn(Storage.prototype, method).mockImplementation(blocked),
    )
    try {
      for (let i = 0; i < 2; i++) await sendQuote(enquiry, { settings })
      fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
      await expect(sendQuote(enquiry, { settings })).rejects.toMatchObject({ kind: "network" })
      expect(fetchMock).toHaveBeenCalledTimes(3)
      // What the library's throttle reads is a string or nothing, as from its own storage.
      await expect(throttleStorage.get(THROTTLE_KEY)).resolves.toBeNull()
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  })

  it("keeps the earlier send's time when a send is refused by the throttle itself", async () => {
    await sendQuote(enquiry, { settings })
    const stamp = window.localStorage.getItem(THROTTLE_KEY)
    jest.setSystemTime(Date.now() + 5_000)
    await expect(sendQuote(enquiry, { settings })).rejects.toMatchObject({ status: 429 })
    expect(window.localStorage.getItem(THROTTLE_KEY)).toBe(stamp)
  })

  it("is off when not configured: every send goes", async () => {
    for (let i = 0; i < 3; i++) await sendQuote(enquiry, { settings: { ...settings, throttleMs: 0 } })
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })
})
