/**
 * The CMS takes only pictures the site publishes (JPEG, PNG, WebP: ../picture-types.ts). Its image fields name those
 * types (`accept`, schema-to-fields.ts), but its Assets page takes any file, and under `npm run cms` writes it into
 * `data/images/` at once. Every file picker of the CMS's page is narrowed to the published types as it opens, and a
 * file of another kind chosen anyway ("All files") or dropped on the page is stopped before the CMS sees it, with a
 * sentence for the editor (an SVG can carry a script).
 */
import { PICTURE_ACCEPT, pictureProblem } from "../src/shared/picture-types"
import { showNotice } from "./notice"

/** The panel's title when a chosen file is refused. */
export const UPLOAD_TYPE_TITLE = "This file cannot be used"

const isFilePicker = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === "file"

/** Why each of `files` is not a published picture; empty when all are. */
const problemsOf = (files: Iterable<File>) =>
  Array.from(files)
    .map((file) => pictureProblem(file.name, undefined, file.type))
    .filter((problem): problem is string => problem !== undefined)

/**
 * Guards every file picker and drop zone of `doc`, now and to come (one listener each for `click`, `change` and
 * `drop`, in the capture phase at the document, so it runs before the CMS's own, which listen below it):
 * - on `click` (a picker is about to open), its `accept` becomes {@link PICTURE_ACCEPT};
 * - on `change` or `drop`, if any file is not a published picture, the event goes no further (a picker's choice is
 *   cleared), and a panel (./notice.ts) names each refused file.
 */
export function guardUploads(doc: Document): void {
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
  doc.addEventListener(
    "change",
    (event) => {
      if (isFilePicker(event.target) && refuse(event, problemsOf(event.target.files ?? []))) event.target.value = ""
    },
    true,
  )
  doc.addEventListener("drop", (event) => void refuse(event, problemsOf(event.dataTransfer?.files ?? [])), true)
}
