/**
 * What goes into the page's JavaScript (gatsby-node.ts runs this step): no code that never runs in this site's
 * production build.
 *
 * Two plugins' browser hooks do nothing here, yet their CommonJS `require`s pull code into every page:
 * - Gatsby's internal Partytown plugin (gatsby/dist/internal-plugins/partytown/gatsby-browser.js) returns at once
 *   outside `gatsby develop`, but requires `gatsby-script` and Partytown's integration (its snippet): about 1.1 KB
 *   gzipped, measured on this site's app chunk. The site uses no off-main-thread script.
 * - gatsby-plugin-manifest's hook (gatsby-plugin-manifest/gatsby-browser.js) acts only with its `localize` option
 *   (one manifest per language), which this site does not set; its helper's `require("gatsby")` marks every export
 *   of `gatsby` as used, so `<Script>` and the rest of `gatsby-script` can never be tree-shaken.
 *
 * In the production JavaScript build (`build-javascript`) only, each is replaced by a module with no hooks
 * (no-browser-hooks.js beside this file); `gatsby develop` keeps the originals, and the manifest's hook is kept whenever
 * its options set `localize`.
 *
 * The one script the HTML itself carries, the head script (src/enhancement/README.md), is compiled here too: for the
 * server rendering's stages (`build-html`, `develop-html`) its text is defined as `__HEAD_SCRIPT__`, which
 * gatsby-ssr.tsx inlines.
 */
import type { CreateWebpackConfigArgs } from "gatsby"
import { headScript } from "./head-script"

/** Gatsby's Partytown hook, matched by its path in node_modules. */
const PARTYTOWN_HOOKS = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/
/** gatsby-plugin-manifest's hook, matched by its path in node_modules. */
const MANIFEST_HOOKS = /[\\/]gatsby-plugin-manifest[\\/]gatsby-browser\.js$/

/** The stages that render HTML on the server, where gatsby-ssr.tsx runs. */
const HTML_STAGES = new Set(["build-html", "develop-html"])

/**
 * In the server rendering's stages, defines `__HEAD_SCRIPT__` as the compiled head script (webpack's DefinePlugin).
 * In the `build-javascript` stage only, points the two hooks' files at `noHooksModule` (webpack's
 * NormalModuleReplacementPlugin); the manifest's is kept when its plugin options set `localize`.
 * @param noHooksModule the absolute path of a module with no gatsby-browser hooks (no-browser-hooks.js).
 * @throws when the head script does not compile (the build stops with esbuild's message).
 */
export function pageBundle(
  { stage, actions, plugins, store }: Pick<CreateWebpackConfigArgs, "stage" | "actions" | "plugins" | "store">,
  noHooksModule: string,
): void {
  if (HTML_STAGES.has(stage)) {
    actions.setWebpackConfig({ plugins: [plugins.define({ __HEAD_SCRIPT__: JSON.stringify(headScript()) })] })
    return
  }
  if (stage !== "build-javascript") return
  const { flattenedPlugins } = store.getState() as {
    flattenedPlugins: { name: string; pluginOptions?: { localize?: unknown } }[]
  }
  const manifest = flattenedPlugins.find(({ name }) => name === "gatsby-plugin-manifest")
  const replaced = manifest?.pluginOptions?.localize ? [PARTYTOWN_HOOKS] : [PARTYTOWN_HOOKS, MANIFEST_HOOKS]
  actions.setWebpackConfig({
    plugins: replaced.map((hooks) => plugins.normalModuleReplacement(hooks, noHooksModule)),
  })
}
