/** @jest-environment node */
import type { BackendImplementation, RegisteredBackend } from "../decap"
import { DELETE_REFUSED, UPLOAD_REFUSED, guardMedia } from "../media-guard"

/** A registry with a GitHub back end whose implementation records what reaches it. */
function registry() {
  const reached: string[][] = []
  const implementation: BackendImplementation = {
    persistMedia: jest.fn(async () => ({})),
    deleteFiles: jest.fn(async (paths: string[]) => {
      reached.push(paths)
    }),
  }
  const backends: Record<string, RegisteredBackend> = {
    github: { init: () => implementation },
    proxy: { init: () => implementation },
  }
  return { reached, implementation, cms: { getBackend: (name: string) => backends[name] }, backends }
}

describe("guardMedia: pictures change only through a pull request", () => {
  it("refuses to delete a picture on the repository, with a sentence for the editor", async () => {
    const { cms, backends, reached } = registry()
    guardMedia(cms, "data/images")
    const github = backends.github.init({}, {})
    await expect(github.deleteFiles(["data/images/castle.jpg"], "Delete “data/images/castle.jpg”")).rejects.toThrow(
      DELETE_REFUSED,
    )
    await expect(github.deleteFiles(["/data/images/a.png", "data/faq.json"], "Delete")).rejects.toThrow(DELETE_REFUSED)
    expect(reached).toEqual([])
  })

  it("lets a data file's deletion through, and refuses every upload from the Media page", async () => {
    const { cms, backends, reached, implementation } = registry()
    const persistMedia = implementation.persistMedia
    guardMedia(cms, "/data/images/")
    const github = backends.github.init({}, {})
    await github.deleteFiles(["data/faq.json"], "Delete “data/faq.json”")
    expect(reached).toEqual([["data/faq.json"]])
    await expect(github.persistMedia({ path: "data/images/new.jpg" }, {})).rejects.toThrow(UPLOAD_REFUSED)
    expect(persistMedia).not.toHaveBeenCalled()
  })

  it("leaves the local proxy of npm run cms alone: it writes the working tree, not the live site", async () => {
    const { cms, backends, reached } = registry()
    guardMedia(cms, "data/images")
    await backends.proxy.init({}, {}).deleteFiles(["data/images/castle.jpg"], "Delete")
    expect(reached).toEqual([["data/images/castle.jpg"]])
  })
})
