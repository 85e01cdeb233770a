/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby"
import { headScript } from "../head-script"
import { pageBundle } from "../steps"

const NO_HOOKS = "/site/build-steps/page-bundle/no-browser-hooks.js"

/** What pageBundle does in `stage`: the webpack plugins it adds, as simple records. */
function configure(stage: string, manifestOptions: Record<string, unknown> = {}) {
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
          expect(plugin.to).toBe(NO_HOOKS)
          patterns.push(plugin.pattern)
        }
      },
    },
    plugins: {
      normalModuleReplacement: (pattern: RegExp, to: string) => ({ pattern, to }),
      define: (values: Record<string, string>) => ({ define: values }),
    },
    store: {
      getState: () => ({ flattenedPlugins: [{ name: "gatsby-plugin-manifest", pluginOptions: manifestOptions }] }),
    },
  } as unknown as CreateWebpackConfigArgs
  pageBundle(args, NO_HOOKS)
  return { patterns, defined }
}

/** The files onCreateWebpackConfig replaces in `stage`, as the paths its replacement patterns match. */
function replacedIn(stage: string, manifestOptions: Record<string, unknown> = {}): string[] {
  const { patterns } = configure(stage, manifestOptions)
  const files = [
    "/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
    "/site/node_modules/gatsby-plugin-manifest/gatsby-browser.js",
    "/site/node_modules/gatsby-plugin-image/gatsby-browser.js",
    "/site/gatsby-browser.ts",
  ]
  return files.filter((file) => patterns.some((pattern) => pattern.test(file)))
}

describe("page-bundle: browser hooks that do nothing in the production build", () => {
  it("are replaced in the production JavaScript build: Partytown's, and the manifest's without `localize`", () => {
    expect(replacedIn("build-javascript")).toEqual([
      "/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
      "/site/node_modules/gatsby-plugin-manifest/gatsby-browser.js",
    ])
  })

  it("keep the manifest's hook when it has work to do (one manifest per language)", () => {
    expect(replacedIn("build-javascript", { localize: [{ start_url: "/de/", lang: "de" }] })).toEqual([
      "/site/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
    ])
  })

  it("leave `gatsby develop` and the server-side build alone", () => {
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
