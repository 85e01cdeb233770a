import { deferred } from "../../test-support/quote"
import { oneRequestAtATime } from "../one-request"

describe("oneRequestAtATime", () => {
  it("makes no second request while the first is unanswered, and a late success answers both sends", async () => {
    const first = deferred()
    const start = jest.fn(() => first.promise)
    const requests = oneRequestAtATime()
    const a = requests.send(start)
    const b = requests.send(start)
    expect(start).toHaveBeenCalledTimes(1)
    first.resolve()
    await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined])
    expect(start).toHaveBeenCalledTimes(1)
  })

  it("sends again when the unanswered request fails", async () => {
    const first = deferred()
    const start = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(undefined)
    const requests = oneRequestAtATime()
    const a = requests.send(start)
    const b = requests.send(start)
    first.reject(new Error("500"))
    await expect(a).rejects.toThrow("500")
    await expect(b).resolves.toBeUndefined()
    expect(start).toHaveBeenCalledTimes(2)
  })

  it("sends at once when nothing is unanswered", async () => {
    const start = jest.fn().mockResolvedValue(undefined)
    const requests = oneRequestAtATime()
    await requests.send(start)
    await requests.send(start)
    expect(start).toHaveBeenCalledTimes(2)
  })
})
