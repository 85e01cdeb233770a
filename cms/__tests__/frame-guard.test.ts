import { isFramed, refuseFrame } from "../frame-guard"

describe("the CMS inside another page's frame", () => {
  it("is told apart from the CMS in a tab of its own", () => {
    expect(isFramed(window)).toBe(false)
    const framed = { top: {}, self: {} } as unknown as Window
    expect(isFramed(framed)).toBe(true)
  })

  it("shows only a sentence and a link that opens the CMS in a tab of its own", () => {
    document.body.innerHTML = "<div><button>Sign In with GitHub</button></div>"
    refuseFrame(document, "https://www.example.com/admin/")
    expect(document.querySelector("button")).toBeNull()
    expect(document.body.textContent).toBe("The editor cannot be used inside another page. Open it in a tab of its own")
    const link = document.querySelector("a")!
    expect(link.href).toBe("https://www.example.com/admin/")
    expect(link.target).toBe("_blank")
  })
})
