/** @jest-environment @stryker-mutator/jest-runner/jest-env/node */
/**
 * The reply link (issue 58): `<page>#<base64url JSON>.<16-character check>`, read back whole for hostile and awkward
 * enquiries, and told apart when it is missing, cut short, changed or not an enquiry. The expected payloads and checks
 * are made here with Node's Buffer and Web Crypto, not with the module's own helpers.
 */
import { readReplyLink, replyLink, type ReplyEnquiry } from "../reply-link"

const PAGE = "https://example.co.uk/reply/"

const ENQUIRY: ReplyEnquiry = {
  name: "O'Brien & Sons <script>alert(1)</script>",
  email: "sian+eicr@example.com",
  phone: "07700 900123",
  postcode: "TN23 1AA",
  message: 'He said "book it" — Llanfairpwll ŵ ŷ â, ⚡🔌 £150\nEICR for: 2-bedroom property (£150)',
  service: "2-bedroom property",
  price: "£150",
  times: [
    { date: "2026-12-09", label: "Morning", starts: "07:00", ends: "12:00" },
    { date: "2026-12-31", label: "Évening", starts: "17:00", ends: "22:00" },
    { date: "2027-01-02", label: "AM", starts: "00:00", ends: "12:00" },
  ],
  sentAt: Date.UTC(2026, 11, 8, 9, 15, 30, 456),
}

const AWKWARD: [string, ReplyEnquiry][] = [
  ["hostile and Welsh, three times", ENQUIRY],
  ["no times, nothing booked", { ...ENQUIRY, times: [], service: "", price: "" }],
  ["a 2,000-character message", { ...ENQUIRY, message: "ŵ🔌\"'<>&\n".repeat(250) }],
  ["every field empty", { ...ENQUIRY, name: "", email: "", phone: "", postcode: "", message: "", times: [] }],
]

/** The check as the link's format defines it: the first 16 characters of the base64url SHA-256 of the payload. */
async function checkOf(payload: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(payload))
  return Buffer.from(digest).toString("base64url").slice(0, 16)
}

/** A fragment made by hand for any JSON value, with the right check. */
async function handMade(value: unknown): Promise<string> {
  const payload = Buffer.from(JSON.stringify(value), "utf8").toString("base64url")
  return `${payload}.${await checkOf(payload)}`
}

const fragmentOf = (link: string) => link.slice(PAGE.length + 1)

describe("replyLink", () => {
  it.each(AWKWARD)("puts %s in the fragment as base64url JSON and its 16-character check", async (_, enquiry) => {
    const link = await replyLink(PAGE, enquiry)
    expect(link.startsWith(`${PAGE}#`)).toBe(true)
    const fragment = fragmentOf(link)
    expect(fragment).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{16}$/)
    const [payload, check] = fragment.split(".")
    expect(JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))).toEqual(enquiry)
    expect(check).toBe(await checkOf(payload))
  })

  it("gives an address a browser keeps as it is: nothing in the fragment is percent-encoded", async () => {
    const link = await replyLink(PAGE, ENQUIRY)
    const url = new URL(link)
    expect(url.href).toBe(link)
    expect(url.hash).toBe(`#${fragmentOf(link)}`)
    expect(url.search).toBe("")
  })
})

describe("readReplyLink", () => {
  it.each(AWKWARD)("reads back %s exactly, with or without the #", async (_, enquiry) => {
    const link = await replyLink(PAGE, enquiry)
    await expect(readReplyLink(new URL(link).hash)).resolves.toEqual({ enquiry })
    await expect(readReplyLink(fragmentOf(link))).resolves.toEqual({ enquiry })
  })

  it("keeps the script tag, quotes, ampersand, Welsh letters, emoji and newline as typed", async () => {
    const read = await readReplyLink(fragmentOf(await replyLink(PAGE, ENQUIRY)))
    const { name, message } = "enquiry" in read ? read.enquiry : { name: "", message: "" }
    expect(name).toBe("O'Brien & Sons <script>alert(1)</script>")
    expect(message).toBe('He said "book it" — Llanfairpwll ŵ ŷ â, ⚡🔌 £150\nEICR for: 2-bedroom property (£150)')
  })

  it.each(["", "#"])("finds no link in %p", async (fragment) => {
    await expect(readReplyLink(fragment)).resolves.toEqual({ problem: "missing" })
  })

  it("calls a link cut short anywhere broken, never an enquiry", async () => {
    const fragment = fragmentOf(await replyLink(PAGE, ENQUIRY))
    const dot = fragment.indexOf(".")
    const lengths = [1, 2, 5, 100, dot - 1, dot, dot + 1, dot + 2, dot + 8, fragment.length - 1]
    expect(new Set(lengths).size).toBe(lengths.length)
    for (const length of lengths) {
      const read = await readReplyLink(`#${fragment.slice(0, length)}`)
      expect({ length, read }).toEqual({ length, read: { problem: "broken" } })
    }
  })

  it("calls a payload with one character changed altered (or broken), never an enquiry", async () => {
    const fragment = fragmentOf(await replyLink(PAGE, ENQUIRY))
    const dot = fragment.indexOf(".")
    for (const at of [0, 1, 10, Math.floor(dot / 2), dot - 2, dot - 1]) {
      const swapped = fragment[at] === "A" ? "B" : "A"
      const read = await readReplyLink(fragment.slice(0, at) + swapped + fragment.slice(at + 1))
      expect(read).not.toHaveProperty("enquiry")
      expect(["altered", "broken"]).toContain((read as { problem: string }).problem)
    }
  })

  it("calls a whole enquiry under another enquiry's check altered", async () => {
    const [, check] = fragmentOf(await replyLink(PAGE, ENQUIRY)).split(".")
    const [payload] = fragmentOf(await replyLink(PAGE, { ...ENQUIRY, price: "£15" })).split(".")
    await expect(readReplyLink(`${payload}.${check}`)).resolves.toEqual({ problem: "altered" })
  })

  it("calls a link whose check has one character changed altered", async () => {
    const fragment = fragmentOf(await replyLink(PAGE, ENQUIRY))
    for (const at of [fragment.length - 16, fragment.length - 8, fragment.length - 1]) {
      const swapped = fragment[at] === "_" ? "-" : "_"
      const changed = fragment.slice(0, at) + swapped + fragment.slice(at + 1)
      await expect(readReplyLink(changed)).resolves.toEqual({ problem: "altered" })
    }
  })

  it("calls a link with an extra dot part, or characters outside base64url, broken", async () => {
    const fragment = fragmentOf(await replyLink(PAGE, ENQUIRY))
    const [payload, check] = fragment.split(".")
    for (const text of [
      `${fragment}.more`,
      `${fragment}.`,
      `.${check}`,
      `${payload}+.${check}`,
      `${payload}=.${check}`,
    ]) {
      await expect(readReplyLink(text)).resolves.toEqual({ problem: "broken" })
    }
  })

  const { name: _name, ...withoutName } = ENQUIRY
  it.each<[string, unknown]>([
    ["null", null],
    ["a string", "hello"],
    ["an array", [ENQUIRY]],
    ["no name", withoutName],
    ["a number for a text", { ...ENQUIRY, phone: 7700900123 }],
    ["sentAt as text", { ...ENQUIRY, sentAt: "yesterday" }],
    ["sentAt not finite", { ...ENQUIRY, sentAt: null }],
    ["times not a list", { ...ENQUIRY, times: "Wed 9 Dec, Morning" }],
    ["a time of null", { ...ENQUIRY, times: [null] }],
    ["a date in words", { ...ENQUIRY, times: [{ ...ENQUIRY.times[0], date: "9 December 2026" }] }],
    ["a date with more after it", { ...ENQUIRY, times: [{ ...ENQUIRY.times[0], date: "2026-12-09T07:00" }] }],
    ["a start of one digit's hour", { ...ENQUIRY, times: [{ ...ENQUIRY.times[0], starts: "7:00" }] }],
    ["an end in words", { ...ENQUIRY, times: [{ ...ENQUIRY.times[0], ends: "noon" }] }],
    ["a label of a number", { ...ENQUIRY, times: [{ ...ENQUIRY.times[0], label: 1 }] }],
  ])("calls a good check on JSON that is not an enquiry (%s) broken", async (_, value) => {
    await expect(readReplyLink(await handMade(value))).resolves.toEqual({ problem: "broken" })
  })

  it("reads a hand-made link of the right shape, so the cases above fail for their shape alone", async () => {
    await expect(readReplyLink(await handMade(ENQUIRY))).resolves.toEqual({ enquiry: ENQUIRY })
  })

  it("calls a good check on a payload that is not UTF-8 JSON broken: the link is as made, just no enquiry", async () => {
    for (const bytes of [Buffer.from("not json"), Buffer.from([0xff, 0xfe, 0x7b])]) {
      const payload = bytes.toString("base64url")
      await expect(readReplyLink(`${payload}.${await checkOf(payload)}`)).resolves.toEqual({ problem: "broken" })
    }
  })
})
