/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby"
import { headScript } from "../head-script"
import { pageBundle } from "../steps"

const EMPTY = "/site/build-steps/page-bundle/empty-module.js"

/** Another plugin of the site: its name and the browser APIs Gatsby found it implements. */
type OtherPlugin = { name: string; browserAPIs: string[] }

/** What pageBundle does in `stage`: the webpack plugins it adds, as simple records. */
function configure(stage: string, manifestOptions: Record<string, unknown> = {}, others: OtherPlugin[] = []) {
  const patterns: RegExp[] = []
  const defined: Record<string, string>[] = []
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
            continue
          }
          expect(plugin.to).toBe(EMPTY)
          patterns.push(plugin.pattern)
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
  } as unknown as CreateWebpackConfigArgs
  pageBundle(args, EMPTY)
  return { patterns, defined }
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

describe("page-bundle: the head script", () => {
  it("is given, compiled, to the server rendering (build and develop), and to no other stage", () => {
    for (const stage of ["build-html", "develop-html"])
      expect(configure(stage).defined).toEqual([{ __HEAD_SCRIPT__: JSON.stringify(headScript()) }])
    for (const stage of ["build-javascript", "develop"]) expect(configure(stage).defined).toEqual([])
  })
})
