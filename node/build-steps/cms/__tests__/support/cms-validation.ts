/**
 * The CMS's own field validation, to judge a value as the CMS's form does, and the value it then saves: Sveltia CMS
 * 0.221's rules (its sources, services/contents/draft/validate/fields.js with fields/number/validate.js and
 * fields/list/validate.js; draft/save/changes.js for what is saved, as the package's source map `npm/index.js.map`
 * carries them), written out here because the package exports none of them. On the live site a change still a draft
 * is saved without its required fields enforced; check:data's check before saving still refuses an empty one. tests/e2e/cms/cms.spec.ts checks the same rules in the real CMS (a rating of 6, an empty
 * answer, a web address with a space).
 * - Every string is saved trimmed, and judged trimmed: required means not empty once trimmed; the `pattern` is tested
 *   against the trimmed text (or a picture's path as saved).
 * - A number: `min`/`max` on its value; an empty number box holds `null`, which a required field refuses.
 * - A list, and a select of several: required means at least one item; `min`/`max` bound the count.
 */
import type { CmsField } from "../../schema-to-fields"

/** The errors the form reports for a field and a value, by the Constraint Validation API's names; none when valid. */
export type CmsJudge = (field: CmsField, value: unknown) => string[]

/** The value the CMS saves for what the editor left in the field: strings trimmed, at any depth of a list. */
export function savedValue(field: CmsField, value: unknown): unknown {
  if (typeof value === "string") return value.trim()
  if (Array.isArray(value) && field.field) return value.map((item) => savedValue(field.field!, item))
  return value
}

/** See the module's comment. A field absent from the file (`undefined`) is not judged: the form has no value for it. */
export const judge: CmsJudge = (field, value) => {
  if (value === undefined) return []
  const required = field.required !== false
  const errors: string[] = []
  if (field.widget === "list" || (field.widget === "select" && field.multiple)) {
    const size = Array.isArray(value) ? value.length : 0
    if (required && size === 0) errors.push("valueMissing")
    else if (typeof field.min === "number" && size < field.min) errors.push("rangeUnderflow")
    else if (typeof field.max === "number" && size > field.max) errors.push("rangeOverflow")
    return errors
  }
  if (field.widget === "object") return required && !value ? ["valueMissing"] : []
  const trimmed = typeof value === "string" ? value.trim() : value
  if (required && (trimmed === null || trimmed === "")) errors.push("valueMissing")
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(trimmed))) errors.push("patternMismatch")
  if (field.widget === "number") {
    if (typeof field.min === "number" && value !== null && Number(value) < field.min) errors.push("rangeUnderflow")
    else if (typeof field.max === "number" && value !== null && Number(value) > field.max) errors.push("rangeOverflow")
    if (required && value === null) errors.push("typeMismatch")
  }
  return errors
}
