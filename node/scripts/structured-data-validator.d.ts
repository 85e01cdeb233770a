/**
 * Types of the two packages `node/scripts/check-structured-data.ts` runs (neither ships its own): Adobe's structured-data
 * validator (README of @adobe/structured-data-validator 1.7) and the extractor whose output it reads.
 */
declare module "@adobe/structured-data-validator" {
  /** One finding: `ERROR` where Google's rich-result rules or schema.org's types are broken, `WARNING` otherwise. */
  export interface ValidationIssue {
    issueMessage: string
    severity: "ERROR" | "WARNING"
    /** Where in the data, from the top item down, e.g. `[{ type: "Electrician", index: 0 }, …]`. */
    path?: { type?: string; index?: number; property?: string }[]
    fieldNames?: string[]
    location?: string
  }
  /** The validator; `schemaOrgJson` is schema.org's vocabulary as in `schemaorg-all-https.jsonld` (`@graph`). */
  export default class Validator {
    constructor(schemaOrgJson?: unknown)
    validate(extracted: unknown): Promise<ValidationIssue[]>
  }
}

declare module "@marbec/web-auto-extractor" {
  /** Reads JSON-LD, microdata and RDFa out of an HTML text. */
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] })
    parse(html: string): unknown
  }
}
