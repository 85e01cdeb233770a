import { init, send } from "@emailjs/browser"
import type { EmailSettings } from "../../config"
import { ENQUIRY as enquiry } from "../../test-support/quote"
import { sendQuote, SendQuoteError, THROTTLE_KEY, throttleStorage, toSendQuoteError } from "../send-quote"

jest.mock("@emailjs/browser", () => ({ init: jest.fn(), send: jest.fn() }))
const mockSend = send as jest.MockedFunction<typeof send>
const mockInit = init as jest.MockedFunction<typeof init>

const settings: EmailSettings = {
  publicKey: "pk",
  serviceId: "svc",
  templateId: "tpl",
  origin: "https://provider.test",
  blockHeadless: true,
  throttleMs: 0,
}

beforeEach(() => jest.resetAllMocks())

describe("sendQuote", () => {
  it("initialises the provider library with the settings and sends the five fields as template params", async () => {
    mockSend.mockResolvedValue({ status: 200, text: "OK" })
    await sendQuote({ ...enquiry }, { settings })
    expect(mockInit).toHaveBeenCalledWith(
      { publicKey: "pk", blockHeadless: true, limitRate: undefined, storageProvider: throttleStorage },
      "https://provider.test",
    )
    expect(mockSend).toHaveBeenCalledWith("svc", "tpl", enquiry)
  })

  it("turns the throttle on only when configured", async () => {
    mockSend.mockResolvedValue({ status: 200, text: "OK" })
    await sendQuote(enquiry, { settings: { ...settings, throttleMs: 10000 } })
    expect(mockInit.mock.calls[0][0]).toMatchObject({ limitRate: { id: THROTTLE_KEY, throttle: 10000 } })
  })

  it("sends to the page's own origin when the origin setting is empty (local outbox)", async () => {
    mockSend.mockResolvedValue({ status: 200, text: "OK" })
    await sendQuote(enquiry, { settings: { ...settings, origin: "" } })
    expect(mockInit.mock.calls[0][1]).toBe(window.location.origin)
  })

  it.each([
    ["an HTTP error status", { status: 500, text: "Internal Server Error" }, "http", 500],
    ["the headless refusal", { status: 451, text: "Unavailable For Headless Browser" }, "http", 451],
    ["a network failure", new TypeError("Failed to fetch"), "network", 0],
    [
      "a missing public key",
      "The public key is required. Visit https://dashboard.emailjs.com/admin/account",
      "config",
      0,
    ],
  ])("rejects with a SendQuoteError for %s", async (_, reason, kind, status) => {
    mockSend.mockRejectedValue(reason)
    const error = await sendQuote(enquiry, { settings }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendQuoteError)
    expect(error).toMatchObject({ kind, status })
  })
})

describe("toSendQuoteError", () => {
  it("keeps unknown reasons as kind 'unknown'", () => {
    expect(toSendQuoteError(42)).toMatchObject({ kind: "unknown", status: 0 })
  })
})
