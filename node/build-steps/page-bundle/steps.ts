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
 * `localize`, and the registration whenever a plugin has a `registerServiceWorker` hook. The two plugins are also left
 * out of Gatsby's list of browser plugins (browser-plugins.ts), which would otherwise carry the manifest's options
 * into every page (0.5 KB minified: the site's name, description and colours).
 *
 * The one script the HTML itself carries, the head script (src/enhancement/README.md), is compiled here too: for the
 * server rendering's stages (`build-html`, `develop-html`) its text is defined as `__HEAD_SCRIPT__`, which
 * gatsby-ssr.tsx inlines.
 */
import fs from "node:fs"
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { BROWSER_PLUGINS_FILE, withoutPlugins } from "./browser-plugins"
import { headScript } from "./head-script"

/** Gatsby's Partytown hook, matched by its path in node_modules. */
const PARTYTOWN_HOOKS = /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/
/** gatsby-plugin-manifest's hook, matched by its path in node_modules. */
const MANIFEST_HOOKS = /[\\/]gatsby-plugin-manifest[\\/]gatsby-browser\.js$/
/** Gatsby's service-worker registration, matched by its path in the site's `.cache` folder. */
const SERVICE_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/

/** Gatsby's list of browser plugins, matched by its path in the site's `.cache` folder (browser-plugins.ts). */
const BROWSER_PLUGINS = /[\\/]\.cache[\\/]api-runner-browser-plugins\.js$/
/** The list without the plugins whose hooks are replaced, written beside Gatsby's (its `require`s are relative). */
const TRIMMED_BROWSER_PLUGINS = "api-runner-browser-plugins.page-bundle.js"

/** The stages that render HTML on the server, where gatsby-ssr.tsx runs. */
const HTML_STAGES = new Set(["build-html", "develop-html"])

/**
 * In the server rendering's stages, defines `__HEAD_SCRIPT__` as the compiled head script (webpack's DefinePlugin).
 * In the `build-javascript` stage only, points the two hooks' files and the service-worker registration at
 * `emptyModule` (webpack's NormalModuleReplacementPlugin); the manifest's hook is kept when its plugin options set
 * `localize`, the registration when a plugin implements the `registerServiceWorker` browser API; and Gatsby's list of
 * browser plugins at a copy without the two hooks' plugins, written into `cacheDir` (left as it is, with a warning,
 * should a later Gatsby write that list in another form, or not at all).
 * @param emptyModule the absolute path of a module with no code and no exports (empty-module.js).
 * @param cacheDir the site's `.cache` folder, where Gatsby has written its list of browser plugins.
 * @throws when the head script does not compile (the build stops with esbuild's message).
 */
export function pageBundle(
  {
    stage,
    actions,
    plugins,
    store,
    reporter,
  }: Pick<CreateWebpackConfigArgs, "stage" | "actions" | "plugins" | "store" | "reporter">,
  emptyModule: string,
  cacheDir: string,
): void {
  if (HTML_STAGES.has(stage)) {
    actions.setWebpackConfig({ plugins: [plugins.define({ __HEAD_SCRIPT__: JSON.stringify(headScript()) })] })
    return
  }
  if (stage !== "build-javascript") return
  const { flattenedPlugins, components } = store.getState() as {
    flattenedPlugins: { name: string; pluginOptions?: { localize?: unknown }; browserAPIs?: string[] }[]
    components?: Map<string, unknown>
  }
  const manifest = flattenedPlugins.find(({ name }) => name === "gatsby-plugin-manifest")
  const registersWorker = flattenedPlugins.some(({ browserAPIs }) => browserAPIs?.includes("registerServiceWorker"))
  const deadHooks = [PARTYTOWN_HOOKS, ...(manifest?.pluginOptions?.localize ? [] : [MANIFEST_HOOKS])]
  const replaced = [...deadHooks, ...(registersWorker ? [] : [SERVICE_WORKER_REGISTRATION])]
  const replacements = replaced.map((file) => plugins.normalModuleReplacement(file, emptyModule))
  const list = path.join(cacheDir, BROWSER_PLUGINS_FILE)
  const trimmed = fs.existsSync(list) ? withoutPlugins(fs.readFileSync(list, "utf8"), deadHooks) : null
  if (trimmed === null) {
    reporter.warn(
      `page-bundle: ${list} is missing or not in the form Gatsby 5.16 writes; its plugins' options stay in the page`,
    )
  } else {
    const copy = path.join(cacheDir, TRIMMED_BROWSER_PLUGINS)
    fs.writeFileSync(copy, trimmed)
    replacements.push(plugins.normalModuleReplacement(BROWSER_PLUGINS, copy))
  }
  actions.setWebpackConfig({ plugins: replacements, optimization: commonsOfEveryPage(components?.size ?? 0) })
}

/** A chunk as webpack's split-chunks test sees it: the pages' own are named `component---<path>`. */
interface NamedChunk {
  name?: string | null
}

/**
 * Gatsby's `commons` chunk, which every page's first load fetches, is meant for modules "used on all components"
 * (its own comment), but it takes a module found in `max(pages, 2)` chunks of any kind: on this site of two pages (the
 * page and the 404), a module that two chunks loaded on demand share (the preferred times' and the sending code's)
 * went into it, a fifth chunk on the first load (issue 48 met it, issue 58 again; tests/e2e/page/page-weight.spec.ts).
 * This keeps the group to modules in every page's own chunk; the rest go to Gatsby's `shared` group, fetched with the
 * chunks that need them.
 * @param pages how many page components the site has (Gatsby's `components`).
 */
export function commonsOfEveryPage(pages: number) {
  return {
    splitChunks: {
      cacheGroups: {
        commons: {
          test: (
            module: unknown,
            { chunkGraph }: { chunkGraph: { getModuleChunksIterable(module: unknown): Iterable<NamedChunk> } },
          ) =>
            [...chunkGraph.getModuleChunksIterable(module)].filter(({ name }) => name?.startsWith("component---"))
              .length >= Math.max(pages, 2),
        },
      },
    },
  }
}
