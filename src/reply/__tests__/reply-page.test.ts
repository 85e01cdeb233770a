/**
 * The reply page's script in jsdom, on the page the build writes (node/build-steps/after-build/owner-pages.ts) from
 * the starting data: what the owner sees when the data has no preferred times' settings, when the browser cannot
 * check a link, and when a link's check holds but its date does not exist. The whole road, in real browsers:
 * tests/e2e/page/reply.spec.ts and tests/engines/behaviours/reply.ts.
 */
import { webcrypto } from "node:crypto"
import path from "node:path"
import { waitFor } from "@testing-library/react"
import { replyFacts, replyPageHtml } from "../../../node/build-steps/after-build/owner-pages"
import type { ReplyFacts } from "../../shared/reply-page"
import { replyEnquiry } from "../../../tests/jest/support/quote-enquiry"
import { replyLink } from "../reply-link"
import { startReplyPage } from "../reply-page"

// The page's own script is what this test runs from source; esbuild, which compiles it for the build, cannot run in jsdom.
jest.mock("../../../node/build-steps/page-bundle/head-script", () => ({ replyScript: () => "", replyStyle: () => "" }))

const facts = replyFacts(path.resolve(__dirname, "..", "..", "..", "tests", "starting-data"))
const ENQUIRY = replyEnquiry({ times: [{ date: "2026-12-09", label: "Morning", starts: "07:00", ends: "12:00" }] })

/** Stops the page a test started, so no reading of it outlives the test. */
let stop = () => {}

/** Opens the page for `pageFacts` at `link`'s fragment and starts its script. */
async function open(pageFacts: ReplyFacts, link: string) {
  const html = replyPageHtml(pageFacts)
  document.documentElement.removeAttribute("data-reply-started")
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1].replace(/<script>[\s\S]*?<\/script>/, "")
  window.location.hash = link.slice(link.indexOf("#"))
  stop = startReplyPage(document)
}

const problem = () => document.querySelector<HTMLElement>('[data-reply="problem"]')!
const shownName = () => document.querySelector('[data-field="name"]')?.textContent

beforeAll(() => {
  Object.defineProperty(globalThis.crypto, "subtle", { value: webcrypto.subtle, configurable: true })
  // jsdom has no blob: addresses; the calendar files' links get a stand-in.
  Object.assign(URL, { createObjectURL: () => "blob:calendar", revokeObjectURL: () => undefined })
})
beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2026, 11, 8, 10), doNotFake: ["queueMicrotask", "setTimeout"] }))
afterEach(() => {
  stop()
  jest.useRealTimers()
})

it("offers the visitor's times and no other day when the data has no preferred times' settings", async () => {
  await open({ ...facts, preferredTimes: null }, await replyLink("https://example.co.uk/reply/", ENQUIRY))
  await waitFor(() => expect(shownName()).toBe(ENQUIRY.name))
  expect(problem().hidden).toBe(true)
  expect(document.querySelector('[data-reply="owner-ics"]')!.getAttribute("href")).toBe("blob:calendar")
  expect(document.querySelector<HTMLInputElement>('input[value="0"]')!.checked).toBe(true)
  expect(document.querySelector<HTMLElement>('input[value="other"]')!.closest("label")!.hidden).toBe(true)
  expect(document.querySelector('[data-reply="whatsapp"]')!.getAttribute("href")).toMatch(
    /^https:\/\/wa\.me\/447700900456\?text=/,
  )
})

it("says the link cannot be read here, rather than show nothing, where the browser has no Web Crypto", async () => {
  const link = await replyLink("https://example.co.uk/reply/", ENQUIRY)
  const subtle = globalThis.crypto.subtle
  Object.defineProperty(globalThis.crypto, "subtle", { value: undefined, configurable: true })
  await open(facts, link)
  Object.defineProperty(globalThis.crypto, "subtle", { value: subtle, configurable: true })
  expect(problem().textContent).toBe(facts.words.problems.unsupported)
  expect(problem().hidden).toBe(false)
})

it("calls a link broken whose check holds but whose day does not exist", async () => {
  const times = [{ date: "2026-02-31", label: "Morning", starts: "07:00", ends: "12:00" }]
  await open(facts, await replyLink("https://example.co.uk/reply/", { ...ENQUIRY, times }))
  await waitFor(() => expect(problem().textContent).toBe(facts.words.problems.broken))
  expect(document.querySelector<HTMLElement>('[data-reply="enquiry"]')!.hidden).toBe(true)
})
