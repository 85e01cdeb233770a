/** @jest-environment node */
/**
 * The CMS and `npm run check:data` agree, for every field of the generated configuration: values drawn with fast-check
 * are judged by the CMS as an editor meets it (its field validation, support/cms-validation.ts, then the check the
 * CMS runs before it saves, cms/check-on-save.ts, on the text its format writes of the value it saves) and by check:data on
 * that saved text; the two must give the same answer. A second property holds the form itself to every rule a field
 * can carry: a value check:data refuses for that field's own schema keyword (a pattern, a length, a bound, a missing
 * value) is refused in the form, next to the field, before the save is tried. A disagreement shrinks to the smallest
 * value and field, which fast-check prints: the unit test to write.
 */
import path from "node:path"
import fc from "fast-check"
import type { ErrorObject } from "ajv"
import Ajv from "ajv"
import addFormats from "ajv-formats"
import { errorsOf, validateData } from "../../../../src/shared/data-rules/validate-data"
import { problemsAfterEdit } from "../../../../cms/check-on-save"
import { cmsConfig } from "../cms-config"
import { resolveRef, schemaKeyOf, type JsonSchema } from "../../../../src/shared/data-rules/json-schema"
import { readSchemaSet } from "../../data/schema-files"
import { toDataFile } from "../../../../src/shared/data-rules/json-format"
import { placeholdersOf, type CmsField } from "../schema-to-fields"
import { startingData } from "../../../../tests/jest/support/starting-data"
import { judge, savedValue } from "./support/cms-validation"
import { compileValidators, type SchemaValidators } from "../../../../src/shared/data-rules/schema-validators"
import { validatorsModule } from "../schema-validators-module"

const ROOT = path.resolve(__dirname, "..", "..", "..", "..")
const schemas = readSchemaSet(path.join(ROOT, "data"))
/**
 * The data the values are put into: the starting data, valid, the test's own copy; a picture a drawn value names
 * counts as uploaded with the edit.
 */
const { texts, images } = startingData()
const TODAY = new Date("2026-11-23T12:00:00Z")
const config = cmsConfig({ kind: "local" }, schemas, "https://x.example")

/** One field of one file: where its value sits in the file's JSON, and its CMS field and JSON Schema. */
interface Case {
  file: string
  at: (string | number)[]
  field: CmsField
  schema: JsonSchema
  /** The file's schema, which `#/definitions/…` refer to. */
  root: JsonSchema
  /** The value there in the starting data, to draw lists of items like it. */
  current: unknown
}

/** Every field of `fields` (at any depth; a list of objects through its first item), with the list itself. */
function casesOf(file: string, fields: readonly CmsField[], schema: JsonSchema, data: unknown, at: Case["at"]) {
  const root = schemas.files[schemaKeyOf(file)]
  const found: Case[] = []
  for (const field of fields) {
    const own = resolveRef(schema.properties?.[field.name] ?? {}, root, schemas.shared)
    const current = (data as Record<string, unknown> | undefined)?.[field.name]
    const here = [...at, field.name]
    found.push({ file, at: here, field, schema: own, root, current })
    if (field.widget === "object") found.push(...casesOf(file, field.fields ?? [], own, current, here))
    if (field.widget === "list" && field.fields && Array.isArray(current) && current.length > 0)
      found.push(
        ...casesOf(file, field.fields, resolveRef(own.items ?? {}, root, schemas.shared), current[0], [...here, 0]),
      )
  }
  return found
}

const CASES: Case[] = config.collections.flatMap((collection) =>
  collection.files.flatMap((entry) => {
    const file = path.basename(entry.file)
    const schema = schemas.files[schemaKeyOf(file)]
    return casesOf(file, entry.fields, schema, JSON.parse(texts[file]), [])
  }),
)

/** YYYY-MM-DD of a date, as the CMS's date field stores it. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** Strings like the ones an editor types, and the ones that break rules. */
const anyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("", " ", "\n", "{phone}", "{price}", "{nope}", "https://leeds castle.com", "a@b", "x".repeat(95)),
)

/**
 * Strings that match a schema's `pattern`: fast-check's own, or, for a pattern it cannot read (the texts' lookahead
 * "not empty, and only these {placeholders}"), words and the placeholders the pattern allows, in any order.
 */
function matching(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).map((text) => text.slice(0, 120))
  } catch {
    const words = placeholdersOf(pattern) ?? []
    const parts = [fc.stringMatching(/^[A-Za-z0-9 ,.£'-]{1,12}$/), ...words.map((word) => fc.constant(`{${word}}`))]
    return fc.array(fc.oneof(...parts), { minLength: 1, maxLength: 6 }).map((pieces) => pieces.join(" "))
  }
}

/** The values the CMS's widget for `field` can store (what its control hands over), `undefined` for a field left out. */
function valueArbitrary(
  field: CmsField,
  schema: JsonSchema,
  root: JsonSchema,
  current: unknown,
): fc.Arbitrary<unknown> {
  const optional = field.required === false ? [fc.constant(undefined)] : []
  switch (field.widget) {
    case "string":
    case "text": {
      const like: fc.Arbitrary<unknown>[] = [anyText]
      if (schema.pattern) like.push(matching(schema.pattern))
      if (schema.format === "email") like.push(fc.emailAddress())
      if (schema.format === "uri")
        like.push(
          fc.webUrl(),
          fc.webUrl().map((url) => url.replace("/", "/ ")),
        )
      return fc.oneof(...like, ...optional)
    }
    case "number":
      return fc.oneof(
        field.value_type === "int"
          ? fc.integer({ min: -5, max: 20_000 })
          : fc.double({ min: -5, max: 20_000, noNaN: true, noDefaultInfinity: true }),
        // An empty number box.
        fc.constant(null),
        ...optional,
      )
    case "boolean":
      // A new list item's untouched toggle holds the field's default.
      return fc.oneof(fc.boolean(), fc.constant(field.default), ...optional)
    case "datetime":
      return fc.oneof(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }).map(isoDay),
        fc.constant(""),
        ...optional,
      )
    case "image":
      return fc.oneof(
        fc
          .tuple(
            fc.stringMatching(/^[a-z0-9-]{1,10}$/),
            fc.constantFrom("jpg", "jpeg", "png", "webp", "gif", "JPG", "svg"),
          )
          .map(([name, extension]) => `images/${name}.${extension}`),
        fc.constant(""),
        ...optional,
      )
    case "select":
      return fc.oneof(fc.subarray(field.options ?? []), ...optional)
    case "list": {
      const items = field.field
        ? valueArbitrary(field.field, resolveRef(schema.items ?? {}, root, schemas.shared), root, undefined)
        : fc.constantFrom(...(Array.isArray(current) && current.length > 0 ? current : [{}]))
      // The CMS's list is a list, emptied to [] (the file then leaves an optional one out), never a missing key.
      return fc.array(items, { maxLength: 4 })
    }
    case "object":
      return fc.constant(current)
    default:
      throw new Error(`${field.name}: the test draws no values for widget ${field.widget}`)
  }
}

/** `data` with `value` at `at` (`undefined` removes the field). */
function withValue(data: unknown, at: Case["at"], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>
  let node = copy
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const last = at[at.length - 1]
  if (value === undefined) delete node[last]
  else node[last] = value
  return copy
}

/** The errors the CMS's form shows for `value` in `field`: the field's own, and a single-field list's items'. */
function formErrors(field: CmsField, value: unknown): string[] {
  const own = judge(field, value)
  if (field.widget !== "list" || !field.field || !Array.isArray(value)) return own
  return [...own, ...value.flatMap((item) => judge(field.field!, item))]
}

/**
 * The validators the CMS's page runs: the code compiled at build time (schema-validators-module.ts), run here as it is
 * in the page (as CommonJS, the same code), so the CMS's gate and check:data's run-time compiled schemas must agree.
 */
const cmsValidators = (() => {
  let loaded: SchemaValidators | undefined
  return () => {
    if (loaded) return loaded
    const module = { exports: {} as { VALIDATORS: Record<string, ReturnType<SchemaValidators>> } }
    new Function("module", "exports", "require", validatorsModule(schemas, "cjs"))(module, module.exports, require)
    const { VALIDATORS } = module.exports
    return (loaded = (key: string) => VALIDATORS[key])
  }
})()

/** check:data's errors in the data with `file` replaced by `text` and `uploaded` pictures added, as it prints them. */
const checkDataErrors = (file: string, text: string, uploaded: readonly string[]) =>
  errorsOf(
    validateData({
      texts: new Map(Object.entries({ ...texts, [file]: text })),
      schemas,
      today: TODAY,
      hasImage: (picture) => images.includes(picture) || uploaded.includes(picture),
      validators: compileValidators(schemas),
    }),
  )

/** The schema keywords a CMS field carries as a rule of its own (schema-to-fields.ts). */
const FORM_RULES = new Set([
  "type",
  "required",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "maxItems",
  "enum",
])

const ajv = new Ajv({ allErrors: true, strict: false })
addFormats(ajv)
ajv.addSchema(schemas.shared as object)
const validators = new Map<string, ReturnType<Ajv["compile"]>>()
/** The schema errors of the saved text that concern the field at `at` (its value, or its absence). */
function schemaErrorsAt(file: string, text: string, at: Case["at"]): ErrorObject[] {
  const key = schemaKeyOf(file)
  if (!validators.has(key)) validators.set(key, ajv.compile(schemas.files[key] as object))
  const validate = validators.get(key)!
  validate(JSON.parse(text))
  const pointer = `/${at.join("/")}`
  return (validate.errors ?? []).filter(
    (error) =>
      error.instancePath === pointer ||
      (error.keyword === "required" && `${error.instancePath}/${error.params.missingProperty}` === pointer),
  )
}

/**
 * Values drawn per field: about 250 fields, and each value is judged by three checks of the whole data (before and
 * after the edit, and check:data's). At 30 the file took 76 s of one CI worker, most of `npm test`'s unit stage; fast-check
 * draws afresh on every run, so runs add up to more values than any one of them draws.
 */
const RUNS = process.env.STRYKER_MUTATOR_WORKER ? 10 : 15

describe("the CMS and check:data agree on every field", () => {
  it("finds every field of the configuration", () => {
    expect(CASES.length).toBeGreaterThan(150)
    expect(new Set(CASES.map((one) => one.field.widget))).toEqual(
      new Set(["string", "text", "number", "boolean", "datetime", "image", "select", "list", "object"]),
    )
  })

  it.each(CASES.filter((one) => one.field.widget !== "object").map((one) => [`${one.file} ${one.at.join(".")}`, one]))(
    "%s: the CMS saves a value exactly when check:data accepts what it saved",
    (_, { file, at, field, schema, root, current }) => {
      const data = JSON.parse(texts[file]) as unknown
      fc.assert(
        fc.property(valueArbitrary(field, schema, root, current), (value) => {
          const text = toDataFile(withValue(data, at, savedValue(field, value)), schemas)
          const uploaded = field.widget === "image" && typeof value === "string" ? [value.trim()] : []
          const form = formErrors(field, value)
          const gate = problemsAfterEdit(
            { texts, images },
            { file, text, newImages: uploaded },
            schemas,
            TODAY,
            cmsValidators(),
          )
          const checkData = checkDataErrors(file, text, uploaded)
          const cmsSaves = form.length === 0 && gate.length === 0
          expect({ value, cmsSaves, form, gate }).toEqual({ value, cmsSaves: checkData.length === 0, form, gate })
          // What a field can say, it says next to the field: check:data's own schema rules for it, refused in the form
          // (a picture's path excepted: it is judged before saving, schema-to-fields.ts says why).
          const carried = schemaErrorsAt(file, text, at).filter(
            (error) => FORM_RULES.has(error.keyword) && !(field.widget === "image" && error.keyword === "pattern"),
          )
          const rules = carried.map((error) => `${error.keyword}: ${error.message}`)
          if (rules.length > 0)
            expect({ value, rules, refusedInTheForm: form.length > 0 }).toEqual({
              value,
              rules,
              refusedInTheForm: true,
            })
        }),
        { numRuns: RUNS },
      )
    },
  )
})
