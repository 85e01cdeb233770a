/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { SECTION_IDS } from "../../../../src/shared/sections"
import { CHECKS_STATUS, cmsConfigYaml, githubBackendFromEnv } from "../cms-config"
import { resolveRef, type JsonSchema } from "../../../../src/shared/data-rules/json-schema"
import { readSchemaSet } from "../../data/schema-files"
import { STARTING_DATA } from "../../../../tests/jest/support/starting-data"
import type { CmsField } from "../schema-to-fields"

const dataDir = path.resolve(__dirname, "../../../../data")
const schemas = readSchemaSet(dataDir)
/** The starting data (never the live data/, which an editor changes). */
const startingDir = STARTING_DATA
const backend = {
  kind: "github",
  repo: "owner/site",
  branch: "main",
  authUrl: "https://auth.example.com",
  authScope: "public_repo",
} as const
/** The configuration as the CMS reads it: the text of config.yml, parsed. */
const config = parse(cmsConfigYaml(backend, schemas, "https://www.example.com")) as {
  collections: {
    name: string
    format: string
    editor: { preview: boolean }
    files: { name: string; label: string; file: string; fields: CmsField[] }[]
  }[]
}
const entries = config.collections.flatMap((collection) => collection.files)

/**
 * Checks that `fields` say what `schema` says: the same keys in the same order (no `$schema`), required alike, and
 * each rule (pattern, bounds, list sizes, choices) carried over. Fails naming the path where the two disagree.
 */
function expectAgree(schema: JsonSchema, fields: readonly CmsField[], root: JsonSchema, where: string) {
  const properties = Object.entries(schema.properties ?? {}).filter(([, property]) => property.const === undefined)
  expect({ where, keys: fields.map((field) => field.name) }).toEqual({ where, keys: properties.map(([name]) => name) })
  properties.forEach(([name, raw], index) => {
    const field = fields[index]
    const at = `${where}.${name}`
    // A list may be empty unless the schema has minItems: the CMS refuses an empty list it is told is required.
    const listMayBeEmpty = raw.type === "array" && !resolveRef(raw, root, schemas.shared).minItems
    expect({ at, required: field.required !== false }).toEqual({
      at,
      required: (schema.required ?? []).includes(name) && !listMayBeEmpty,
    })
    expectFieldAgrees(resolveRef(raw, root, schemas.shared), field, root, at)
  })
}

/**
 * The schema keywords the CMS carries over (or that only describe), and those only `npm run check:data` checks (no
 * field rule). A keyword in neither list fails the test: a new rule in a schema must be mapped or listed.
 */
const MAPPED = new Set(["type", "title", "description", "pattern", "format", "minLength", "maxLength", "minimum"])
for (const keyword of ["maximum", "exclusiveMinimum", "minItems", "maxItems", "enum", "items", "properties"])
  MAPPED.add(keyword)
for (const keyword of ["required", "const", "x-gatsby", "x-multiline", "$ref", "$id", "$schema", "definitions"])
  MAPPED.add(keyword)
const CHECK_DATA_ONLY = new Set(["uniqueItems", "additionalProperties"])

function expectFieldAgrees(s: JsonSchema, field: CmsField, root: JsonSchema, at: string) {
  const rules = (value: object) => ({ at, ...value })
  const unknown = Object.keys(s).filter((keyword) => !MAPPED.has(keyword) && !CHECK_DATA_ONLY.has(keyword))
  expect(rules({ unknown })).toEqual(rules({ unknown: [] }))
  const accepts = (value: string) => new RegExp(field.pattern![0]).test(value)
  switch (s.type) {
    case "string":
      if (s["x-gatsby"])
        // A picture's path is judged by check:data before saving (schema-to-fields.ts says why not in the form).
        return expect(rules({ widget: field.widget, pattern: field.pattern, accept: field.accept })).toEqual(
          rules({ widget: "image", pattern: undefined, accept: "image/jpeg,image/png,image/webp" }),
        )
      if (s.format === "date") return expect(rules({ format: field.format })).toEqual(rules({ format: "YYYY-MM-DD" }))
      expect(rules({ widget: field.widget })).toEqual(rules({ widget: s["x-multiline"] ? "text" : "string" }))
      if (s.pattern)
        expect(rules({ pattern: field.pattern?.[0] })).toEqual(rules({ pattern: expect.stringContaining(s.pattern) }))
      if (s.maxLength !== undefined)
        expect(rules({ atMost: accepts("x".repeat(s.maxLength)), over: accepts("x".repeat(s.maxLength + 1)) })).toEqual(
          rules({ atMost: true, over: false }),
        )
      if (s.minLength !== undefined && s.minLength > 0)
        expect(
          rules({ under: accepts("x".repeat(s.minLength - 1)), atLeast: accepts("x".repeat(s.minLength)) }),
        ).toEqual(rules({ under: false, atLeast: true }))
      if (s.format === "email")
        expect(rules({ email: new RegExp(field.pattern![0]).test("a@b.co") })).toEqual(rules({ email: true }))
      if (!s.pattern && s.format !== "email" && s.minLength === undefined && s.maxLength === undefined)
        expect(rules({ pattern: field.pattern })).toEqual(rules({ pattern: undefined }))
      return
    case "integer":
    case "number": {
      const min = s.minimum ?? (s.exclusiveMinimum === 0 ? 1 : undefined)
      return expect(rules({ widget: field.widget, type: field.value_type, min: field.min, max: field.max })).toEqual(
        rules({ widget: "number", type: s.type === "integer" ? "int" : "float", min, max: s.maximum }),
      )
    }
    case "boolean":
      // A default, so a new list item's untouched toggle is saved as the "off" it shows.
      return expect(rules({ widget: field.widget, default: field.default })).toEqual(
        rules({ widget: "boolean", default: false }),
      )
    case "object":
      return expectAgree(s, field.fields ?? [], root, at)
    case "array": {
      // An optional list carries no min: the CMS would refuse it emptied, which the file leaves out.
      const min = field.required === false ? undefined : s.minItems
      expect(rules({ min: field.min, max: field.max })).toEqual(rules({ min, max: s.maxItems }))
      const items = resolveRef(s.items ?? {}, root, schemas.shared)
      if (items.enum)
        return expect(rules({ options: field.options, multiple: field.multiple })).toEqual(
          rules({ options: items.enum, multiple: true }),
        )
      if (items.type === "object") return expectAgree(items, field.fields ?? [], root, `${at}[]`)
      return expectFieldAgrees(items, field.field!, root, `${at}[]`)
    }
    default:
      throw new Error(`${at}: the test does not know type ${String(s.type)}`)
  }
}

describe("the CMS configuration agrees with the JSON Schemas", () => {
  it.each(entries.map((entry) => [entry.file, entry]))("%s: same fields, required alike, same rules", (_, entry) => {
    const schema = schemas.files[`./schemas/${path.basename(entry.file, ".json")}.schema.json`]
    expectAgree(schema, entry.fields, schema, entry.file)
  })

  it("lists every data file once, the sections in page order, each saved in the canonical format", () => {
    const described = Object.keys(schemas.files).map((name) => path.basename(name).replace(".schema.json", ".json"))
    expect(entries.map((entry) => path.basename(entry.file)).sort()).toEqual(described.sort())
    const sections = config.collections.find((collection) => collection.name === "sections")!.files
    // One name per section: its entry is named as its id and file.
    expect(sections.map((entry) => entry.name)).toEqual(["hero", ...SECTION_IDS])
    expect(config.collections.map((collection) => collection.format)).toEqual(["eicr-json", "eicr-json", "eicr-json"])
    // The owner's pages are not the page: no preview of the page for them.
    expect(config.collections.map((collection) => collection.editor.preview)).toEqual([true, true, false])
  })

  it("labels each file with its schema's title, in an editor's words (the developer's notes are its description)", () => {
    for (const entry of entries) {
      const schema = schemas.files[`./schemas/${path.basename(entry.file, ".json")}.schema.json`]
      expect({ file: entry.file, label: entry.label }).toEqual({ file: entry.file, label: schema.title })
    }
    for (const [key, schema] of Object.entries(schemas.files)) {
      const title = schema.title ?? ""
      expect({ key, title, empty: !title.trim(), notes: /requirements §/.test(title) }).toEqual({
        key,
        title,
        empty: false,
        notes: false,
      })
    }
  })

  it("refuses a schema with no title: the CMS would have no label for its file", () => {
    const untitled = { ...schemas, files: { ...schemas.files } }
    const { title: _title, ...pricing } = untitled.files["./schemas/pricing.schema.json"]
    untitled.files["./schemas/pricing.schema.json"] = pricing
    expect(() => cmsConfigYaml(backend, untitled, "https://www.example.com")).toThrow(
      "data/schemas/pricing.schema.json has no title",
    )
  })

  it("accepts the starting data: every pattern matches the value there", () => {
    const check = (value: unknown, field: CmsField, at: string) => {
      if (field.pattern && typeof value === "string") {
        expect({ at, ok: new RegExp(field.pattern[0]).test(value) }).toEqual({ at, ok: true })
      }
      if (Array.isArray(value))
        value.forEach((item, i) =>
          field.field ? check(item, field.field, `${at}[${i}]`) : walk(item, field.fields ?? [], `${at}[${i}]`),
        )
      else if (field.fields && value && typeof value === "object") walk(value, field.fields, at)
    }
    const walk = (data: unknown, fields: readonly CmsField[], at: string) => {
      for (const field of fields) check((data as Record<string, unknown>)[field.name], field, `${at}.${field.name}`)
    }
    for (const entry of entries)
      walk(
        JSON.parse(fs.readFileSync(path.join(startingDir, path.basename(entry.file)), "utf8")),
        entry.fields,
        entry.file,
      )
  })
})

describe("githubBackendFromEnv", () => {
  it("is off without GATSBY_CMS_REPO (the build then publishes no /admin/)", () => {
    expect(githubBackendFromEnv({})).toBeUndefined()
  })

  it("reads the repository, the helper's origin and the branch (main by default)", () => {
    expect(
      githubBackendFromEnv({ GATSBY_CMS_REPO: "me/site", GATSBY_CMS_AUTH_URL: "https://auth.example.workers.dev/" }),
    ).toEqual({
      kind: "github",
      repo: "me/site",
      branch: "main",
      authUrl: "https://auth.example.workers.dev",
      authScope: "public_repo",
    })
  })

  it("asks GitHub for the narrowest scope: public_repo, or repo only for a private repository", () => {
    const env = { GATSBY_CMS_REPO: "me/site", GATSBY_CMS_AUTH_URL: "https://auth.example.com" }
    const scopeIn = (yaml: string) => (parse(yaml) as { backend: { auth_scope?: string } }).backend.auth_scope
    const yamlFor = (more: Record<string, string>) =>
      cmsConfigYaml(githubBackendFromEnv({ ...env, ...more })!, schemas, "https://www.example.com")
    expect(scopeIn(yamlFor({}))).toBe("public_repo")
    // And reads the workflow's commit status on each pull request (its "View Preview" link once it is green).
    expect((parse(yamlFor({})) as { backend: { preview_context?: string } }).backend.preview_context).toBe(
      CHECKS_STATUS,
    )
    expect(scopeIn(yamlFor({ GATSBY_CMS_PRIVATE_REPO: "true" }))).toBe("repo")
    expect(() => githubBackendFromEnv({ ...env, GATSBY_CMS_PRIVATE_REPO: "yes" })).toThrow(/true or false/)
  })

  it("refuses to publish the CMS on a shared github.io address, which every site of the account shares", () => {
    const env = { GATSBY_CMS_REPO: "me/site", GATSBY_CMS_AUTH_URL: "https://auth.example.com" }
    for (const SITE_URL of ["https://me.github.io", "https://me.GitHub.io/site", "http://github.io"])
      expect(() => githubBackendFromEnv({ ...env, SITE_URL })).toThrow(/domain of its own/)
    expect(githubBackendFromEnv({ ...env, SITE_URL: "https://www.kent-eicr.co.uk" })?.repo).toBe("me/site")
    expect(githubBackendFromEnv({ ...env, SITE_URL: "https://github.io.example.com" })?.repo).toBe("me/site")
  })

  it("refuses a repository not written owner/name and a helper that is not https", () => {
    expect(() =>
      githubBackendFromEnv({ GATSBY_CMS_REPO: "https://github.com/me/site", GATSBY_CMS_AUTH_URL: "https://a.b" }),
    ).toThrow(/owner\/name/)
    expect(() => githubBackendFromEnv({ GATSBY_CMS_REPO: "me/site" })).toThrow(/GATSBY_CMS_AUTH_URL/)
    expect(() => githubBackendFromEnv({ GATSBY_CMS_REPO: "me/site", GATSBY_CMS_AUTH_URL: "http://a.b" })).toThrow(
      /https/,
    )
  })
})
