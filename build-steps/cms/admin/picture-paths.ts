/**
 * How the CMS and the data files write a picture's path. The data files name a picture relative to their folder,
 * `images/castle.jpg` (data/schemas: `"x-gatsby": "File"`, resolved by gatsby-transformer-json beside the file);
 * Sveltia CMS writes its `public_folder` with a leading slash, `/images/castle.jpg`, whatever the configuration says
 * (its config/folders/assets.js: a public folder not starting with `.` or `@` gets one). The CMS's file format
 * (main.ts) hands it the slashed form as it reads a file and writes the data's form back, so a picture chosen in the
 * CMS is saved as the site names it and an unchanged one is recognised as the CMS's own.
 */
import { resolveRef, type JsonSchema, type SchemaSet } from "../../data/json-schema"

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

/** The data file's form, `images/castle.jpg`, of the CMS's `/images/castle.jpg`. */
export const filePicturePaths = (data: unknown, schemas: SchemaSet) =>
  mapPictures(data, schemas, (path) => path.replace(/^\/+/, ""))

/** The CMS's form, `/images/castle.jpg`, of the data file's `images/castle.jpg` (an empty path stays empty). */
export const cmsPicturePaths = (data: unknown, schemas: SchemaSet) =>
  mapPictures(data, schemas, (path) => (path && !path.startsWith("/") ? `/${path}` : path))

/** The picture paths `data` names, as written (`images/castle.jpg` in the data's form, `/images/…` in the CMS's). */
export function picturesIn(data: unknown, schemas: SchemaSet): string[] {
  const found: string[] = []
  mapPictures(data, schemas, (path) => (found.push(path), path))
  return found.filter(Boolean)
}
