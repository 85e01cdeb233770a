import { count, countOnce, countQueue, countSend, COUNTED } from "../count"

beforeEach(() => {
  countQueue().splice(0)
})
const queued = () => countQueue().splice(0)

describe("countSend", () => {
  it("counts a delivered request once, on the provider's OK, and passes the OK on", async () => {
    await expect(countSend(Promise.resolve(), "hero", false)).resolves.toBeUndefined()
    expect(queued()).toEqual([{ name: COUNTED.delivered, props: { form: "hero" } }])
  })
  it("counts an update of a delivered enquiry as an update, not as another enquiry", async () => {
    await countSend(Promise.resolve(), "contact", true)
    expect(queued()).toEqual([{ name: COUNTED.updated, props: { form: "contact" } }])
  })
  it("counts a failed request as failed, never as delivered, and still rejects with the same error", async () => {
    const error = new TypeError("Failed to fetch")
    await expect(countSend(Promise.reject(error), "hero", false)).rejects.toBe(error)
    expect(queued()).toEqual([{ name: COUNTED.failed, props: { form: "hero" } }])
  })
  it("counts nothing while the request is unanswered", () => {
    void countSend(new Promise(() => undefined), "hero", false)
    expect(queued()).toEqual([])
  })
})

describe("countOnce", () => {
  it("counts a key once per page view", () => {
    const event = { name: COUNTED.outside, props: { district: "SW1A" } } as const
    countOnce("outside SW1A", event)
    countOnce("outside SW1A", event)
    countOnce("outside ME1", { name: COUNTED.outside, props: { district: "ME1" } })
    expect(queued().map((e) => ("props" in e ? e.props : null))).toEqual([{ district: "SW1A" }, { district: "ME1" }])
  })
})

describe("count", () => {
  it("queues until the tracker takes over the queue", () => {
    count({ name: COUNTED.chat })
    expect(countQueue().length).toBe(1)
  })
})
