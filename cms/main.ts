/**
 * The CMS's script at `/admin/`: Sveltia CMS, bundled by esbuild with the site's additions (admin-files.ts), which are
 * registered before the CMS reads `config.yml` and starts:
 * - nothing at all inside another page's frame (frame-guard.ts);
 * - the canonical JSON format every data file is saved in (json-format.ts, which names it in config.yml), from
 *   the CMS's form of a data file (cms-form.ts);
 * - the preview: the page's own sections and CSS (preview-templates.ts, preview-worker.tsx);
 * - `npm run check:data`'s check before each save (check-on-save.ts);
 * - nothing committed to the live site outside a pull request (commit-guard.ts);
 * - the owner told where a change stands (saved, checks running or failed with check:data's words, published), and
 *   saves that work on a private repository without draft pull requests (change-status.ts);
 * - files other than the pictures the site publishes refused as they are chosen, and a phone's photo made smaller
 *   (upload-guard.ts, picture-fit.ts);
 * - a tap on a menu item that Sveltia's menu would drop, held until the menu takes it (menu-tap-guard.ts);
 * - under `npm run cms`, a browser that cannot open the project's folder told what to do instead (local-folder.ts).
 */
import "./manual-init"
import "@sveltia/cms"
import { dataFileOf, type SchemaSet } from "../src/shared/data-rules/json-schema"
import { fromDataFile, toDataFile } from "../src/shared/data-rules/json-format"
import { checkOnSave } from "./check-on-save"
import type { CmsWindow } from "./cms-api"
import { STRAIGHT_TO_LIVE_TITLE, guardCommits } from "./commit-guard"
import { isFramed, refuseFrame } from "./frame-guard"
import { cmsForm, fileForm } from "./cms-form"
import { explainLocalFolder } from "./local-folder"
import { registerPreviews } from "./preview-templates"
import { guardUploads } from "./upload-guard"
import { guardMenuTaps } from "./menu-tap-guard"
import { explainChanges } from "./change-status"
import { DATA_SNAPSHOT_FILE, type DataSnapshot } from "../src/shared/data-snapshot"
import { hideToast, showNotice } from "./notice"
// The schemas' validators compiled at build time (node/build-steps/cms/schema-validators-module.ts): no eval here.
import { VALIDATORS } from "cms-schema-validators"

/** The schemas, inlined at bundle time (admin-files.ts). */
declare const __SCHEMAS__: SchemaSet
/** The name config.yml gives the format (cms-config.ts DATA_FORMAT), inlined at bundle time. */
declare const __FORMAT__: string
/** The preview's worker script and stylesheet, beside the CMS's page (admin-files.ts), inlined at bundle time. */
declare const __PREVIEW__: { worker: string; css: string }
/** Whether this is the bundle of `npm run cms` (the project's folder on this machine), inlined at bundle time. */
declare const __LOCAL__: boolean

async function start() {
  if (isFramed(window)) {
    refuseFrame(document, window.location.href)
    return
  }
  const win = window as CmsWindow
  const cms = win.CMS
  if (!cms) throw new Error("Sveltia CMS did not load")
  cms.registerCustomFormat(__FORMAT__, "json", {
    fromFile: (text) => cmsForm(fromDataFile(text), __SCHEMAS__),
    toFile: (data) => toDataFile(fileForm(data, __SCHEMAS__), __SCHEMAS__),
  })
  let snapshot: DataSnapshot | undefined
  const load = async () => (snapshot = await loadDataSnapshot())
  // Before the CMS starts, so the first preview has the site's other files (a small file beside this one).
  await load().catch((error: Error) => console.error(`The preview has no data snapshot: ${error.message}`))
  cms.registerEventListener({ name: "postSave", handler: () => void load().catch(() => undefined) })
  checkOnSave(cms, document, __SCHEMAS__, load, (schemaKey) => VALIDATORS[schemaKey])
  // guardCommits wraps explainChanges' fetch, so it judges first: a commit it refuses never reaches GitHub, nor
  // gives explainChanges' "saved" news.
  explainChanges(window, (title, lines, tone, replaces) => {
    showNotice(document, title, lines, { tone })
    if (replaces) hideToast(document, replaces)
  })
  guardCommits(window, (why) => showNotice(document, STRAIGHT_TO_LIVE_TITLE, [why]))
  guardUploads(document)
  guardMenuTaps(document)
  cms.registerPreviewStyle(__PREVIEW__.css)
  registerPreviews(win, {
    worker: new Worker(__PREVIEW__.worker),
    snapshot: () => snapshot,
    files: Object.keys(__SCHEMAS__.files).map(dataFileOf),
    schemas: __SCHEMAS__,
  })
  await cms.init()
  if (__LOCAL__) explainLocalFolder(window, document)
}

void start()

/** Fetches the data snapshot (`data.json`) afresh, never from a cache. @throws when it cannot be fetched. */
async function loadDataSnapshot(): Promise<DataSnapshot> {
  const response = await fetch(DATA_SNAPSHOT_FILE, { cache: "no-store" })
  if (!response.ok) throw new Error(`${DATA_SNAPSHOT_FILE}: ${response.status} ${response.statusText}`)
  return (await response.json()) as DataSnapshot
}
