/**
 * `npm run build:test`: the production build, with the quote forms pointed at the local provider stand-in and the
 * CMS published (with a made-up repository). Everything else is exactly `npm run build`. With `--counting`, the
 * counting build of `npm run test:analytics`: the same, with counting on, its events going to the stand-in.
 *
 * The build also regenerates `src/gatsby-types.d.ts` from the GraphQL schema (graphqlTypegen). That file is
 * committed so the type check can run first on a clean clone; a content-model change with old types would
 * pass that check, so this fails when the build writes a different file: commit the new one.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { SITE_ORIGIN, TEST_ANALYTICS_SETTINGS, TEST_CMS_SETTINGS, TEST_EMAIL_SETTINGS } from "./settings"

const TYPES = path.resolve(__dirname, "..", "..", "src", "gatsby-types.d.ts")
const before = fs.existsSync(TYPES) ? fs.readFileSync(TYPES, "utf8") : ""

const result = spawnSync("npm", ["run", "build"], {
  stdio: "inherit",
  env: {
    ...process.env,
    ...TEST_EMAIL_SETTINGS,
    ...TEST_CMS_SETTINGS,
    // Without --counting, counting is off whatever .env.production says: this build is the site without the setting.
    ...(process.argv.includes("--counting")
      ? TEST_ANALYTICS_SETTINGS
      : { GATSBY_ANALYTICS_DOMAIN: "", GATSBY_ANALYTICS_HOST: "", GATSBY_ANALYTICS_PROXY: "" }),
    SITE_URL: process.env.SITE_URL ?? SITE_ORIGIN,
  },
})
if (result.status !== 0) process.exit(result.status ?? 1)

if (fs.readFileSync(TYPES, "utf8") !== before) {
  console.error(
    "src/gatsby-types.d.ts was out of date: the build has just regenerated it from the GraphQL schema. " +
      "Run the type check again and commit the new file.",
  )
  process.exit(1)
}
