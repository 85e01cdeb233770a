/** The messages between the CMS's preview templates (preview-templates.ts) and their worker (preview-worker.tsx). */
import type { DataFiles } from "./preview-page"

/** Render `file`'s sections from `files`. */
export interface PreviewRequest {
  /** Answers carry it back; an answer to an older request is dropped. */
  id: number
  /** The data file shown, e.g. `pricing.json`. */
  file: string
  /** Every data file, parsed, with the edited one as it is in the form. */
  files: DataFiles
  /** The CMS's address of each picture the data names, by that name (`images/castle.jpg`). */
  images: Record<string, string>
  /** The copyright year. */
  year: string
}

/** The HTML of the sections, or why it could not be made. */
export type PreviewReply = { id: number; html: string } | { id: number; error: string }
