/**
 * Draws the Open Graph / Twitter card image (1200×630 px PNG) at build time from the business data, so
 * shared links show the offer: name, "EICR certificates from £89" and the towns covered.
 */
import sharp from "sharp"

/** The facts the image shows (data/business.json). */
export interface SocialImageFacts {
  name: string
  priceFrom: number
  coverage: readonly string[]
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** Writes the PNG to `file`. @throws when sharp cannot render or write it. */
export async function writeSocialImage(facts: SocialImageFacts, file: string): Promise<void> {
  const towns = facts.coverage.slice(0, 6).join(" · ")
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#14253d"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="80" y="90" width="96" height="96" rx="20" fill="#ffb703"/>
  <path d="M140 102 L110 146 H132 L124 176 L156 128 H134Z" fill="#1d3557"/>
  <text x="200" y="155" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escape(facts.name)}</text>
  <text x="80" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">EICR certificates</text>
  <text x="80" y="390" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffb703">from £${facts.priceFrom}</text>
  <text x="80" y="500" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#dbe4ef">${escape(towns)}</text>
</svg>`
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(file)
}
