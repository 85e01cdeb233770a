/**
 * The CMS takes only pictures the site publishes (JPEG, PNG, WebP: ../picture-types.ts). Its image fields name those
 * types (`accept`, schema-to-fields.ts), but its Assets page takes any file, and under `npm run cms` writes it into
 * `data/images/` at once. Every file picker of the CMS's page is narrowed to the published types as it opens, and a
 * file of another kind chosen anyway ("All files") or dropped on the page is stopped before the CMS sees it, with a
 * sentence for the editor (an SVG can carry a script). A picture chosen in a picker is made the size the site takes
 * first (picture-fit.ts), so a phone's 12-megapixel photo goes in at most 2000 px long and 1 MB.
 */
import { PICTURE_ACCEPT, pictureProblem } from "../src/shared/picture-types"
import { fitPicture, isHeic } from "./picture-fit"
import { showNotice } from "./notice"

/** The panel's title when a chosen file is refused. */
export const UPLOAD_TYPE_TITLE = "This file cannot be used"

const isFilePicker = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === "file"

/** Why each of `files` is not a published picture; empty when all are. A HEIC photo may be: it is made a JPEG. */
const problemsOf = (files: Iterable<File>, heic = false) =>
  Array.from(files)
    .map((file) => (heic && isHeic(file) ? undefined : pictureProblem(file.name, undefined, file.type)))
    .filter((problem): problem is string => problem !== undefined)

/**
 * Guards every file picker and drop zone of `doc`, now and to come (one listener each for `click`, `change` and
 * `drop`, in the capture phase at the document, so it runs before the CMS's own, which listen below it):
 * - on `click` (a picker is about to open), its `accept` becomes {@link PICTURE_ACCEPT};
 * - on `change` or `drop`, if any file is not a published picture, the event goes no further (a picker's choice is
 *   cleared), and a panel (./notice.ts) names each refused file;
 * - on a picker's `change`, the event is held while each picture is made to fit (`fit`, default {@link fitPicture}),
 *   then the picker holds the fitted files and a new `change` goes on to the CMS. A dropped file is not resized (a
 *   phone does not drop files): the CMS refuses one over 1 MB, and check:data one over 2000 px.
 * @param fit makes one picture the size the site takes; a test's own in jsdom, which has no canvas.
 */
export function guardUploads(doc: Document, fit: (file: File) => Promise<File> = fitPicture): void {
  doc.addEventListener(
    "click",
    (event) => {
      if (isFilePicker(event.target)) event.target.accept = PICTURE_ACCEPT
    },
    true,
  )
  const refuse = (event: Event, problems: string[]) => {
    if (problems.length === 0) return false
    event.stopImmediatePropagation()
    event.preventDefault()
    showNotice(doc, UPLOAD_TYPE_TITLE, problems)
    return true
  }
  /** The `change` events this guard sends on, with the fitted files: the CMS's to take. */
  const fitted = new WeakSet<Event>()
  doc.addEventListener(
    "change",
    (event) => {
      const input = event.target
      if (!isFilePicker(input) || fitted.has(event)) return
      const files = Array.from(input.files ?? [])
      if (refuse(event, problemsOf(files, true))) {
        input.value = ""
        return
      }
      if (files.length === 0) return
      event.stopImmediatePropagation()
      void Promise.allSettled(files.map(fit)).then((results) => {
        const problems = results.flatMap((result) =>
          result.status === "rejected" ? [String((result.reason as Error).message ?? result.reason)] : [],
        )
        if (problems.length > 0) {
          input.value = ""
          showNotice(doc, UPLOAD_TYPE_TITLE, problems)
          return
        }
        const chosen = results.map((result) => (result as PromiseFulfilledResult<File>).value)
        if (chosen.some((file, index) => file !== files[index])) {
          const list = new DataTransfer()
          for (const file of chosen) list.items.add(file)
          input.files = list.files
        }
        const next = new Event("change", { bubbles: true })
        fitted.add(next)
        input.dispatchEvent(next)
      })
    },
    true,
  )
  doc.addEventListener("drop", (event) => void refuse(event, problemsOf(event.dataTransfer?.files ?? [])), true)
}
