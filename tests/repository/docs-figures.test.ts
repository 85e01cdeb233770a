/** @jest-environment node */
/**
 * The docs state each measured figure once, and stay short enough to be read (issue 59, point 4). Over README.md and
 * docs/*.md:
 * - a measured figure appears in docs/performance.md alone, where each has its date and machine; every other doc links
 *   there. A measured figure is a time in minutes and seconds (`4m16s`, `4m 16s`), a ratio (`1.08×`), a score
 *   (`a score of 99`), a count of tests, mutants or words (`199 page tests`), and a duration, size or share (`43 s`,
 *   `160 ms`, `81.2 KB`, `241,105 bytes`, `95.8%`). A duration, size or share is a requirement instead when
 *   docs/requirements.md states that same figure (the thank-you panel's `5 seconds` may be written `5 s` elsewhere), so
 *   another doc may repeat it; the other kinds are measurements even there. Code spans, code blocks and link targets
 *   are left out: a command or a setting (`--runs 9`, `max-age=600`) is no measurement;
 * - README.md and docs/*.md hold at most {@link MOST_WORDS} words together, counted as `wc -w` does.
 * Two copies of a figure drift apart (`npm test` was once given as four different times); a doc that grows past what a
 * reader takes in is not read.
 */
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..", "..")
/** The most words README.md and docs/*.md may hold together (issue 59: about half of the 27,400 they had). */
const MOST_WORDS = 12_000
const PERFORMANCE = "docs/performance.md"
const REQUIREMENTS = "docs/requirements.md"
/** README.md and every doc of docs/, as paths from the root. */
const DOCS = [
  "README.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => `docs/${file}`),
]
const read = (doc: string) => fs.readFileSync(path.join(ROOT, doc), "utf8")

/** What a figure is: `requirement` kinds may be requirement numbers, `measured` kinds are always measurements. */
type Kind = "requirement" | "measured"
/** Not inside a word or a number: `E.164`, `v4.4.1`, `C40` hold no figure. */
const START = String.raw`(?<![\w.,-])`
const PATTERNS: readonly { kind: Kind; pattern: RegExp }[] = [
  // A time in minutes and seconds: 4m16s, 4m 16s, 4 m 31 s.
  { kind: "measured", pattern: new RegExp(String.raw`${START}\d+ ?m ?\d+ ?s\b`, "g") },
  // A ratio: 1.08×, 0.98 × (a setting such as 4× CPU is a whole number, and a size such as 390×844 has no point).
  { kind: "measured", pattern: new RegExp(String.raw`${START}\d+\.\d+ ?×`, "g") },
  // A score: a score of 99, scored 87.5.
  { kind: "measured", pattern: /\bscore(?:d| of)? \d+(?:\.\d+)?\b/gi },
  // A count of tests, mutants or words: 1500 tests, 199 page tests, 1,869 mutants.
  { kind: "measured", pattern: new RegExp(String.raw`${START}\d[\d,]* (?:[a-z-]+ )?(?:tests?|mutants?|words)\b`, "g") },
  // A duration: 43 s, 2.4 s, 160 ms, 20 min, 15 seconds, 2 hours.
  {
    kind: "requirement",
    pattern: new RegExp(String.raw`${START}\d+(?:\.\d+)? ?(?:ms|s|secs?|seconds?|min|minutes?|h|hours?)\b`, "g"),
  },
  // A size: 241,105 bytes, 81.2 KB, 18.4 kB, 2.56 MB, 64 KiB.
  { kind: "requirement", pattern: new RegExp(String.raw`${START}\d[\d,.]* ?(?:B|bytes|[kKMG]i?B)\b`, "g") },
  // A share: 95.8%, 0.03 %.
  { kind: "requirement", pattern: new RegExp(String.raw`${START}\d+(?:\.\d+)? ?%`, "g") },
]

/** `text` without what holds commands and addresses, not prose: code blocks, code spans, link targets, autolinks. */
export function prose(text: string): string {
  return text
    .replace(/^```[\s\S]*?^```/gm, " ")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/\]\([^)\s]*\)/g, "]")
    .replace(/<https?:[^>\s]*>/g, " ")
}

/** Unit words and their symbol, so that `5 seconds` and `5 s` are one figure. */
const UNITS: Readonly<Record<string, string>> = {
  sec: "s",
  secs: "s",
  second: "s",
  seconds: "s",
  minute: "min",
  minutes: "min",
  hour: "h",
  hours: "h",
  bytes: "B",
}

/** One spelling per figure, so that `5 s` and `5 seconds`, `1,143 B` and `1143 bytes` are the same figure. */
export function normalise(figure: string): string {
  const [, number, unit] = /^([\d,.]+) ?(.*)$/.exec(figure.replace(/,(?=\d{3})/g, "")) ?? ["", figure, ""]
  return `${number}${UNITS[unit] ?? unit}`
}

/** The figures `text` states in prose, in order, each with its kind, e.g. `{ figure: "4m16s", kind: "measured" }`. */
export function figures(text: string): { figure: string; kind: Kind }[] {
  const found: { at: number; figure: string; kind: Kind }[] = []
  let rest = prose(text)
  // Each pattern reads what the ones before it left blank: the `16s` of `4m 16s` is no second figure. (No pattern has a
  // capturing group, so the replacer's second argument is the match's offset.)
  for (const { kind, pattern } of PATTERNS)
    rest = rest.replace(pattern, (figure: string, at: number) => {
      found.push({ at, figure, kind })
      return " ".repeat(figure.length)
    })
  return found.sort((a, b) => a.at - b.at).map(({ figure, kind }) => ({ figure, kind }))
}

/**
 * The figures `doc` states that belong in docs/performance.md only: in performance.md, none; elsewhere every measured
 * kind, and a duration, size or share that `required` (the normalised figures of docs/requirements.md) does not hold.
 */
export function misplacedFigures(doc: string, text: string, required: ReadonlySet<string>): string[] {
  if (doc === PERFORMANCE) return []
  return figures(text)
    .filter(({ figure, kind }) => kind === "measured" || (doc !== REQUIREMENTS && !required.has(normalise(figure))))
    .map(({ figure }) => figure)
}

/** The requirement numbers of docs/requirements.md's `text`, normalised (`5s`, `15s`, `1h`). */
export function requiredFigures(text: string): Set<string> {
  return new Set(
    figures(text)
      .filter(({ kind }) => kind === "requirement")
      .map(({ figure }) => normalise(figure)),
  )
}

/** How many words `text` holds, as `wc -w` counts them: runs of characters between whitespace. */
export function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

describe("figures in the docs", () => {
  const required = requiredFigures(read(REQUIREMENTS))

  it.each(DOCS)("%s leaves measured figures to docs/performance.md", (doc) => {
    expect(misplacedFigures(doc, read(doc), required)).toEqual([])
  })

  it("finds a test time pasted into docs/testing.md, and lets a requirement's figure through", () => {
    const testing = read("docs/testing.md")
    expect(misplacedFigures("docs/testing.md", `${testing}\n\`npm test\` takes 4m16s.\n`, required)).toEqual(["4m16s"])
    expect(misplacedFigures("docs/performance.md", "`npm test` takes 4m16s.", required)).toEqual([])
    expect(misplacedFigures("docs/testing.md", "The thank-you panel shows for 5 s.", required)).toEqual([])
    expect(misplacedFigures("docs/requirements.md", "The page is tested in 199 page tests.", required)).toEqual([
      "199 page tests",
    ])
  })

  it("reads each kind of figure, and none in a command, a setting, a version or a size of screen", () => {
    expect(
      figures("4m 16s; 10m34s; 43 s; 160 ms; 2.4 s; 81.2 KB; 241,105 bytes; 95.8%; 1.08×; a score of 99; 1500 tests"),
    ).toEqual([
      { figure: "4m 16s", kind: "measured" },
      { figure: "10m34s", kind: "measured" },
      { figure: "43 s", kind: "requirement" },
      { figure: "160 ms", kind: "requirement" },
      { figure: "2.4 s", kind: "requirement" },
      { figure: "81.2 KB", kind: "requirement" },
      { figure: "241,105 bytes", kind: "requirement" },
      { figure: "95.8%", kind: "requirement" },
      { figure: "1.08×", kind: "measured" },
      { figure: "score of 99", kind: "measured" },
      { figure: "1500 tests", kind: "measured" },
    ])
    expect(
      figures("`npm run bench -- --runs 9`, `max-age=600`, E.164, 4.4.1, 4× CPU, 390×844, 2-bedroom, 24-hour clock"),
    ).toEqual([])
    expect([normalise("5 seconds"), normalise("5 s"), normalise("1,143 B"), normalise("1143 bytes")]).toEqual([
      "5s",
      "5s",
      "1143B",
      "1143B",
    ])
  })
})

describe("the docs' length", () => {
  it(`README.md and docs/*.md hold at most ${MOST_WORDS} words together`, () => {
    const counts = DOCS.map((doc) => ({ doc, words: words(read(doc)) }))
    const total = counts.reduce((sum, { words: count }) => sum + count, 0)
    const each = counts.map(({ doc, words: count }) => `${doc} ${count}`).join(", ")
    expect(total <= MOST_WORDS ? "within" : `${total} words, over ${MOST_WORDS} (${each})`).toBe("within")
  })

  it("counts words as wc -w does", () => {
    expect(words("  One page,\tbuilt by\nGatsby 5 — | --- |\n")).toBe(10)
  })
})
