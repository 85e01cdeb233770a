/**
 * Addresses, provider settings and the quiet window shared by the test build, the servers and both browser suites (no
 * Playwright import here, so the engines suite shares them).
 */
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

/**
 * How long a test watches for something that must not happen (a second send, a CSP report, a console error, a
 * navigation, the contents menu at 200 px, a question or a field moving again): the one window of the browser tests,
 * given by {@link expectQuiet} alone, which the engines suite's `expectQuietIn` (tests/engines/browsers/driver.ts)
 * runs too (docs/testing.md); every other wait is for the thing itself or for a signal
 * of the page's. Each of these would follow the test's last step as the page's reaction to it: a task or two and at most
 * one request to a server on this machine, the kind of work the responsiveness test holds under 200 ms to the next
 * paint at 4× CPU (tests/e2e/responsiveness/responsiveness.spec.ts): 500 ms is more than twice that. A timer of the
 * page's own (the 9 s hold, the 15 s send timeout) is never waited out this way: `page.clock` moves it on, and what
 * starts late (counting's tracker) is awaited first.
 */
export const QUIET_MS = 500

/**
 * Expects `check` (its assertions, `expect` or `assert`) to pass now, at every look through the next {@link QUIET_MS}
 * (every 50 ms), and once more at its end: it fails at the first look at which the thing it rules out has happened. No
 * page signal says that nothing more will happen, so this is the one named window for proving an absence; it follows
 * the waits for what could start that thing.
 */
export async function expectQuiet(check: () => unknown): Promise<void> {
  const end = Date.now() + QUIET_MS
  for (;;) {
    await check()
    const left = end - Date.now()
    if (left < 0) return
    await new Promise((resolve) => setTimeout(resolve, Math.min(50, left)))
  }
}
