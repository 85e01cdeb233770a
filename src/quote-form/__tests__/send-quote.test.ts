import { webcrypto } from "node:crypto"
import { init, send } from "@emailjs/browser"
import type { EmailSettings } from "../../shared/settings"
import { ENQUIRY as enquiry } from "../../../tests/jest/support/quote-enquiry"
import { OWNER_EMAIL_PARAMS } from "../owner-email"
import { QUOTE_FIELDS } from "../fields/quote-fields"
import { pageWide } from "../../../tests/jest/support/page-wide"
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
  it("initialises the provider library with the settings and sends every field as template params", async () => {
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
    expect(toSendQuoteError(42)).toMatchObject({ kind: "unknown", status: 0, message: "Quote not sent (unknown): 42" })
  })

  it("says in the console's message what failed: the kind, the provider's status and its words", () => {
    const http = toSendQuoteError({ status: 429, text: "Too Many Requests" })
    expect(http).toMatchObject({ name: "SendQuoteError", message: "Quote not sent (http 429): Too Many Requests" })
    expect(toSendQuoteError(new TypeError("Failed to fetch")).message).toBe("Quote not sent (network): Failed to fetch")
    expect(toSendQuoteError("The public key is required").message).toBe(
      "Quote not sent (config): The public key is required",
    )
  })

  it("reads an answer without a usable status or text as status 0 and no words", () => {
    expect(toSendQuoteError({ status: "n/a" })).toMatchObject({
      kind: "http",
      status: 0,
      message: "Quote not sent (http): ",
    })
    expect(toSendQuoteError({ status: "503", text: null })).toMatchObject({ kind: "http", status: 503 })
  })

  it("passes a SendQuoteError on unchanged, and takes nothing else for a provider answer", () => {
    const error = new SendQuoteError("config", 0, "no key")
    expect(toSendQuoteError(error)).toBe(error)
    expect(toSendQuoteError(null)).toMatchObject({ kind: "unknown", message: "Quote not sent (unknown): null" })
    expect(toSendQuoteError({ text: "no status" })).toMatchObject({ kind: "unknown" })
  })
})

describe("an update of an enquiry delivered earlier", () => {
  it("carries the words for the e-mail's subject beside the fields", async () => {
    mockSend.mockResolvedValue({ status: 200, text: "OK" })
    await sendQuote(enquiry, { settings, updateOf: "Update of the enquiry sent at 14:02" })
    expect(mockSend).toHaveBeenCalledWith("svc", "tpl", {
      ...enquiry,
      update_of: "Update of the enquiry sent at 14:02",
    })
  })
})

describe("the owner's e-mail's parameters (src/quote-form/owner-email.ts)", () => {
  /** jsdom has no SubtleCrypto; a browser does on an https page or localhost: Node's stands in for it. */
  const withWebCrypto = () =>
    Object.defineProperty(globalThis.crypto, "subtle", { value: webcrypto.subtle, configurable: true })
  afterEach(() => Reflect.deleteProperty(globalThis.crypto, "subtle"))

  it("go beside the five fields, which stay exactly as typed", async () => {
    withWebCrypto()
    mockSend.mockResolvedValue({ status: 200, text: "OK" })
    await sendQuote({ ...enquiry, phone: "07700 900123" }, { settings, pageWide })
    const params = mockSend.mock.calls[0][2] as Record<string, string>
    expect(Object.keys(params).sort()).toEqual([...QUOTE_FIELDS, ...OWNER_EMAIL_PARAMS].sort())
    expect(params).toMatchObject({ ...enquiry, phone: "07700 900123", whatsapp_link: "https://wa.me/447700900123" })
    expect(params.reply_link.startsWith(`${window.location.origin}/reply/#`)).toBe(true)
  })

  it("go without the reply link where Web Crypto is missing (a page on plain http), the rest as ever", async () => {
    mockSend.mockResolvedValue({ status: 200, text: "OK" })
    expect(globalThis.crypto.subtle).toBeUndefined()
    await sendQuote({ ...enquiry, phone: "07700 900123" }, { settings, pageWide })
    const params = mockSend.mock.calls[0][2] as Record<string, string>
    expect(params).toMatchObject({ ...enquiry, phone: "07700 900123", reply_link: "", sms_link: "sms:+447700900123" })
  })

  it("are left out, and the enquiry still goes, when they cannot be made at all", async () => {
    mockSend.mockResolvedValue({ status: 200, text: "OK" })
    const broken = { ...pageWide, quoteForm: undefined } as unknown as typeof pageWide
    await sendQuote(enquiry, { settings, pageWide: broken })
    expect(mockSend).toHaveBeenCalledWith("svc", "tpl", enquiry)
  })
})
