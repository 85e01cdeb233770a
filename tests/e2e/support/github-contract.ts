/**
 * GitHub's published contract, which the GitHub stand-in (github-stand-in.ts) is held to (issue 57): every REST
 * request the CMS makes and every answer the stand-in gives, against GitHub's OpenAPI description of api.github.com
 * (`@octokit/openapi`, pinned in package.json); every GraphQL query and mutation, and every answer, against GitHub's
 * GraphQL schema (`@octokit/graphql-schema`, pinned). What does not fit is a breach, which the tests report beside
 * what the stand-in left unanswered.
 *
 * GitHub's answers carry many fields the CMS never reads (a pull request has some 70 required ones). The stand-in
 * writes the ones the CMS reads; {@link RestContract.complete} fills the rest from the description, by type (an empty
 * text, 0, false, an empty list, null where allowed, the first of an enumeration), before the answer is checked. So an
 * answer's own values are judged, and every answer has the shape GitHub's has.
 */
import fs from "node:fs"
import path from "node:path"
import Ajv, { type ValidateFunction } from "ajv"
import addFormats from "ajv-formats"
import { buildSchema, execute, parse, validate, type GraphQLSchema } from "graphql"

type Json = Record<string, unknown>
/** A JSON Schema of the OpenAPI description (3.0: `nullable` beside `type`). */
type Schema = Json & {
  $ref?: string
  type?: string
  nullable?: boolean
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  allOf?: Schema[]
  oneOf?: Schema[]
  anyOf?: Schema[]
  enum?: unknown[]
  format?: string
}

const DESCRIPTION = require.resolve("@octokit/openapi/generated/api.github.com.json")
// The package exports only its ES module entry; its SDL file is read where npm puts it.
const GRAPHQL_SCHEMA = path.resolve(__dirname, "../../../node_modules/@octokit/graphql-schema/schema.graphql")

/** A JSON pointer's segment: `/` and `~` escaped. */
const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1")

/** One operation of the description: its path template as a pattern, and where it is. */
interface Operation {
  method: string
  template: string
  pattern: RegExp
  /** How many `{parameters}` the template has: the fewest wins when two match (`/pulls/{n}` before `/{path}`). */
  parameters: number
}

let loaded: { doc: Json; operations: Operation[]; ajv: Ajv } | undefined

/** The description, read once per process (13 MB), its operations, and an ajv that knows it as `github`. */
function description() {
  if (loaded) return loaded
  const doc = JSON.parse(fs.readFileSync(DESCRIPTION, "utf8")) as Json
  const paths = doc.paths as Record<string, Record<string, { parameters?: Schema[] }>>
  const operations: Operation[] = []
  for (const [template, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!["get", "put", "post", "patch", "delete"].includes(method)) continue
      // A parameter the description marks `x-multi-segment` (a tree's `tree_sha`: `main`, or `refs/heads/main`) may hold "/".
      const multi = new Set(
        (operation.parameters ?? [])
          .map((parameter) => resolve(doc, parameter).schema)
          .filter((parameter) => parameter["x-multi-segment"] === true)
          .map((parameter) => String(parameter.name)),
      )
      const source = template
        .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
        .replace(/\\?\{([^}]+)\\?\}/g, (_, name: string) => (multi.has(name) ? "(.+)" : "([^/]+)"))
      operations.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        parameters: (template.match(/\{/g) ?? []).length,
      })
    }
  }
  operations.sort((a, b) => a.parameters - b.parameters)
  withoutBareNullable(doc)
  const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false, logger: false })
  addFormats(ajv)
  ajv.addSchema(doc, "github")
  loaded = { doc, operations, ajv }
  return loaded
}

/**
 * OpenAPI 3.0 allows `nullable` without `type` (beside `allOf`, say), which ajv refuses to compile: such a schema
 * becomes "it, or null" (`anyOf`), as OpenAPI means it. In place, over the whole description.
 */
function withoutBareNullable(node: unknown): void {
  if (!node || typeof node !== "object") return
  if (Array.isArray(node)) {
    for (const item of node) withoutBareNullable(item)
    return
  }
  const record = node as Json
  for (const value of Object.values(record)) withoutBareNullable(value)
  if ("nullable" in record && !("type" in record)) {
    const { nullable, ...rest } = record
    for (const key of Object.keys(record)) delete record[key]
    Object.assign(record, nullable === true ? { anyOf: [rest, { type: "null" }] } : rest)
  }
}

/** `node` with its `$ref`s followed, and the JSON pointer it is at. */
function resolve(doc: Json, node: Schema, at = ""): { schema: Schema; at: string } {
  let schema = node
  let where = at
  for (let hops = 0; schema.$ref && hops < 20; hops++) {
    where = schema.$ref.slice(1)
    schema = where
      .split("/")
      .slice(1)
      .reduce<unknown>((value, key) => (value as Json)[key.replace(/~1/g, "/").replace(/~0/g, "~")], doc) as Schema
  }
  return { schema, at: where }
}

/** The REST half of the contract. */
export interface RestContract {
  /**
   * The description's operation for `method` `path` (below the API's root, e.g. `/repos/owner/site/pulls`), or
   * undefined when it has none: a request GitHub does not document.
   */
  operationOf(method: string, path: string): string | undefined
  /** Why a JSON request body does not fit the operation's, or undefined when it does (or it takes none). */
  checkRequest(operation: string, body: unknown): string | undefined
  /** `answer` with every required field it lacks filled from the description (see the module's comment). */
  complete(operation: string, status: number, answer: unknown): unknown
  /** Why a JSON answer with `status` does not fit the operation's, or undefined when it does. */
  checkAnswer(operation: string, status: number, answer: unknown): string | undefined
}

/** The REST contract of api.github.com. */
export function restContract(): RestContract {
  const { doc, operations, ajv } = description()
  const validators = new Map<string, ValidateFunction>()
  const validatorAt = (at: string) => {
    let found = validators.get(at)
    if (!found) validators.set(at, (found = ajv.compile({ $ref: `github#${at}` })))
    return found
  }
  const keyOf = (operation: string) => {
    const [method, template] = operation.split(" ")
    return `/paths/${pointer(template)}/${method.toLowerCase()}`
  }
  const operationNode = (operation: string) => resolve(doc, { $ref: `#${keyOf(operation)}` }).schema
  /** The JSON schema's pointer of the answer with `status`, or undefined when the description lists no such status. */
  const answerAt = (operation: string, status: number): string | null | undefined => {
    const responses = operationNode(operation).responses as Record<string, Schema> | undefined
    const entry = responses?.[String(status)] ?? responses?.default
    if (!entry) return undefined
    const { schema: response, at } = resolve(
      doc,
      entry,
      `${keyOf(operation)}/responses/${responses?.[String(status)] ? status : "default"}`,
    )
    const content = response.content as Record<string, { schema?: Schema }> | undefined
    if (!content?.["application/json"]?.schema) return null
    return `${at}/content/application~1json/schema`
  }
  const schemaAt = (at: string) => resolve(doc, { $ref: `#${at}` })

  /** Fills what `value` lacks of `node` (a schema), in place where it can; returns the value. */
  const fill = (node: Schema, value: unknown, depth: number): unknown => {
    const { schema } = resolve(doc, node)
    if (depth > 12) return value
    if (schema.allOf) return schema.allOf.reduce((filled, part) => fill(part, filled, depth + 1), value)
    const options = schema.oneOf ?? schema.anyOf
    if (options) {
      if (value === undefined) return fill(options[0], undefined, depth + 1)
      const fitting = options.find((option) => {
        const type = resolve(doc, option).schema.type
        return type === (Array.isArray(value) ? "array" : value === null ? "null" : typeof value)
      })
      return fitting ? fill(fitting, value, depth + 1) : value
    }
    if (value === undefined) {
      if (schema.nullable) return null
      if (schema.enum) return schema.enum[0]
      switch (schema.type) {
        case "string":
          return schema.format === "date-time"
            ? "2026-01-01T00:00:00Z"
            : schema.format === "uri"
              ? "https://example.invalid/"
              : ""
        case "integer":
        case "number":
          return 0
        case "boolean":
          return false
        case "array":
          return []
        case "object":
          return fill(schema, {}, depth + 1)
        default:
          return null
      }
    }
    if (schema.type === "array" && Array.isArray(value) && schema.items)
      return value.map((item) => fill(schema.items!, item, depth + 1))
    if (value && typeof value === "object" && !Array.isArray(value) && schema.properties) {
      const record = value as Json
      for (const key of schema.required ?? []) {
        if (!(key in record) && schema.properties[key]) record[key] = fill(schema.properties[key], undefined, depth + 1)
      }
      for (const [key, property] of Object.entries(schema.properties)) {
        if (record[key] !== undefined && record[key] !== null) record[key] = fill(property, record[key], depth + 1)
      }
    }
    return value
  }
  const explain = (validator: ValidateFunction) =>
    (validator.errors ?? [])
      .slice(0, 3)
      .map((error) => `${error.instancePath || "(root)"} ${error.message}`)
      .join("; ")

  return {
    operationOf(method, path) {
      const found = operations.find((operation) => operation.method === method && operation.pattern.test(path))
      return found && `${method} ${found.template}`
    },
    checkRequest(operation, body) {
      const content = (operationNode(operation).requestBody as Schema | undefined)
        ? (resolve(doc, operationNode(operation).requestBody as Schema).schema.content as Record<string, unknown>)
        : undefined
      if (!content?.["application/json"]) return undefined
      const validator = validatorAt(`${keyOf(operation)}/requestBody/content/application~1json/schema`)
      return validator(body) ? undefined : `request of ${operation}: ${explain(validator)}`
    },
    complete(operation, status, answer) {
      const at = answerAt(operation, status)
      return at ? fill(schemaAt(at).schema, answer, 0) : answer
    },
    checkAnswer(operation, status, answer) {
      const at = answerAt(operation, status)
      if (at === undefined) return `answer of ${operation}: GitHub describes no ${status}`
      if (at === null) return undefined
      const validator = validatorAt(at)
      return validator(answer) ? undefined : `answer ${status} of ${operation}: ${explain(validator)}`
    },
  }
}

let graphqlSchema: GraphQLSchema | undefined

/**
 * Why a GraphQL request, or the answer given to it, does not fit GitHub's schema; empty when both fit. The answer is
 * checked by executing the request against the schema with the answer as the data (each field read by its name in
 * the answer), so a wrong type, a null where GitHub never gives one, or an unknown enumeration value is named.
 * Abstract types (`... on Blob`) need the answer's objects to carry `__typename`, which the stand-in gives them
 * unlisted (not enumerable: never sent).
 */
export function graphqlBreaches(
  request: { query?: unknown; variables?: unknown },
  answer: { data?: unknown; errors?: unknown[] },
): string[] {
  graphqlSchema ??= buildSchema(fs.readFileSync(GRAPHQL_SCHEMA, "utf8"), { assumeValidSDL: true })
  const document = parse(String(request.query ?? ""))
  const invalid = validate(graphqlSchema, document).map((error) => `query: ${error.message}`)
  if (invalid.length > 0 || answer.errors?.length) return invalid
  const result = execute({
    schema: graphqlSchema,
    document,
    rootValue: answer.data,
    variableValues: (request.variables ?? {}) as Json,
    fieldResolver: (source, _args, _context, info) => (source as Json | null)?.[String(info.path.key)],
  }) as { errors?: readonly { message: string }[] }
  return (result.errors ?? []).map((error) => `answer: ${error.message}`)
}
