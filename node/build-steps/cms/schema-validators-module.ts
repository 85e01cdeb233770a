/**
 * The data's validators compiled at build time for the CMS's page (issue 57): ajv's standalone code
 * (https://ajv.js.org/standalone.html) of every schema, with the options check:data compiles with
 * (src/shared/data-rules/schema-validators.ts), as an ES module that admin-files.ts bundles under the name
 * {@link VALIDATORS_MODULE}. It exports `VALIDATORS`, each validator by its schema key; so the CMS's check before a save
 * (cms/check-on-save.ts) runs with no `eval`, and /admin/'s policy needs no `'unsafe-eval'`.
 */
import standaloneCode from "ajv/dist/standalone"
import { dataAjv } from "../../../src/shared/data-rules/schema-validators"
import type { SchemaSet } from "../../../src/shared/data-rules/json-schema"

/** The name cms/main.ts imports the module by; esbuild's `alias` leads it to the generated file. */
export const VALIDATORS_MODULE = "cms-schema-validators"

/**
 * The module's source: ajv's standalone code, then `export const VALIDATORS = { "<schema key>": <validator>, … }`.
 * Each schema is added under a key without a folder (`schema-3`), so its `definitions.json#…` references resolve to
 * the shared definitions as they do when compiled at run time.
 * @param format `"esm"` for the CMS's bundle; `"cjs"` for a test that runs the same code in Node.js.
 * @throws when a schema is not valid JSON Schema.
 */
export function validatorsModule(schemas: SchemaSet, format: "esm" | "cjs" = "esm"): string {
  const esm = format === "esm"
  const ajv = dataAjv(schemas, { code: { source: true, esm } })
  const keys = Object.keys(schemas.files).sort()
  keys.forEach((key, index) => ajv.addSchema(schemas.files[key] as object, `schema-${index}`))
  const code = standaloneCode(ajv, Object.fromEntries(keys.map((_, index) => [`v${index}`, `schema-${index}`])))
  const table = keys.map((key, index) => `${JSON.stringify(key)}: ${esm ? "" : "exports."}v${index}`).join(", ")
  return `${code}\n${esm ? "export const " : "exports."}VALIDATORS = { ${table} };\n`
}
