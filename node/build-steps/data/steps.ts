/**
 * The data's build steps (gatsby-node.ts runs them): the data in data/ is checked before anything is built, its
 * GraphQL types come from its JSON Schemas, and the business's JSON-LD is computed as a field at build time.
 */
import type { CreateResolversArgs, Reporter } from "gatsby"
import type { PriceRow } from "../../../src/shared/price"
import { publishedAddress } from "../../../src/shared/address"
import { jsonLdText, localBusinessJsonLd, type LocalBusinessFacts } from "./json-ld"
import { dataModelSdlOf } from "./schema-to-sdl"
import { errorsOf, formatProblem } from "../../../src/shared/data-rules/validate-data"
import { validateDataFolder } from "./data-folder"
import { stopWorkflowCommands } from "../../workflow-commands"

/**
 * Stops `gatsby develop` and `gatsby build` when data/ breaks its JSON Schemas or the data rules, naming
 * file, item and field (`npm run build` runs `npm run check:data` first; this covers `npm start` and direct
 * gatsby calls). A warning, such as a law.checked date over a year old, is reported and the build goes on.
 */
export function checkData(dataDir: string, reporter: Reporter): void {
  // What follows prints the data's words (these warnings, any error of a later step): on GitHub Actions, no line of
  // it may be read as a workflow command.
  stopWorkflowCommands()
  const problems = validateDataFolder(dataDir)
  const errors = errorsOf(problems)
  for (const warning of problems.filter((problem) => !errors.includes(problem))) {
    reporter.warn(`data/: ${formatProblem(warning)}`)
  }
  if (errors.length > 0) {
    reporter.panic(
      `The data in data/ has ${errors.length} problem(s):\n` +
        errors.map((problem) => `  - ${formatProblem(problem)}`).join("\n"),
    )
  }
}

/**
 * Declares every data file's type explicitly (`@dontInfer`), generated from the JSON Schemas of data/ (the one
 * description of the data model, schema-to-sdl.ts), so a missing required field fails the build instead of
 * silently rendering an empty box.
 */
export function declareDataTypes(dataDir: string, createTypes: (sdl: string) => void): void {
  createTypes(dataModelSdlOf(dataDir))
}

/** What a resolver may read of other nodes (Gatsby's node model). */
interface NodeModel {
  findOne: (query: { type: string }) => Promise<unknown>
}

/**
 * Adds `BusinessJson.jsonLd`: the business's schema.org JSON-LD as script text (json-ld.ts), built here at build
 * time from the business facts, the price table and the site's address, so the page's Head only places it and
 * the browser never runs the code that builds it. And gives `BusinessJson.address` as the page may publish it
 * (src/shared/address.ts `publishedAddress`: no street or postcode for a business customers do not visit).
 */
export function addJsonLd({
  createResolvers,
  pathPrefix,
}: Pick<CreateResolversArgs, "createResolvers" | "pathPrefix">) {
  createResolvers({
    BusinessJson: {
      address: {
        resolve: (business: Parameters<typeof publishedAddress>[0]) => publishedAddress(business),
      },
      jsonLd: {
        type: "String!",
        resolve: async (business: LocalBusinessFacts, _args: unknown, { nodeModel }: { nodeModel: NodeModel }) => {
          const pricing = (await nodeModel.findOne({ type: "PricingJson" })) as { rows: PriceRow[] } | null
          const site = (await nodeModel.findOne({ type: "Site" })) as { siteMetadata: { siteUrl: string } } | null
          const siteUrl = `${site?.siteMetadata.siteUrl ?? ""}${pathPrefix}/`
          return jsonLdText(localBusinessJsonLd(business, pricing?.rows ?? [], siteUrl))
        },
      },
    },
  })
}
