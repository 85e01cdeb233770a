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
 * Gatsby's service-worker registration (gatsby/cache-dir/register-service-worker.js, 1.5 KB minified) is bundled too,
 * though its production-app requires it only when a plugin's `registerServiceWorker` hook returns true
 * (gatsby-plugin-offline's does). No plugin of this site has that hook.
 *
 * In the production JavaScript build (`build-javascript`) only, each is replaced by an empty module (empty-module.js
 * beside this file); `gatsby develop` keeps the originals, the manifest's hook is kept whenever its options set
 * `localize`, and the registration whenever a plugin has a `registerServiceWorker` hook.
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
/** Gatsby's service-worker registration, matched by its path in the site's `.cache` folder. */
const SERVICE_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/

/** The stages that render HTML on the server, where gatsby-ssr.tsx runs. */
const HTML_STAGES = new Set(["build-html", "develop-html"])

/**
 * In the server rendering's stages, defines `__HEAD_SCRIPT__` as the compiled head script (webpack's DefinePlugin).
 * In the `build-javascript` stage only, points the two hooks' files and the service-worker registration at
 * `emptyModule` (webpack's NormalModuleReplacementPlugin); the manifest's hook is kept when its plugin options set
 * `localize`, the registration when a plugin implements the `registerServiceWorker` browser API.
 * @param emptyModule the absolute path of a module with no code and no exports (empty-module.js).
 * @throws when the head script does not compile (the build stops with esbuild's message).
 */
export function pageBundle(
  { stage, actions, plugins, store }: Pick<CreateWebpackConfigArgs, "stage" | "actions" | "plugins" | "store">,
  emptyModule: string,
): void {
  if (HTML_STAGES.has(stage)) {
    actions.setWebpackConfig({ plugins: [plugins.define({ __HEAD_SCRIPT__: JSON.stringify(headScript()) })] })
    return
  }
  if (stage !== "build-javascript") return
  const { flattenedPlugins } = store.getState() as {
    flattenedPlugins: { name: string; pluginOptions?: { localize?: unknown }; browserAPIs?: string[] }[]
  }
  const manifest = flattenedPlugins.find(({ name }) => name === "gatsby-plugin-manifest")
  const registersWorker = flattenedPlugins.some(({ browserAPIs }) => browserAPIs?.includes("registerServiceWorker"))
  const replaced = [
    PARTYTOWN_HOOKS,
    ...(manifest?.pluginOptions?.localize ? [] : [MANIFEST_HOOKS]),
    ...(registersWorker ? [] : [SERVICE_WORKER_REGISTRATION]),
  ]
  actions.setWebpackConfig({
    plugins: replaced.map((file) => plugins.normalModuleReplacement(file, emptyModule)),
  })
}
