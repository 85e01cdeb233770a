/**
 * Filling in the `{name}` placeholders of a text from data/, with no other import: the reply page's inline script
 * (src/reply/reply-page.ts) uses it without React; text.ts re-exports it for the page.
 */

/** A `{name}` placeholder in a text from data/. */
export const PLACEHOLDER = /\{(\w+)\}/g

/**
 * A text from data/ with its `{name}` placeholders filled in, e.g. `fillIn("Call {phone}", { phone: "01632" })`
 * → `"Call 01632"`. The data schemas say which placeholders each text may use.
 * @throws when the text names a placeholder it was not given (a schema that lets one through, a typo in code).
 */
export function fillIn(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    if (!(name in values)) throw new Error(`"${text}" uses {${name}}, which is not given here`)
    return String(values[name])
  })
}
