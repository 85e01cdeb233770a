import { deferred } from "../../../tests/jest/support/quote"
import { ENQUIRY as A } from "../../../tests/jest/support/quote-enquiry"
import { QUOTE_FIELDS, sameEnquiry } from "../fields/quote-fields"
import { createSendQueue, type StartRequest } from "../send-queue"

const B = { ...A, phone: "07700 900999" } // the same enquiry with the phone number corrected
const C = { ...A, message: "Flat, 1 bedroom" }

/** A provider whose every answer the test gives, in order; `calls` lists what was asked. */
function provider() {
  const calls: { enquiry: typeof A; updateOf: number | null; answer: ReturnType<typeof deferred> }[] = []
  const start: StartRequest = (enquiry, updateOf) => {
    const answer = deferred()
    calls.push({ enquiry, updateOf: updateOf?.at ?? null, answer })
    return answer.promise
  }
  return { calls, start }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
let clock = 1000
const now = () => (clock += 1000)

describe("createSendQueue", () => {
  it("makes no second request for the same values while the first is unanswered; its OK answers every press", async () => {
    const { calls, start } = provider()
    const queue = createSendQueue(start, now)
    const presses = [queue.press(A), queue.press(A), queue.press({ ...A })]
    expect(calls).toHaveLength(1)
    calls[0].answer.resolve()
    const outcomes = await Promise.all(presses)
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["delivered", "delivered", "delivered"])
    expect(calls).toHaveLength(1)
  })

  it("after a late failure makes exactly one new request, however many presses waited on it", async () => {
    const { calls, start } = provider()
    const queue = createSendQueue(start, now)
    const first = queue.press(A)
    const waiting = [queue.press(A), queue.press(A), queue.press(A)]
    calls[0].answer.reject(new Error("500"))
    expect(await first).toEqual({ kind: "failed", error: new Error("500") })
    await settle()
    expect(calls).toHaveLength(2)
    calls[1].answer.resolve()
    expect((await Promise.all(waiting)).map((outcome) => outcome.kind)).toEqual(["delivered", "delivered", "delivered"])
    expect(calls).toHaveLength(2)
  })

  it("sends a correction made while the first request is out once that is answered, as an update of it", async () => {
    const { calls, start } = provider()
    const queue = createSendQueue(start, now)
    const first = queue.press(A)
    const correction = queue.press(B)
    expect(calls).toHaveLength(1)
    calls[0].answer.resolve()
    const delivered = await first
    expect(delivered.kind).toBe("delivered")
    await settle()
    expect(calls.map((call) => call.enquiry)).toEqual([A, B])
    const firstAt = delivered.kind === "delivered" ? delivered.sent.at : NaN
    expect(calls[1].updateOf).toBe(firstAt)
    calls[1].answer.resolve()
    expect(await correction).toMatchObject({ kind: "delivered", sent: { enquiry: B }, updateOf: { at: firstAt } })
  })

  it("sends the correction, not as an update, when the first request failed", async () => {
    const { calls, start } = provider()
    const queue = createSendQueue(start, now)
    void queue.press(A)
    const correction = queue.press(B)
    calls[0].answer.reject(new TypeError("Failed to fetch"))
    await settle()
    expect(calls.map((call) => [call.enquiry, call.updateOf])).toEqual([
      [A, null],
      [B, null],
    ])
    calls[1].answer.resolve()
    expect(await correction).toMatchObject({ kind: "delivered", updateOf: null })
  })

  it("keeps only the newest of several corrections; an older one is superseded, never sent", async () => {
    const { calls, start } = provider()
    const queue = createSendQueue(start, now)
    void queue.press(A)
    const older = queue.press(B)
    const newest = queue.press(C)
    expect(await older).toEqual({ kind: "superseded" })
    calls[0].answer.resolve()
    await settle()
    expect(calls.map((call) => call.enquiry)).toEqual([A, C])
    calls[1].answer.resolve()
    expect((await newest).kind).toBe("delivered")
  })

  it("goes back to the values in flight when the visitor undoes a correction before it was sent", async () => {
    const { calls, start } = provider()
    const queue = createSendQueue(start, now)
    void queue.press(A)
    const correction = queue.press(B)
    const undone = queue.press(A)
    expect(await correction).toEqual({ kind: "superseded" })
    calls[0].answer.resolve()
    expect((await undone).kind).toBe("delivered")
    await settle()
    expect(calls).toHaveLength(1)
  })

  it("after a failure sends the newer values, not the presses that waited with the failed ones", async () => {
    const { calls, start } = provider()
    const queue = createSendQueue(start, now)
    const first = queue.press(A)
    const same = queue.press(A)
    const correction = queue.press(B)
    calls[0].answer.reject(new Error("500"))
    expect(await first).toEqual({ kind: "failed", error: new Error("500") })
    expect(await same).toEqual({ kind: "failed", error: new Error("500") })
    await settle()
    expect(calls.map((call) => [call.enquiry, call.updateOf])).toEqual([
      [A, null],
      [B, null],
    ])
    calls[1].answer.resolve()
    expect(await correction).toMatchObject({ kind: "delivered", sent: { enquiry: B }, updateOf: null })
  })

  it("keeps an update an update of the delivered enquiry through a failed retry and a newer correction", async () => {
    const { calls, start } = provider()
    const queue = createSendQueue(start, now)
    void queue.press(A)
    const update = queue.press(B)
    calls[0].answer.resolve()
    await settle()
    const firstAt = calls[1].updateOf
    expect(firstAt).not.toBeNull()
    // The update's request fails with a press of the same values waiting: its one retry is still an update of A.
    const again = queue.press(B)
    calls[1].answer.reject(new Error("500"))
    expect(await update).toMatchObject({ kind: "failed" })
    await settle()
    expect([calls[2].enquiry, calls[2].updateOf]).toEqual([B, firstAt])
    // That retry fails too, with newer values waiting: they go next, still as an update of A.
    const newest = queue.press(C)
    calls[2].answer.reject(new Error("500"))
    expect(await again).toMatchObject({ kind: "failed" })
    await settle()
    expect([calls[3].enquiry, calls[3].updateOf]).toEqual([C, firstAt])
    calls[3].answer.resolve()
    expect(await newest).toMatchObject({
      kind: "delivered",
      sent: { enquiry: C },
      updateOf: { enquiry: A, at: firstAt },
    })
    expect(calls).toHaveLength(4)
  })

  it("dates each request when it starts, for the visitor's note of which version arrived", async () => {
    const { calls, start } = provider()
    const times = [5000, 9000]
    const queue = createSendQueue(start, () => times.shift()!)
    const first = queue.press(A)
    void queue.press(B)
    calls[0].answer.resolve()
    expect(await first).toEqual({ kind: "delivered", sent: { enquiry: A, at: 5000 }, updateOf: null })
    await settle()
    calls[1].answer.resolve()
    await settle()
    expect(calls[1].updateOf).toBe(5000)
  })

  it("sends at once when nothing is unanswered, and reports a failure with nothing waiting as it is", async () => {
    const { calls, start } = provider()
    const queue = createSendQueue(start, now)
    const first = queue.press(A)
    calls[0].answer.resolve()
    await first
    const second = queue.press(A)
    expect(calls).toHaveLength(2)
    calls[1].answer.reject("The public key is required")
    expect(await second).toEqual({ kind: "failed", error: "The public key is required" })
    await settle()
    expect(calls).toHaveLength(2)
  })
})

describe("sameEnquiry", () => {
  it("compares every field as typed", () => {
    expect(sameEnquiry(A, { ...A })).toBe(true)
    for (const field of QUOTE_FIELDS) {
      expect(sameEnquiry(A, { ...A, [field]: `${A[field]} ` })).toBe(false)
    }
  })
})
