/**
 * The data snapshot the CMS reads beside the entry being edited: `data.json` of `/admin/`, written by the build
 * (node/build-steps/cms/admin-files.ts `dataSnapshot`): every data file's text and the pictures of data/images/. Under
 * `npm run cms` it is read from data/ on each request; the published CMS has the data of its build, which is the
 * default branch the editor's pull request will be merged into. Shared by the build (which writes it) and the CMS
 * (which reads it); plain code, no Node.js import.
 */

/** `data.json`. */
export interface DataSnapshot {
  /** Each data file's text, by file name (`faq.json`). */
  texts: Record<string, string>
  /** The pictures, as the data names them (`images/castle.jpg`). */
  images: string[]
}

/** The CMS's address of `data.json`, beside its page. */
export const DATA_SNAPSHOT_FILE = "data.json"
