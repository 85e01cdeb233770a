/**
 * Gatsby's list of the plugins that have browser hooks, each with its options, as Gatsby 5 writes it into the site's
 * `.cache/api-runner-browser-plugins.js` (gatsby/dist/services/initialize.js):
 * `module.exports = [{\n      plugin: require('…'),\n      options: {…},\n    },{…}]`, the options as one line of JSON.
 * Every page's app chunk carries that list, options and all.
 */

/** The file's name in `.cache`. */
export const BROWSER_PLUGINS_FILE = "api-runner-browser-plugins.js"

/** The whole file: the entries between the brackets. */
const LIST = /^module\.exports = \[([\s\S]*)\]\s*$/
/** One entry: the path its hook file is required by, and its options (JSON on one line). */
const ENTRY = /\{\s*plugin: require\('([^']+)'\),\s*options: (.*),\n\s*\}/g

/**
 * `list` without the entries whose hook file matches one of `dropped`: a plugin whose hooks never run in the page needs
 * no entry, and its options (gatsby-plugin-manifest's: the site's name, description and colours) are not shipped.
 * @param list the text of Gatsby's {@link BROWSER_PLUGINS_FILE}.
 * @param dropped patterns of the hook files (as required, e.g. `../node_modules/x/gatsby-browser.js`) to leave out.
 * @returns the list in the same form, or `null` when `list` is not in the form above (another Gatsby): then it is to
 *   be left as it is.
 */
export function withoutPlugins(list: string, dropped: readonly RegExp[]): string | null {
  const body = LIST.exec(list)?.[1]
  if (body === undefined) return null
  const entries = [...body.matchAll(ENTRY)]
  // Every character of the list is in an entry, or the form is not the one known here.
  if (entries.map(([text]) => text).join(",") !== body) return null
  const kept = entries.filter(([, hooks]) => !dropped.some((pattern) => pattern.test(hooks)))
  return `module.exports = [${kept.map(([text]) => text).join(",")}]\n`
}
