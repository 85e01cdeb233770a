/**
 * `npm run build:test`: the production build, with the quote forms pointed at the local provider stand-in.
 * Everything else is exactly `npm run build`.
 */
import { spawnSync } from "node:child_process"
import { SITE_ORIGIN, TEST_EMAIL_SETTINGS } from "./settings"

const result = spawnSync("npm", ["run", "build"], {
  stdio: "inherit",
  env: { ...process.env, ...TEST_EMAIL_SETTINGS, SITE_URL: process.env.SITE_URL ?? SITE_ORIGIN },
})
process.exit(result.status ?? 1)
