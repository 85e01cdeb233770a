/**
 * A data file's content as the CMS holds it and as the file holds it; the CMS's file format (main.ts) and the check
 * before saving (check-on-save.ts) go from one to the other here only.
 * - Sveltia CMS marks list items it adds or moves with `__sc_item_id` and `__sc_item_original_key_path`, hands them to
 *   its event listeners, and leaves every `__sc_` key out of the file: the file's form has none.
 * - A picture's path. The data files name a picture relative to their folder,
 * `images/castle.jpg` (data/schemas: `"x-gatsby": "File"`, resolved by gatsby-transformer-json beside the file);
 * Sveltia CMS writes its `public_folder` with a leading slash, `/images/castle.jpg`, whatever the configuration says
 * (its config/folders/assets.js: a public folder not starting with `.` or `@` gets one). The CMS is handed the slashed
 * form as it reads a file and the data's form is written back, so a picture chosen in the CMS is saved as the site
 * names it and an unchanged one is recognised as the CMS's own.
 */
import { resolveRef, type JsonSchema, type SchemaSet } from "../src/shared/data-rules/json-schema"

/** Applies `change` to every picture path of `data` (a string whose schema says `"x-gatsby": "File"`). */
function mapPictures(data: unknown, schemas: SchemaSet, change: (path: string) => string): unknown {
  const name = data !== null && typeof data === "object" ? (data as Record<string, unknown>).$schema : undefined
  const root = (typeof name === "string" && schemas.files[name]) || undefined
  if (!root) return data
  const walk = (value: unknown, schema: JsonSchema): unknown => {
    const here = resolveRef(schema, root, schemas.shared)
    if (typeof value === "string") return here["x-gatsby"] === "File" ? change(value) : value
    if (Array.isArray(value)) return value.map((item) => walk(item, here.items ?? {}))
    if (value === null || typeof value !== "object") return value
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, walk(item, here.properties?.[key] ?? {})]),
    )
  }
  return walk(data, root)
}

/** `data` without the CMS's `__sc_` keys, at any depth. */
function withoutCmsKeys(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutCmsKeys)
  if (data === null || typeof data !== "object") return data
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !key.startsWith("__sc_"))
      .map(([key, value]) => [key, withoutCmsKeys(value)]),
  )
}

/** The file's form of the CMS's content: no `__sc_` keys, pictures as `images/castle.jpg`. */
export const fileForm = (data: unknown, schemas: SchemaSet) =>
  mapPictures(withoutCmsKeys(data), schemas, (path) => path.replace(/^\/+/, ""))

/** The CMS's form of a file's content: pictures as `/images/castle.jpg` (an empty path stays empty). */
export const cmsForm = (data: unknown, schemas: SchemaSet) =>
  mapPictures(data, schemas, (path) => (path && !path.startsWith("/") ? `/${path}` : path))

/** The picture paths `data` names, as written (`images/castle.jpg` in the data's form, `/images/…` in the CMS's). */
export function picturesIn(data: unknown, schemas: SchemaSet): string[] {
  const found: string[] = []
  mapPictures(data, schemas, (path) => (found.push(path), path))
  return found.filter(Boolean)
}
