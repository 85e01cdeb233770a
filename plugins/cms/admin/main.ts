/**
 * The site's additions to Decap CMS, bundled by esbuild into `/admin/cms.js` (admin-files.ts) and loaded before
 * Decap's own bundle: the canonical JSON format every data file is saved in (json-format.ts, the same module the
 * round-trip test runs) and the preview's style. It asks Decap not to start by itself (`CMS_MANUAL_INIT`), so both
 * are registered before Decap reads `config.yml`, which names the format.
 */
import { fromDataFile, toDataFile, type SchemaSet } from "../json-format"

/** The schemas, inlined at bundle time (admin-files.ts). */
declare const __SCHEMAS__: SchemaSet
/** The name config.yml gives the format (decap-config.ts DATA_FORMAT), inlined at bundle time. */
declare const __FORMAT__: string

/** What this file uses of Decap's global `CMS` (https://decapcms.org/docs/customization/). */
interface DecapCms {
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): unknown; toFile(data: unknown): string },
  ): void
  registerPreviewStyle(href: string): void
  init(): void
}

const global = window as unknown as { CMS_MANUAL_INIT?: boolean; CMS?: DecapCms }
global.CMS_MANUAL_INIT = true

document.addEventListener("DOMContentLoaded", () => {
  const cms = global.CMS
  if (!cms) throw new Error("decap-cms.js did not load")
  cms.registerCustomFormat(__FORMAT__, "json", {
    fromFile: fromDataFile,
    toFile: (data) => toDataFile(data, __SCHEMAS__),
  })
  cms.registerPreviewStyle("preview.css")
  cms.init()
})
