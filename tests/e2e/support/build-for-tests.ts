/**
 * `npm run build:test`: the production build the browser tests run against. It is made from a generated copy of the
 * content, tests/built-data/ (which tests/e2e/support/built-data.ts reads): data/ with an editor's ordinary edits
 * (editor-edits.ts), checked by `npm run check:data` like any content. The quote forms send to the local provider
 * stand-in and the CMS is published (with a made-up repository); everything else is exactly `npm run build`.
 *
 * - `--live`: data/ as it is, for the pull-request check of a content change (`npm run test:smoke` then judges it).
 * - `--special`: the edited data with hostile strings pasted in, and counting on with its events going to the
 *   stand-in (`npm run test:special`, in a copy of the project).
 *
 * Without `--special`, counting is off whatever .env.production says: this build is the site without the setting.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { makeTestData } from "./editor-edits"
import { BUILT_DATA_DIR, SITE_ORIGIN, TEST_COUNTING_SETTINGS, TEST_CMS_SETTINGS, TEST_EMAIL_SETTINGS } from "./settings"

const ROOT = path.resolve(__dirname, "..", "..", "..")

// Gatsby's cache can keep a page's inlined CSS from an earlier build (seen: a changed CSS module missing from the
// HTML); a build from nothing is as fast here (29 s either way) and always tests what the code says.
for (const folder of [".cache", "public"]) fs.rmSync(path.join(ROOT, folder), { recursive: true, force: true })

const kind = process.argv.includes("--special") ? "special" : process.argv.includes("--live") ? "live" : "edited"
makeTestData(kind, path.join(ROOT, "data"), BUILT_DATA_DIR)
console.log(
  `Data: ${path.relative(process.cwd(), BUILT_DATA_DIR)}/, data/ ${kind === "live" ? "as it is" : `with an editor's edits${kind === "special" ? " and hostile strings" : ""}`}`,
)

const result = spawnSync("npm", ["run", "build"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: BUILT_DATA_DIR,
    ...TEST_EMAIL_SETTINGS,
    ...TEST_CMS_SETTINGS,
    ...(kind === "special"
      ? TEST_COUNTING_SETTINGS
      : { GATSBY_COUNTING_DOMAIN: "", GATSBY_COUNTING_HOST: "", GATSBY_COUNTING_PROXY: "" }),
    SITE_URL: process.env.SITE_URL ?? SITE_ORIGIN,
  },
})
process.exit(result.status ?? 1)
