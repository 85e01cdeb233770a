/**
 * The project's folder handed to the CMS under `npm run cms`, as an editor hands it over by pressing "Work with Local
 * Repository" and choosing the folder. That choice is the browser's own dialog, which no test can answer: Chromium
 * cancels the File System Access pickers of a page under automation (`showDirectoryPicker` rejects with "Intercepted
 * by Page.setInterceptFileChooserDialog()", and the DevTools event it sends names no element to answer with). So the
 * test stands in for the dialog only: `window.showDirectoryPicker` resolves to a directory handle whose reads and
 * writes go, through a Playwright binding, to the sandbox's folder on disk. Everything after the choice (the CMS's
 * reading of the folder, its writes, check:data's check before them) is the CMS's own code on the standard
 * interfaces (FileSystemDirectoryHandle, FileSystemFileHandle, FileSystemWritableFileStream).
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"

/** Folders the CMS never reads (it looks for data/ and its pictures): left out of listings, as they are large. */
const SKIPPED = new Set(["node_modules", ".cache", "public", ".git"])

type Operation =
  | { op: "list"; at: string }
  | { op: "kind"; at: string }
  | { op: "read"; at: string }
  | { op: "write"; at: string; base64: string }
  | { op: "mkdir"; at: string }
  | { op: "remove"; at: string }
  | { op: "move"; at: string; to: string }

/**
 * `at` as a path inside `root`, judged by where it really leads: through no folder the listings leave out (the
 * sandbox's node_modules is a link to the developer's own; `.git` itself may only be looked at, as the CMS checks it is
 * there) and, for what exists, by its real path.
 * @throws on a path that leaves `root`.
 */
function inside(root: string, at: string): string {
  const full = path.resolve(root, at)
  const parts = path.relative(root, full).split(path.sep)
  let existing = full
  while (!fs.existsSync(existing)) existing = path.dirname(existing)
  const real = fs.realpathSync(existing)
  const rootReal = fs.realpathSync(root)
  if (
    parts[0] === ".." ||
    path.isAbsolute(path.relative(root, full)) ||
    (parts.some((part) => SKIPPED.has(part)) && at !== ".git") ||
    (real !== rootReal && !real.startsWith(`${rootReal}${path.sep}`))
  )
    throw new Error(`outside the folder: ${at}`)
  return full
}

/**
 * Answers the page's file operations inside `root` only.
 * @throws on a path that leaves `root`, so a fault in the CMS cannot reach the developer's files.
 */
function answer(root: string, operation: Operation): unknown {
  const full = inside(root, operation.at)
  if (full === root && operation.op !== "list" && operation.op !== "kind") throw new Error("not the folder itself")
  switch (operation.op) {
    case "list":
      return operation.at === ".git"
        ? []
        : fs
            .readdirSync(full, { withFileTypes: true })
            .filter((entry) => !SKIPPED.has(entry.name) || entry.name === ".git")
            .map((entry) => [entry.name, entry.isDirectory() ? "directory" : "file"])
    case "kind": {
      const stat = fs.statSync(full, { throwIfNoEntry: false })
      return stat ? (stat.isDirectory() ? "directory" : "file") : null
    }
    case "read":
      return fs.readFileSync(full).toString("base64")
    case "write":
      fs.writeFileSync(full, Buffer.from(operation.base64, "base64"))
      return null
    case "mkdir":
      fs.mkdirSync(full, { recursive: true })
      return null
    case "remove":
      fs.rmSync(full, { recursive: true })
      return null
    case "move": {
      const to = inside(root, operation.to)
      if (to === root) throw new Error("not the folder itself")
      fs.renameSync(full, to)
      return null
    }
  }
}

/**
 * The handles, in the page, as plain JavaScript (a test runner's TypeScript transform would bring helpers the page has
 * not got). Each handle's path is kept outside it, so the CMS can keep a handle in IndexedDB (a structured clone) as it
 * does. `__cmsFolder` is the binding to {@link answer}; `FOLDER_NAME` is replaced by the folder's name.
 */
const PICKER = `(() => {
  const call = (operation) => window.__cmsFolder(operation)
  const join = (at, name) => (at ? at + "/" + name : name)
  const notFound = (at) => new DOMException(at + " was not found", "NotFoundError")
  const paths = new WeakMap()
  const pathOf = (handle) => paths.get(handle) ?? ""
  const toBase64 = async (blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ""
    for (const byte of bytes) text += String.fromCharCode(byte)
    return btoa(text)
  }
  class FileHandle {
    constructor(at, name) {
      paths.set(this, at)
      this.kind = "file"
      this.name = name
    }
    async getFile() {
      const base64 = await call({ op: "read", at: pathOf(this) })
      return new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], this.name)
    }
    async createWritable() {
      const parts = []
      const at = pathOf(this)
      return {
        async write(data) {
          parts.push(data && typeof data === "object" && "type" in data && "data" in data ? data.data : data)
        },
        async close() {
          await call({ op: "write", at, base64: await toBase64(new Blob(parts)) })
        },
        async abort() {},
      }
    }
    /** move(folder, name) or move(name), as Chromium's FileSystemFileHandle. */
    async move(folderOrName, newName) {
      const [folder, name] = typeof folderOrName === "string" ? [undefined, folderOrName] : [folderOrName, newName]
      const base = folder ? pathOf(folder) : pathOf(this).split("/").slice(0, -1).join("/")
      const to = join(base, name)
      await call({ op: "move", at: pathOf(this), to })
      paths.set(this, to)
      this.name = name
    }
    async queryPermission() { return "granted" }
    async requestPermission() { return "granted" }
    async isSameEntry(other) { return other instanceof FileHandle && pathOf(other) === pathOf(this) }
  }
  class FolderHandle {
    constructor(at, name) {
      paths.set(this, at)
      this.kind = "directory"
      this.name = name
    }
    async getDirectoryHandle(name, options) {
      const at = join(pathOf(this), name)
      const kind = await call({ op: "kind", at })
      if (kind === "file") throw new DOMException(at + " is a file", "TypeMismatchError")
      if (kind === null) {
        if (!options?.create) throw notFound(at)
        await call({ op: "mkdir", at })
      }
      return new FolderHandle(at, name)
    }
    async getFileHandle(name, options) {
      const at = join(pathOf(this), name)
      const kind = await call({ op: "kind", at })
      if (kind === "directory") throw new DOMException(at + " is a folder", "TypeMismatchError")
      if (kind === null) {
        if (!options?.create) throw notFound(at)
        await call({ op: "write", at, base64: "" })
      }
      return new FileHandle(at, name)
    }
    async removeEntry(name) {
      await call({ op: "remove", at: join(pathOf(this), name) })
    }
    async *entries() {
      const at = pathOf(this)
      for (const [name, kind] of await call({ op: "list", at }))
        yield [name, kind === "directory" ? new FolderHandle(join(at, name), name) : new FileHandle(join(at, name), name)]
    }
    async *values() { for await (const [, handle] of this.entries()) yield handle }
    async *keys() { for await (const [name] of this.entries()) yield name }
    [Symbol.asyncIterator]() { return this.entries() }
    async queryPermission() { return "granted" }
    async requestPermission() { return "granted" }
    async isSameEntry(other) { return other instanceof FolderHandle && pathOf(other) === pathOf(this) }
  }
  Object.defineProperty(window, "showDirectoryPicker", {
    configurable: true,
    value: async () => new FolderHandle("", FOLDER_NAME),
  })
})()`

/**
 * Makes `page`'s "Work with Local Repository" open `folder` (the sandbox). Call before the CMS's page is loaded.
 */
export async function giveFolder(page: Page, folder: string): Promise<void> {
  const root = path.resolve(folder)
  await page.exposeFunction("__cmsFolder", (operation: Operation) => answer(root, operation))
  await page.addInitScript({ content: PICKER.replace("FOLDER_NAME", JSON.stringify(path.basename(root))) })
}
