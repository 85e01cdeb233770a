/**
 * The CMS takes only pictures the site publishes (JPEG, PNG, WebP: ../picture-types.ts). Decap's picture fields and
 * Media page offer any `image/*` file (an SVG can carry a script) and, in `npm run cms`, write it into `data/images/`
 * at once. Every file picker of the CMS's page is narrowed to the published types as it opens, and a file of another
 * kind chosen anyway ("All files") is stopped before Decap sees it, with a sentence for the editor. The local proxy
 * refuses the same files (../local-proxy.ts), so nothing depends on this page alone.
 */
import { PICTURE_ACCEPT, pictureProblem } from "../picture-types"
import { showNotice } from "./notice"

/** The panel's title when a chosen file is refused. */
export const UPLOAD_TYPE_TITLE = "This file cannot be used"

const isFilePicker = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === "file"

/**
 * Guards every file picker of `doc`, now and to come (one listener each for `click` and `change`, in the capture phase
 * at the document, so it runs before Decap's React, which listens at its root):
 * - on `click` (the picker is about to open), its `accept` becomes {@link PICTURE_ACCEPT};
 * - on `change`, if any chosen file is not a published picture, the event goes no further, the choice is cleared, and a
 *   panel (./notice.ts) names each refused file.
 */
export function guardUploads(doc: Document): void {
  doc.addEventListener(
    "click",
    (event) => {
      if (isFilePicker(event.target)) event.target.accept = PICTURE_ACCEPT
    },
    true,
  )
  doc.addEventListener(
    "change",
    (event) => {
      if (!isFilePicker(event.target)) return
      const problems = Array.from(event.target.files ?? [])
        .map((file) => pictureProblem(file.name, undefined, file.type))
        .filter((problem): problem is string => problem !== undefined)
      if (problems.length === 0) return
      event.stopImmediatePropagation()
      event.target.value = ""
      showNotice(doc, UPLOAD_TYPE_TITLE, problems)
    },
    true,
  )
}
