/**
 * Before the CMS saves an edit, it runs `npm run check:data`'s own check (src/shared/data-rules/validate-data.ts)
 * on the data with the edited file as it would be written, and refuses the save when the edit brings a
 * problem: the editor reads the file, the item, the field and the rule in the CMS, in check:data's words, instead of on
 * a red pull request later. The form's field rules (schema-to-fields.ts) catch most mistakes as they are typed; this
 * catches the rest (a question asked twice, a phone number that is not a number, a review dated tomorrow, an empty
 * list, a web address ajv refuses), so what the CMS saves, check:data accepts.
 */
import { errorsOf, formatProblem, validateData, type DataProblem } from "../src/shared/data-rules/validate-data"
import type { SchemaSet } from "../src/shared/data-rules/json-schema"
import type { SchemaValidators } from "../src/shared/data-rules/schema-validators"
import { toDataFile } from "../src/shared/data-rules/json-format"
import { fileForm, picturesIn } from "./cms-form"
import type { CmsApi, Immutable } from "./cms-api"
import { clearNotice, showNotice } from "./notice"
import type { DataSnapshot } from "../src/shared/data-snapshot"

/** The lines of check:data's errors in `snapshot`, the edited file's text put in first. */
export function problemsAfterEdit(
  snapshot: DataSnapshot,
  edit: { file: string; text: string; newImages: readonly string[] },
  schemas: SchemaSet,
  today: Date,
  validators: SchemaValidators,
): string[] {
  const check = (texts: Record<string, string>, images: readonly string[]) =>
    errorsOf(
      validateData({
        texts: new Map(Object.entries(texts)),
        schemas,
        today,
        hasImage: (path) => images.includes(path),
        validators,
      }),
    )
  // Only what the edit brings: a problem already on the branch (a hand edit under npm run cms) is not this edit's,
  // even when a removed item has moved it up the list. So a problem is known by its item (the item's own content,
  // not its number) with its file, list, field and words, and counted: a second item with a problem worded like one
  // already there is the edit's.
  const before = new Map<string, number>()
  for (const problem of check(snapshot.texts, snapshot.images)) {
    const key = problemKey(problem, snapshot.texts)
    before.set(key, (before.get(key) ?? 0) + 1)
  }
  const after = { ...snapshot.texts, [edit.file]: edit.text }
  return check(after, [...snapshot.images, ...edit.newImages])
    .filter((problem) => {
      const key = problemKey(problem, after)
      const left = before.get(key) ?? 0
      before.set(key, left - 1)
      return left <= 0
    })
    .map(formatProblem)
}

/**
 * What a problem is known by across an edit: its file, list, field and words, and its item by the item's content
 * (canonical JSON) rather than its position, which an edit elsewhere in the list changes. A file that is not JSON
 * has no items to tell apart.
 */
function problemKey(problem: DataProblem, texts: Readonly<Record<string, string>>): string {
  let item: unknown = null
  const index = problem.at?.findIndex((segment) => /^\d+$/.test(segment)) ?? -1
  if (problem.at && index >= 0) {
    try {
      item = problem.at
        .slice(0, index + 1)
        .reduce<unknown>(
          (value, key) => (value as Record<string, unknown> | undefined)?.[key],
          JSON.parse(texts[problem.file.replace(/^data\//, "")] ?? "null"),
        )
    } catch {
      item = null
    }
  }
  return JSON.stringify([problem.file, problem.list, canonical(item ?? null), problem.field, problem.message])
}

/** `value` as JSON with every object's keys sorted: the same item whatever order a hand edit wrote its keys in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )

/**
 * Registers the check as the CMS's `preSave` listener: a refused save throws (the CMS then shows the message in its
 * "Error" dialog) and the panel of notice.ts lists the problems; a save that passes clears the panel. Every picture the
 * edited file names counts as there: the CMS names only pictures chosen in its own dialog, which are the site's or
 * go with this save (its list of the entry's files leaves a new upload out); the pull request's check:data checks
 * the files themselves.
 * @param load fetches the data snapshot (src/shared/data-snapshot.ts), afresh for each save.
 * @param validators the schemas' validators: on the CMS's page, those compiled at build time (its policy has no eval).
 */
export function checkOnSave(
  cms: Pick<CmsApi, "registerEventListener">,
  doc: Document,
  schemas: SchemaSet,
  load: () => Promise<DataSnapshot>,
  validators: SchemaValidators,
): void {
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const where = entry.get("path")
      if (typeof where !== "string") throw new Error("the CMS could not tell which data file this is")
      const file = where.slice(where.lastIndexOf("/") + 1)
      const data = fileForm((entry.get("data") as Immutable).toJS(), schemas)
      const text = toDataFile(data, schemas)
      const lines = problemsAfterEdit(
        await load(),
        { file, text, newImages: picturesIn(data, schemas) },
        schemas,
        new Date(),
        validators,
      )
      if (lines.length === 0) {
        clearNotice(doc)
        return undefined
      }
      showNotice(doc, `Not saved: npm run check:data found ${lines.length} problem(s) in this change`, lines)
      throw new Error(lines.join("; "))
    },
  })
}
