/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { headScript } from "../head-script"
import { commonsOfEveryPage, pageBundle } from "../steps"

const EMPTY = "/site/build-steps/page-bundle/empty-module.js"

/** Another plugin of the site: its name and the browser APIs Gatsby found it implements. */
type OtherPlugin = { name: string; browserAPIs: string[] }

/** Hook files as Gatsby's list of browser plugins requires them, relative to `.cache`. */
const HOOKS = {
  manifest: "../node_modules/gatsby-plugin-manifest/gatsby-browser.js",
  site: "../gatsby-browser.ts",
  partytown: "../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
}

/** A list of browser plugins in the form Gatsby 5.16 writes it (gatsby/dist/services/initialize.js). */
function gatsbyList(entries: [string, object][]): string {
  const requires = entries.map(
    ([file, options]) => `{
      plugin: require('${file}'),
      options: ${JSON.stringify(options)},
    }`,
  )
  return `module.exports = [${requires.join(`,`)}]\n`
}

/** What pageBundle does in `stage`: the webpack plugins it adds, as simple records. */
function configure(
  stage: string,
  manifestOptions: Record<string, unknown> = {},
  others: OtherPlugin[] = [],
  list: string | null = gatsbyList([
    [HOOKS.manifest, { plugins: [], name: "A site", icon_options: { purpose: "any" }, ...manifestOptions }],
    [HOOKS.site, { plugins: [] }],
    [HOOKS.partytown, { plugins: [] }],
  ]),
) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "page-bundle-"))
  const cacheDir = path.join(site, ".cache")
  fs.mkdirSync(cacheDir)
  if (list !== null) fs.writeFileSync(path.join(cacheDir, "api-runner-browser-plugins.js"), list)
  const patterns: RegExp[] = []
  const defined: Record<string, string>[] = []
  const lists: string[] = []
  const warnings: string[] = []
  const args = {
    stage,
    actions: {
      setWebpackConfig: ({
        plugins,
      }: {
        plugins: ({ pattern: RegExp; to: string } | { define: Record<string, string> })[]
      }) => {
        for (const plugin of plugins) {
          if ("define" in plugin) {
            defined.push(plugin.define)
          } else if (plugin.pattern.test(path.join(cacheDir, "api-runner-browser-plugins.js"))) {
            expect(path.dirname(plugin.to)).toBe(cacheDir) // beside Gatsby's list: its `require`s are relative
            lists.push(fs.readFileSync(plugin.to, "utf8"))
          } else {
            expect(plugin.to).toBe(EMPTY)
            patterns.push(plugin.pattern)
          }
        }
      },
    },
    plugins: {
      normalModuleReplacement: (pattern: RegExp, to: string) => ({ pattern, to }),
      define: (values: Record<string, string>) => ({ define: values }),
    },
    store: {
      getState: () => ({
        flattenedPlugins: [
          { name: "gatsby-plugin-manifest", pluginOptions: manifestOptions, browserAPIs: [] },
          { name: "gatsby-plugin-image", browserAPIs: ["onRouteUpdate"] },
          ...others,
        ],
      }),
    },
    reporter: { warn: (message: string) => warnings.push(message) },
  } as unknown as CreateWebpackConfigArgs
  try {
    pageBundle(args, EMPTY, cacheDir)
  } finally {
    fs.rmSync(site, { recursive: true, force: true })
  }
  return { patterns, defined, lists, warnings }
}

/** The files onCreateWebpackConfig replaces in `stage`, as the paths its replacement patterns match. */
function replacedIn(stage: string, manifestOptions: Record<string, unknown> = {}, others: OtherPlugin[] = []) {
  const { patterns } = configure(stage, manifestOptions, others)
  const files = [
    "/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
    "/site/node_modules/gatsby-plugin-manifest/gatsby-browser.js",
    "/site/node_modules/gatsby-plugin-image/gatsby-browser.js",
    "/site/gatsby-browser.ts",
    "/site/.cache/register-service-worker.js",
    "/site/.cache/production-app.js",
    "/site/node_modules/gatsby/cache-dir/register-service-worker.js",
  ]
  return files.filter((file) => patterns.some((pattern) => pattern.test(file)))
}

describe("page-bundle: code that never runs in the production build", () => {
  it("is replaced in the production JavaScript build: Partytown's hooks, the manifest's without `localize`, and the service-worker registration", () => {
    expect(replacedIn("build-javascript")).toEqual([
      "/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
      "/site/node_modules/gatsby-plugin-manifest/gatsby-browser.js",
      "/site/.cache/register-service-worker.js",
    ])
  })

  it("keeps the manifest's hook when it has work to do (one manifest per language)", () => {
    expect(replacedIn("build-javascript", { localize: [{ start_url: "/de/", lang: "de" }] })).toEqual([
      "/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
      "/site/.cache/register-service-worker.js",
    ])
  })

  it("keeps the service-worker registration when a plugin registers a worker (as gatsby-plugin-offline does)", () => {
    const offline = { name: "a-plugin-of-the-site", browserAPIs: ["registerServiceWorker", "onServiceWorkerActive"] }
    expect(replacedIn("build-javascript", {}, [offline])).toEqual([
      "/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
      "/site/node_modules/gatsby-plugin-manifest/gatsby-browser.js",
    ])
  })

  it("is left alone in `gatsby develop` and the server-side build", () => {
    expect(replacedIn("develop")).toEqual([])
    expect(replacedIn("build-html")).toEqual([])
  })
})

describe("page-bundle: Gatsby's list of browser plugins", () => {
  /** The hook files a list requires, in order. */
  const required = (list: string) => [...list.matchAll(/require\('([^']+)'\)/g)].map(([, file]) => file)

  it("leaves out the plugins whose hooks are replaced, and their options, in the production JavaScript build", () => {
    const { lists, warnings } = configure("build-javascript")
    expect(lists).toHaveLength(1)
    expect(required(lists[0])).toEqual([HOOKS.site])
    expect(lists[0]).not.toContain("A site")
    expect(lists[0]).toBe(gatsbyList([[HOOKS.site, { plugins: [] }]]))
    expect(warnings).toEqual([])
  })

  it("keeps the manifest's entry, options and all, when its hook is kept", () => {
    const [list] = configure("build-javascript", { localize: [{ start_url: "/de/", lang: "de" }] }).lists
    expect(required(list)).toEqual([HOOKS.manifest, HOOKS.site])
    expect(list).toContain('"localize":[{"start_url":"/de/","lang":"de"}]')
  })

  it("is left as Gatsby wrote it, with a warning, when it is not in the form Gatsby 5.16 writes", () => {
    const list = `module.exports = [{ plugin: require('${HOOKS.site}'), options: {} }]\n`
    const { lists, warnings, patterns } = configure("build-javascript", {}, [], list)
    expect(lists).toEqual([])
    expect(warnings).toEqual([expect.stringContaining("not in the form Gatsby 5.16 writes")])
    expect(patterns).toHaveLength(3) // the hooks themselves are still replaced
  })

  it("is left to Gatsby, with a warning, when Gatsby has written no such list", () => {
    const { lists, warnings, patterns } = configure("build-javascript", {}, [], null)
    expect(lists).toEqual([])
    expect(warnings).toEqual([expect.stringContaining("api-runner-browser-plugins.js is missing")])
    expect(patterns).toHaveLength(3)
  })

  it("is left alone outside the production JavaScript build", () => {
    for (const stage of ["develop", "build-html", "develop-html"]) expect(configure(stage).lists).toEqual([])
  })
})

describe("page-bundle: the head script", () => {
  it("is given, compiled, to the server rendering (build and develop), and to no other stage", () => {
    for (const stage of ["build-html", "develop-html"])
      expect(configure(stage).defined).toEqual([{ __HEAD_SCRIPT__: JSON.stringify(headScript()) }])
    for (const stage of ["build-javascript", "develop"]) expect(configure(stage).defined).toEqual([])
  })
})

describe("page-bundle: Gatsby's commons chunk", () => {
  const chunks = (...names: string[]) => ({
    chunkGraph: { getModuleChunksIterable: () => names.map((name) => ({ name })) },
  })
  const { test: inCommons } = commonsOfEveryPage(2).splitChunks.cacheGroups.commons

  it("takes a module every page's own chunk holds", () => {
    expect(inCommons({}, chunks("component---src-pages-index-tsx", "component---src-pages-404-tsx"))).toBe(true)
  })

  it("leaves a module two chunks loaded on demand share to the chunks that need it, not the first load", () => {
    expect(inCommons({}, chunks("send-quote", "preferred-times", "component---src-pages-index-tsx"))).toBe(false)
    expect(inCommons({}, chunks("send-quote", "preferred-times"))).toBe(false)
  })
})
