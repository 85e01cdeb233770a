/**
 * Where the CMS lives and the headers it is served with: its own Content-Security-Policy (only what Sveltia CMS needs,
 * found by loading it under the policy and watching for violations; tests/e2e/cms/cms.spec.ts fails on any but the one
 * named in tests/e2e/support/cms-ui.ts, Sveltia's CDN copies of its fonts) and `noindex`.
 * The page's policy (node/build-steps/after-build/security-headers.ts) never applies to it: see `_headers` there.
 */
import { DATA_SNAPSHOT_FILE } from "../../../src/shared/data-snapshot"

/** The CMS's path on the site. */
export const ADMIN_PATH = "/admin/"

/**
 * What the GitHub back end talks to: GitHub's API (REST and GraphQL), which it reads and writes the repository through,
 * and GitHub's status page, which the CMS asks once an editor is signed in, to warn of an outage (Sveltia CMS's
 * backends/git/github/status.js).
 */
export const GITHUB_ORIGINS = ["https://api.github.com", "https://www.githubstatus.com"] as const

/**
 * The CMS's Content-Security-Policy.
 * - `script-src 'self'`: the CMS is bundled from the npm package into this site's files (admin-files.ts), no CDN; no
 *   `'unsafe-eval'`: the check before each save (cms/check-on-save.ts) runs the schemas' validators compiled at build
 *   time (schema-validators-module.ts), and Sveltia CMS itself needs none.
 * - `style-src 'unsafe-inline'`: Svelte writes its components' styles into `<style>` elements at run time.
 * - `img-src data: blob:`: previews of pictures being uploaded and of pictures read through the API; GitHub avatars.
 * - `connect-src`: this site (config.yml, the CMS's own chunks), `data:` and `blob:` (the CMS reads its own inline
 *   pictures and the files an editor uploads with `fetch`), and GitHub's API and status page (the published CMS; under `npm run cms`, a sign-in with a token).
 * - `frame-src blob:`: the preview pane is a frame the CMS writes from a `blob:` address of its own.
 * Signing in opens the OAuth helper in a pop-up window, which CSP does not govern.
 * @param connect the origins the CMS talks to besides itself: {@link GITHUB_ORIGINS} (or a stand-in's), or none.
 * @param where `"meta"` leaves out `frame-ancestors`, which browsers ignore in a `<meta>`.
 */
export function adminPolicy(connect: readonly string[], where: "header" | "meta" = "header"): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    ["connect-src 'self' data: blob:", ...connect].join(" "),
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(where === "header" ? ["frame-ancestors 'none'"] : []),
  ].join("; ")
}

/** Keeps the CMS out of search engines (also a `<meta name="robots">` in its page). */
export const ADMIN_ROBOTS = "noindex, nofollow"

/**
 * The `_headers` blocks of the published CMS: its policy and `noindex` on `/admin/` and everything below it; its page,
 * configuration and content snapshot revalidate (its scripts and stylesheet are content-hashed or versioned: the
 * site's `/*.js` and `/*.css` rules cache them).
 */
export function adminHeadersBlock(): string[] {
  const revalidate = "  Cache-Control: public, max-age=0, must-revalidate"
  return [
    `${ADMIN_PATH}*`,
    `  Content-Security-Policy: ${adminPolicy(GITHUB_ORIGINS)}`,
    `  X-Robots-Tag: ${ADMIN_ROBOTS}`,
    ...[ADMIN_PATH, `${ADMIN_PATH}config.yml`, `${ADMIN_PATH}${DATA_SNAPSHOT_FILE}`].flatMap((path) => [
      path,
      revalidate,
    ]),
  ]
}
