/**
 * Where the CMS lives and the headers it is served with: its own Content-Security-Policy (only what Decap CMS needs,
 * found by loading it under the policy and watching for violations; tests/e2e/cms.spec.ts fails on any) and `noindex`.
 * The page's policy (build-steps/after-build/security-headers.ts) never applies to it: see `_headers` there.
 */
import { CONTENT_FILE } from "./admin/site-content"

/** The CMS's path on the site. */
export const ADMIN_PATH = "/admin/"

/**
 * What the GitHub back end talks to: GitHub's API, which it reads and writes the repository through, and GitHub's
 * status page, which Decap asks every 5 minutes once an editor is signed in (to warn of an outage; found in
 * decap-cms.js, not by loading it, as no GitHub sign-in can be made from this machine).
 */
export const GITHUB_ORIGINS = ["https://api.github.com", "https://www.githubstatus.com"] as const

/**
 * The CMS's Content-Security-Policy.
 * - `script-src 'unsafe-eval'`: Decap validates its configuration with ajv, which compiles schemas with `new Function`.
 * - `style-src 'unsafe-inline'`: its styles are emotion's, written into `<style>` elements at run time.
 * - `img-src data: blob:`: previews of pictures being uploaded and media read through the API; GitHub avatars.
 * - `connect-src`: this site (config.yml), GitHub's API and status page, or the local proxy of `npm run cms`.
 * Signing in opens the OAuth helper in a pop-up window, which CSP does not govern.
 * @param connect the origins the CMS talks to besides itself: {@link GITHUB_ORIGINS}, or the local proxy's origin.
 * @param where `"meta"` leaves out `frame-ancestors`, which browsers ignore in a `<meta>`.
 */
export function adminPolicy(connect: readonly string[], where: "header" | "meta" = "header"): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(" ")}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(where === "header" ? ["frame-ancestors 'none'"] : []),
  ].join("; ")
}

/** The origin of the local proxy (`decap-server`) that `npm run cms` starts: env `CMS_PROXY_PORT`, default 8081. */
export const localProxyOrigin = (env: NodeJS.ProcessEnv) => `http://localhost:${env.CMS_PROXY_PORT || "8081"}`

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
    ...[ADMIN_PATH, `${ADMIN_PATH}config.yml`, `${ADMIN_PATH}${CONTENT_FILE}`].flatMap((path) => [path, revalidate]),
  ]
}
