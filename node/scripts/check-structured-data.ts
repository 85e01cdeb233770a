/**
 * `npm run check:structured-data`: reads the structured data (JSON-LD) of the built page, `public/index.html`, as a
 * validator outside the project reads it, and exits 1 naming every ERROR. The validator is Adobe's
 * (`@adobe/structured-data-validator`: Google's rich-result rules per type, e.g. an `Offer` needs a `price`, and every
 * type and property checked against schema.org's vocabulary), fed by the extractor it is made for
 * (`@marbec/web-auto-extractor`). Warnings (a recommended property left out) are printed and do not fail.
 *
 * The vocabulary comes from npm, since nothing else may be downloaded at test time: the `schemaorg-jsonld` package
 * (1.2.2, schema.org as it stood in 2017: every type and property the page uses, Electrician, Offer, AggregateOffer,
 * areaServed, sameAs, memberOf, ProgramMembership, is in it), read into the shape of schema.org's own
 * `schemaorg-all-https.jsonld`, which is what the validator's constructor expects ({@link vocabularyGraph}).
 */
import fs from "node:fs"
import path from "node:path"
import type { ValidationIssue } from "@adobe/structured-data-validator"

const RDFS = "http://www.w3.org/2000/01/rdf-schema#"
const RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
const SCHEMA = "http://schema.org/"

/** One term of schemaorg-jsonld's expanded JSON-LD. */
interface ExpandedTerm {
  "@id": string
  "@type"?: string[]
  [key: string]: unknown
}

/** `http://schema.org/Offer` → `schema:Offer`; the RDF and RDFS terms → `rdf:…`, `rdfs:…`, as schema.org writes them. */
function compact(iri: string): string {
  if (iri.startsWith(SCHEMA)) return `schema:${iri.slice(SCHEMA.length)}`
  if (iri.startsWith(RDFS)) return `rdfs:${iri.slice(RDFS.length)}`
  if (iri.startsWith(RDF)) return `rdf:${iri.slice(RDF.length)}`
  return iri
}

const ids = (value: unknown) =>
  ((value as { "@id": string }[] | undefined) ?? []).map((v) => ({ "@id": compact(v["@id"]) }))

/**
 * schema.org's vocabulary in the shape of `schemaorg-all-https.jsonld` (`{ "@graph": [...] }`, terms as
 * `schema:Name`, a class's `@type` `rdfs:Class`, a property's `rdf:Property` with its `schema:domainIncludes`), made
 * from the expanded JSON-LD that `schemaorg-jsonld` ships. Only what the validator reads is kept.
 * @param expanded the parsed `schemaorg-jsonld/schema.json`: an array of terms.
 */
export function vocabularyGraph(expanded: readonly ExpandedTerm[]): { "@graph": object[] } {
  return {
    "@graph": expanded.map((term) => {
      const types = (term["@type"] ?? []).map(compact)
      return {
        "@id": compact(term["@id"]),
        "@type": types.length === 1 ? types[0] : types,
        "rdfs:subClassOf": ids(term[`${RDFS}subClassOf`]),
        "schema:domainIncludes": ids(term[`${SCHEMA}domainIncludes`]),
      }
    }),
  }
}

/** The vocabulary graph from the installed `schemaorg-jsonld` package. */
export function installedVocabulary(): { "@graph": object[] } {
  const file = require.resolve("schemaorg-jsonld/schema.json")
  return vocabularyGraph(JSON.parse(fs.readFileSync(file, "utf8")) as ExpandedTerm[])
}

/**
 * Every finding of the validator on the structured data in `html`.
 * @param html a whole HTML page.
 * @param vocabulary schema.org's vocabulary graph (default: {@link installedVocabulary}).
 */
export async function structuredDataIssues(
  html: string,
  vocabulary: object = installedVocabulary(),
): Promise<ValidationIssue[]> {
  // Both packages are ES modules only: loaded by import(), not require().
  const { default: Validator } = await import("@adobe/structured-data-validator")
  const { default: Extractor } = await import("@marbec/web-auto-extractor")
  const extracted = new Extractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html)
  return new Validator(vocabulary).validate(extracted)
}

/** One line per issue: `ERROR Electrician > makesOffer[3] > Offer: Required attribute "price" is missing`. */
export function formatIssue(issue: ValidationIssue): string {
  const where = (issue.path ?? [])
    .map((step) =>
      `${step.property ? `${step.property}` : ""}${step.index !== undefined ? `[${step.index}]` : ""}${step.type ? ` ${step.type}` : ""}`.trim(),
    )
    .filter(Boolean)
    .join(" > ")
  return `${issue.severity} ${where || "(page)"}: ${issue.issueMessage}`
}

async function main() {
  const page = path.resolve(__dirname, "..", "..", "public", "index.html")
  if (!fs.existsSync(page)) {
    console.error("public/index.html is missing: run `npm run build` (or `npm run build:test`) first.")
    process.exit(1)
  }
  const issues = await structuredDataIssues(fs.readFileSync(page, "utf8"))
  const errors = issues.filter((issue) => issue.severity === "ERROR")
  // Warnings (a recommended field left out, say highPrice on every starting price) are told once per kind.
  const warnings = new Map<string, number>()
  for (const { issueMessage, path: at } of issues.filter((issue) => issue.severity !== "ERROR")) {
    const key = `${at?.at(-1)?.type ?? "(page)"}: ${issueMessage}`
    warnings.set(key, (warnings.get(key) ?? 0) + 1)
  }
  for (const [warning, count] of warnings) console.warn(`  WARNING ${warning}${count > 1 ? ` (${count} times)` : ""}`)
  if (errors.length > 0) {
    console.error(
      `The structured data of public/index.html has ${errors.length} error(s) (@adobe/structured-data-validator):`,
    )
    for (const error of errors) console.error(`  - ${formatIssue(error)}`)
    process.exit(1)
  }
  console.log(`Structured data: public/index.html has no errors (${issues.length} warning(s)).`)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
