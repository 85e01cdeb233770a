import { NO_LOCAL_FOLDER_TITLE, explainLocalFolder } from "../local-folder"

afterEach(() => document.body.replaceChildren())

describe("npm run cms in a browser that cannot open a folder", () => {
  it("says so, with the two other ways, where there is no showDirectoryPicker (Firefox, Safari)", () => {
    expect(explainLocalFolder({} as Window, document)).toBe(true)
    const panel = document.querySelector("[role=alert]")
    expect(panel?.textContent).toContain(NO_LOCAL_FOLDER_TITLE)
    expect(panel?.textContent).toContain("edit the JSON files in data/")
    expect(panel?.textContent).toContain("the CMS of the live site")
    // The panel leaves focus where the CMS put it.
    expect(document.activeElement).toBe(document.body)
  })

  it("says nothing where the browser can (Chrome, Edge)", () => {
    expect(explainLocalFolder({ showDirectoryPicker: () => undefined } as unknown as Window, document)).toBe(false)
    expect(document.querySelector("[role=alert]")).toBeNull()
  })
})
