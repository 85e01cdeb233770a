/**
 * The CMS's preview is the page: for every data file a preview template (the CMS's `registerPreviewTemplate`, by the
 * file's entry name) asks the preview worker (preview-worker.tsx) for the HTML of the sections that file feeds, from
 * the form's current values and the rest of the data, and shows it in the CMS's preview frame, which has the
 * page's own CSS (registered by main.ts). The HTML is React's rendering of the page's components: text from the form
 * is escaped, and nothing in it runs.
 */
import { SCRIPTS_ATTRIBUTE } from "../src/shared/markers"
import type { CmsWindow, Immutable, PreviewComponent } from "./cms-api"
import type { SchemaSet } from "../src/shared/data-rules/json-schema"
import { picturesIn } from "./cms-form"
import type { PreviewReply, PreviewRequest } from "./preview-protocol"
import { DATA_SNAPSHOT_FILE, type DataSnapshot } from "../src/shared/data-snapshot"

/**
 * Marks the preview frame's document as the head script marks the page's: scripts run there, so the page's CSS shows
 * what it leaves out of a page without them (the preferred times' question and hours).
 */
const markScripts = (element: Element | null) =>
  element?.ownerDocument.documentElement.setAttribute(SCRIPTS_ATTRIBUTE, "")

/** What the templates need besides the CMS. */
export interface PreviewSetup {
  /** The worker that renders (its address is a file of /admin/). */
  worker: Worker
  /** The data snapshot as last loaded, beside which the edited file is shown. */
  snapshot: () => DataSnapshot | undefined
  /** Data files by entry name (`pricing` → `pricing.json`), one template each. */
  files: readonly string[]
  /** The schemas, which say which fields are pictures. */
  schemas: SchemaSet
}

/** Registers one preview template per data file. */
export function registerPreviews(win: CmsWindow, { worker, snapshot, files, schemas }: PreviewSetup): void {
  const { CMS: cms, h, createClass } = win
  if (!cms || !h || !createClass) throw new Error("Sveltia CMS did not load")
  const waiting = new Map<number, (reply: PreviewReply) => void>()
  let next = 0
  worker.addEventListener("message", ({ data }: MessageEvent<PreviewReply>) => {
    waiting.get(data.id)?.(data)
    waiting.delete(data.id)
  })
  for (const file of files) {
    const template = createClass({
      getInitialState: () => ({ html: "", error: "" }),
      componentDidMount(this: PreviewComponent & { request?: string }) {
        render(this)
      },
      componentDidUpdate(this: PreviewComponent & { request?: string }) {
        render(this)
      },
      render(this: PreviewComponent) {
        if (this.state.error)
          return h("p", { className: "preview-error" }, `The preview cannot show this yet: ${this.state.error}`)
        return h("div", {
          className: "preview",
          ref: markScripts,
          dangerouslySetInnerHTML: { __html: this.state.html },
        })
      },
    })
    /** Asks the worker for the page when the form's values (or a picture's address) changed since the last time. */
    const render = (component: PreviewComponent & { request?: string }) => {
      const data = (component.props.entry.get("data") as Immutable).toJS()
      const loaded = snapshot()
      if (!loaded) {
        if (!component.state.error)
          component.setState({ html: "", error: `the data snapshot (${DATA_SNAPSHOT_FILE}) did not load` })
        return
      }
      const files = Object.fromEntries(Object.entries(loaded.texts).map(([name, text]) => [name, JSON.parse(text)]))
      files[file] = data
      const images = Object.fromEntries(
        picturesIn(data, schemas).map((path) => [path, String(component.props.getAsset(path))]),
      )
      const request: Omit<PreviewRequest, "id"> = { file, files, images, year: String(new Date().getFullYear()) }
      const key = JSON.stringify(request)
      if (key === component.request) return
      component.request = key
      const id = ++next
      waiting.set(id, (reply) => {
        if (component.request !== key) return
        component.setState("html" in reply ? { html: reply.html, error: "" } : { html: "", error: reply.error })
      })
      worker.postMessage({ id, ...request } satisfies PreviewRequest)
    }
    cms.registerPreviewTemplate(file.replace(/\.json$/, ""), template)
  }
}
