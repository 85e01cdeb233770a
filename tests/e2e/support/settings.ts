/** Addresses and provider settings shared by the test build, the servers and the Playwright specs. */
import path from "node:path"

/** Where `npm run build:test` writes the content it builds the site from (git-ignored), which the tests read. */
export const BUILT_DATA_DIR = path.resolve(__dirname, "..", "..", "..", "tests", "built-data")

/** Port of the provider stand-in (tests/e2e/support/provider-stand-in.ts). */
export const STAND_IN_PORT = Number(process.env.STAND_IN_PORT ?? 8399)
/** Origin the test build's quote forms send to. */
export const STAND_IN_ORIGIN = `http://127.0.0.1:${STAND_IN_PORT}`
/**
 * Port the built site is served on for the tests: one of their own, not `npm run serve`'s 9000, so a server a developer
 * left running there is never taken for the tests' (the browser tests never reuse a server: tests/e2e/page/playwright.config.ts).
 */
export const SITE_PORT = Number(process.env.SITE_PORT ?? 9399)
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`

/** Provider settings baked into the test build; the stand-in records what arrives with them. */
export const TEST_EMAIL_SETTINGS = {
  GATSBY_EMAILJS_PUBLIC_KEY: "test-public-key",
  GATSBY_EMAILJS_SERVICE_ID: "test-service",
  GATSBY_EMAILJS_TEMPLATE_ID: "test-template",
  GATSBY_EMAILJS_ORIGIN: STAND_IN_ORIGIN,
} as const

/**
 * Counting settings of the special build (`npm run test:special`, tests/e2e/support/special-build.ts): events go to the
 * stand-in, which records them. The ordinary test build has none: it is the site as published without the setting.
 */
export const TEST_COUNTING_SETTINGS = {
  GATSBY_COUNTING_DOMAIN: "eicr-test.example",
  GATSBY_COUNTING_HOST: STAND_IN_ORIGIN,
} as const

/** The CMS's settings baked into the test build, so that it publishes /admin/ (node/build-steps/cms) with the GitHub back end. */
export const TEST_CMS_SETTINGS = {
  GATSBY_CMS_REPO: "example/eicr-site",
  GATSBY_CMS_AUTH_URL: "https://cms-auth.example.com",
} as const
