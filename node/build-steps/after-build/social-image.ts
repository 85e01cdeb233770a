/**
 * Draws the Open Graph / Twitter card image (1200×630 px PNG) at build time from the data, so shared links show
 * the offer: the business name, its tagline, the headline price and the towns covered.
 */
import sharp from "sharp"
import { formatPounds } from "../../../src/shared/price"
import { fillIn } from "../../../src/shared/text"

/** The facts and words the image shows (data/business.json; the price line of data/hero.json). */
export interface SocialImageFacts {
  name: string
  tagline: string
  priceFrom: number
  coverage: readonly string[]
  /** The hero's price line, e.g. "EICRs from {price}" (data/hero.json `price`). */
  priceLine: string
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** `text` in lines of at most `width` characters, broken between words; at most `lines` lines. */
export function wrap(text: string, width: number, lines: number): string[] {
  const result: string[] = []
  for (const word of text.split(/\s+/)) {
    const last = result.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) result[result.length - 1] = `${last} ${word}`
    else result.push(word)
  }
  if (result.length > lines)
    result.splice(
      lines - 1,
      result.length,
      `${result
        .slice(lines - 1)
        .join(" ")
        .slice(0, width - 1)}…`,
    )
  return result
}

/** Writes the PNG to `file`. @throws when sharp cannot render or write it. */
export async function writeSocialImage(facts: SocialImageFacts, file: string): Promise<void> {
  const font = `font-family="DejaVu Sans, Arial, sans-serif" font-weight="700"`
  const tagline = wrap(facts.tagline, 32, 3)
    .map(
      (line, index) =>
        `<text x="80" y="${275 + index * 62}" ${font} font-size="48" fill="#ffffff">${escape(line)}</text>`,
    )
    .join("\n  ")
  const price = fillIn(facts.priceLine, { price: formatPounds(facts.priceFrom) })
  const towns = facts.coverage.slice(0, 6).join(" · ")
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#14253d"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="80" y="70" width="96" height="96" rx="20" fill="#ffb703"/>
  <path d="M140 82 L110 126 H132 L124 156 L156 108 H134Z" fill="#1d3557"/>
  <text x="200" y="135" ${font} font-size="44" fill="#ffffff">${escape(facts.name)}</text>
  ${tagline}
  <text x="80" y="520" ${font} font-size="60" fill="#ffb703">${escape(price)}</text>
  <text x="80" y="580" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#dbe4ef">${escape(towns)}</text>
</svg>`
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(file)
}
