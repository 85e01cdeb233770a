/** @jest-environment node */
/**
 * The words cms/change-status.ts hides are Sveltia CMS's own: a toast it shows when a merge fails. If Sveltia changes
 * them, the panel would stand beside a toast saying "try again" for a check that failed: this test says so first.
 */
import fs from "node:fs"
import path from "node:path"
import { SVELTIA_PUBLISH_FAILED } from "../change-status"

it("hides exactly the toast Sveltia CMS shows when a publish fails (its en-US words)", () => {
  // The package exports no package.json; its locales sit where npm puts it.
  const locale = path.resolve(__dirname, "../../node_modules/@sveltia/cms/locales/en-US.json")
  const words = JSON.parse(fs.readFileSync(locale, "utf8")) as { workflow: { publishing_entry_failed: string } }
  expect(words.workflow.publishing_entry_failed).toBe(SVELTIA_PUBLISH_FAILED)
})
