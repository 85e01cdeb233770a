/**
 * Reads the `_headers` file format used by Netlify and Cloudflare Pages: a URL pattern on its own line
 * (`*` matches any run of characters), followed by indented `Name: value` lines that apply to it.
 */

/** One block of a `_headers` file. */
export interface HeaderRule {
  pattern: string
  headers: [name: string, value: string][]
}

/** Parses `_headers` text; comment lines start with `#`. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const colon = line.indexOf(":")
    const rule = rules.at(-1)
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** Whether a request path matches a `_headers` pattern such as `/*` or `/static/*`. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  )
  return regex.test(pathname)
}

/** All headers for `pathname`, in file order; a later rule for the same name wins, as on Netlify. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>()
  for (const rule of rules) {
    if (matchesPattern(rule.pattern, pathname)) for (const [name, value] of rule.headers) result.set(name, value)
  }
  return result
}

/**
 * Every value each header gets for `pathname` from all the rules that match it, in file order: what Cloudflare Pages
 * sends (two values of one header joined with a comma), and what a test reads to see that no rule reaches too far.
 */
export function allHeadersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string[]> {
  const result = new Map<string, string[]>()
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue
    for (const [name, value] of rule.headers) result.set(name, [...(result.get(name) ?? []), value])
  }
  return result
}
