/**
 * The data files' JSON Schema validators (ajv), made one of two ways with the same options ({@link AJV_OPTIONS}), so
 * both judge alike: compiled when first asked for ({@link compileValidators}: `npm run check:data`, the build, the
 * tests), or compiled at build time into plain code (node/build-steps/cms/schema-validators-module.ts: the CMS's page,
 * whose policy allows no `'unsafe-eval'`, which ajv's compiling needs: it makes each validator with `new Function`).
 */
import Ajv, { type Options, type ValidateFunction } from "ajv"
import addFormats from "ajv-formats"
import type { SchemaSet } from "./json-schema"

/** The validator of a schema of a {@link SchemaSet}, by its key (`./schemas/faq.schema.json`). */
export type SchemaValidators = (schemaKey: string) => ValidateFunction

/**
 * ajv's options for the data: every error, not only the first (`allErrors`); the project's `x-` keywords allowed
 * (`strict: false`); `verbose`, so an error carries its schema and a pattern error can quote the field's description
 * instead of a regular expression (validate-data.ts); and references not inlined (`inlineRefs: false`), so the code
 * compiled at build time holds each shared definition's validator once, not in every schema that names it (a third
 * of the size).
 */
export const AJV_OPTIONS: Options = { allErrors: true, strict: false, verbose: true, inlineRefs: false }

/** An ajv with {@link AJV_OPTIONS}, ajv-formats' formats, and `schemas`' shared definitions (`definitions.json`). */
export function dataAjv(schemas: SchemaSet, options: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...options })
  addFormats(ajv)
  ajv.addSchema(schemas.shared as object)
  return ajv
}

const compiled = new WeakMap<SchemaSet, SchemaValidators>()

/**
 * `schemas`' validators, each compiled the first time it is asked for and kept (compiling is most of a check's cost).
 * Needs `eval` (ajv's `new Function`): not for a page whose policy forbids it.
 * @throws when a schema is not valid JSON Schema (a developer's mistake).
 */
export function compileValidators(schemas: SchemaSet): SchemaValidators {
  const known = compiled.get(schemas)
  if (known) return known
  const ajv = dataAjv(schemas)
  const cache = new Map<string, ValidateFunction>()
  const validatorOf = (schemaKey: string) => {
    let validate = cache.get(schemaKey)
    if (!validate) cache.set(schemaKey, (validate = ajv.compile(schemas.files[schemaKey] as object)))
    return validate
  }
  compiled.set(schemas, validatorOf)
  return validatorOf
}
