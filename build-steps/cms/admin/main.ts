/**
 * The site's additions to Decap CMS, bundled by esbuild into `/admin/cms.js` (admin-files.ts) and loaded before
 * Decap's own bundle, which it asks not to start by itself (`CMS_MANUAL_INIT`), so that everything is registered before
 * Decap reads `config.yml`:
 * - nothing at all inside another page's frame (frame-guard.ts);
 * - the canonical JSON format every data file is saved in (json-format.ts, which names it in config.yml);
 * - the preview: the page's own sections and CSS (preview-templates.ts, preview-worker.tsx);
 * - `npm run check:data`'s check before each save (check-on-save.ts);
 * - pictures deleted or uploaded outside a pull request refused (media-guard.ts);
 * - files other than the pictures the site publishes refused as they are chosen (upload-guard.ts).
 */
import { dataFileOf, type SchemaSet } from "../../data/json-schema"
import { fromDataFile, toDataFile } from "../../data/json-format"
import { checkOnSave } from "./check-on-save"
import type { DecapWindow } from "./decap"
import { isFramed, refuseFrame } from "./frame-guard"
import { guardMedia } from "./media-guard"
import { registerPreviews } from "./preview-templates"
import { guardUploads } from "./upload-guard"
import { loadSiteContent, type SiteContent } from "./site-content"

/** The schemas, inlined at bundle time (admin-files.ts). */
declare const __SCHEMAS__: SchemaSet
/** The name config.yml gives the format (decap-config.ts DATA_FORMAT), inlined at bundle time. */
declare const __FORMAT__: string
/** config.yml's `media_folder` (decap-config.ts MEDIA_FOLDER), inlined at bundle time. */
declare const __MEDIA_FOLDER__: string
/** The preview's worker script and stylesheet, beside this file (admin-files.ts), inlined at bundle time. */
declare const __PREVIEW__: { worker: string; css: string }

const win = window as DecapWindow
win.CMS_MANUAL_INIT = true

document.addEventListener("DOMContentLoaded", async () => {
  if (isFramed(window)) {
    refuseFrame(document, window.location.href)
    return
  }
  const cms = win.CMS
  if (!cms) throw new Error("decap-cms.js did not load")
  cms.registerCustomFormat(__FORMAT__, "json", {
    fromFile: fromDataFile,
    toFile: (data) => toDataFile(data, __SCHEMAS__),
  })
  let content: SiteContent | undefined
  const load = async () => (content = await loadSiteContent())
  // Before Decap starts, so the first preview has the site's other files (a small file beside this one).
  await load().catch((error: Error) => console.error(`The preview has no site content: ${error.message}`))
  cms.registerEventListener({ name: "postSave", handler: () => void load().catch(() => undefined) })
  checkOnSave(cms, document, __SCHEMAS__, load)
  guardMedia(cms, __MEDIA_FOLDER__)
  guardUploads(document)
  cms.registerPreviewStyle(__PREVIEW__.css)
  registerPreviews(win, {
    worker: new Worker(__PREVIEW__.worker),
    content: () => content,
    files: Object.keys(__SCHEMAS__.files).map(dataFileOf),
  })
  cms.init()
})
