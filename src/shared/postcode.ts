/**
 * "Is my postcode covered?": parses a UK postcode and checks its district against the areas the business covers
 * (requirements §1: the home town plus Canterbury, Folkestone, Dover, Maidstone, Hythe, Romney Marsh, Wye and Charing).
 *
 * Format, as documented by Royal Mail and the ONS (and the GOV.UK "valid postcode format" guidance):
 * a postcode is an outward code (area + district), a space, and an inward code (sector + unit).
 * - Outward code, six shapes (A = letter, 9 = digit): A9, A99, AA9, AA99, A9A, AA9A, e.g. W1, M60, CT1, TN23, W1A, SW1A.
 * - Letters Q, V, X are never first; I, J, Z are never second; after a one-letter area the district's letter suffix is
 *   one of A B C D E F G H J K P S T U W; after a two-letter area it is one of A B E H M N P R V W X Y.
 * - Inward code: a digit and two letters, never C, I, K, M, O or V.
 * Special non-geographic codes (GIR 0AA, BFPO, overseas territories' ASCN 1ZZ and the like) are deliberately not
 * recognised: none of them can be in Kent.
 */
import { fillIn } from "./text"

const AREA_1 = "[A-PR-UWYZ]"
const AREA_2 = "[A-HK-Y]"
const OUTWARD_SHAPES = [
  `${AREA_1}[0-9][0-9]?`, // A9, A99
  `${AREA_1}${AREA_2}[0-9][0-9]?`, // AA9, AA99
  `${AREA_1}[0-9][A-HJKPSTUW]`, // A9A
  `${AREA_1}${AREA_2}[0-9][ABEHMNPRVWXY]`, // AA9A
]
const OUTWARD = `(?:${OUTWARD_SHAPES.join("|")})`
const INWARD = "[0-9][ABD-HJLNP-UW-Z]{2}"
// Typed without a space, the inward code is always the last three characters: it is the only part that ends in two
// letters, which makes the split unambiguous ("CT12AB" can only be CT1 2AB).
const FULL_POSTCODE = new RegExp(`^(${OUTWARD})(${INWARD})$`)
const OUTWARD_ONLY = new RegExp(`^${OUTWARD}$`)
const INWARD_ONLY = new RegExp(`^${INWARD}$`)

/**
 * A parsed postcode: `outward` is the district, e.g. `"CT1"`; `full` is the whole postcode in its standard written
 * form (upper case, one space), e.g. `"CT1 2AB"`, or `null` when only an outward code was given.
 */
export interface ParsedPostcode {
  outward: string
  full: string | null
}

/**
 * Reads a UK postcode, or a bare outward code, forgiving case and whitespace: `"ct1 2ab"`, `"CT12AB"` and
 * `" ct1  2ab "` all give `{ outward: "CT1", full: "CT1 2AB" }`; `"tn23"` gives `{ outward: "TN23", full: null }`.
 * Where the visitor put a space, it is where the outward code ends: a half-typed `"TN2 3"` is not read as TN23
 * (Ashford, when TN2 is Tunbridge Wells) but refused as incomplete.
 *
 * @returns the parsed postcode, or `null` when the input is neither a UK postcode nor an outward code in the format
 *   described at the top of this module (e.g. `""`, `"12345"`, `"ABC DEF"`, an incomplete `"CT1 2A"`). Never throws.
 */
export function parsePostcode(input: string): ParsedPostcode | null {
  const [first = "", ...rest] = input.trim().toUpperCase().split(/\s+/)
  if (rest.length > 0) {
    const inward = rest.join("")
    return OUTWARD_ONLY.test(first) && INWARD_ONLY.test(inward) ? { outward: first, full: `${first} ${inward}` } : null
  }
  const full = FULL_POSTCODE.exec(first)
  if (full) return { outward: full[1], full: `${full[1]} ${full[2]}` }
  return OUTWARD_ONLY.test(first) ? { outward: first, full: null } : null
}

/**
 * The answer to "is my postcode covered?":
 * - `covered`: the outward code is one the business covers; `town` is its name from the district map.
 * - `outside`: a well-formed postcode or outward code that is not in the map; `postcode` is what to show back to the
 *   visitor, normalised (`"SW1A 1AA"`, or `"SW1A"` for a bare outward code).
 * - `invalid`: not a UK postcode or outward code at all.
 */
export type Coverage =
  { kind: "covered"; outward: string; town: string } | { kind: "outside"; postcode: string } | { kind: "invalid" }

/**
 * Checks a visitor's postcode against the districts the business covers.
 *
 * @param input what the visitor typed; parsed with {@link parsePostcode}.
 * @param districts outward codes in upper case mapped to the town shown for them, e.g. `{ CT1: "Canterbury" }`.
 * @returns the {@link Coverage}. Never throws.
 */
export function coverageFor(input: string, districts: Readonly<Record<string, string>>): Coverage {
  const parsed = parsePostcode(input)
  if (!parsed) return { kind: "invalid" }
  // Own keys only, so a district map can never "cover" a name inherited from Object.prototype.
  if (Object.hasOwn(districts, parsed.outward)) {
    return { kind: "covered", outward: parsed.outward, town: districts[parsed.outward] }
  }
  return { kind: "outside", postcode: parsed.full ?? parsed.outward }
}

/**
 * The one place the coverage wording lives: `"We cover CT1 (Canterbury)"` or
 * `"SW1A 1AA is outside our usual area: call us and we will see what we can do"`.
 *
 * @returns the sentence to show, or `null` for an `invalid` result (the form's own validation message applies).
 */
export function coverageMessage(result: Coverage, words: CoverageWords): string | null {
  switch (result.kind) {
    case "covered":
      return fillIn(words.covered, { outward: result.outward, town: result.town })
    case "outside":
      return fillIn(words.outside, { postcode: result.postcode })
    case "invalid":
      return null
  }
}

/** The answers' words (data/quote-form.json `coverage`): `{outward}` and `{town}`; `{postcode}`. */
export interface CoverageWords {
  /** e.g. "We cover {outward} ({town})". */
  covered: string
  /** e.g. "{postcode} is outside our usual area: call us and we will see what we can do". */
  outside: string
}
