/**
 * What goes into the page's JavaScript (local plugin).
 *
 * Gatsby's internal Partytown plugin (node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js) has one
 * browser hook, and it returns at once outside `gatsby develop`; but its CommonJS `require`s put `gatsby-script` and
 * Partytown's integration into every production page (about 2.1 KB gzipped, measured on this site's app chunk), code
 * that never runs: the site uses neither `<Script>` nor off-main-thread scripts. In the production JavaScript build
 * only, that file is replaced by one with no hooks (option `noHooksModule`, the absolute path of
 * no-browser-hooks.js); `gatsby develop` keeps the original. `gatsby-script` itself is still exported by `gatsby` and
 * tree-shaken when unused (its package declares no side effects).
 */
import type { GatsbyNode } from "gatsby"

/** The files replaced in the production JavaScript build: Gatsby's own, matched by their path in node_modules. */
const NO_OP_BROWSER_HOOKS = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    noHooksModule: Joi.string().required().description("Absolute path of a module with no gatsby-browser hooks"),
  })

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }, options) => {
  if (stage !== "build-javascript") return
  const { noHooksModule } = options as unknown as { noHooksModule: string }
  actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(NO_OP_BROWSER_HOOKS, noHooksModule)] })
}
