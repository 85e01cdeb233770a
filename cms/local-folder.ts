/**
 * Under `npm run cms` the CMS works on the project's folder through the browser's File System Access API
 * (`showDirectoryPicker`), which only Chromium-based browsers have (Chrome, Edge, Opera, Brave with a flag): in
 * Firefox and Safari, Sveltia CMS disables "Work with Local Repository" with a line of its own. This says, in the
 * site's panel, what the editor can do instead.
 */
import { showNotice } from "./notice"

/** The panel's title when the browser cannot open the project's folder. */
export const NO_LOCAL_FOLDER_TITLE = "This browser cannot edit the files on this computer"

/** What the editor can do instead, one line each. */
export const NO_LOCAL_FOLDER_LINES = [
  "Open this page in Chrome or Edge: they can open the project's folder and save into data/.",
  "Or edit the JSON files in data/ with any text editor (docs/editing.md says how), then run npm run check:data.",
  "Or use the CMS of the live site (your-site/admin/), which works in every browser and saves through GitHub.",
] as const

/** Shows the panel when `win` has no `showDirectoryPicker`. @returns whether it was shown. */
export function explainLocalFolder(win: Window, doc: Document): boolean {
  if ("showDirectoryPicker" in win) return false
  showNotice(doc, NO_LOCAL_FOLDER_TITLE, NO_LOCAL_FOLDER_LINES, { focus: false })
  return true
}
