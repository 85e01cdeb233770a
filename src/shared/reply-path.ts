/**
 * Where the reply page is (issue 58; src/pages/reply.tsx), below the site's path prefix: the link in the owner's
 * e-mail leads there, the build takes Gatsby's runtime off it and allows it no connection
 * (node/build-steps/after-build/owner-pages.ts), and the sitemap leaves it out (gatsby-config.ts).
 */
export const REPLY_PATH = "/reply/"
